// How `npm run check:agents` decides from afdocs' report whether the run fails: every failing
// check counts, except the checks only the public host can answer (when the target is the local
// server).
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

  it('counts every other failure, single-fetch-completeness on a list of posts included', () => {
    const list = {
      id: 'single-fetch-completeness',
      status: 'fail',
      message: '1 of 50 markdown pages are partial with a missing or broken continuation',
      details: { pageResults: [{ url: `${local}/blog/page/2`, status: 'fail' }] },
    };
    expect(judge(report(list), { local: true })).toEqual({
      failing: ['single-fetch-completeness: 1 of 50 markdown pages are partial with a missing or broken continuation'],
      excused: [],
    });
  });
});
