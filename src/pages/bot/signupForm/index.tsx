import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import { botSignupPage } from '@site/src/data/botDemo';
import BotSignupForm from '../_components/BotSignupForm';

export default function BotSignupFormPage(): ReactNode {
  return (
    <Layout title={botSignupPage.title} description={botSignupPage.description}>
      <main>
        <PageHero title={botSignupPage.heading} lead={botSignupPage.lead} />
        <PageSection>
          <BotSignupForm title={botSignupPage.formTitle} />
          <p>
            <Link to={botSignupPage.backRoute}>{botSignupPage.backLabel} →</Link>
          </p>
        </PageSection>
      </main>
    </Layout>
  );
}
