/** One event or webinar page: what, when, for whom, topics, reading and the registration form. */
import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import LeadForm, { englishLeadFormStrings, russianLeadFormStrings } from '@site/src/components/LeadForm';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import { eventFields, type EventPage } from '@site/src/data/events';
import { eventRegistrationPayload, useFormEndpoints } from '@site/src/data/formEndpoints';
import styles from './styles.module.css';

const formStrings = { en: englishLeadFormStrings, ru: russianLeadFormStrings };

export default function EventRegistrationPage({ event }: { event: EventPage }): ReactNode {
  const { eventRegistration: endpoint } = useFormEndpoints();
  const { what, when, who } = event.facts;
  return (
    <Layout title={event.meta.title} description={event.meta.description}>
      {event.locale !== 'en' && (
        <Head>
          <html lang={event.locale} />
        </Head>
      )}
      <main>
        <PageHero eyebrow={event.eyebrow} title={event.heading} lead={event.lead}>
          <dl className={styles.facts}>
            {[what, when, who].map((fact) => (
              <div key={fact.title} className={styles.fact}>
                <dt>{fact.title}</dt>
                <dd>{fact.text}</dd>
              </div>
            ))}
          </dl>
        </PageHero>

        <PageSection title={event.aboutTitle}>
          {event.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PageSection>

        <PageSection title={event.topicsTitle} muted>
          <FeatureGrid features={event.topics} />
        </PageSection>

        <PageSection title={event.form.sectionTitle}>
          <div className={styles.formLayout}>
            <LeadForm
              id={`register-${event.id}`}
              title={event.form.title}
              headingLevel="h3"
              intro={<p>{event.form.intro}</p>}
              fields={eventFields[event.locale]}
              submitLabel={event.form.submitLabel}
              endpoint={endpoint}
              buildPayload={(values) =>
                eventRegistrationPayload(event.id, event.locale, values, window.location.pathname)
              }
              mailSubject={event.form.mailSubject}
              strings={formStrings[event.locale]}
              success={{ title: event.form.successTitle, body: <p>{event.form.successText}</p> }}
            />
            <div className={styles.aside}>
              <Heading as="h3">{event.audienceTitle}</Heading>
              <ul>
                {event.audience.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
              <Heading as="h3">{event.linksTitle}</Heading>
              <ul>
                {event.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </PageSection>
      </main>
    </Layout>
  );
}
