# syntax=docker/dockerfile:1
# The account services (apps/api): Node 24, unprivileged, compiled JavaScript (apps/api/dist,
# scripts/build.mjs), migrations on start (src/server.ts), healthy when /api/ready finds the
# database. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t account-api .
FROM node:24.21-bookworm-slim AS build
WORKDIR /workspace
# better-sqlite3 compiles when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install --global pnpm@10.34.8
COPY . .
# Everything to compile (esbuild), then only what the compiled API needs: the production
# dependencies (the workspace packages are bundled into dist/).
RUN pnpm install --frozen-lockfile --filter "@account/api..." \
  && pnpm --filter @account/api run build \
  && pnpm install --frozen-lockfile --prod --filter "@account/api..."

FROM node:24.21-bookworm-slim
# Prometheus scrapes METRICS_PORT (docs/decisions/060): on the container's network only, never
# through the shop's proxy.
ENV NODE_ENV=production \
  API_HOST=0.0.0.0 \
  API_PORT=3001 \
  METRICS_PORT=9464
# Owned by root, run as node: the process cannot change its own code.
COPY --from=build /workspace/node_modules /workspace/node_modules
COPY --from=build /workspace/apps/api/package.json /workspace/apps/api/package.json
COPY --from=build /workspace/apps/api/node_modules /workspace/apps/api/node_modules
COPY --from=build /workspace/apps/api/dist /workspace/apps/api/dist
WORKDIR /workspace/apps/api
USER node
EXPOSE 3001 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3001/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Stack traces name the TypeScript sources (dist/*.js.map). A release's migration step runs this
# image with `node dist/migrate.js`; instances started after it set MIGRATE_AT_START=false.
CMD ["node", "--enable-source-maps", "dist/server.js"]
