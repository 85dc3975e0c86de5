#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the tests: listening on 127.0.0.1 only, with the roles
# Supabase provides (anon, authenticated, service_role, authenticator). Source it to get
# TEST_DATABASE_URL exported; `postgres_stop` stops the cluster. Installs Debian's postgresql when
# the machine has no server.
#   source .ci/postgres.sh && npm run test:unit
# Sourced, it leaves the caller's shell options alone and fails with a non-zero status.

PG_PORT="${PG_PORT:-54329}"
pg_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] && echo "$bin"
}

postgres_start() {
if [ -z "$(pg_bin)" ]; then
  echo "Installing Debian's postgresql"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq || return 1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
fi
PG_BIN="$(pg_bin)"

# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/test-postgres.XXXXXX")" || return 1
if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR" || return 1; fi
as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres -A trust --no-instructions >/dev/null ||
  return 1
as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off" start >/dev/null || return 1

"$PG_BIN/psql" -q -h 127.0.0.1 -p "$PG_PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 <<'SQL' ||
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
SQL
  return 1

export PG_BIN PG_DIR PG_PORT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT (TEST_DATABASE_URL)"
}

postgres_stop() {
  as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null || true
  rm -rf "$PG_DIR"
}
postgres_start
