#!/usr/bin/env bash
# Starts a throw-away PostgreSQL for the API tests and prints its URL on stdout:
#   export TEST_DATABASE_URL=$(apps/api/scripts/test-postgres.sh) && pnpm --filter @account/api test
# Idempotent: a server already answering on the port is reused. Data lives in a temp dir;
# nothing here is fit for anything but tests (trust auth, fsync off).
# Stop it with: pg_ctl -D "$PG_TEST_DIR/data" stop (as the user that started it).
set -euo pipefail

PORT="${PG_TEST_PORT:-55432}"
DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/account-api-pg}"
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found; install the postgresql package or set PG_BIN." >&2
  exit 1
fi

# PostgreSQL refuses to run as root: as root, run it as the system user "postgres"
# (created here if the package did not), otherwise as the calling user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  echo "$URL"
  exit 0
fi

mkdir -p "$DIR"
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  chown postgres "$DIR"
fi

if [ ! -f "$DIR/data/PG_VERSION" ]; then
  as_owner "$BIN/initdb" -D "$DIR/data" -A trust -U postgres --no-sync >&2
fi

as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >&2

echo "$URL"
