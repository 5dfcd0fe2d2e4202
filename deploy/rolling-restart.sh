#!/usr/bin/env bash
# Restarts every running kala@ process, one after the other: each stops gracefully (SIGTERM: drain, finish,
# close) while nginx sends the traffic to the others, and is ready again (/api/ready, the unit's
# ExecStartPost) before the next one stops. A deploy of a new server version ends with this.
set -euo pipefail
units=$(systemctl list-units --plain --no-legend --state=active 'kala@*.service' | awk '{print $1}')
[ -n "$units" ] || { echo "no kala@ process is running" >&2; exit 1; }
for unit in $units; do
  echo "restarting $unit"
  systemctl restart "$unit"
done
echo "restarted: $(echo $units | tr '\n' ' ')"
