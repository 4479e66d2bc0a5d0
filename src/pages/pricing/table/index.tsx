import React, { type ReactNode } from 'react';
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
      title="DBLab SE price table"
      description="Hourly and monthly DBLab Standard Edition licence prices for each instance size, with how hourly billing works."
    >
      <main>
        <PageHero
          eyebrow="DBLab pricing"
          title="DBLab SE price table"
          lead="Standard Edition is priced by the compute of the machine it runs on: the vCPUs and RAM of the instance, not the size of your database. Find your instance size to see the hourly price and what it comes to over a month."
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
