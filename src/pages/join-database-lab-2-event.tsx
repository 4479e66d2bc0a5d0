import React, { type ReactNode } from 'react';
import { eventPage } from '@site/src/data/events';
import EventRegistrationPage from './_forms/EventRegistrationPage';

const event = eventPage('/join-database-lab-2-event');

export default function DatabaseLab2Event(): ReactNode {
  return <EventRegistrationPage event={event} />;
}
