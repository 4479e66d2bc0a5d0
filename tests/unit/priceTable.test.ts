import { describe, expect, it, vi } from 'vitest';
import {
  formatHourly,
  formatMonthly,
  formatPrice,
  loadPriceTable,
  monthlyPrice,
  parsePriceRow,
  parsePriceRows,
  priceTableUrl,
  type PriceTableFetch,
} from '@site/src/components/PriceTable/loadPriceTable';
import { hoursPerMonth } from '@site/src/data/pricing';

const apiUrlPrefix = 'https://api.example.org/api/general';
const query =
  'cloud_instances?cloud_provider=eq.gcp&only_in_regions=ov.%7Ball,northamerica-northeast1%7D&order=vcpus.asc,ram_gib.asc';

const goodRow = {
  api_name: 'n2-standard-2',
  vcpus: 2,
  ram_gib: 8,
  native_reference_price_currency: 'USD',
  dle_se_price_hourly: 0.1234,
  region: 'all',
};

function answer(status: number, body: () => Promise<unknown>): PriceTableFetch {
  return vi.fn(async () => ({ ok: status >= 200 && status < 300, status, json: body }));
}

const json = (value: unknown) => answer(200, async () => value);

describe('priceTableUrl', () => {
  it('appends the catalogue query to the prefix, with or without a trailing slash', () => {
    expect(priceTableUrl(apiUrlPrefix)).toBe(`${apiUrlPrefix}/${query}`);
    expect(priceTableUrl(`${apiUrlPrefix}/`)).toBe(`${apiUrlPrefix}/${query}`);
  });
});

describe('parsePriceRow', () => {
  it('maps the API fields to a table row', () => {
    expect(parsePriceRow(goodRow)).toEqual({
      size: 'n2-standard-2',
      vcpus: 2,
      ramGiB: 8,
      currency: 'USD',
      hourly: 0.1234,
    });
  });

  it('accepts numbers sent as numeric strings', () => {
    expect(parsePriceRow({ ...goodRow, dle_se_price_hourly: '0.5', ram_gib: '3.75' })).toMatchObject({
      hourly: 0.5,
      ramGiB: 3.75,
    });
  });

  it.each([
    ['not an object', 'n2-standard-2'],
    ['null', null],
    ['an array', [goodRow]],
    ['no size', { ...goodRow, api_name: undefined }],
    ['a blank size', { ...goodRow, api_name: '   ' }],
    ['a numeric size', { ...goodRow, api_name: 42 }],
    ['no vCPUs', { ...goodRow, vcpus: null }],
    ['fractional vCPUs', { ...goodRow, vcpus: 1.5 }],
    ['zero RAM', { ...goodRow, ram_gib: 0 }],
    ['negative RAM', { ...goodRow, ram_gib: -8 }],
    ['no currency', { ...goodRow, native_reference_price_currency: '' }],
    ['a long currency', { ...goodRow, native_reference_price_currency: 'US dollars' }],
    ['no price', { ...goodRow, dle_se_price_hourly: undefined }],
    ['a zero price', { ...goodRow, dle_se_price_hourly: 0 }],
    ['a text price', { ...goodRow, dle_se_price_hourly: 'free' }],
    ['an infinite price', { ...goodRow, dle_se_price_hourly: Infinity }],
    ['a NaN price', { ...goodRow, dle_se_price_hourly: Number.NaN }],
  ])('rejects a row with %s', (_case, raw) => {
    expect(parsePriceRow(raw)).toBeNull();
  });
});

