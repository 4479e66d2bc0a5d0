# The site in a container: built with Node 20, served by Debian 12's nginx
# with the configuration that `npm run test:serve` checks.
#
#   docker build -t postgres-ai-site --build-arg SITE_URL=https://postgres.ai .
#   docker run --rm -p 8080:8080 postgres-ai-site
#
# Build arguments are the build's environment variables (README, "Environment
# variables"); empty ones keep the defaults. SITE_URL becomes URL.

FROM node:20-bookworm-slim AS build
WORKDIR /site
ARG SITE_URL=
ARG BASE_URL=
ARG NO_INDEX=
ARG SIGN_IN_URL=
ARG API_URL_PREFIX=
ARG BOT_WS_URL=
ARG CONSULTING_WEBHOOK=
ARG STATUS_PAGE_URL=
ARG STATUS_EMBED_URL=
ARG GITHUB_REPO=
ARG GTM_ID=
ARG META_PIXEL_ID=
ARG ALGOLIA_APP_ID=
ARG ALGOLIA_API_KEY=
ARG ALGOLIA_INDEX_NAME=
ARG TYPESENSE_HOST=
ARG TYPESENSE_SEARCH_API_KEY=
ARG TYPESENSE_COLLECTION_NAME=
ARG TYPESENSE_PROTOCOL=
ARG TYPESENSE_PORT=
ARG TYPESENSE_PATH=
COPY package.json package-lock.json ./
COPY patches ./patches
COPY scripts/apply-patches.mjs scripts/patch-docsearch.mjs ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The build also writes deploy/nginx/ for these settings (CSP hashes, connect-src,
# base URL); precompress writes the gzip and brotli copies nginx serves as they are.
RUN URL="$SITE_URL" npm run build && npm run precompress

FROM debian:12-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
  && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin site \
  && mkdir -p /tmp/nginx \
  && chown site /tmp/nginx
ARG BASE_URL=/
COPY --from=build /site/deploy/nginx/ /etc/site-nginx/
COPY --from=build /site/build/ /srv/www${BASE_URL}
USER site
RUN nginx -t -q -c /etc/site-nginx/nginx.conf -e stderr
EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl --fail --silent --output /dev/null http://127.0.0.1:8080/ || exit 1
CMD ["nginx", "-c", "/etc/site-nginx/nginx.conf", "-e", "stderr"]
