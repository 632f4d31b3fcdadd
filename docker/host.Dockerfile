# syntax=docker/dockerfile:1
# A host of the account area under /dpl/av — the shell (APP=shell) or the creators hub
# (APP=creators-hub) — on Debian's nginx, unprivileged on 8080. The build is baked in; the
# environment's runtime-config.json and remotes.json are mounted at /config (docker/config/<env>)
# and the security headers are derived from them when the container starts
# (docker/render/main.ts), so a registry change needs a restart, never a rebuild.
#   docker build -f docker/host.Dockerfile --build-arg APP=shell -t account-shell .
ARG APP=shell

FROM node:24.21-bookworm-slim AS build
ARG APP
WORKDIR /workspace
RUN npm install --global pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
  && BASE_PATH=/dpl/av pnpm turbo run build --filter="@account/${APP}"

# Node 24 runs the renderer's TypeScript by type stripping; nginx is Debian's, as CI tests it.
FROM node:24.21-bookworm-slim
ARG APP
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /srv/site \
  && chown node:node /srv/site
COPY docker/nginx /opt/account/docker/nginx
COPY docker/render /opt/account/docker/render
COPY packages/security-headers/src/index.ts /opt/account/packages/security-headers/src/index.ts
COPY packages/contracts/src/shared/shop.ts /opt/account/packages/contracts/src/shared/shop.ts
COPY packages/federation/src/host/deployment-files.ts /opt/account/packages/federation/src/host/deployment-files.ts
COPY --from=build --chown=node:node /workspace/apps/${APP}/dist-dpl-av /srv/site/www/dpl/av
ENV CONFIG_DIR=/config \
  BASE_PATH=/dpl/av \
  LISTEN_PORT=8080 \
  API_UPSTREAMS=api:3001
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/dpl/av/runtime-config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Renders the site, runs nginx, and renders again and reloads it when the mounted registry or
# settings change (a release, a canary rolled back), without a restart.
CMD ["node", "/opt/account/docker/render/serve-host.ts", "/srv/site"]
