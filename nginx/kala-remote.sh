#!/usr/bin/env bash
# Deploy, swap and roll back one remote without rebuilding anything else.
#   kala-remote.sh publish <remote> <version> <dist-dir>   copy a build into remotes/<remote>/<version>/
#   kala-remote.sh activate <remote> <version>             make it live: remotes.json, the map, test, reload
#   kala-remote.sh live <remote>                           print the live version
#   kala-remote.sh versions <remote>                       list the deployed versions
#   kala-remote.sh map                                     write nginx's map from remotes.json (no reload)
# KALA_ROOT/remotes.json is the one list of live remotes and versions: the shell and the server read it, and
# nginx's map (kala-remotes.conf beside kala.conf) is written from it.
# Environment: KALA_ROOT (default /srv/kala), KALA_CONF (default /etc/kala/kala.conf),
#              KALA_NGINX (default "nginx"; add -c/-p flags here when nginx runs with a custom config).
set -euo pipefail
root=${KALA_ROOT:-/srv/kala}
conf=${KALA_CONF:-/etc/kala/kala.conf}
nginx_cmd=${KALA_NGINX:-nginx}
manifest=$root/remotes.json
map_file=$(dirname "$conf")/kala-remotes.conf

usage() { sed -n '2,9p' "$0"; exit 2; }
valid() { [[ $1 =~ ^[a-z0-9][a-z0-9.-]*$ ]] || { echo "invalid name: $1" >&2; exit 2; }; }

# node reads and writes the JSON (a Kala host has it). Entries: {"name","entry":"/remotes/<folder>/remoteEntry.js","version","routes"}.
json() { node -e "$1" "$manifest" "${@:2}"; }
live_of() { json 'const [f, r] = process.argv.slice(1); const e = JSON.parse(require("fs").readFileSync(f, "utf8")).remotes.find((x) => x.entry === `/remotes/${r}/remoteEntry.js`); console.log(e?.version ?? "")' "$1"; }
write_map() {
  json 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const lines = m.remotes.map((e) => [/^\/remotes\/([a-z0-9-]+)\/remoteEntry\.js$/.exec(e.entry)?.[1], e.version]).filter(([f, v]) => f && /^[a-z0-9][a-z0-9.-]*$/.test(v ?? ""));
    console.log(["# Written by kala-remote.sh from remotes.json: do not edit.", "map $remote_app $remote_live_version {", "    default \"\";", ...lines.map(([f, v]) => `    ${f} ${v};`), "}"].join("\n"))' >"$map_file.new"
  mv "$map_file.new" "$map_file"
}

cmd=${1:-}; remote=${2:-}
if [ "$cmd" = map ]; then write_map; echo "wrote $map_file"; exit 0; fi
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
    was=$(live_of "$remote")
    [ -n "$was" ] || { echo "$remote is not in $manifest" >&2; exit 1; }
    cp "$manifest" "$manifest.bak"
    [ -f "$map_file" ] && cp "$map_file" "$map_file.bak"
    # The version's routes (routes.json: the pages it renders, issue 22 §3) go into the list with it, so a
    # shell that fetches /remotes.json knows the new pages too; the first data beside them is the server's.
    json 'const fs = require("fs"); const [f, r, v, dir] = process.argv.slice(1); const m = JSON.parse(fs.readFileSync(f, "utf8"));
      const published = fs.existsSync(`${dir}/routes.json`) ? JSON.parse(fs.readFileSync(`${dir}/routes.json`, "utf8")).routes : undefined;
      for (const e of m.remotes) if (e.entry === `/remotes/${r}/remoteEntry.js`) Object.assign(e, { version: v, routes: published });
      fs.writeFileSync(`${f}.new`, JSON.stringify(m, null, 1) + "\n"); fs.renameSync(`${f}.new`, f)' "$remote" "$version" "$root/remotes/$remote/$version"
    write_map
    if ! $nginx_cmd -t >/dev/null 2>&1; then
      mv "$manifest.bak" "$manifest"; [ -f "$map_file.bak" ] && mv "$map_file.bak" "$map_file"
      echo "nginx -t failed; kept the old version" >&2; exit 1
    fi
    $nginx_cmd -s reload
    echo "$remote is now $version (was $was)"
    ;;
  live) live_of "$remote" ;;
  versions) ls -1 "$root/remotes/$remote" ;;
  *) usage ;;
esac
