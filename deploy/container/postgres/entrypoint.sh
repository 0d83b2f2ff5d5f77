#!/bin/sh
# Creates the cluster on first start (user POSTGRES_USER with POSTGRES_PASSWORD, database POSTGRES_DB), then runs
# PostgreSQL in the foreground. Connections from the network need the password (scram-sha-256).
set -eu
: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
BIN=/usr/lib/postgresql/15/bin
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  "$BIN/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$pwfile" --auth-local=peer --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8
  rm -f "$pwfile"
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" | "$BIN/postgres" --single -D "$PGDATA" postgres >/dev/null
fi
exec "$BIN/postgres" -D "$PGDATA" -c listen_addresses='*' -c max_connections="${POSTGRES_MAX_CONNECTIONS:-200}"
