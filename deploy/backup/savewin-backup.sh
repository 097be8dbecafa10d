#!/usr/bin/env bash
# A logical backup of the SAVE & WIN database: one consistent snapshot (pg_dump's), taken while
# the gateways serve, in pg_dump's custom format (compressed; pg_restore can list and restore it
# whole or in part). Prints the file it wrote. Run daily by savewin-backup.timer; copy the files
# off the host (README, "Backups and restore").
#   savewin-backup.sh <database-url> <folder> [days-to-keep]
set -euo pipefail
url=${1:?usage: savewin-backup.sh <database-url> <folder> [days-to-keep]}
folder=${2:?usage: savewin-backup.sh <database-url> <folder> [days-to-keep]}
keep=${3:-}
mkdir -p "$folder"
file="$folder/savewin-$(date -u +%Y%m%dT%H%M%S%NZ).dump"
# Written under another name first: a dump cut short never looks like a backup.
pg_dump --format=custom --no-owner --no-privileges --file "$file.partial" "$url"
# A file pg_restore cannot read is no backup: fail now, not on the day it is needed.
pg_restore --list "$file.partial" >/dev/null
mv "$file.partial" "$file"
if [ -n "$keep" ]; then
  find "$folder" -maxdepth 1 -name 'savewin-*.dump' -mtime "+$keep" -delete
fi
echo "$file"
