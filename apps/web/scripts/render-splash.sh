#!/usr/bin/env bash
# Renders the splash video shown at locations whose showSplashAds is NEFT (public/media/splash.{webm,mp4}).
# Our own artwork, drawn by ffmpeg: the logo's amber squares and the product's line. 4 s, 480×854, no sound.
# Needs ffmpeg with libvpx-vp9, libx264 and drawtext (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")/../public/media"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf

# Squares slide in one by one (0.15 s apart), then the name, then the line; everything fades out at the end.
square() { # x y appear-at
  echo "drawbox=x=$1:y='if(lt(t,$3),-200,$2+max(0,(1-(t-$3)/0.3))*60)':w=72:h=72:color=0xfbbf24@1:t=fill"
}
filters=(
  "$(square 156 250 0.2)"
  "$(square 252 250 0.35)"
  "$(square 156 346 0.5)"
  "drawbox=x=260:y=354:w=26:h=26:color=0xfbbf24:t=fill:enable='gte(t,0.65)'"
  "drawbox=x=296:y=390:w=26:h=26:color=0xfbbf24:t=fill:enable='gte(t,0.75)'"
  "drawtext=fontfile=$font:text='Queueless':fontsize=64:fontcolor=0xf4f4f5:x=(w-text_w)/2:y=500:alpha='min(1,max(0,(t-0.9)/0.4))'"
  "drawtext=fontfile=$regular:text='Skip the line.':fontsize=34:fontcolor=0xfbbf24:x=(w-text_w)/2:y=600:alpha='min(1,max(0,(t-1.5)/0.4))'"
  "drawtext=fontfile=$regular:text='Order · Pay · Show your QR':fontsize=26:fontcolor=0xa1a1aa:x=(w-text_w)/2:y=652:alpha='min(1,max(0,(t-2.0)/0.4))'"
  "fade=t=out:st=3.5:d=0.5"
)
chain=$(IFS=,; echo "${filters[*]}")
source=(-f lavfi -i "color=c=0x0b0b0f:s=480x854:d=4:r=24")

ffmpeg -y -loglevel error "${source[@]}" -vf "$chain" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -pix_fmt yuv420p -an splash.webm
ffmpeg -y -loglevel error "${source[@]}" -vf "$chain" -c:v libx264 -profile:v main -crf 30 -preset slow \
  -pix_fmt yuv420p -movflags +faststart -an splash.mp4
# The poster: the last full frame before the fade, shown while the video loads.
ffmpeg -y -loglevel error -i splash.mp4 -ss 3.2 -frames:v 1 -q:v 6 splash-poster.jpg
ls -l splash.webm splash.mp4 splash-poster.jpg
