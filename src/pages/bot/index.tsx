import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import TypingDemo from './_components/TypingDemo';
import { assistantCapabilities, botDemo, botPage } from '@site/src/data/botDemo';
import BotSignupForm from './_components/BotSignupForm';
import styles from './_components/styles.module.css';

const signupAnchor = 'get-early-access';

export default function BotPage(): ReactNode {
  useBrokenLinks().collectAnchor(signupAnchor);
  return (
    <Layout title={botPage.title} description={botPage.description}>
      <main>
        <PageHero
          eyebrow={botPage.eyebrow}
          title={botPage.heading}
          lead={botPage.lead}
          actions={[
            { label: botPage.primaryAction, target: { href: `#${signupAnchor}` }, variant: 'primary' },
            { label: botPage.secondaryAction, target: { route: botPage.announcementRoute }, variant: 'secondary' },
          ]}
        />
        <PageSection title={botPage.overviewTitle}>
          <div className={styles.overview}>
            <ul className={styles.capabilities}>
              {assistantCapabilities.map((capability) => (
                <li key={capability.title}>
                  <Heading as="h3" className={styles.capabilityTitle}>
                    {capability.title}
                  </Heading>
                  <p>{capability.text}</p>
                </li>
              ))}
            </ul>
            <TypingDemo conversation={botDemo} />
          </div>
        </PageSection>
        <PageSection id={signupAnchor} title={botPage.signupSectionTitle} muted>
          <div className={styles.signup}>
            <BotSignupForm headingLevel="h3" />
            <aside className={styles.aside} aria-labelledby="bot-learn-more">
              <Heading as="h3" id="bot-learn-more">
                {botPage.asideTitle}
              </Heading>
              <p>{botPage.asideText}</p>
              <ul>
                {botPage.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </aside>
          </div>
        </PageSection>
      </main>
    </Layout>
  );
}
