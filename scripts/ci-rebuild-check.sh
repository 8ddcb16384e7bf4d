#!/usr/bin/env bash
# CI: on a fresh PostgreSQL database, migrate and seed the demo account (npm run db:seed, through
# the same commands as the API), then check that a rebuild of the read model and the fee ledger
# from the event log equals the live one (npm run db:rebuild-projections -- --check; exit 1 on a
# difference). The database is dropped afterwards. Usage: scripts/ci-rebuild-check.sh [server-url]
set -euo pipefail
cd "$(dirname "$0")/.."
SERVER="${1:-postgresql://postgres@127.0.0.1:5432/postgres}"
NAME="zeglog_rebuild_check_$$"
URL="${SERVER%/*}/$NAME"
psql "$SERVER" -qAtc "CREATE DATABASE \"$NAME\""
DATA="$(mktemp -d)"
trap 'rm -rf "$DATA"; psql "$SERVER" -qAtc "DROP DATABASE IF EXISTS \"$NAME\" WITH (FORCE)" || true' EXIT
DATA_DIR="$DATA" DATABASE_URL="$URL" npm run --silent db:seed
DATABASE_URL="$URL" npm run --silent db:rebuild-projections -- --check
