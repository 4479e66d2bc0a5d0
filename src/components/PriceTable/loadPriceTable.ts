/**
 * Loads the DBLab SE price table from the API and turns the rows into
 * `InstancePrice` values. Plain module (no React) so every failure mode is
 * unit-tested: non-200 answers, bad JSON, time-outs, empty or malformed lists.
 */
import { hoursPerMonth, priceTableQuery, type InstancePrice } from '@site/src/data/pricing';

export type PriceTableFailure = 'http' | 'network' | 'timeout' | 'bad-json' | 'not-a-list' | 'empty' | 'no-valid-rows';

export type PriceTableResult =
  { ok: true; rows: InstancePrice[]; skipped: number } | { ok: false; reason: PriceTableFailure; status?: number };

/** The subset of `fetch` the loader needs, so tests can pass a stub. */
export type PriceTableFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;

export const defaultTimeoutMs = 8000;

/** The API address of the table for a configured prefix (with or without a trailing slash). */
export function priceTableUrl(apiUrlPrefix: string): string {
  return `${apiUrlPrefix.replace(/\/+$/, '')}/${priceTableQuery}`;
}

function positiveNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/** One API row as a table row, or `null` when a required field is missing or malformed. */
export function parsePriceRow(raw: unknown): InstancePrice | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const row = raw as Record<string, unknown>;
  const size = typeof row.api_name === 'string' ? row.api_name.trim() : '';
  const currency =
    typeof row.native_reference_price_currency === 'string' ? row.native_reference_price_currency.trim() : '';
  const vcpus = positiveNumber(row.vcpus);
  const ramGiB = positiveNumber(row.ram_gib);
  const hourly = positiveNumber(row.dle_se_price_hourly);
  if (size === '' || size.length > 100 || currency === '' || currency.length > 5) return null;
  if (vcpus === null || !Number.isInteger(vcpus) || ramGiB === null || hourly === null) return null;
  return { size, vcpus, ramGiB, currency, hourly };
}

/** Keeps the well-formed rows of an API answer; an answer without any is a failure. */
export function parsePriceRows(body: unknown): PriceTableResult {
  if (!Array.isArray(body)) return { ok: false, reason: 'not-a-list' };
  if (body.length === 0) return { ok: false, reason: 'empty' };
  const rows = body.map(parsePriceRow).filter((row): row is InstancePrice => row !== null);
  if (rows.length === 0) return { ok: false, reason: 'no-valid-rows' };
  return { ok: true, rows, skipped: body.length - rows.length };
}

class Timeout extends Error {}

export async function loadPriceTable({
  apiUrlPrefix,
  fetchImpl,
  timeoutMs = defaultTimeoutMs,
}: {
  apiUrlPrefix: string;
  fetchImpl: PriceTableFetch;
  timeoutMs?: number;
}): Promise<PriceTableResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The time limit covers the whole exchange, body included, even if the
  // fetch implementation ignores the abort signal.
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Timeout());
    }, timeoutMs);
  });
  const exchange = async (): Promise<PriceTableResult> => {
    let response: Awaited<ReturnType<PriceTableFetch>>;
    try {
      response = await fetchImpl(priceTableUrl(apiUrlPrefix), {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
    } catch {
      if (controller.signal.aborted) throw new Timeout();
      return { ok: false, reason: 'network' };
    }
    if (!response.ok || response.status !== 200) return { ok: false, reason: 'http', status: response.status };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) throw new Timeout();
      return { ok: false, reason: 'bad-json' };
    }
    return parsePriceRows(body);
  };
  try {
    return await Promise.race([exchange(), deadline]);
  } catch (error) {
    if (error instanceof Timeout) return { ok: false, reason: 'timeout' };
    return { ok: false, reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** A price in the API's currency: an ISO code goes through `Intl`, a symbol is put in front. */
export function formatPrice(amount: number, currency: string, minDigits: number, maxDigits: number): string {
  const code = currency.trim();
  const options = { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits };
  if (/^[A-Za-z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency: code.toUpperCase() }).format(
        amount,
      );
    } catch {
      // Not a currency Intl knows: fall through to the plain form.
    }
  }
  const number = new Intl.NumberFormat('en-US', options).format(amount);
  return /^[A-Za-z]+$/.test(code) ? `${number} ${code}` : `${code}${number}`;
}

export function formatHourly(row: InstancePrice): string {
  return formatPrice(row.hourly, row.currency, 2, 4);
}

export function monthlyPrice(hourly: number): number {
  return hourly * hoursPerMonth;
}

export function formatMonthly(row: InstancePrice): string {
  return formatPrice(monthlyPrice(row.hourly), row.currency, 2, 2);
}
