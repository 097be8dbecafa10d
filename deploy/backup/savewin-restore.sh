#!/usr/bin/env bash
# Restores a dump of savewin-backup.sh into an empty database (create it first: createdb, or
# CREATE DATABASE), all or nothing: one transaction, stopping at the first error. Then point
# `npm run migrate` (it applies what a newer release added) and the gateways at it.
#   savewin-restore.sh <dump-file> <empty-database-url>
set -euo pipefail
dump=${1:?usage: savewin-restore.sh <dump-file> <empty-database-url>}
url=${2:?usage: savewin-restore.sh <dump-file> <empty-database-url>}
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname "$url" "$dump"
echo "restored $dump"
