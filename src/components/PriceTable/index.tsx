import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { hoursPerMonth, type InstancePrice } from '@site/src/data/pricing';
import { priceTableSnapshot } from '@site/src/data/priceTableSnapshot';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSiteConfig } from '@site/src/hooks/useSiteConfig';
import { formatHourly, formatMonthly, loadPriceTable } from './loadPriceTable';
import styles from './styles.module.css';

type TableState =
  { kind: 'loading' } | { kind: 'live'; rows: readonly InstancePrice[] } | { kind: 'fallback'; retrying: boolean };

/** The snapshot's starting price, named in the footnote unless the fallback notice names it. */
const startingRow: InstancePrice | undefined = priceTableSnapshot.rows.find((row) => row.startingFrom);

/** Placeholder rows while loading, about as many as fit in the scroll area. */
const placeholderRows = 8;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function Unpublished(): ReactNode {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className={styles.visuallyHidden}>
        <Translate id="priceTable.unpublished">not published</Translate>
      </span>
    </>
  );
}

function PriceRow({ row }: { row: InstancePrice }): ReactNode {
  const from = row.startingFrom ? 'from ' : '';
  return (
    <tr>
      <th scope="row" className={row.startingFrom ? undefined : styles.size}>
        {row.size}
      </th>
      <td className={styles.number}>{row.vcpus === null ? <Unpublished /> : numberFormat.format(row.vcpus)}</td>
      <td className={styles.number}>{row.ramGiB === null ? <Unpublished /> : numberFormat.format(row.ramGiB)}</td>
      <td className={styles.number}>
        {from}
        {formatHourly(row)}
      </td>
      <td className={styles.number}>
        {from}
        {formatMonthly(row)}
      </td>
    </tr>
  );
}

function PlaceholderRows(): ReactNode {
  return Array.from({ length: placeholderRows }, (_unused, index) => (
    <tr key={index} aria-hidden="true">
      {Array.from({ length: 5 }, (_cell, cellIndex) => (
        <td key={cellIndex}>
          <span className={styles.placeholder} />
        </td>
      ))}
    </tr>
  ));
}

/**
 * The DBLab SE hourly price per instance size, loaded live from the API.
 * While loading it keeps the table's space; if the API fails it shows the
 * published starting price from the bundled snapshot and offers a retry.
 */
export default function PriceTable(): ReactNode {
  const { apiUrlPrefix } = useSiteConfig();
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  /** The snapshot's date, named by the fallback notice and by the footnote. */
  const snapshotDate = (
    <time dateTime={priceTableSnapshot.asOf}>{formatDate(priceTableSnapshot.asOf, currentLocale)}</time>
  );
  const [attempt, setAttempt] = useState(0);
  const regionRef = useRef<HTMLDivElement>(null);
  const retriedRef = useRef(false);
  const captionId = useId();

  useEffect(() => {
    let cancelled = false;
    void loadPriceTable({ apiUrlPrefix, fetchImpl: (url, init) => window.fetch(url, init) }).then((result) => {
      if (cancelled) return;
      setState(result.ok ? { kind: 'live', rows: result.rows } : { kind: 'fallback', retrying: false });
    });
    return () => {
      cancelled = true;
    };
  }, [apiUrlPrefix, attempt]);

  useEffect(() => {
    // After a successful retry the button disappears; keep keyboard focus in the table.
    if (state.kind === 'live' && retriedRef.current) {
      retriedRef.current = false;
      regionRef.current?.focus({ preventScroll: true });
    }
  }, [state.kind]);

  const retry = (): void => {
    if (state.kind !== 'fallback' || state.retrying) return;
    retriedRef.current = true;
    setState({ kind: 'fallback', retrying: true });
    setAttempt((count) => count + 1);
  };

  const rows = state.kind === 'live' ? state.rows : state.kind === 'fallback' ? priceTableSnapshot.rows : [];

  return (
    <div className={styles.priceTable} data-state={state.kind}>
      <div className={clsx(styles.status, state.kind === 'fallback' && styles.statusFallback)} role="status">
        {state.kind === 'loading' && (
          <p className={styles.statusText}>
            <Translate id="priceTable.status.loading">Loading current prices…</Translate>
          </p>
        )}
        {state.kind === 'live' && (
          <p className={styles.statusText}>
            <Translate id="priceTable.status.live">
              Current prices per instance size, loaded live from PostgresAI.
            </Translate>
          </p>
        )}
        {state.kind === 'fallback' && (
          <p className={styles.statusText}>
            <strong>
              <Translate id="priceTable.status.failed">Live prices could not be loaded.</Translate>
            </strong>{' '}
            <Translate
              id="priceTable.status.snapshot"
              values={{
                date: snapshotDate,
              }}
            >
              {'Below is the published starting price as of {date}.'}
            </Translate>{' '}
            {priceTableSnapshot.note}
          </p>
        )}
      </div>
      {state.kind === 'fallback' && (
        <button
          type="button"
          className={clsx('button button--secondary button--sm', styles.retry)}
          onClick={retry}
          aria-disabled={state.retrying}
        >
          {state.retrying
            ? translate({ id: 'priceTable.retrying', message: 'Trying again…' })
            : translate({ id: 'priceTable.retry', message: 'Try again' })}
        </button>
      )}
      <div
        ref={regionRef}
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        aria-busy={state.kind === 'loading' || (state.kind === 'fallback' && state.retrying)}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <Translate id="priceTable.caption">DBLab SE price by instance size</Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="priceTable.column.size">Size</Translate>
              </th>
              <th scope="col" className={styles.number}>
                <Translate id="priceTable.column.vcpus">vCPUs</Translate>
              </th>
              <th scope="col" className={styles.number}>
                <Translate id="priceTable.column.ram">RAM, GiB</Translate>
              </th>
              <th scope="col" className={styles.number}>
                <Translate id="priceTable.column.hourly">Price per hour</Translate>
              </th>
              <th scope="col" className={styles.number}>
                <Translate id="priceTable.column.monthly">Price per month</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.kind === 'loading' ? (
              <PlaceholderRows />
            ) : (
              rows.map((row, index) => <PriceRow key={`${index}-${row.size}`} row={row} />)
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.footnote}>
        <Translate id="priceTable.footnote" values={{ hours: hoursPerMonth }}>
          {
            'A month is counted as {hours} hours. Prices are for the DBLab SE licence only; the machine, storage and network are billed by your cloud provider.'
          }
        </Translate>
        {/* In the server's HTML too: a reader without script, or an agent reading the page, gets the
            published price even though the table fills in only in the browser. Left out when the
            fallback notice above already says it, over the same price in the table. */}
        {startingRow && state.kind !== 'fallback' && (
          <>
            {' '}
            <Translate
              id="priceTable.footnote.startingPrice"
              values={{
                price: formatMonthly(startingRow),
                date: snapshotDate,
              }}
            >
              {'The published starting price is {price} a month, as of {date}.'}
            </Translate>
          </>
        )}
      </p>
    </div>
  );
}
