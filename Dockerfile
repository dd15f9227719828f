# The storefront's server as a container image (docs/deploy.md, decision 0037).
#   docker build -t storefront .
#   docker run -p 3000:3000 -e API_BASE_URL=http://laravel:8000 -e PUBLIC_ORIGIN=https://shop.example.com.bd storefront
# Its steps are checked by `npm test` without a container engine: scripts/check-container-steps.mjs
# runs the final stage's commands on the build in a clean folder as a non-root user.

# 1. Build: every dependency, then the client and server builds.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --strict-allow-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only (what build/server/index.js imports at run time).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. The image: the build and production dependencies, run as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
COPY --chown=root:root package.json ./
USER node
EXPOSE 3000
# Liveness only (no API call): readiness (/readyz) is the orchestrator's or load balancer's to probe.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# API_BASE_URL and PUBLIC_ORIGIN come from the environment (the server refuses to start without them).
# node is PID 1's child of nothing: it handles SIGTERM itself (graceful shutdown, exit 0).
CMD ["node", "build/server/index.js"]