describe('parsePriceRows', () => {
  it('keeps the good rows in API order and counts the skipped ones', () => {
    const second = { ...goodRow, api_name: 'n2-standard-4', vcpus: 4, ram_gib: 16, dle_se_price_hourly: 0.2 };
    expect(parsePriceRows([goodRow, { api_name: 'broken' }, second])).toEqual({
      ok: true,
      rows: [expect.objectContaining({ size: 'n2-standard-2' }), expect.objectContaining({ size: 'n2-standard-4' })],
      skipped: 1,
    });
  });

  it('fails on an empty list, a list of malformed rows and a non-list', () => {
    expect(parsePriceRows([])).toEqual({ ok: false, reason: 'empty' });
    expect(parsePriceRows([{}, { api_name: 'x' }])).toEqual({ ok: false, reason: 'no-valid-rows' });
    expect(parsePriceRows({ message: 'relation does not exist' })).toEqual({ ok: false, reason: 'not-a-list' });
    expect(parsePriceRows(null)).toEqual({ ok: false, reason: 'not-a-list' });
  });
});

describe('loadPriceTable', () => {
  it('requests the catalogue as JSON with an abort signal and returns the rows', async () => {
    const fetchImpl = json([goodRow]);
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl })).resolves.toEqual({
      ok: true,
      rows: [expect.objectContaining({ size: 'n2-standard-2', hourly: 0.1234 })],
      skipped: 0,
    });
    expect(fetchImpl).toHaveBeenCalledWith(`${apiUrlPrefix}/${query}`, {
      signal: expect.any(AbortSignal),
      headers: { Accept: 'application/json' },
    });
  });

  it.each([500, 404, 204])('fails on HTTP %i', async (status) => {
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl: answer(status, async () => [goodRow]) })).resolves.toEqual({
      ok: false,
      reason: 'http',
      status,
    });
  });

  it('fails on a body that is not JSON', async () => {
    const fetchImpl = answer(200, async () => Promise.reject(new SyntaxError('Unexpected token <')));
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl })).resolves.toEqual({ ok: false, reason: 'bad-json' });
  });

  it('fails on an empty list', async () => {
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl: json([]) })).resolves.toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('fails on a network error', async () => {
    const fetchImpl: PriceTableFetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl })).resolves.toEqual({ ok: false, reason: 'network' });
  });

  it('gives up when the server does not answer in time, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl: PriceTableFetch = (_url, init) => {
      signal = init.signal;
      return new Promise((_resolve, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    };
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl, timeoutMs: 20 })).resolves.toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('gives up when the body never arrives, even if the fetch ignores the signal', async () => {
    const fetchImpl = answer(200, () => new Promise(() => undefined));
    await expect(loadPriceTable({ apiUrlPrefix, fetchImpl, timeoutMs: 20 })).resolves.toEqual({
      ok: false,
      reason: 'timeout',
    });
  });

  it('uses an 8-second time limit by default', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl: PriceTableFetch = () => new Promise(() => undefined);
      const result = loadPriceTable({ apiUrlPrefix, fetchImpl });
      await vi.advanceTimersByTimeAsync(7999);
      let settled = false;
      void result.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('price formatting', () => {
  const row = { size: 'n2-standard-2', vcpus: 2, ramGiB: 8, currency: 'USD', hourly: 0.1234 };

  it('turns an hourly price into a monthly one over 730 hours', () => {
    expect(hoursPerMonth).toBe(730);
    expect(monthlyPrice(0.1234)).toBeCloseTo(90.082, 6);
    expect(formatHourly(row)).toBe('$0.1234');
    expect(formatMonthly(row)).toBe('$90.08');
  });

  it('shows at least cents and groups thousands', () => {
    expect(formatHourly({ ...row, hourly: 2 })).toBe('$2.00');
    expect(formatMonthly({ ...row, hourly: 2 })).toBe('$1,460.00');
  });

  it('accepts ISO codes in any case, symbols, and unknown codes', () => {
    expect(formatPrice(1.5, 'eur', 2, 2)).toBe('€1.50');
    expect(formatPrice(1.5, '$', 2, 2)).toBe('$1.50');
    expect(formatPrice(1.5, 'CAD', 2, 2)).toBe('CA$1.50');
    expect(formatPrice(1.5, 'XTS', 2, 2)).toMatch(/XTS\s?1\.50/);
  });
});
