#!/usr/bin/env bash
# `npm test`: every check in order (type-check, lint, unit and integration tests, build, browser
# tests), each step's time printed as it ends; stops at the first failure.
set -euo pipefail

TIMES=""
step() {
  local name="$1"
  shift
  local started
  started=$(date +%s)
  printf '\n---- npm test: %s ----\n' "$name"
  "$@"
  local took=$(($(date +%s) - started))
  printf -- '---- %s took %ss ----\n' "$name" "$took"
  TIMES+="$(printf '%6ss  %s' "$took" "$name")"$'\n'
}

step "type-check" npm run typecheck
step "lint" npm run lint
step "unit and integration tests" npm run test:unit
step "build" npm run build
step "browser tests" npm run test:e2e
printf '\nnpm test steps:\n%s' "$TIMES"
