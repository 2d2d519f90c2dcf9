#!/usr/bin/env bash
# Renders the e-learning Watch clips (a title card per module, and the course assessment intro) into
# apps/web/public/media/elearning/videos/<key>.webm with their WebVTT captions <key>.vtt, from
# content/elearning/*.yaml, with Debian's ffmpeg (apt-get install -y ffmpeg). The clips are committed:
# CI does not need ffmpeg. The card layout and the captions come from scripts/elearning-title-cards.mjs.
# Run: bash scripts/generate-elearning-videos.sh [module-key]   (no key: every clip)
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

node scripts/elearning-title-cards.mjs "$work" "${1:-}" >"$work/cards.tsv"

while IFS=$'\t' read -r key seconds bg file vf; do
  # VP8 with a bitrate cap that keeps every clip near 70 KB whatever its length (budget 540 kbit).
  ffmpeg -y -loglevel error -nostdin -f lavfi -i "color=c=${bg}:s=640x360:d=${seconds}:r=15" -vf "$vf" \
    -c:v libvpx -deadline good -cpu-used 4 -crf 16 -b:v "$((540 / seconds))k" -g 150 -an "$file"
  echo "wrote $file ($(stat -c %s "$file") bytes)"
done <"$work/cards.tsv"
