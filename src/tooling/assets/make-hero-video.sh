#!/usr/bin/env bash
# The hero's looping background: a dark floor grid in the accent green drifting toward the viewer.
# Needs ffmpeg (Debian: apt-get install ffmpeg). Writes src/public/media/hero.{webm,mp4} and
# hero-poster.webp (the first frame). The grid moves exactly one coarse cell (160 px) per loop, so
# the last frame runs into the first without a seam.
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=src/public/media
mkdir -p "$out"
seconds=6
fps=24
bg=0x1f242d
accent=0x7cf03d

ffmpeg -v error -y -f lavfi -i "color=c=$bg:s=1280x900:r=$fps:d=$seconds" -vf "\
drawgrid=x=20:w=40:h=40:t=1:c=$accent@0.07,\
drawgrid=x=80:w=160:h=160:t=2:c=$accent@0.18,\
crop=1280:720:x=0:y='160-mod(t*160/$seconds\,160)',\
drawbox=x=0:y=0:w=1280:h=6:c=$bg:t=fill,\
drawbox=x=0:y=0:w=6:h=720:c=$bg:t=fill,\
drawbox=x=1274:y=0:w=6:h=720:c=$bg:t=fill,\
perspective=x0=200:y0=0:x1=1080:y1=0:x2=-400:y2=720:x3=1680:y3=720:sense=destination,\
gblur=sigma=0.5,vignette=angle=PI/4.5,format=yuv420p" \
  -t "$seconds" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/hero.webm"
# (The drawboxes keep the frame's edges background-coloured, so perspective has no line to smear.)

ffmpeg -v error -y -i "$out/hero.webm" -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p \
  -movflags +faststart -an "$out/hero.mp4"
# The poster (the first frame) is WebP, which every browser that plays the video reads.
ffmpeg -v error -y -i "$out/hero.webm" -frames:v 1 -c:v libwebp -quality 60 "$out/hero-poster.webp"
ls -l "$out"/hero*
