/**
 * Parts of the event and webinar pages (src/pages/join-*.mdx): the what/when/
 * for-whom facts under the hero, the topic cards and the registration form.
 * The prose is the page's MDX; the event's id, route and language come from
 * src/data/events.ts.
 */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import LeadForm, { englishLeadFormStrings, russianLeadFormStrings } from '@site/src/components/LeadForm';
import type { LeadField, LeadFormBandText } from '@site/src/components/LeadForm/types';
import PageSection from '@site/src/components/Marketing/PageSection';
import { eventFields, eventPage, type EventLocale } from '@site/src/data/events';
import { eventRegistrationPayload, useFormEndpoints } from '@site/src/data/formEndpoints';
import styles from '../formPages.module.css';

const formStrings = { en: englishLeadFormStrings, ru: russianLeadFormStrings };

/**
 * Field labels in the language of the page. The Russian pages are Russian
 * content on the English site, so their labels have their own ids with
 * Russian defaults.
 */
function fieldLabels(locale: EventLocale): Record<string, string> {
  if (locale === 'ru') {
    return {
      name: translate({ id: 'eventForm.ru.field.name', message: 'Имя' }),
      email: translate({ id: 'eventForm.ru.field.email', message: 'Электронная почта' }),
      company: translate({ id: 'eventForm.ru.field.company', message: 'Компания' }),
    };
  }
  return {
    name: translate({ id: 'eventForm.field.name', message: 'Name' }),
    email: translate({ id: 'eventForm.field.email', message: 'E-mail' }),
    company: translate({ id: 'eventForm.field.company', message: 'Company' }),
  };
}

/** The short answers under the hero: `<EventFact title="When">…</EventFact>` three times. */
export function EventFacts({ children }: { children: ReactNode }): ReactNode {
  return <dl className={styles.facts}>{children}</dl>;
}

export function EventFact({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <div className={styles.fact}>
      <dt>{title}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Cards of the topics; each `<Topic title="…">` holds its text. */
export function TopicGrid({ children }: { children: ReactNode }): ReactNode {
  return <ul className={styles.topicGrid}>{children}</ul>;
}

export function Topic({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <li className={styles.topicCard}>
      <Heading as="h3" className={styles.topicCardTitle}>
        {title}
      </Heading>
      {children}
    </li>
  );
}

/** A titled list beside the form ("Who should join", the reading list). */
export function AsideList({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <>
      <Heading as="h3">{title}</Heading>
      {children}
    </>
  );
}

type RegistrationProps = LeadFormBandText & {
  /** The page's route, the key of its entry in src/data/events.ts. */
  route: string;
  /** What goes beside the form: `AsideList`s. */
  children?: ReactNode;
};

/**
 * The registration band: the form and, beside it, the page's own lists. It
 * also declares the page's language when it is not English.
 */
export function EventRegistration({
  route,
  sectionTitle,
  title,
  intro,
  submitLabel,
  mailSubject,
  successTitle,
  successText,
  children,
}: RegistrationProps): ReactNode {
  const event = eventPage(route);
  const { eventRegistration: endpoint } = useFormEndpoints();
  const labels = fieldLabels(event.locale);
  const fields: LeadField[] = eventFields.map((field) => ({ ...field, label: labels[field.name] ?? field.name }));
  return (
    <>
      {event.locale !== 'en' && (
        <Head>
          <html lang={event.locale} />
        </Head>
      )}
      <PageSection title={sectionTitle}>
        <div className={styles.formLayout}>
          <LeadForm
            id={`register-${event.id}`}
            title={title}
            headingLevel="h3"
            intro={<p>{intro}</p>}
            fields={fields}
            submitLabel={submitLabel}
            endpoint={endpoint}
            buildPayload={(values) =>
              eventRegistrationPayload(event.id, event.locale, values, window.location.pathname)
            }
            mailSubject={mailSubject}
            strings={formStrings[event.locale]}
            success={{ title: successTitle, body: <p>{successText}</p> }}
          />
          <div className={styles.aside}>{children}</div>
        </div>
      </PageSection>
    </>
  );
}
