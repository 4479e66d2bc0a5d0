/**
 * The parts a product page is written with in MDX (`src/pages/products/*.mdx`):
 * the prose is written in the page, the facts (name, calls to action, price,
 * diagrams) come from `src/data/products.ts`.
 */
import React, {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  type ReactElement,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import ActionRow from '@site/src/components/Marketing/ActionRow';
import { unwrapParagraph } from '@site/src/components/Marketing/unwrapParagraph';
import {
  dblabPricingNote,
  getDiagram,
  getProduct,
  type DiagramId,
  type Product,
  type ProductSlug,
} from '@site/src/data/products';
import Diagram from '../Diagram';
import styles from './styles.module.css';

const ProductContext = createContext<Product | null>(null);

function useProduct(): Product {
  const product = useContext(ProductContext);
  if (!product) throw new Error('Product page parts must be placed inside <ProductPage>.');
  return product;
}

type BandProps = {
  /** The section's anchor, unique on the page. */
  id: string;
  title: string;
  intro?: string;
  /** Set by `ProductPage`, which alternates the background of the bands. */
  muted?: boolean;
  children?: ReactNode;
};

/** A titled band of the page (an `h2` section) holding cards, steps or any other part. */
export function ProductBand({ id, title, intro, muted = false, children }: BandProps): ReactNode {
  return (
    <PageSection id={id} title={title} intro={intro} muted={muted}>
      {children}
    </PageSection>
  );
}

/** The list of doc pages to read next, as the last band before the closing call to action. */
export function ProductDocs({ muted = false, children }: { muted?: boolean; children?: ReactNode }): ReactNode {
  return (
    <PageSection
      id="docs"
      title={translate({ id: 'products.docs.title', message: 'Documentation' })}
      intro={translate({ id: 'products.docs.intro', message: 'Guides and references for the next step.' })}
      muted={muted}
    >
      <ul className={styles.docs}>{children}</ul>
    </PageSection>
  );
}

/** One doc page in `<ProductDocs>`: the link and, as children, what the reader finds there. */
export function DocLink({ to, title, children }: { to: string; title: string; children?: ReactNode }): ReactNode {
  return (
    <li className={styles.doc}>
      <Link to={to} className={styles.docLink}>
        {title}
      </Link>
      <span className={styles.docText}>{unwrapParagraph(children)}</span>
    </li>
  );
}

const bandTypes: readonly unknown[] = [ProductBand, ProductDocs];

/**
 * A product page: provides the product's facts to the parts inside it and
 * alternates the background of its bands, so a band can be added or moved
 * without touching the others.
 */
export default function ProductPage({ slug, children }: { slug: ProductSlug; children?: ReactNode }): ReactNode {
  const nodes = Children.toArray(children);
  const isBand = (node: ReactNode): node is ReactElement<{ muted?: boolean }> =>
    isValidElement(node) && bandTypes.includes(node.type);
  const bands = nodes.filter(isBand);
  const parts = nodes.map((node) =>
    isBand(node) ? cloneElement(node, { muted: bands.indexOf(node) % 2 === 1 }) : node,
  );
  return <ProductContext.Provider value={getProduct(slug)}>{parts}</ProductContext.Provider>;
}

/**
 * The top of the page: the product name, the page's only `h1`, the lead (the
 * children) and the product's calls to action. `status` marks a product that
 * is not generally available.
 */
export function ProductHero({
  headline,
  status,
  statusText,
  children,
}: {
  headline: string;
  status?: string;
  statusText?: string;
  children?: ReactNode;
}): ReactNode {
  const product = useProduct();
  return (
    <PageHero eyebrow={product.name} title={headline} lead={unwrapParagraph(children)} actions={product.actions}>
      {status && (
        <p className={styles.status}>
          <span className={styles.badge}>{status}</span>
          <span>{statusText}</span>
        </p>
      )}
    </PageHero>
  );
}

/** Short promises under the hero; `<Highlight>` children. */
export function Highlights({ children }: { children?: ReactNode }): ReactNode {
  return (
    <div className={styles.highlightsBand}>
      <ul className={`container ${styles.highlights}`}>{children}</ul>
    </div>
  );
}

export function Highlight({ title, children }: { title: string; children?: ReactNode }): ReactNode {
  return (
    <li className={styles.highlight}>
      <strong className={styles.highlightTitle}>{title}</strong>
      <span>{unwrapParagraph(children)}</span>
    </li>
  );
}

/** Numbered steps (`<Step>` children), beside the product diagram named by `diagram`. */
export function Steps({ diagram, children }: { diagram?: DiagramId; children?: ReactNode }): ReactNode {
  const steps = <ol className={styles.steps}>{children}</ol>;
  if (!diagram) return steps;
  return (
    <div className={styles.solution}>
      {steps}
      <Diagram diagram={getDiagram(diagram)} />
    </div>
  );
}

export function Step({ title, children }: { title: string; children?: ReactNode }): ReactNode {
  return (
    <li className={styles.step}>
      <Heading as="h3" className={styles.stepTitle}>
        {title}
      </Heading>
      <p>{unwrapParagraph(children)}</p>
    </li>
  );
}

function PricingNote(): ReactNode {
  return (
    <p className={styles.pricing}>
      {translate(
        { id: 'products.pricingNote.text', message: 'DBLab SE from {price}/month.' },
        { price: dblabPricingNote.price },
      )}{' '}
      <Link to={dblabPricingNote.route}>{translate({ id: 'products.pricingNote.link', message: 'See pricing' })}</Link>
    </p>
  );
}

/** The next page of the product tour; placed inside `<Closing>`. */
export function NextPage({ to, title, children }: { to: string; title: string; children?: ReactNode }): ReactNode {
  return (
    <Link to={to} className={styles.next}>
      <span className={styles.nextLabel}>
        {translate({ id: 'products.next.label', message: 'Next: {title}' }, { title })} →
      </span>
      <span className={styles.nextText}>{unwrapParagraph(children)}</span>
    </Link>
  );
}

/** A clarifying note at the very end of the page; placed inside `<Closing>`. */
export function Footnote({ children }: { children?: ReactNode }): ReactNode {
  return <p className={styles.footnote}>{unwrapParagraph(children)}</p>;
}

/**
 * The closing call to action: `title`, the text, the product's calls to action
 * and, for DBLab products, the starting price. `<NextPage>` and `<Footnote>`
 * children follow the box; any other children are its text.
 */
export function Closing({ title, children }: { title: string; children?: ReactNode }): ReactNode {
  const product = useProduct();
  const nodes = Children.toArray(children);
  const isAfterBox = (node: ReactNode) => isValidElement(node) && (node.type === NextPage || node.type === Footnote);
  const text = nodes.filter((node) => !isAfterBox(node));
  const after = nodes.filter(isAfterBox);
  const headingId = `${product.slug}-closing`;
  return (
    <section className={styles.closing} aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.closingBox}>
          <Heading as="h2" id={headingId} className={styles.closingTitle}>
            {title}
          </Heading>
          <p className={styles.closingText}>{unwrapParagraph(text)}</p>
          <ActionRow actions={product.actions} />
          {product.showsPricing && <PricingNote />}
        </div>
        {after}
      </div>
    </section>
  );
}
