import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import LeadForm from '@site/src/components/LeadForm';
import { botSignup, botSignupFields } from '@site/src/data/botDemo';
import { communitySlackUrl } from '@site/src/data/contacts';
import { botLeadPayload, useFormEndpoints } from '@site/src/data/formEndpoints';
import styles from './styles.module.css';

/** The assistant's early-access form (e-mail only) and, once sent, the two next steps. */
export default function BotSignupForm({
  title = botSignup.title,
  headingLevel = 'h2',
}: {
  title?: string;
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  const { botSignup: endpoint } = useFormEndpoints();
  return (
    <LeadForm
      id="bot-signup"
      title={title}
      headingLevel={headingLevel}
      intro={<p>{botSignup.intro}</p>}
      fields={botSignupFields}
      submitLabel={botSignup.submitLabel}
      endpoint={endpoint}
      buildPayload={botLeadPayload}
      mailSubject={botSignup.mailSubject}
      success={{
        title: botSignup.successTitle,
        body: (
          <>
            <p>{botSignup.successIntro}</p>
            <ol className={styles.steps}>
              {botSignup.nextSteps.map((step) => (
                <li key={step.title}>
                  <strong>{`${step.title}.`}</strong> {step.text}
                </li>
              ))}
            </ol>
            <p>
              <Link href={communitySlackUrl}>{botSignup.slackLabel}</Link>
            </p>
          </>
        ),
      }}
    />
  );
}
