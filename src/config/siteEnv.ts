/**
 * Reads the build environment once, validates it and returns named, typed
 * settings. `docusaurus.config.ts` is the only caller; components read the
 * resulting `customFields` through `useSiteConfig`.
 */

export type SiteEnv = {
  /** Absolute site origin, e.g. `https://postgres.ai`. */
  url: string;
  /** Path the site is served under; starts and ends with `/`. */
  baseUrl: string;
  /** When true, pages carry `noindex` and the sitemap is still built. */
  noIndex: boolean;
  signInUrl: string;
  apiUrlPrefix: string;
  botWSUrl: string;
  consultingWebhook: string;
  /** Public status page; the footer links to it when set. */
  statusPageUrl: string;
  /** Embeddable status badge (an iframe); loaded lazily when set. */
  statusEmbedUrl: string;
  /** `owner/name` of the repository whose star count the site shows. */
  githubRepo: string;
  googleTagManagerId: string;
  metaPixelId: string;
  /** Where the search dialog gets its results. */
  search: SearchProvider;
};

/**
 * The offline index built with the site is the default; Algolia DocSearch
 * takes over when all three of its settings are given.
 */
export type SearchProvider =
  { provider: 'local' } | { provider: 'algolia'; appId: string; apiKey: string; indexName: string };

export const siteEnvDefaults: SiteEnv = {
  url: 'https://postgres.ai',
  baseUrl: '/',
  noIndex: false,
  signInUrl: 'https://console.postgres.ai/',
  apiUrlPrefix: 'https://postgres.ai/api/general',
  botWSUrl: 'wss://postgres.ai/ai-bot-ws/',
  consultingWebhook: '',
  statusPageUrl: '',
  statusEmbedUrl: '',
  githubRepo: 'postgres-ai/database-lab-engine',
  googleTagManagerId: '',
  metaPixelId: '',
  search: { provider: 'local' },
};

export class SiteEnvError extends Error {
  constructor(variable: string, problem: string) {
    super(`Environment variable ${variable} ${problem}`);
    this.name = 'SiteEnvError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? fallback : value;
}

function absoluteUrl(env: Env, name: string, fallback: string, protocols: readonly string[]): string {
  const value = text(env, name, fallback);
  if (value === '') {
    return value;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new SiteEnvError(name, `must be an absolute URL, got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new SiteEnvError(name, `must use ${protocols.join(' or ')}, got "${value}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const value = text(env, name, 'false').toLowerCase();
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new SiteEnvError(name, `must be true or false, got "${value}"`);
}

function matching(env: Env, name: string, fallback: string, pattern: RegExp, shape: string): string {
  const value = text(env, name, fallback);
  if (value !== '' && !pattern.test(value)) {
    throw new SiteEnvError(name, `must look like ${shape}, got "${value}"`);
  }
  return value;
}

const http = ['http:', 'https:'] as const;

const algoliaVariables = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

function readSearchProvider(env: Env): SearchProvider {
  const [appId, apiKey, indexName] = algoliaVariables.map((name) => text(env, name, ''));
  const given = algoliaVariables.filter((name) => text(env, name, '') !== '');
  if (given.length === 0) return { provider: 'local' };
  const missing = algoliaVariables.filter((name) => !given.includes(name));
  if (missing.length > 0) {
    throw new SiteEnvError(
      missing[0]!,
      `must be set too when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
    );
  }
  return { provider: 'algolia', appId: appId!, apiKey: apiKey!, indexName: indexName! };
}

export function readSiteEnv(env: Env): SiteEnv {
  const d = siteEnvDefaults;
  const url = absoluteUrl(env, 'URL', d.url, http).replace(/\/+$/, '');
  const baseUrl = text(env, 'BASE_URL', d.baseUrl);
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new SiteEnvError('BASE_URL', `must start and end with "/", got "${baseUrl}"`);
  }
  return {
    url,
    baseUrl,
    noIndex: flag(env, 'NO_INDEX'),
    signInUrl: absoluteUrl(env, 'SIGN_IN_URL', d.signInUrl, http),
    apiUrlPrefix: absoluteUrl(env, 'API_URL_PREFIX', d.apiUrlPrefix, http).replace(/\/+$/, ''),
    botWSUrl: absoluteUrl(env, 'BOT_WS_URL', d.botWSUrl, ['ws:', 'wss:']),
    consultingWebhook: absoluteUrl(env, 'CONSULTING_WEBHOOK', d.consultingWebhook, http),
    statusPageUrl: absoluteUrl(env, 'STATUS_PAGE_URL', d.statusPageUrl, http),
    statusEmbedUrl: absoluteUrl(env, 'STATUS_EMBED_URL', d.statusEmbedUrl, http),
    githubRepo: matching(env, 'GITHUB_REPO', d.githubRepo, /^[\w.-]+\/[\w.-]+$/, 'owner/name'),
    googleTagManagerId: matching(env, 'GTM_ID', d.googleTagManagerId, /^GTM-[A-Z0-9]+$/, 'GTM-XXXXXXX'),
    metaPixelId: matching(env, 'META_PIXEL_ID', d.metaPixelId, /^\d{6,20}$/, 'a numeric pixel id'),
    search: readSearchProvider(env),
  };
}

/** The part of the env that components may read, as `siteConfig.customFields`. */
export type SiteCustomFields = Pick<
  SiteEnv,
  | 'signInUrl'
  | 'apiUrlPrefix'
  | 'botWSUrl'
  | 'consultingWebhook'
  | 'statusPageUrl'
  | 'statusEmbedUrl'
  | 'githubRepo'
  | 'googleTagManagerId'
  | 'metaPixelId'
>;

export function toCustomFields(env: SiteEnv): SiteCustomFields {
  const {
    signInUrl,
    apiUrlPrefix,
    botWSUrl,
    consultingWebhook,
    statusPageUrl,
    statusEmbedUrl,
    githubRepo,
    googleTagManagerId,
    metaPixelId,
  } = env;
  return {
    signInUrl,
    apiUrlPrefix,
    botWSUrl,
    consultingWebhook,
    statusPageUrl,
    statusEmbedUrl,
    githubRepo,
    googleTagManagerId,
    metaPixelId,
  };
}
