# syntax=docker/dockerfile:1
# One remote of the account area (REMOTE=login, orders, …) on its own origin: Debian's nginx,
# unprivileged on 8080, its build readable cross-origin by the hosts in ALLOWED_ORIGINS only.
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE=orders -t account-remote-orders .
ARG REMOTE=login

FROM node:24.21-bookworm-slim AS build
ARG REMOTE
WORKDIR /workspace
RUN npm install --global pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm turbo run build --filter="@account/remote-${REMOTE}"

FROM node:24.21-bookworm-slim
ARG REMOTE
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /srv/site \
  && chown node:node /srv/site
COPY docker/nginx /opt/account/docker/nginx
COPY docker/render /opt/account/docker/render
COPY packages/security-headers/src/index.ts /opt/account/packages/security-headers/src/index.ts
COPY --from=build --chown=node:node /workspace/remotes/${REMOTE}/dist /srv/site/www
ENV LISTEN_PORT=8080
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/mf-manifest.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "node /opt/account/docker/render/main.ts remote /srv/site && exec nginx -e stderr -p /srv/site -c conf/nginx.conf -g 'daemon off;'"]
