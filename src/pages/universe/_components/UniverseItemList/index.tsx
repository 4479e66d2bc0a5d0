import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {
  formatUniverseDate,
  isExternalUrl,
  universeCollectionRoute,
  universeKindLabels,
  type UniverseCollectionId,
  type UniverseItem,
} from '@site/src/data/universe';
import styles from './styles.module.css';

export type UniverseListEntry = UniverseItem & {
  /** Shown under the note, on lists that mix collections. */
  collection?: { id: UniverseCollectionId; title: string };
};

function sourceLabel(url: string): string {
  if (!isExternalUrl(url)) return 'postgres.ai';
  return new URL(url).hostname.replace(/^www\./, '');
}

/** Cards of Universe resources: kind, linked title, note, date and where the page lives. */
export default function UniverseItemList({
  items,
  headingLevel = 'h3',
}: {
  items: readonly UniverseListEntry[];
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const external = isExternalUrl(item.url);
        return (
          <li key={`${item.collection?.id ?? ''}${item.url}`} className={styles.item} data-kind={item.kind}>
            <p className={styles.meta}>
              <span className={styles.kind}>{universeKindLabels[item.kind]}</span>
              {item.date && <time dateTime={item.date}>{formatUniverseDate(item.date, locale)}</time>}
              <span className={styles.source}>{sourceLabel(item.url)}</span>
            </p>
            <Heading as={headingLevel} className={styles.title}>
              {external ? (
                <Link href={item.url}>
                  {item.title}
                  <span className={styles.visuallyHidden}>
                    {' '}
                    <Translate id="universe.externalLink">(external site, opens in a new tab)</Translate>
                  </span>
                </Link>
              ) : (
                <Link to={item.url}>{item.title}</Link>
              )}
            </Heading>
            <p className={styles.note}>{item.note}</p>
            {item.collection && (
              <p className={styles.collection}>
                <Translate
                  id="universe.inCollection"
                  values={{
                    collection: <Link to={universeCollectionRoute(item.collection.id)}>{item.collection.title}</Link>,
                  }}
                >
                  {'In {collection}'}
                </Translate>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
