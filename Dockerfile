# spool organisation server (`spool serve`, issue #15): PostgreSQL is the system of record, this image keeps
# only working copies (rebuildable from PostgreSQL) in /var/lib/spool. See README "Operating the server".
#
#   docker build -t spool-server .
#   docker run -e SPOOL_DATABASE_URL=postgres://… -p 127.0.0.1:8787:8787 -v spool-data:/var/lib/spool spool-server
#   docker run --rm -e SPOOL_DATABASE_URL=… spool-server admin create-org acme      # the admin commands

# ---- build: compile TypeScript, then install the production dependencies on their own ----
FROM node:20-bookworm-slim AS build
# Toolchain for native modules (better-sqlite3) in case no prebuilt binary matches this Node.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
# --ignore-scripts: the root `prepare` script would build before the sources are copied; the build below
# needs no native module (tsc and esbuild's prebuilt binary).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build
# Production dependencies only, in a separate directory copied into the runtime image; native modules get
# their install scripts run here (prebuilt binary, or compiled with the toolchain above).
WORKDIR /prod
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 \
 && npm cache clean --force

# ---- runtime: production dependencies, the compiled code, a non-root user ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SPOOL_HOST=0.0.0.0 \
    SPOOL_PORT=8787 \
    SPOOL_DATA_DIR=/var/lib/spool
WORKDIR /app
COPY --from=build /prod/node_modules ./node_modules
COPY --from=build /src/dist ./dist
COPY package.json ./
# The image's `node` user (uid 1000) runs the server; only the data directory is writable by it.
RUN mkdir -p /var/lib/spool && chown node:node /var/lib/spool
USER node
VOLUME ["/var/lib/spool"]
EXPOSE 8787
# /healthz answers while the process is up (/readyz also checks PostgreSQL: use that for a load balancer).
# No curl in the slim image: Node's fetch does the probe.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.SPOOL_PORT||8787}/healthz`).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (in-flight writes finish, new ones get a retryable 503).
STOPSIGNAL SIGTERM
ENTRYPOINT ["node", "/app/dist/cli/bin.js", "serve"]
CMD []
