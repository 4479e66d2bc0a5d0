import { describe, expect, it, vi } from 'vitest';
import { leadMailBody } from '@site/src/components/LeadForm/mailBody';
import { readServerMessage, submitLead, type FetchLike } from '@site/src/components/LeadForm/submitLead';
import type { LeadField } from '@site/src/components/LeadForm/types';

// formEndpoints reads settings through a Docusaurus hook; the pure builders do not need it.
vi.mock('@site/src/hooks/useSiteConfig', () => ({ useSiteConfig: () => ({}) }));
const endpoints = await import('@site/src/data/formEndpoints');

const endpoint = 'https://api.example.org/api/general/bot_leads';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('submitLead', () => {
  it('POSTs the payload as JSON to the endpoint', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => new Response(null, { status: 201 }));
    const outcome = await submitLead({ endpoint, payload: { email: 'dba@example.com' }, fetchImpl });
    expect(outcome).toEqual({ kind: 'sent' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ email: 'dba@example.com' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not fetch when the endpoint is empty', async () => {
    const fetchImpl = vi.fn<FetchLike>();
    expect(await submitLead({ endpoint: '', payload: {}, fetchImpl })).toEqual({ kind: 'not-connected' });
    expect(await submitLead({ endpoint: '  ', payload: {}, fetchImpl })).toEqual({ kind: 'not-connected' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reports a non-2xx answer with the server message when the JSON has one', async () => {
    const fetchImpl: FetchLike = async () => jsonResponse(409, { message: 'This address is already on the list' });
    expect(await submitLead({ endpoint, payload: {}, fetchImpl })).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 409,
      serverMessage: 'This address is already on the list',
    });
  });

  it('reports a non-2xx answer without a message', async () => {
    const fetchImpl: FetchLike = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(await submitLead({ endpoint, payload: {}, fetchImpl })).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 502,
    });
  });

  it('reports a network failure', async () => {
    const fetchImpl: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await submitLead({ endpoint, payload: {}, fetchImpl })).toEqual({ kind: 'failed', reason: 'network' });
  });

  it('gives up after the timeout and aborts the request', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const fetchImpl: FetchLike = (_url, init) => {
        signal = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      };
      const pending = submitLead({ endpoint, payload: {}, timeoutMs: 5000, fetchImpl });
      await vi.advanceTimersByTimeAsync(5000);
      expect(await pending).toEqual({ kind: 'failed', reason: 'timeout' });
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out even when the fetch ignores the abort signal', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl: FetchLike = () => new Promise<Response>(() => undefined);
      const pending = submitLead({ endpoint, payload: {}, timeoutMs: 1000, fetchImpl });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await pending).toEqual({ kind: 'failed', reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readServerMessage', () => {
  it.each([
    [jsonResponse(400, { message: '  invalid input  ' }), 'invalid input'],
    [jsonResponse(400, { message: '' }), undefined],
    [jsonResponse(400, { message: 42 }), undefined],
    [jsonResponse(400, ['message']), undefined],
    [jsonResponse(400, null), undefined],
    [new Response('not json', { status: 500 }), undefined],
  ])('reads %#', async (response, expected) => {
    expect(await readServerMessage(response)).toBe(expected);
  });

  it('shortens very long messages', async () => {
    const text = await readServerMessage(jsonResponse(400, { message: 'x'.repeat(1000) }));
    expect(text?.length).toBe(300);
    expect(text?.endsWith('…')).toBe(true);
  });
});

describe('leadMailBody', () => {
  const fields: LeadField[] = [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
    { name: 'phone', label: 'Phone', type: 'tel', required: false, maxLength: 40, autoComplete: 'tel' },
    {
      name: 'description',
      label: 'Brief description',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      autoComplete: 'off',
    },
  ];

  it('lists short fields, then the long text, and skips empty values', () => {
    expect(leadMailBody(fields, { name: ' Ann ', phone: '', description: 'Replica lag\nsince Monday' })).toBe(
      'Name: Ann\n\nBrief description:\nReplica lag\nsince Monday',
    );
  });
});

describe('form endpoints and payloads', () => {
  it('builds the addresses from the settings', () => {
    expect(
      endpoints.buildFormEndpoints({ apiUrlPrefix: 'https://postgres.ai/api/general/', consultingWebhook: '' }),
    ).toEqual({
      botSignup: 'https://postgres.ai/api/general/bot_leads',
      consulting: '',
      eventRegistration: 'https://postgres.ai/api/general/event_registrations',
      whitepaperRequest: 'https://postgres.ai/api/general/whitepaper_requests',
    });
    expect(
      endpoints.buildFormEndpoints({ apiUrlPrefix: 'https://x.test/api', consultingWebhook: 'https://hooks.test/c' })
        .consulting,
    ).toBe('https://hooks.test/c');
  });

  it('sends only the e-mail address for the assistant sign-up', () => {
    expect(endpoints.botLeadPayload({ email: 'a@b.co', name: 'ignored' })).toEqual({ email: 'a@b.co' });
  });

  it('builds the consulting request with page and time', () => {
    const values = { name: 'Ann', company: 'Acme', email: 'a@b.co', phone: '', description: 'Help' };
    expect(endpoints.consultingRequestPayload(values, '/consulting-landing', new Date('2025-01-02T03:04:05Z'))).toEqual(
      {
        ...values,
        pagePath: '/consulting-landing',
        timestamp: '2025-01-02T03:04:05.000Z',
      },
    );
  });

  it('builds event registrations and whitepaper requests with their ids', () => {
    const values = { name: 'Ann', email: 'a@b.co', company: '' };
    expect(endpoints.eventRegistrationPayload('database-lab-2-0', 'en', values, '/join-database-lab-2-event')).toEqual({
      event_id: 'database-lab-2-0',
      name: 'Ann',
      email: 'a@b.co',
      company: '',
      locale: 'en',
      page_path: '/join-database-lab-2-event',
    });
    expect(endpoints.whitepaperRequestPayload('wp', values, '/wp')).toEqual({
      document_id: 'wp',
      name: 'Ann',
      email: 'a@b.co',
      company: '',
      page_path: '/wp',
    });
  });
});
