/**
 * An iframe gives no signal when its page fails to load, so before embedding
 * the status badge we ask for it once with a no-cors request: a network error
 * means the plain link stays.
 *
 * There is no time-out. The link is shown while the request is under way, so
 * a status page that answers slowly (a slow phone connection, a busy machine)
 * still gets its badge when the answer comes, and one that never answers
 * leaves the link, as a failure does.
 */
export type ProbeFetch = (url: string, init: { mode: 'no-cors' }) => Promise<unknown>;

export async function probeStatusEmbed(fetchImpl: ProbeFetch, url: string): Promise<boolean> {
  try {
    await fetchImpl(url, { mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}
