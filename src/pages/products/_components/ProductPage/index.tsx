import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import FeatureGrid from '@site/src/components/Marketing/FeatureGrid';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import {
  dblabPricingNote,
  productPageLabels,
  type DocLink,
  type Product,
  type ProductPoint,
} from '@site/src/data/products';
import Diagram from '../Diagram';
import styles from './styles.module.css';

/** A product-specific band, placed after the capabilities. */
export type ExtraSection = { id: string; title: string; intro?: string; content: ReactNode };

type Band = { id: string; title: string; intro?: string; content: ReactNode };

function Steps({ steps }: { steps: readonly ProductPoint[] }): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <Heading as="h3" className={styles.stepTitle}>
            {step.title}
          </Heading>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

function DocsList({ docs }: { docs: readonly DocLink[] }): ReactNode {
  return (
    <ul className={styles.docs}>
      {docs.map((doc) => (
        <li key={doc.route} className={styles.doc}>
          <Link to={doc.route} className={styles.docLink}>
            {doc.label}
          </Link>
          <span className={styles.docText}>{doc.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Highlights({ items }: { items: readonly ProductPoint[] }): ReactNode {
  return (
    <div className={styles.highlightsBand}>
      <ul className={`container ${styles.highlights}`}>
        {items.map((item) => (
          <li key={item.title} className={styles.highlight}>
            <strong className={styles.highlightTitle}>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PricingNote(): ReactNode {
  return (
    <p className={styles.pricing}>
      {dblabPricingNote.text} <Link to={dblabPricingNote.link.route}>{dblabPricingNote.link.label}</Link>
    </p>
  );
}

function Closing({ product }: { product: Product }): ReactNode {
  return (
    <section className={styles.closing} aria-labelledby={`${product.slug}-closing`}>
      <div className="container">
        <div className={styles.closingBox}>
          <Heading as="h2" id={`${product.slug}-closing`} className={styles.closingTitle}>
            {product.closing.title}
          </Heading>
          <p className={styles.closingText}>{product.closing.text}</p>
          <ActionRow actions={product.actions} />
          {product.showsPricing && <PricingNote />}
        </div>
        {product.next && (
          <Link to={product.next.route} className={styles.next}>
            <span className={styles.nextLabel}>{product.next.label} →</span>
            <span className={styles.nextText}>{product.next.text}</span>
          </Link>
        )}
        {product.footnote && <p className={styles.footnote}>{product.footnote}</p>}
      </div>
    </section>
  );
}

/**
 * The shared frame of a product page: hero, problem, solution with its
 * diagram, capabilities, product-specific bands, docs and the closing call to
 * action. Bands alternate their background.
 */
export default function ProductPage({
  product,
  extras = [],
}: {
  product: Product;
  extras?: readonly ExtraSection[];
}): ReactNode {
  const { problem, solution, capabilities } = product;
  const bands: Band[] = [
    {
      id: 'problem',
      title: problem.title,
      intro: problem.intro,
      content: <FeatureGrid features={problem.items} />,
    },
    {
      id: 'solution',
      title: solution.title,
      intro: solution.intro,
      content: solution.illustration ? (
        <div className={styles.solution}>
          <Steps steps={solution.steps} />
          <Diagram diagram={solution.illustration} />
        </div>
      ) : (
        <Steps steps={solution.steps} />
      ),
    },
    {
      id: 'capabilities',
      title: capabilities.title,
      intro: capabilities.intro,
      content: <FeatureGrid features={capabilities.items} />,
    },
    ...(product.sections ?? []).map((section) => ({
      id: section.id,
      title: section.title,
      intro: section.intro,
      content: <FeatureGrid features={section.items} />,
    })),
    ...extras,
    {
      id: 'docs',
      title: productPageLabels.docsTitle,
      intro: productPageLabels.docsIntro,
      content: <DocsList docs={product.docs} />,
    },
  ];

  return (
    <Layout title={product.title} description={product.description}>
      <main>
        <PageHero eyebrow={product.name} title={product.headline} lead={product.lead} actions={product.actions}>
          {product.status && (
            <p className={styles.status}>
              <span className={styles.badge}>{product.status.label}</span>
              <span>{product.status.text}</span>
            </p>
          )}
        </PageHero>
        {product.highlights && <Highlights items={product.highlights} />}
        {bands.map((band, index) => (
          <PageSection key={band.id} id={band.id} title={band.title} intro={band.intro} muted={index % 2 === 1}>
            {band.content}
          </PageSection>
        ))}
        <Closing product={product} />
      </main>
    </Layout>
  );
}
