import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import LeadForm from '@site/src/components/LeadForm';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import { consultingFields, consultingLanding as page } from '@site/src/data/consultingLanding';
import { consultingRequestPayload, useFormEndpoints } from '@site/src/data/formEndpoints';
import styles from './_components/formPages.module.css';

export default function ConsultingLanding(): ReactNode {
  useBrokenLinks().collectAnchor(page.form.anchor);
  const { consulting: endpoint } = useFormEndpoints();
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero
          eyebrow={page.eyebrow}
          title={page.heading}
          lead={page.lead}
          actions={[
            { label: page.primaryAction, target: { href: `#${page.form.anchor}` }, variant: 'primary' },
            { label: page.secondaryAction, target: { route: page.consultingRoute }, variant: 'secondary' },
          ]}
        />

        <PageSection title={page.whyTitle}>
          <FeatureGrid features={page.why} />
        </PageSection>

        <PageSection title={page.approachTitle} intro={page.approachIntro} muted>
          <FeatureGrid features={page.approach} />
        </PageSection>

        <PageSection title={page.expectTitle}>
          <div className={styles.columns}>
            {[page.immediate, page.longTerm].map((group) => (
              <div key={group.title} className={styles.panel}>
                <Heading as="h3" className={styles.panelTitle}>
                  {group.title}
                </Heading>
                <ul>
                  {group.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection title={page.clientsTitle} muted>
          <ul className={styles.clients}>
            {page.clients.map((client) => (
              <li key={client}>{client}</li>
            ))}
          </ul>
        </PageSection>

        <PageSection title={page.testimonialsTitle}>
          <ul className={styles.testimonials}>
            {page.testimonials.map((testimonial) => (
              <li key={testimonial.company}>
                <Heading as="h3" className={styles.testimonialRole}>
                  {`${testimonial.role}, ${testimonial.company} (${testimonial.country})`}
                </Heading>
                <p>{testimonial.summary}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection id={page.form.anchor} title={page.form.sectionTitle} muted>
          <div className={styles.formLayout}>
            <LeadForm
              id="consulting-request"
              title={page.form.title}
              headingLevel="h3"
              intro={<p>{page.form.intro}</p>}
              fields={consultingFields}
              submitLabel={page.form.submitLabel}
              endpoint={endpoint}
              buildPayload={(values) => consultingRequestPayload(values, window.location.pathname, new Date())}
              mailSubject={page.form.mailSubject}
              note={<p>{page.form.promise}</p>}
              success={{ title: page.form.successTitle, body: <p>{page.form.successText}</p> }}
            />
            <div className={styles.aside}>
              <p>{page.form.asideText}</p>
              <p>
                <Link to={page.consultingRoute}>{page.secondaryAction} →</Link>
              </p>
            </div>
          </div>
        </PageSection>
      </main>
    </Layout>
  );
}
