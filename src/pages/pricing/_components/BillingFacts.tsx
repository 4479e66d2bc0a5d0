import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import FeatureGrid, { type Feature } from '@site/src/components/Marketing/FeatureGrid';
import PageSection from '@site/src/components/Marketing/PageSection';
import { billingFacts } from '@site/src/data/pricingPlans';

const features: readonly Feature[] = billingFacts.map((fact) => ({
  title: fact.title,
  text: fact.text,
  ...(fact.link ? { link: { label: fact.link.label, to: fact.link.href } } : {}),
}));

/** "How it works": how DBLab SE is billed. Shared by /pricing/ and /pricing/table/. */
export default function BillingFacts({ muted = false }: { muted?: boolean }): ReactNode {
  return (
    <PageSection
      title={translate({ id: 'pricing.billing.title', message: 'How billing works' })}
      intro={translate({
        id: 'pricing.billing.intro',
        message: 'DBLab Standard Edition runs on machines you control and is billed by the hour. The details:',
      })}
      muted={muted}
    >
      <FeatureGrid features={features} />
    </PageSection>
  );
}
