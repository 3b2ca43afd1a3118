# PRD Studio: one image for the API, the worker and the migration step (docs/deploy.md).
# Build: docker build -t prd-studio .   Run: see compose.yaml.

# Build stage: every dependency (build tools included), then the production builds.
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/documents/package.json packages/documents/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies, the two builds, ffmpeg (video uploads), a non-root user.
FROM node:22-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/documents/package.json packages/documents/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The API bundle (server.js, worker.js, the parser and writer workers, migrations) and the web app,
# where config.ts looks for them (apps/web/dist beside apps/api/dist).
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds temp files of uploads and extraction only when the store is S3 and the
# database PostgreSQL; the node user (uid 1000) owns it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/server.js"]
