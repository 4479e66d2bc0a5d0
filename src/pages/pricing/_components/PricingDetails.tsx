import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import PageSection from '@site/src/components/Marketing/PageSection';
import PriceTable from '@site/src/components/PriceTable';
import { priceTableActions } from './pricingActions';

/** Anchor of the embedded SE price table; the Standard card links to it. */
export const pricingDetailsId = 'aws-pricing-details';

/** The SE price table embedded in /pricing/. */
export default function PricingDetails(): ReactNode {
  // PageSection renders a plain <section id>; register the anchor for the broken-link check.
  useBrokenLinks().collectAnchor(pricingDetailsId);
  return (
    <PageSection
      id={pricingDetailsId}
      title={translate({ id: 'pricing.details.title', message: 'DBLab SE prices by instance size' })}
      intro={translate({
        id: 'pricing.details.intro',
        message:
          'Standard Edition is billed for each hour an instance runs, according to its size. The table lists the hourly licence price of each size and what it comes to over a full month.',
      })}
    >
      <PriceTable />
      <ActionRow actions={priceTableActions('/pricing/table/')} />
    </PageSection>
  );
}
