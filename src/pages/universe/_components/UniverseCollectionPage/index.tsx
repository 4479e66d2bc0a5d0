import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import PageHero from '@site/src/components/Marketing/PageHero';
import PageSection from '@site/src/components/Marketing/PageSection';
import UniverseItemList from '../UniverseItemList';
import {
  getUniverseCollection,
  kindFilterSearch,
  parseKindFilter,
  universeCollectionRoute,
  universeCollections,
  universeItemKinds,
  universeKindLabels,
  type UniverseCollection,
  type UniverseCollectionId,
  type UniverseItemKind,
} from '@site/src/data/universe';
import styles from './styles.module.css';

/**
 * The kind filter lives in the query string (`?kind=how-to`) so a filtered view can be shared.
 * The prerendered page shows every item; the filter applies once the page has hydrated.
 */
function useKindFilter(): [UniverseItemKind | null, (kind: UniverseItemKind | null) => void] {
  const location = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const active = isBrowser ? parseKindFilter(location.search) : null;
  const select = (kind: UniverseItemKind | null): void => {
    history.push({ pathname: location.pathname, search: kindFilterSearch(location.search, kind), hash: location.hash });
  };
  return [active, select];
}

function KindFilter({
  collection,
  active,
  onSelect,
}: {
  collection: UniverseCollection;
  active: UniverseItemKind | null;
  onSelect: (kind: UniverseItemKind | null) => void;
}): ReactNode {
  const options: { kind: UniverseItemKind | null; label: string; count: number }[] = [
    { kind: null, label: translate({ id: 'universe.filter.all', message: 'All' }), count: collection.items.length },
    ...universeItemKinds.map((kind) => ({
      kind,
      label: universeKindLabels[kind],
      count: collection.items.filter((item) => item.kind === kind).length,
    })),
  ].filter((option) => option.count > 0);
  return (
    <div
      className={styles.filter}
      role="group"
      aria-label={translate({ id: 'universe.filter.label', message: 'Show resources of one kind' })}
    >
      {options.map((option) => {
        const pressed = option.kind === active;
        return (
          <button
            key={option.label}
            type="button"
            className={clsx(styles.filterButton, pressed && styles.filterButtonActive)}
            aria-pressed={pressed}
            onClick={() => onSelect(option.kind)}
          >
            {option.label} <span className={styles.filterCount}>{option.count}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A /universe/<id> page: the collection's items with a kind filter, and links to the other collections. */
export default function UniverseCollectionPage({ id }: { id: UniverseCollectionId }): ReactNode {
  const collection = getUniverseCollection(id);
  const [active, select] = useKindFilter();
  const items = active ? collection.items.filter((item) => item.kind === active) : collection.items;
  const others = universeCollections.filter((entry) => entry.id !== id);
  return (
    <Layout
      title={translate(
        { id: 'universe.collection.title', message: '{collection} | PostgreSQL Universe' },
        { collection: collection.title },
      )}
      description={collection.summary}
    >
      <main>
        <PageHero eyebrow="PostgreSQL Universe" title={collection.title} lead={collection.summary}>
          <p className={styles.back}>
            <Link to="/universe">
              <Translate id="universe.backLink">← All collections</Translate>
            </Link>
          </p>
        </PageHero>
        <PageSection id="resources" title={translate({ id: 'universe.collection.resources', message: 'Resources' })}>
          <KindFilter collection={collection} active={active} onSelect={select} />
          <p className={styles.status} aria-live="polite">
            {active
              ? translate(
                  {
                    id: 'universe.collection.showingKind',
                    message: 'Showing {shown} of {total} resources: {kind} only.',
                  },
                  {
                    shown: items.length,
                    total: collection.items.length,
                    kind: universeKindLabels[active].toLowerCase(),
                  },
                )
              : translate(
                  { id: 'universe.collection.showingAll', message: 'Showing all {total} resources.' },
                  { total: collection.items.length },
                )}
          </p>
          <UniverseItemList items={items} />
        </PageSection>
        <PageSection id="more" title={translate({ id: 'universe.collection.more', message: 'More collections' })} muted>
          <ul className={styles.others}>
            {others.map((entry) => (
              <li key={entry.id}>
                <Link to={universeCollectionRoute(entry.id)}>{entry.title}</Link>
                <span className={styles.otherCount}>
                  {' · '}
                  <Translate id="universe.resourceCount" values={{ count: entry.items.length }}>
                    {'{count} resources'}
                  </Translate>
                </span>
              </li>
            ))}
          </ul>
        </PageSection>
      </main>
    </Layout>
  );
}
