import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import BillingFacts from './_components/BillingFacts';
import PlanCards from './_components/PlanCards';
import PlanComparison from './_components/PlanComparison';
import PricingDetails from './_components/PricingDetails';
import { pricingQuestionsActions } from './_components/pricingActions';

export default function Pricing(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'pricing.page.title', message: 'DBLab pricing' })}
      description={translate({
        id: 'pricing.page.description',
        message:
          'DBLab Engine pricing: Standard Edition billed hourly by instance size, the Booster support package, and Enterprise Edition with custom annual pricing.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'pricing.page.eyebrow', message: 'DBLab pricing' })}
          title={translate({ id: 'pricing.page.heading', message: 'Flexible pricing for DBLab Engine' })}
          lead={translate({
            id: 'pricing.page.lead',
            message:
              'Start with the Standard Edition in your own cloud account and pay by the hour, add the Booster package when your team needs faster help, or move to Enterprise for many users, unlimited database size and testing in CI/CD.',
          })}
        />
        <PageSection title={translate({ id: 'pricing.page.plans', message: 'Plans' })}>
          <PlanCards />
        </PageSection>
        <PageSection
          title={translate({ id: 'pricing.page.compare', message: 'Compare the plans' })}
          intro={translate({
            id: 'pricing.page.compareIntro',
            message:
              'The plan cards side by side. Booster is an add-on to DBLab SE, so its column lists only what it adds. A dash means the plan does not list the item; ask us if you need it.',
          })}
          muted
        >
          <PlanComparison />
        </PageSection>
        <PricingDetails />
        <BillingFacts muted />
        <PageSection
          title={translate({ id: 'pricing.page.questions', message: 'Questions about pricing?' })}
          intro={translate({
            id: 'pricing.page.questionsIntro',
            message: 'Tell us about your databases and team, and we will help you choose a plan or size an instance.',
          })}
        >
          <ActionRow actions={pricingQuestionsActions} />
        </PageSection>
      </main>
    </Layout>
  );
}
