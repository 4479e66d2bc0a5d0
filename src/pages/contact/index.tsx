import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import ContactCards from './_components/ContactCards';
import KnowledgeBase from './_components/KnowledgeBase';

export default function Contact(): ReactNode {
  return (
    <Layout
      title="Contact us"
      description="Reach the PostgresAI team: community Slack, e-mail for questions, partnerships and pricing, the DBLab Engine issue tracker, and the documentation."
    >
      <main>
        <PageHero
          eyebrow="Contact"
          title="Get in touch"
          lead="Questions about DBLab Engine, a plan that fits your team, a bug to report or an idea to share: pick the channel that suits you."
        />
        <PageSection title="Ways to reach us">
          <ContactCards />
        </PageSection>
        <PageSection
          title="Knowledge base"
          intro="Many answers are already written down. Start with the documentation or the list of common questions."
          muted
        >
          <KnowledgeBase />
        </PageSection>
      </main>
    </Layout>
  );
}
