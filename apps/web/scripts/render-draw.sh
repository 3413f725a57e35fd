#!/usr/bin/env bash
# Renders the prize drawing's animation (public/media/draw.{webm,mp4}): our own artwork drawn by ffmpeg.
# Amber tiles flash round a ring like a prize wheel slowing down, then "Good luck!". 3 s, 360×360, no sound.
# Needs ffmpeg with libvpx-vp9, libx264 and drawtext (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../public/media"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# Eight tiles on a ring; the lit one steps round, slower and slower (position = 24·√t steps).
filters=()
for i in 0 1 2 3 4 5 6 7; do
  x=$(python3 -c "import math; print(round(180+120*math.cos($i*math.pi/4)-28))")
  y=$(python3 -c "import math; print(round(170+120*math.sin($i*math.pi/4)-28))")
  filters+=("drawbox=x=$x:y=$y:w=56:h=56:color=0x3f3f46:t=fill")
  filters+=("drawbox=x=$x:y=$y:w=56:h=56:color=0xfbbf24:t=fill:enable='eq(mod(floor(24*sqrt(t)),8),$i)'")
done
filters+=("drawtext=fontfile=$font:text='Drawing...':fontsize=30:fontcolor=0xf4f4f5:x=(w-text_w)/2:y=155:enable='lt(t,2.2)'")
filters+=("drawtext=fontfile=$font:text='Good luck!':fontsize=34:fontcolor=0xfbbf24:x=(w-text_w)/2:y=152:alpha='min(1,max(0,(t-2.2)/0.3))'")
chain=$(IFS=,; echo "${filters[*]}")
source=(-f lavfi -i "color=c=0x0b0b0f:s=360x360:d=3:r=24")

ffmpeg -y -loglevel error "${source[@]}" -vf "$chain" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -pix_fmt yuv420p -an draw.webm
ffmpeg -y -loglevel error "${source[@]}" -vf "$chain" -c:v libx264 -profile:v main -crf 30 -preset slow \
  -pix_fmt yuv420p -movflags +faststart -an draw.mp4
ls -l draw.webm draw.mp4
