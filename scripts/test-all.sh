#!/usr/bin/env bash
# `npm test`: every check (type-check, lint and build side by side, then unit and integration tests,
# then browser tests), each step's time printed as it ends; stops at the first failed step.
set -euo pipefail

# shellcheck source=cpu-share.sh
source "$(dirname "$0")/cpu-share.sh"

TIMES=""
step() {
  local name="$1"
  shift
  local started cpu busy
  started=$(date +%s)
  cpu="$(cpu_times)"
  printf '\n---- npm test: %s ----\n' "$name"
  "$@"
  local took=$(($(date +%s) - started))
  busy=$(cpu_busy_since "$cpu")
  printf -- '---- %s took %ss (CPU %s%% busy) ----\n' "$name" "$took" "$busy"
  TIMES+="$(printf '%6ss  %3s%% CPU  %s' "$took" "$busy" "$name")"$'\n'
}

# Runs the npm scripts at once, each into its own log, and prints the logs in order; fails if any failed.
# Type-check, lint and build each keep about one core busy and read only the sources, so on the 2-core
# CI machine the three together take little longer than the type-check alone.
side_by_side() {
  local script logs=() pids=() failed=0 index
  for script in "$@"; do
    logs+=("$(mktemp)")
    npm run "$script" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed=1
    cat "${logs[$index]}"
    rm -f "${logs[$index]}"
  done
  return "$failed"
}

step "type-check, lint and build" side_by_side typecheck lint build
step "unit and integration tests" npm run test:unit
step "browser tests" npm run test:e2e
printf '\nnpm test steps:\n%s' "$TIMES"
