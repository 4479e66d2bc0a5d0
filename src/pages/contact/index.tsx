import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import ContactCards from './_components/ContactCards';
import KnowledgeBase from './_components/KnowledgeBase';

export default function Contact(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'contact.page.title', message: 'Contact us' })}
      description={translate({
        id: 'contact.page.description',
        message:
          'Reach the PostgresAI team: community Slack, e-mail for questions, partnerships and pricing, the DBLab Engine issue tracker, and the documentation.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'contact.page.eyebrow', message: 'Contact' })}
          title={translate({ id: 'contact.page.heading', message: 'Get in touch' })}
          lead={translate({
            id: 'contact.page.lead',
            message:
              'Questions about DBLab Engine, a plan that fits your team, a bug to report or an idea to share: pick the channel that suits you.',
          })}
        />
        <PageSection title={translate({ id: 'contact.page.channels', message: 'Ways to reach us' })}>
          <ContactCards />
        </PageSection>
        <PageSection
          title={translate({ id: 'contact.page.knowledgeBase', message: 'Knowledge base' })}
          intro={translate({
            id: 'contact.page.knowledgeBaseIntro',
            message:
              'Many answers are already written down. Start with the documentation or the list of common questions.',
          })}
          muted
        >
          <KnowledgeBase />
        </PageSection>
      </main>
    </Layout>
  );
}
