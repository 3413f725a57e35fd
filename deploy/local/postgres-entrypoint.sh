#!/bin/sh
# A stand-in for the official postgres image's entrypoint: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB on first start.
set -e
PGDATA=/var/lib/postgresql/data
BIN=/usr/lib/postgresql/15/bin
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw
  su postgres -s /bin/sh -c "$BIN/initdb -D $PGDATA -U $POSTGRES_USER --pwfile=/tmp/pw --auth-host=scram-sha-256 --auth-local=trust" >/dev/null
  rm /tmp/pw
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA -o \"-c listen_addresses=''\" -w start" >/dev/null
  su postgres -s /bin/sh -c "$BIN/psql -h /run/postgresql -p 5432 -U $POSTGRES_USER -d postgres -qc 'create database $POSTGRES_DB'"
  su postgres -s /bin/sh -c "$BIN/pg_ctl -D $PGDATA -m fast -w stop" >/dev/null
fi
exec su postgres -s /bin/sh -c "exec $BIN/postgres -D $PGDATA -c listen_addresses='*'"
