/**
 * Parts of the whitepaper request page (src/pages/get-whitepaper-*.mdx): the
 * hero with its jump to the form, the numbered topics and the request form.
 * The prose is the page's MDX; the document id and fields come from
 * src/data/events.ts.
 */
import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import LeadForm from '@site/src/components/LeadForm';
import type { LeadField, LeadFormBandText } from '@site/src/components/LeadForm/types';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import { whitepaper, whitepaperFields } from '@site/src/data/events';
import { useFormEndpoints, whitepaperRequestPayload } from '@site/src/data/formEndpoints';
import styles from '../formPages.module.css';

/** The hero; `action` labels its button, which jumps to the request form. */
export function WhitepaperHero({
  eyebrow,
  title,
  lead,
  action,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  action: string;
}): ReactNode {
  useBrokenLinks().collectAnchor(whitepaper.formAnchor);
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      actions={[{ label: action, target: { href: `#${whitepaper.formAnchor}` }, variant: 'primary' }]}
    />
  );
}

/** The numbered list of topics; each `<WhitepaperTopic>` holds its paragraphs and a list of links. */
export function WhitepaperTopics({ children }: { children: ReactNode }): ReactNode {
  return <ol className={styles.topics}>{children}</ol>;
}

export function WhitepaperTopic({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactNode {
  return (
    <li className={styles.topic}>
      <Heading as="h3" id={id} className={styles.topicTitle}>
        {title}
      </Heading>
      {children}
    </li>
  );
}

/** The request band with the form, at the anchor the hero's button points to. */
export function WhitepaperRequest({
  sectionTitle,
  title,
  intro,
  submitLabel,
  mailSubject,
  successTitle,
  successText,
}: LeadFormBandText): ReactNode {
  const { whitepaperRequest: endpoint } = useFormEndpoints();
  const labels: Record<string, string> = {
    name: translate({ id: 'whitepaperForm.field.name', message: 'Name' }),
    email: translate({ id: 'whitepaperForm.field.email', message: 'Work e-mail' }),
    company: translate({ id: 'whitepaperForm.field.company', message: 'Company' }),
  };
  const fields: LeadField[] = whitepaperFields.map((field) => ({ ...field, label: labels[field.name] ?? field.name }));
  return (
    <PageSection id={whitepaper.formAnchor} title={sectionTitle}>
      <LeadForm
        id="whitepaper-request"
        title={title}
        headingLevel="h3"
        intro={<p>{intro}</p>}
        fields={fields}
        submitLabel={submitLabel}
        endpoint={endpoint}
        buildPayload={(values) => whitepaperRequestPayload(whitepaper.id, values, window.location.pathname)}
        mailSubject={mailSubject}
        success={{ title: successTitle, body: <p>{successText}</p> }}
      />
    </PageSection>
  );
}
