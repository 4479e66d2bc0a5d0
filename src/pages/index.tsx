import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import HomeHero from './_components/Home/HomeHero';
import ProductFamily from './_components/Home/ProductFamily';
import ThinCloningDiagram from './_components/Home/ThinCloningDiagram';
import ClosingCallToAction from './_components/Home/ClosingCallToAction';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'home.page.title', message: 'Thin clones and branching for PostgreSQL' })}
      description={translate({
        id: 'home.page.description',
        message:
          'DBLab Engine gives every engineer and CI job a full-size, writable PostgreSQL clone in seconds. Docs, tools and consulting from PostgresAI.',
      })}
    >
      <main>
        <HomeHero />
        <ProductFamily />
        <ThinCloningDiagram />
        <ClosingCallToAction />
      </main>
    </Layout>
  );
}
