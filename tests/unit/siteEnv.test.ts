import { describe, expect, it } from 'vitest';
import { readSiteEnv, siteEnvDefaults, SiteEnvError, toCustomFields } from '@site/src/config/siteEnv';

describe('readSiteEnv', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readSiteEnv({})).toEqual(siteEnvDefaults);
  });

  it('treats blank values as unset', () => {
    expect(readSiteEnv({ URL: '  ', BASE_URL: '' }).url).toBe('https://postgres.ai');
  });

  it('reads every variable and trims a trailing slash from the origin and API prefix', () => {
    const env = readSiteEnv({
      URL: 'https://staging.example.org/',
      BASE_URL: '/site/',
      NO_INDEX: 'true',
      SIGN_IN_URL: 'https://console.example.org/signin',
      API_URL_PREFIX: 'https://api.example.org/general/',
      BOT_WS_URL: 'ws://127.0.0.1:9000/ws',
      CONSULTING_WEBHOOK: 'https://hooks.example.org/consulting',
      GITHUB_REPO: 'example/repo',
      GTM_ID: 'GTM-ABC123',
      META_PIXEL_ID: '1234567890',
    });
    expect(env).toMatchObject({
      url: 'https://staging.example.org',
      baseUrl: '/site/',
      noIndex: true,
      apiUrlPrefix: 'https://api.example.org/general',
      botWSUrl: 'ws://127.0.0.1:9000/ws',
      googleTagManagerId: 'GTM-ABC123',
      metaPixelId: '1234567890',
    });
  });

  it.each([
    [{ URL: 'postgres.ai' }, /URL must be an absolute URL/],
    [{ URL: 'ftp://postgres.ai' }, /URL must use http: or https:/],
    [{ BASE_URL: 'docs/' }, /BASE_URL must start and end with/],
    [{ BASE_URL: '/docs' }, /BASE_URL must start and end with/],
    [{ BOT_WS_URL: 'https://postgres.ai/ws' }, /BOT_WS_URL must use ws: or wss:/],
    [{ NO_INDEX: 'maybe' }, /NO_INDEX must be true or false/],
    [{ GTM_ID: 'UA-1234' }, /GTM_ID must look like GTM-XXXXXXX/],
    [{ META_PIXEL_ID: 'abc' }, /META_PIXEL_ID must look like a numeric pixel id/],
    [{ GITHUB_REPO: 'not a repo' }, /GITHUB_REPO must look like owner\/name/],
  ])('rejects %o with a message naming the variable', (input, message) => {
    expect(() => readSiteEnv(input)).toThrowError(SiteEnvError);
    expect(() => readSiteEnv(input)).toThrowError(message);
  });

  it('exposes only browser-safe settings as custom fields', () => {
    const fields = toCustomFields(readSiteEnv({}));
    expect(Object.keys(fields).sort()).toEqual(
      [
        'apiUrlPrefix',
        'botWSUrl',
        'consultingWebhook',
        'githubRepo',
        'googleTagManagerId',
        'metaPixelId',
        'signInUrl',
        'statusEmbedUrl',
        'statusPageUrl',
      ].sort(),
    );
  });
});

describe('readSiteEnv search provider', () => {
  const typesense = {
    TYPESENSE_HOST: 'search.example.org',
    TYPESENSE_SEARCH_API_KEY: 'search-only',
    TYPESENSE_COLLECTION_NAME: 'docs-en',
  };

  it('searches the offline index when no service is configured', () => {
    expect(readSiteEnv({}).search).toEqual({ provider: 'local' });
  });

  it('uses Algolia when all three Algolia settings are given', () => {
    expect(readSiteEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' }).search).toEqual({
      provider: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });

  it('uses Typesense over https on port 443 unless told otherwise', () => {
    expect(readSiteEnv(typesense).search).toEqual({
      provider: 'typesense',
      host: 'search.example.org',
      port: 443,
      protocol: 'https',
      path: '',
      searchApiKey: 'search-only',
      collectionName: 'docs-en',
    });
    expect(
      readSiteEnv({ ...typesense, TYPESENSE_PROTOCOL: 'http', TYPESENSE_PATH: '/typesense' }).search,
    ).toMatchObject({ protocol: 'http', port: 8108, path: '/typesense' });
    expect(readSiteEnv({ ...typesense, TYPESENSE_PORT: '9000' }).search).toMatchObject({ port: 9000 });
  });

  it.each([
    [{ ALGOLIA_APP_ID: 'APP' }, /ALGOLIA_API_KEY must be set too when ALGOLIA_APP_ID is set/],
    [{ TYPESENSE_HOST: 'search.example.org' }, /TYPESENSE_SEARCH_API_KEY must be set too/],
    [
      { ...typesense, ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs' },
      /configure one search service, not both/,
    ],
    [{ ...typesense, TYPESENSE_HOST: 'https://search.example.org' }, /TYPESENSE_HOST must be a host name/],
    [{ ...typesense, TYPESENSE_PORT: '70000' }, /TYPESENSE_PORT must be a port number/],
    [{ ...typesense, TYPESENSE_PROTOCOL: 'ftp' }, /TYPESENSE_PROTOCOL must be http or https/],
    [{ ...typesense, TYPESENSE_COLLECTION_NAME: 'docs en' }, /TYPESENSE_COLLECTION_NAME must look like/],
    [{ TYPESENSE_PORT: '8108' }, /TYPESENSE_PORT has no effect without TYPESENSE_HOST/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => readSiteEnv(env)).toThrow(message);
  });
});
