# Sourced by tools/test: starts a real PostgreSQL and a real Redis for the cluster tests, each in
# a temporary folder and listening only on a unix socket, and stops both when the tests end
# (also when they fail). The tests find them through SPEED_TEST_POSTGRES and SPEED_TEST_REDIS;
# where the servers are missing, those stay unset and the cluster tests say why they skip (and
# fail where CI=true).
services_dir="$(mktemp -d "${TMPDIR:-/tmp}/speed-services.XXXXXX")"
chmod 755 "$services_dir"
stop_services() {
    if [ -n "${pg_ctl:-}" ] && [ -f "$services_dir/pg/postmaster.pid" ]; then
        $as_postgres "$pg_ctl" -D "$services_dir/pg" -m immediate stop >/dev/null 2>&1 || true
    fi
    if [ -f "$services_dir/redis.pid" ]; then
        kill "$(cat "$services_dir/redis.pid")" 2>/dev/null || true
    fi
    rm -rf "$services_dir"
}
trap stop_services EXIT

# PostgreSQL: Debian keeps its programs beside the version; initdb refuses to run as root, so
# root runs it as the postgres user that Debian's package creates.
pg_bin=""
for candidate in "$(dirname "$(command -v initdb 2>/dev/null || echo /none/initdb)")" \
        /usr/lib/postgresql/*/bin; do
    if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
        pg_bin="$candidate"
        break
    fi
done
as_postgres=""
if [ "$(id -u)" = "0" ]; then
    if id postgres >/dev/null 2>&1; then
        as_postgres="runuser -u postgres --"
        chown postgres "$services_dir"
    else
        pg_bin=""
    fi
fi
if [ -n "$pg_bin" ]; then
    pg_ctl="$pg_bin/pg_ctl"
    if $as_postgres "$pg_bin/initdb" -D "$services_dir/pg" -U postgres --auth=trust \
                -E UTF8 --no-sync >"$services_dir/initdb.log" 2>&1 \
            && $as_postgres "$pg_ctl" -D "$services_dir/pg" -w -l "$services_dir/pg.log" \
                -o "-c listen_addresses='' -c unix_socket_directories='$services_dir' -c fsync=off -c max_connections=200" \
                start >/dev/null 2>&1; then
        export SPEED_TEST_POSTGRES="postgresql+asyncpg://postgres@/postgres?host=$services_dir"
    else
        echo "PostgreSQL could not be started (see the log below); the cluster tests skip." >&2
        tail -5 "$services_dir/initdb.log" "$services_dir/pg.log" >&2 2>/dev/null || true
    fi
else
    echo "PostgreSQL's server programs were not found; the cluster tests skip." >&2
fi

# Redis: on a unix socket only, nothing kept on disk.
if command -v redis-server >/dev/null 2>&1; then
    if redis-server --port 0 --unixsocket "$services_dir/redis.sock" --unixsocketperm 700 \
            --daemonize yes --pidfile "$services_dir/redis.pid" --save "" --appendonly no \
            --dir "$services_dir" --logfile "$services_dir/redis.log" >/dev/null 2>&1; then
        for _ in $(seq 50); do
            [ -S "$services_dir/redis.sock" ] && break
            sleep 0.1
        done
        export SPEED_TEST_REDIS="unix://$services_dir/redis.sock"
    else
        echo "Redis could not be started; the cluster tests skip." >&2
    fi
else
    echo "redis-server was not found; the cluster tests skip." >&2
fi
