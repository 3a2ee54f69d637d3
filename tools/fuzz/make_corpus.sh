#!/usr/bin/env bash
# Regenerates the checked-in seed corpora of tools/fuzz/corpus/<target>/ from real transcripts:
# a short `mjref match` (builtin players, fixed seed) is logged and each target gets the part of
# it it reads. Needs a normal build (tools/build.sh). Usage: tools/fuzz/make_corpus.sh [OUT_DIR]
#   session   what one seat received in a whole game, line by line (its stdin)
#   protocol  one line of each kind, both directions
#   notation  card-code lines from the deals, human tile strings, melds, winds
#   settings  the mjdx3 preset, `mjbot --print-config`, override strings
#   validate  a 5-byte header (seed, half-moves, seat and question, claim mask) + a real answer
# Files are named by their SHA-1, as libFuzzer does; crash-* files (inputs that once crashed a
# target, see docs/fuzzing.md) are kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build}
out=${1:-$root/tools/fuzz/corpus}
mjref=$build/tools/mjref/mjref
mjbot=$build/bot/mjbot
[[ -x $mjref && -x $mjbot ]] || {
  echo "make_corpus: build first (tools/build.sh)" >&2
  exit 2
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$mjref" match --bot builtin:mjbot --bot builtin:mjdx3 --bot builtin:efficiency \
  --bot builtin:random --games 4 --seed 2024 --log-dir "$tmp/log" >/dev/null

# Writes stdin to DIR/<sha1 of the content>, as libFuzzer names its files.
put() {
  local dir=$1 data
  data=$(cat)
  mkdir -p "$dir"
  printf '%s' "$data" >"$dir/$(printf '%s' "$data" | sha1sum | cut -c1-40)"
}

# Inputs that once crashed a target (crash-*) stay: they are regression seeds.
for d in session protocol notation settings validate; do
  if [[ -d $out/$d ]]; then find "$out/$d" -type f ! -name 'crash-*' -delete; fi
done
logs=("$tmp"/log/game-*.log)

# session: each seat's stdin for the first three games (12 files of a few KB).
for log in "${logs[@]:0:3}"; do
  for p in 1 2 3 4; do
    awk -v p="$p" '/^>[1-4]+ / { if (index(substr($1, 2), p)) { sub(/^>[1-4]+ /, ""); print } }' \
      "$log" | put "$out/session"
  done
done
printf '/ready\n/ask throw\n/close\n' | put "$out/session"

# protocol: the first two lines of every command word, referee's and bots'.
cat "${logs[@]}" | awk '/^[<>][1-4]+ \// {
    line = $0; sub(/^[<>][1-4]+ /, "", line)
    split(line, w, " "); key = substr($0, 1, 1) w[1] (w[1] == "/ask" ? w[2] : "")
    if (seen[key]++ < 2) print line
  }' | while IFS= read -r line; do printf '%s\n' "$line" | put "$out/protocol"; done
for line in '/ready' '/close' '/exit' '/gong 2 0' '/hu'; do
  printf '%s\n' "$line" | put "$out/protocol"
done

# notation: a few deals' card codes, and the human notation of SPEC §1.
cat "${logs[@]}" | awk '/^>[1-4] \/initCard / { sub(/^>[1-4] \/initCard /, ""); print }' |
  head -n 6 | while IFS= read -r line; do printf '%s' "$line" | put "$out/notation"; done
for text in 123m456s789p11z '1m 2m 3m' 3m 130 '110,111,452' chow:789s pung:555z kong:1111m \
  ckong:2222p akong:3333s E south; do
  printf '%s' "$text" | put "$out/notation"
done

# settings: a whole file, the printed defaults, and mjref's override strings.
put "$out/settings" <"$root/bot/presets/mjdx3.conf"
"$mjbot" --print-config | put "$out/settings"
for text in 'claim_chow=false, claim_when_tenpai = true' 'min_tai_to_win=3' \
  'chow_discard_weight=0.5,defence_heat_gap=8.25' 'state_file=standings.txt'; do
  printf '%s' "$text" | put "$out/settings"
done

# validate: answers from the logs after headers that play a game part-way; the header's last
# byte sets which half-moves claim (bits set) or pass.
i=0
cat "${logs[@]}" | awk '/^<[1-4] \// { sub(/^<[1-4] /, ""); if (!seen[$0]++) print }' |
  head -n 24 | while IFS= read -r line; do
  i=$((i + 1))
  {
    printf "\\x$(printf %02x $((i * 37 % 256)))\\x00\\x$(printf %02x $((i * 11 % 120)))"
    printf "\\x$(printf %02x $((i * 7 % 20)))\\x$(printf %02x $((i * 53 % 256)))"
    printf '%s' "$line"
  } >"$tmp/v"
  mkdir -p "$out/validate"
  cp "$tmp/v" "$out/validate/$(sha1sum <"$tmp/v" | cut -c1-40)"
done

for d in session protocol notation settings validate; do
  echo "$d: $(ls "$out/$d" | wc -l) files, $(du -sk "$out/$d" | cut -f1) KB"
done
