/**
 * An iframe gives no signal when its page fails to load, so before embedding
 * the status badge we ask for it once with a no-cors request: a network error
 * or a time-out means the plain link stays.
 */
export type ProbeFetch = (url: string, init: { mode: 'no-cors'; signal: AbortSignal }) => Promise<unknown>;

export async function probeStatusEmbed(fetchImpl: ProbeFetch, url: string, timeoutMs = 5000): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, { mode: 'no-cors', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
