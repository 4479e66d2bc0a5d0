// The route keeps the original "postgreqsl" typo on purpose: old links point here.
import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import LeadForm from '@site/src/components/LeadForm';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import { whitepaper, whitepaperFields } from '@site/src/data/events';
import { useFormEndpoints, whitepaperRequestPayload } from '@site/src/data/formEndpoints';
import styles from './_forms/styles.module.css';

const formAnchor = 'request-whitepaper';

export default function BlackFridayWhitepaper(): ReactNode {
  useBrokenLinks().collectAnchor(formAnchor);
  const { whitepaperRequest: endpoint } = useFormEndpoints();
  return (
    <Layout title={whitepaper.meta.title} description={whitepaper.meta.description}>
      <main>
        <PageHero
          eyebrow={whitepaper.eyebrow}
          title={whitepaper.heading}
          lead={whitepaper.lead}
          actions={[{ label: whitepaper.form.sectionTitle, target: { href: `#${formAnchor}` }, variant: 'primary' }]}
        />
        <PageSection title={whitepaper.topicsTitle} muted>
          <ol className={styles.topics}>
            {whitepaper.topics.map((topic) => (
              <li key={topic.id} className={styles.topic}>
                <Heading as="h3" id={topic.id} className={styles.topicTitle}>
                  {topic.title}
                </Heading>
                {topic.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <ul className={styles.topicLinks}>
                  {topic.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </PageSection>
        <PageSection id={formAnchor} title={whitepaper.form.sectionTitle}>
          <LeadForm
            id="whitepaper-request"
            title={whitepaper.form.title}
            headingLevel="h3"
            intro={<p>{whitepaper.form.intro}</p>}
            fields={whitepaperFields}
            submitLabel={whitepaper.form.submitLabel}
            endpoint={endpoint}
            buildPayload={(values) => whitepaperRequestPayload(whitepaper.id, values, window.location.pathname)}
            mailSubject={whitepaper.form.mailSubject}
            success={{ title: whitepaper.form.successTitle, body: <p>{whitepaper.form.successText}</p> }}
          />
        </PageSection>
      </main>
    </Layout>
  );
}
