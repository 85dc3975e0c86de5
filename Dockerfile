# syntax=docker/dockerfile:1
# The site in a container: the standalone server (.next/standalone), run by an unprivileged user
# and checked through /api/health/live: a database outage is a reason to take it out of the load
# balancer (/api/health/ready), not to restart it. Pages are prerendered at build time, so the content settings
# are build arguments; the lead store's settings are given when the container runs.
#   docker build --build-arg SITE_URL=https://example.com --build-arg SANITY_PROJECT_ID=abc -t site .
#   docker run -p 3000:3000 -e SUPABASE_URL=… -e SUPABASE_ANON_KEY=… site

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG SITE_URL
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET=production
ARG SANITY_API_VERSION
ARG NEXT_PUBLIC_GA_MEASUREMENT_ID
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# A private dataset's read token is a build secret, never a layer of the image:
#   docker build --secret id=sanity_read_token,env=SANITY_API_READ_TOKEN …
RUN --mount=type=secret,id=sanity_read_token \
  SANITY_API_READ_TOKEN="$(cat /run/secrets/sanity_read_token 2>/dev/null || true)" npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 site \
  && useradd --system --uid 1001 --gid site --no-create-home site \
  && mkdir /data && chown site:site /data
COPY --from=build --chown=site:site /app/.next/standalone ./
USER site
# For LEADS_STORE=embedded only: mount persistent storage here and set LEADS_DATA_DIR=/data/leads.
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
