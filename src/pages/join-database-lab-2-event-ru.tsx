import React, { type ReactNode } from 'react';
import { eventPage } from '@site/src/data/events';
import EventRegistrationPage from './_forms/EventRegistrationPage';

/** In Russian: the page declares `lang="ru"` (see EventRegistrationPage). */
const event = eventPage('/join-database-lab-2-event-ru');

export default function DatabaseLab2EventRu(): ReactNode {
  return <EventRegistrationPage event={event} />;
}
