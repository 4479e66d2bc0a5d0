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
 * The offline index built with the site is the default. Algolia DocSearch
 * takes over when all three of its settings are given; a Typesense server
 * when its host, search key and collection are given. Not both.
 */
export type SearchProvider =
  | { provider: 'local' }
  | { provider: 'algolia'; appId: string; apiKey: string; indexName: string }
  | ({ provider: 'typesense' } & TypesenseSettings);

/** Where browsers send Typesense queries. The key ships to every visitor, so it must be search-only. */
export type TypesenseSettings = {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  /** Path prefix when the server sits behind a proxy, e.g. `/typesense`; empty otherwise. */
  path: string;
  searchApiKey: string;
  collectionName: string;
};

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

const typesenseVariables = ['TYPESENSE_HOST', 'TYPESENSE_SEARCH_API_KEY', 'TYPESENSE_COLLECTION_NAME'] as const;
const typesenseOptionalVariables = ['TYPESENSE_PORT', 'TYPESENSE_PROTOCOL', 'TYPESENSE_PATH'] as const;

/** The names of a group that are set; throws when only some of the required ones are. */
function givenGroup(env: Env, required: readonly string[]): string[] {
  const given = required.filter((name) => text(env, name, '') !== '');
  const missing = required.filter((name) => !given.includes(name));
  if (given.length > 0 && missing.length > 0) {
    throw new SiteEnvError(
      missing[0]!,
      `must be set too when ${given.join(' and ')} ${given.length > 1 ? 'are' : 'is'} set`,
    );
  }
  return given;
}

function readTypesense(env: Env): TypesenseSettings {
  const host = text(env, 'TYPESENSE_HOST', '');
  if (!/^[a-z0-9.-]+$/i.test(host)) {
    throw new SiteEnvError('TYPESENSE_HOST', `must be a host name without scheme or port, got "${host}"`);
  }
  const protocol = text(env, 'TYPESENSE_PROTOCOL', 'https');
  if (protocol !== 'http' && protocol !== 'https') {
    throw new SiteEnvError('TYPESENSE_PROTOCOL', `must be http or https, got "${protocol}"`);
  }
  const portText = text(env, 'TYPESENSE_PORT', protocol === 'https' ? '443' : '8108');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new SiteEnvError('TYPESENSE_PORT', `must be a port number, got "${portText}"`);
  }
  const path = matching(env, 'TYPESENSE_PATH', '', /^(\/[\w.~-]+)+$/, 'a path such as /typesense');
  const collectionName = matching(
    env,
    'TYPESENSE_COLLECTION_NAME',
    '',
    /^[\w.-]+$/,
    'a collection name of letters, digits, ".", "_" and "-"',
  );
  return { host, port, protocol, path, searchApiKey: text(env, 'TYPESENSE_SEARCH_API_KEY', ''), collectionName };
}

function readSearchProvider(env: Env): SearchProvider {
  const algolia = givenGroup(env, algoliaVariables);
  const typesense = givenGroup(env, typesenseVariables);
  if (algolia.length > 0 && typesense.length > 0) {
    throw new SiteEnvError(
      'TYPESENSE_HOST',
      'cannot be used together with ALGOLIA_APP_ID: configure one search service, not both',
    );
  }
  if (algolia.length > 0) {
    const [appId, apiKey, indexName] = algoliaVariables.map((name) => text(env, name, ''));
    return { provider: 'algolia', appId: appId!, apiKey: apiKey!, indexName: indexName! };
  }
  if (typesense.length > 0) return { provider: 'typesense', ...readTypesense(env) };
  const stray = typesenseOptionalVariables.find((name) => text(env, name, '') !== '');
  if (stray) {
    throw new SiteEnvError(
      stray,
      'has no effect without TYPESENSE_HOST, TYPESENSE_SEARCH_API_KEY and TYPESENSE_COLLECTION_NAME',
    );
  }
  return { provider: 'local' };
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
