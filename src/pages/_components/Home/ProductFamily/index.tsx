import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import GitHubStarCount from '@site/src/components/GitHubStarCount';
import { products, type ProductCard } from '@site/src/data/home';
import styles from './styles.module.css';

function ProductFamilyCard({ product }: { product: ProductCard }): ReactNode {
  return (
    <article className={styles.card} aria-labelledby={`product-${product.id}`}>
      <div className={styles.cardHeader}>
        <Heading as="h3" id={`product-${product.id}`} className={styles.cardTitle}>
          {product.name}
        </Heading>
        {/* Outside the heading, so the card's name is the product's alone. */}
        {product.showsGitHubStars ? <GitHubStarCount className={styles.stars} /> : null}
      </div>
      <p>{product.summary}</p>
      <ul className={styles.points}>
        {product.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {product.link ? (
        <Link className={styles.cardLink} to={product.link.route}>
          {product.link.label} →
        </Link>
      ) : null}
    </article>
  );
}

export default function ProductFamily(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="product-family">
      <div className="container">
        <Heading as="h2" id="product-family">
          <Translate id="home.products.title">One toolbox for PostgreSQL teams</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate id="home.products.intro">
            Thin clones are the base: testing, query tuning and experiments all get production-sized data without
            waiting for a restore.
          </Translate>
        </p>
        <div className={styles.grid}>
          {products.map((product) => (
            <ProductFamilyCard key={product.id} product={product} />
          ))}
        </div>
      </div>
    </section>
  );
}
