import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import PriceTable from '@site/src/components/PriceTable';
import BillingFacts from '../_components/BillingFacts';
import { priceTableActions } from '../_components/pricingActions';

export default function PricingTable(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'pricingTable.page.title', message: 'DBLab SE price table' })}
      description={translate({
        id: 'pricingTable.page.description',
        message:
          'Hourly and monthly DBLab Standard Edition licence prices for each instance size, with how hourly billing works.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'pricing.page.eyebrow', message: 'DBLab pricing' })}
          title={translate({ id: 'pricingTable.page.title', message: 'DBLab SE price table' })}
          lead={translate({
            id: 'pricingTable.page.lead',
            message:
              'Standard Edition is priced by the compute of the machine it runs on: the vCPUs and RAM of the instance, not the size of your database. Find your instance size to see the hourly price and what it comes to over a month.',
          })}
        />
        <PageSection>
          <PriceTable />
          <ActionRow actions={priceTableActions('/pricing/')} />
        </PageSection>
        <BillingFacts muted />
      </main>
    </Layout>
  );
}
