import React, { type ReactNode } from 'react';
import { eventPage } from '@site/src/data/events';
import EventRegistrationPage from './_forms/EventRegistrationPage';

/** In Russian: the page declares `lang="ru"` (see EventRegistrationPage). */
const event = eventPage('/join-webinar-deploy-dle-ru');

export default function DeployDleWebinarRu(): ReactNode {
  return <EventRegistrationPage event={event} />;
}
