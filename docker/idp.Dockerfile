# syntax=docker/dockerfile:1
# The identity-provider stand-in (apps/idp) for Apple, Google and Facebook, for local and
# development use only: it refuses to start with APP_ENV=production.
#   docker build -f docker/idp.Dockerfile -t account-idp .
FROM node:24.21-bookworm-slim AS build
WORKDIR /workspace
RUN npm install --global pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter "@account/idp..."

FROM node:24.21-bookworm-slim
ENV NODE_ENV=production \
  IDP_HOST=0.0.0.0 \
  IDP_PORT=3020
COPY --from=build /workspace /workspace
WORKDIR /workspace/apps/idp
USER node
EXPOSE 3020
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3020/.well-known/openid-configuration').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
