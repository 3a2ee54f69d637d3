#!/usr/bin/env bash
# The morning after a competition, as an entrant does it (docs/transcripts.md): mjbot writes
# transcripts in a match of mjref's, and mjref verifies, replays and reviews them; the review of a
# transcript finds the decisions the review of mjref's record of that seat finds; a cut
# transcript is refused by line with the games before it kept.
#   tests/e2e/transcript_e2e.sh MJBOT MJREF
set -euo pipefail
mjbot=$1
mjref=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

printf 'mc = false\n' >"$dir/quick.conf"
"$mjref" match --games 4 --seed 11 -j 1 --log-dir "$dir/logs" \
  --bot "$mjbot --config $dir/quick.conf --transcript $dir/tr" \
  --bot builtin:efficiency --bot builtin:efficiency --bot builtin:efficiency >/dev/null
# In the order played: by the time in each file's header.
mapfile -t files < <(grep -l ' < /start' "$dir"/tr/*.txt | while read -r f; do
  echo "$(head -1 "$f" | awk '{print $NF}') $f"
done | sort | cut -d' ' -f2)
((${#files[@]} == 4)) || fail "expected 4 transcripts of games, found ${#files[@]}"

"$mjref" verify "${files[@]}" >"$dir/verify.txt" || fail "verify: $(cat "$dir/verify.txt")"
[[ $(grep -c 'every line fits its view' "$dir/verify.txt") == 4 ]] || fail "verify: $(cat "$dir/verify.txt")"

"$mjref" replay "${files[0]}" >"$dir/replay.txt"
grep -q '^Game 1 as P1 ' "$dir/replay.txt" || fail "replay: no header"
grep -q '^Scores: P1 ' "$dir/replay.txt" || fail "replay: no scores"

analyst=builtin:mjbot:config=$dir/quick.conf
"$mjref" review "${files[@]}" --playouts 8 --analyst "$analyst" >"$dir/review.txt"
"$mjref" review "$dir/logs" --seat 1 --playouts 8 --analyst "$analyst" >"$dir/record.txt"
decisions() { grep -o '[0-9]* decisions, agrees with the analyst on [0-9.]*%' "$1"; }
[[ -n $(decisions "$dir/review.txt") && $(decisions "$dir/review.txt") == $(decisions "$dir/record.txt") ]] ||
  fail "the transcripts' review ($(decisions "$dir/review.txt")) is not the record's ($(decisions "$dir/record.txt"))"
grep -q 'From transcripts' "$dir/review.txt" || fail "review: no transcript results"

# A transcript cut after its first game's /exit and part way into the next.
{ cat "${files[0]}"; grep -v '^#' "${files[1]}" | head -20; } >"$dir/cut.txt"
lines=$(wc -l <"$dir/cut.txt")
if "$mjref" verify "$dir/cut.txt" >"$dir/cut-verify.txt"; then fail "a cut transcript verified"; fi
grep -q "game 1: a transcript of P1" "$dir/cut-verify.txt" || fail "the game before the cut: $(cat "$dir/cut-verify.txt")"
grep -q "line $lines: .*it was cut" "$dir/cut-verify.txt" || fail "the cut: $(cat "$dir/cut-verify.txt")"
echo "transcripts: verified, replayed and reviewed; a cut one refused at line $lines"
