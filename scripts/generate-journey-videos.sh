#!/usr/bin/env bash
# Renders the journey's short intro clips (a title card per step) into
# apps/web/public/media/videos/journey/ with Debian's ffmpeg
# (apt-get install -y ffmpeg). The clips are committed: CI does not need ffmpeg.
# Run: bash scripts/generate-journey-videos.sh [clip-name]   (no name: every clip)
set -euo pipefail
out="$(dirname "$0")/../apps/web/public/media/videos/journey"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# file | background | step line | title | subtitle
clips=(
  "step-1|0x1f3a68|STEP 1|Where you are now|Score 70 statements across 7 areas of life"
  "step-2-goals|0x2e9e4f|STEP 2|Where you want to go|Set 3 goals in every area"
  "step-2-top-seven|0x2e9e4f|STEP 2|Your top 7|Pick the 7 goals that matter most"
  "step-2-one-goal|0x2e9e4f|STEP 2|Your One goal|The one goal that moves everything"
  "step-3-actions|0xf15a29|STEP 3|How you get there|Three small daily actions, every day"
  "level-2|0x7b3f98|LEVEL 2|Review. Revise. Reaffirm.|Measure again and sharpen your goals"
  "mid-year-review|0x2a5ea9|MID-YEAR REVIEW|Six months in|Measure your life again and see your progress"
)
only="${1:-}"


for clip in "${clips[@]}"; do
  IFS='|' read -r file bg step title subtitle <<<"$clip"
  [[ -n "$only" && "$file" != "$only" ]] && continue
  ffmpeg -y -loglevel error -f lavfi -i "color=c=${bg}:s=640x360:d=5:r=24" \
    -vf "drawbox=x=0:y=ih-8:w=iw*t/5:h=8:color=white@0.8:t=fill,\
drawtext=fontfile=${font}:text='${step}':fontcolor=white@0.75:fontsize=22:x=(w-text_w)/2:y=110:alpha='min(1,t)',\
drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=150:alpha='min(1,t/1.2)',\
drawtext=fontfile=${font}:text='${subtitle}':fontcolor=white@0.85:fontsize=20:x=(w-text_w)/2:y=215:alpha='min(1,max(0,t-1))'" \
    -c:v libvpx -b:v 120k -an "$out/${file}.webm"
  echo "wrote $out/${file}.webm"
done

# A poster (the title card at 2.5 s) for each clip, shown before playback.
for clip in "${clips[@]}"; do
  file="${clip%%|*}"
  [[ -n "$only" && "$file" != "$only" ]] && continue
  ffmpeg -y -loglevel error -ss 2.5 -i "$out/${file}.webm" -frames:v 1 -q:v 5 "$out/${file}.jpg"
done
