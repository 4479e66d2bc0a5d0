// How `npm run check:agents` decides from afdocs' report whether the run fails: every failing
// check counts, except the checks only the public host can answer (when the target is the local
// server) and afdocs' known false positive, recognized page by page.
import { describe, expect, it } from 'vitest';
import { judge } from '@site/scripts/check-agent-docs.mjs';

const local = 'http://127.0.0.1:4000';

/** A report with every check passing but the given results. */
function report(...results: Array<Record<string, unknown>>) {
  const passing = ['llms-txt-exists', 'redirect-behavior', 'bot-protection-interference', 'single-fetch-completeness']
    .filter((id) => !results.some((result) => result.id === id))
    .map((id) => ({ id, status: 'pass', message: 'ok' }));
  return { results: [...passing, ...results] };
}

const selfContinuation = (path: string) => ({
  url: `${local}${path}`,
  status: 'fail',
  continuation: { resolvedUrl: `${local}${path}`, outcome: 'same-content' },
});

describe('check:agents', () => {
  it('fails on any failing check, and passes warnings', () => {
    const result = judge(
      report(
        { id: 'markdown-content-parity', status: 'fail', message: '2 of 50 pages differ' },
        { id: 'llms-txt-size', status: 'warn', message: 'large' },
      ),
      { local: true },
    );
    expect(result.failing).toEqual(['markdown-content-parity: 2 of 50 pages differ']);
  });

  it('does not count the public host’s checks against the local server, and counts them against a URL', () => {
    const failing = report({ id: 'redirect-behavior', status: 'fail', message: 'cross-host redirect' });
    expect(judge(failing, { local: true }).failing).toEqual([]);
    expect(judge(failing, { local: true }).excused.join('\n')).toContain('redirect-behavior: needs the public host');
    expect(judge(failing, { local: false }).failing).toEqual(['redirect-behavior: cross-host redirect']);
  });

  it('excuses single-fetch-completeness only when every failing page was sent back to itself', () => {
    const own = {
      id: 'single-fetch-completeness',
      status: 'fail',
      message: 'broken continuation',
      details: { pageResults: [{ url: `${local}/docs`, status: 'pass' }, selfContinuation('/blog/page/2')] },
    };
    expect(judge(report(own), { local: true }).failing).toEqual([]);
    const broken = {
      ...own,
      details: {
        pageResults: [
          selfContinuation('/blog/page/2'),
          {
            url: `${local}/blog`,
            status: 'fail',
            continuation: { resolvedUrl: `${local}/blog/page/2.md`, outcome: 'http-error' },
          },
        ],
      },
    };
    expect(judge(report(broken), { local: true }).failing).toEqual(['single-fetch-completeness: broken continuation']);
  });
});
