#!/usr/bin/env bash
# Deploy, swap and roll back one remote without rebuilding anything else.
#   kala-remote.sh publish <remote> <version> <dist-dir>   copy a build into remotes/<remote>/<version>/
#   kala-remote.sh activate <remote> <version>             make it live: edit the map line, test, reload
#   kala-remote.sh live <remote>                           print the live version
#   kala-remote.sh versions <remote>                       list the deployed versions
# Environment: KALA_ROOT (default /srv/kala), KALA_CONF (default /etc/kala/kala.conf),
#              KALA_NGINX (default "nginx"; add -c/-p flags here when nginx runs with a custom config).
set -euo pipefail
root=${KALA_ROOT:-/srv/kala}
conf=${KALA_CONF:-/etc/kala/kala.conf}
nginx_cmd=${KALA_NGINX:-nginx}

usage() { sed -n '2,8p' "$0"; exit 2; }
valid() { [[ $1 =~ ^[a-z0-9][a-z0-9.-]*$ ]] || { echo "invalid name: $1" >&2; exit 2; }; }

cmd=${1:-}; remote=${2:-}
[ -n "$cmd" ] && [ -n "$remote" ] || usage
valid "$remote"

case "$cmd" in
  publish)
    version=${3:?version}; dist=${4:?dist dir}; valid "$version"
    [ -f "$dist/remoteEntry.js" ] || { echo "$dist has no remoteEntry.js" >&2; exit 1; }
    mkdir -p "$root/remotes/$remote/$version"
    cp -R "$dist/." "$root/remotes/$remote/$version/"
    echo "published $remote $version"
    ;;
  activate)
    version=${3:?version}; valid "$version"
    [ -f "$root/remotes/$remote/$version/remoteEntry.js" ] || { echo "$remote $version is not published" >&2; exit 1; }
    grep -Eq "^\s+$remote\s+\S+;" "$conf" || { echo "$remote has no line in the map of $conf" >&2; exit 1; }
    cp "$conf" "$conf.bak"
    sed -i -E "s/^(\s+$remote\s+)\S+;/\1$version;/" "$conf"
    if ! $nginx_cmd -t >/dev/null 2>&1; then mv "$conf.bak" "$conf"; echo "nginx -t failed; kept the old version" >&2; exit 1; fi
    $nginx_cmd -s reload
    echo "$remote is now $version (was $(sed -nE "s/^\s+$remote\s+(\S+);/\1/p" "$conf.bak"))"
    ;;
  live) sed -nE "s/^\s+$remote\s+(\S+);/\1/p" "$conf" ;;
  versions) ls -1 "$root/remotes/$remote" ;;
  *) usage ;;
esac
