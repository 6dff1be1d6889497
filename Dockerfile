# syntax=docker/dockerfile:1

# The Abacus Exam Platform API, serving the documentation site at /.
#   docker build -t abacus-exam-platform .
# docker-compose.prod.yml runs it with PostgreSQL; the documentation site's Installation with Docker page
# (/#/installation-with-docker) explains both compose files.

ARG NODE_IMAGE=node:20-bookworm-slim

# Just the package manifests: the dependency layers below then rebuild only when dependencies change,
# not on every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete \
 && find . -type d -empty -delete

# Every dependency, to build; docker-compose.dev.yml also runs the sources on this stage.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund

# Compiles every workspace, then gathers what the runtime needs in /out: each workspace's dist
# (the docs site's too, when there is one) and the SQL migrations the server applies at start.
FROM deps AS build
COPY . .
RUN npm run build \
 && mkdir /out \
 && cp -r --parents apps/api/src/db/migrations /out \
 && find apps packages -mindepth 2 -maxdepth 2 -type d -name dist -exec cp -r --parents {} /out \;

# The API's production dependencies only: the docs site ships as built files, without its packages.
FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --workspace @abacus/api --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-deps /app ./
COPY --from=build /out ./
# The embedded database's home when DATABASE_URL is unset; the code itself stays read-only to the server.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=1m30s --timeout=6s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.APPLICATION_PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
