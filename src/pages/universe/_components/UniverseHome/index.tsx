import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import UniverseItemList from '../UniverseItemList';
import {
  latestUniverseItems,
  universeCollectionRoute,
  universeCollections,
  universeItemKinds,
  universeKindLabels,
  type UniverseCollection,
} from '@site/src/data/universe';
import styles from './styles.module.css';

const latestCount = 8;

function kindSummary(collection: UniverseCollection): string {
  return universeItemKinds
    .map((kind) => {
      const count = collection.items.filter((item) => item.kind === kind).length;
      return count > 0 ? `${universeKindLabels[kind]} ${count}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

function CollectionCard({ collection }: { collection: UniverseCollection }): ReactNode {
  const headingId = `collection-${collection.id}`;
  return (
    <li className={styles.card}>
      <Heading as="h3" id={headingId} className={styles.cardTitle}>
        <Link to={universeCollectionRoute(collection.id)}>{collection.title}</Link>
      </Heading>
      <p className={styles.cardSummary}>{collection.summary}</p>
      <p className={styles.cardCount}>
        <Translate id="universe.resourceCount" values={{ count: collection.items.length }}>
          {'{count} resources'}
        </Translate>{' '}
        <span className={styles.kinds}>{`(${kindSummary(collection)})`}</span>
      </p>
    </li>
  );
}

/** The /universe page: the collection cards and the newest dated items across them. */
export default function UniverseHome(): ReactNode {
  const latest = latestUniverseItems(latestCount).map((item) => ({
    ...item,
    collection: { id: item.collectionId, title: item.collectionTitle },
  }));
  return (
    <Layout
      title={translate({ id: 'universe.home.title', message: 'PostgreSQL Universe: curated learning resources' })}
      description={translate({
        id: 'universe.home.description',
        message:
          'Curated reading lists for PostgreSQL engineers: RDS and Aurora, connection pooling, psql and pg_dump, Postgres in containers, and SQL query optimization with EXPLAIN.',
      })}
    >
      <main>
        <PageHero
          eyebrow={translate({ id: 'universe.home.eyebrow', message: 'Learning resources' })}
          title="PostgreSQL Universe"
          lead={translate({
            id: 'universe.home.lead',
            message:
              'Short, curated reading lists on topics that come up again and again in PostgreSQL work. Each collection mixes the official documentation with practical how-tos and articles from this site, and says in one line why each page is worth your time.',
          })}
        />
        <PageSection
          id="collections"
          title={translate({ id: 'universe.home.collections', message: 'Collections' })}
          intro={translate({
            id: 'universe.home.collectionsIntro',
            message:
              'Five topics, each with a handful of hand-picked pages. Open a collection to filter it by kind: docs, how-tos, blog posts or references.',
          })}
        >
          <ul className={styles.grid}>
            {universeCollections.map((collection) => (
              <CollectionCard key={collection.id} collection={collection} />
            ))}
          </ul>
        </PageSection>
        <PageSection
          id="latest"
          title={translate({ id: 'universe.home.latest', message: 'Latest' })}
          muted
          intro={translate(
            {
              id: 'universe.home.latestIntro',
              message:
                'The {count} most recent blog posts across all collections, newest first. Documentation and how-to pages are kept up to date rather than dated, so you find them in their collections.',
            },
            { count: latestCount },
          )}
        >
          <UniverseItemList items={latest} />
        </PageSection>
      </main>
    </Layout>
  );
}
