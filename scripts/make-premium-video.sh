#!/usr/bin/env bash
# Makes the sample premium video for the local demo mode
# (premium/video/how-to-answer-cble.webm): four title slides with spoken
# narration, and its captions (how-to-answer-cble.vtt, one cue per sentence,
# timed by sentence length within each part), from Debian's ffmpeg, espeak-ng
# and DejaVu fonts:
#   apt-get install ffmpeg espeak-ng fonts-dejavu-core
# The output is committed; run this again only to change the video. The
# real premium video is uploaded to Firebase Storage by npm run premium:publish.
set -euo pipefail
cd "$(dirname "$0")/.."
out=premium/video/how-to-answer-cble.webm
captions=premium/video/how-to-answer-cble.vtt
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# Planted so a test can prove the video never reaches the public build.
canary='PREMIUM-CANARY-VIDEO-5c2e91'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

titles=(
  "1. Read the stem first"
  "2. Strike out choices in order"
  "3. Pace the computations"
  "4. Three passes through the clock"
)
lines=(
  "Who acts, what starts the clock, and the small words: not, except, below."
  "Wrong office first, then the wrong figure, then the swapped condition."
  "Write the chain, check each fee bracket, round only where the rule says."
  "Answer what you know, return to flagged items, leave nothing blank."
)
narration=(
  "Part one. Before you look at the choices, find who acts, what starts the period, and the small words that flip the answer, such as not, except, and below."
  "Part two. Strike out choices in a fixed order. First the ones that name the wrong office, then the ones with a figure from the wrong rule, and last the one that quietly swaps a condition."
  "Part three. In a landed cost problem, write the whole chain before you compute. Check the bracket of each fee, and round only where the convention tells you to."
  "Part four. Make three passes. Answer the items you know, come back to the ones you flagged, and make sure nothing is left blank. This is a short sample of the premium lesson."
)

list="$work/list.txt"
: > "$list"
for i in "${!titles[@]}"; do
  espeak-ng -v en-us -s 150 -w "$work/voice$i.wav" "${narration[$i]}"
  printf '%s' "${titles[$i]}" > "$work/title$i.txt"
  printf '%s' "${lines[$i]}" > "$work/line$i.txt"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=0x1b4d89:s=640x360:r=12" -i "$work/voice$i.wav" \
    -vf "drawtext=fontfile=$bold:textfile=$work/title$i.txt:fontcolor=white:fontsize=30:x=(w-tw)/2:y=120,\
drawtext=fontfile=$font:textfile=$work/line$i.txt:fontcolor=0xf2f2f2:fontsize=17:x=(w-tw)/2:y=190,\
drawtext=fontfile=$font:text='PH Customs Scholar - premium sample':fontcolor=0xc8d8f0:fontsize=14:x=(w-tw)/2:y=h-40" \
    -shortest -c:v libvpx-vp9 -b:v 60k -c:a libopus -b:a 24k -ac 1 "$work/part$i.webm"
  echo "file '$work/part$i.webm'" >> "$list"
done
# Captions: each part's narration split into sentences over the part's length.
for i in "${!titles[@]}"; do
  ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/part$i.webm"
done > "$work/durations.txt"
printf '%s\n' "${narration[@]}" > "$work/narration.txt"
node -e '
const fs = require("fs");
const [durations, narration] = [process.argv[1], process.argv[2]].map((f) => fs.readFileSync(f, "utf8").trim().split("\n"));
const stamp = (s) => new Date(Math.round(s * 1000)).toISOString().slice(11, 23);
let t = 0, out = `WEBVTT\n\nNOTE ${process.argv[4]}\n`;
durations.forEach((d, i) => {
  const sentences = narration[i].match(/[^.]+[.]/g) ?? [narration[i]];
  const chars = sentences.reduce((n, s) => n + s.length, 0);
  let start = t;
  for (const s of sentences) {
    const end = start + (Number(d) * s.length) / chars;
    out += `\n${stamp(start)} --> ${stamp(end)}\n${s.trim()}\n`;
    start = end;
  }
  t += Number(d);
});
fs.writeFileSync(process.argv[3], out);
' "$work/durations.txt" "$work/narration.txt" "$captions" "$canary"

ffmpeg -loglevel error -y -f concat -safe 0 -i "$list" -c copy \
  -metadata title='How to answer the CBLE (sample)' -metadata comment="$canary" "$out"
ls -l "$out" "$captions"
