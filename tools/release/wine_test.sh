#!/usr/bin/env bash
# mjbot.exe (tools/release/windows.sh) under Wine against the Linux mjbot (docs/windows.md), with
# Monte-Carlo's wall-clock cap off (mc_time_ms = 0), so that an answer depends on its input alone:
#   1. an mjref match with mjbot.exe in seat 1 against builtin:efficiency: 0 faults;
#   2. the same match with the Linux mjbot: the same records but for the answer times ("us");
#   3. every game's protocol lines for seat 1, ended by CR LF, fed to both directly, one process a
#      game: the same bytes out and the same standings kept between them (state_file); the .exe
#      runs as ProgramPath.exe from a directory of its own, reading mjbot.conf beside it (Windows
#      paths), with its transcripts checked by mjref verify; alone there, it plays on its defaults;
#   4. --connect: a match over TCP (mjref's tcp: seat) playing the games the Linux mjbot plays over
#      pipes; a refused connection is a clear error;
#   5. the answer times under Wine and native, and a new process's time to answer /ready.
#   bash tools/release/wine_test.sh [GAMES]    (default 16)
# Needs build/ (mjbot, mjref, answer_times) and build-windows/mj16/bot/mjbot.exe; installs Wine
# when missing. Works in build-windows/wine-test. Fails, never skips.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
games=${1:-16}
exe=$root/build-windows/mj16/bot/mjbot.exe
mjbot=$root/build/bot/mjbot
mjref=$root/build/tools/mjref/mjref
answer_times=$root/build/tools/bench/answer_times
work=$root/build-windows/wine-test
fail() {
  echo "wine_test: FAIL: $*" >&2
  exit 1
}
trap 'fail "line $LINENO: \"$BASH_COMMAND\" exited with $?"' ERR
[[ -x $mjbot && -x $mjref && -x $answer_times ]] ||
  fail "build/ lacks mjbot, mjref or answer_times: build the Linux tree first (tools/build.sh)"
[[ -f $exe ]] || fail "no $exe: run tools/release/windows.sh first"

if ! command -v wine >/dev/null; then
  echo "wine_test: installing Wine"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends wine wine64 >/dev/null
fi
# A prefix of our own under the build tree; Wine's own messages off.
export WINEPREFIX=$root/build-windows/wine-prefix WINEDEBUG=-all
# One Wine server for the whole test, kept between bot processes: by default it stops 3 s after
# the last, and the next process starts it again with Wine's services, which then write to that
# process's stdout and stderr. A server of this prefix left by an earlier run stops first.
mkdir -p "$WINEPREFIX"
wineserver -k 2>/dev/null || true
wineserver -p
trap 'wineserver -k 2>/dev/null || true' EXIT
start=$SECONDS
wineboot --init </dev/null >/dev/null 2>&1 || fail "wineboot could not make the prefix $WINEPREFIX"
echo "wine_test: $(wine --version) ready in $((SECONDS - start)) s"

rm -rf "$work"
mkdir -p "$work"
printf 'mc_time_ms = 0\nmc_threads = 2\n' >"$work/nocap.conf"
# Each as an argument list, and as the command line mjref runs (and names the seat by).
win_args=(wine "$exe" --config "$work/nocap.conf")
native_args=("$mjbot" --config "$work/nocap.conf")
win=${win_args[*]}
native=${native_args[*]}
others=(--bot builtin:efficiency --bot builtin:efficiency --bot builtin:efficiency)

# The records of two runs equal, but for the answer times and each run's name for the bot.
same_records() {
  python3 - "$@" <<'EOF' || fail "$1 and $3 differ (above)"
import json, sys
def load(path, name):
    def norm(x):
        if isinstance(x, dict):
            return {k: norm(v) for k, v in x.items() if k != "us"}
        if isinstance(x, list):
            return [norm(v) for v in x]
        return x.replace(name, "BOT") if isinstance(x, str) else x
    with open(path) as f:
        return [norm(json.loads(line)) for line in f]
a, b = load(sys.argv[1], sys.argv[2]), load(sys.argv[3], sys.argv[4])
if len(a) != len(b):
    sys.exit(f"{len(a)} games against {len(b)}")
for i, (x, y) in enumerate(zip(a, b)):
    for key in sorted(set(x) | set(y)):
        if x.get(key) != y.get(key):
            sys.exit(f"game {i + 1}: '{key}' differs")
EOF
}
no_faults() {
  local faults
  faults=$(cat "$1"/game-*.log | grep -c '^Fault' || true)
  ((faults == 0)) || fail "$faults fault(s) in $1: $(grep -h '^Fault' "$1"/game-*.log | head -3)"
}

# 1. and 2.
start=$SECONDS
"$mjref" match --games "$games" --seed 7 -j 1 --timeout 30 --bot "$win" "${others[@]}" \
  --log-dir "$work/wine" >"$work/wine.txt" 2>&1 ||
  fail "the match under Wine: $(tail "$work/wine.txt")"
no_faults "$work/wine"
wine_s=$((SECONDS - start))
"$mjref" match --games "$games" --seed 7 -j 1 --timeout 30 --bot "$native" "${others[@]}" \
  --log-dir "$work/native" >"$work/native.txt" 2>&1 ||
  fail "the native match: $(tail "$work/native.txt")"
no_faults "$work/native"
same_records "$work/wine/games.jsonl" "$win" "$work/native/games.jsonl" "$native"
echo "wine_test: $games games under Wine (${wine_s} s), 0 faults; the same records as native"

# 3. Seat 1's lines of every game, CR LF ended, one file a game.
mkdir -p "$work/crlf" "$work/platform" "$work/elsewhere" "$work/alone" "$work/transcripts"
python3 - "$work/native/games.jsonl" "$work/crlf" <<'EOF'
import json, sys
for n, line in enumerate(open(sys.argv[1]), 1):
    lines = [t["line"] for t in json.loads(line)["transcript"] if "1" in t.get("to", "")]
    with open(f"{sys.argv[2]}/game-{n:05d}.txt", "wb") as f:
        f.write(b"".join(l.encode() + b"\r\n" for l in lines))
EOF
# Both keep the match's standings between their processes (state_file), as under cycgame; the
# .exe's paths in Windows' spelling (Wine's drive Z: is /).
cp "$exe" "$work/platform/ProgramPath.exe"
printf 'mc_time_ms = 0\nmc_threads = 2\nstate_file = %s\n' "$work/standings-native.txt" \
  >"$work/crlf-native.conf"
printf 'mc_time_ms = 0\nmc_threads = 2\nstate_file = %s\ntranscript = %s\n' \
  "Z:${work//\//\\}\\standings-wine.txt" "Z:${work//\//\\}\\transcripts" \
  >"$work/platform/mjbot.conf"
for input in "$work"/crlf/game-*.txt; do
  grep -q $'\r$' "$input" || fail "$input has no CR LF line ends"
  timeout 60 "$mjbot" --config "$work/crlf-native.conf" <"$input" >>"$work/crlf-native.out" ||
    fail "native mjbot on $input"
  # As a platform starts it: its own name, no arguments, from another directory.
  (cd "$work/elsewhere" && timeout 60 wine "$work/platform/ProgramPath.exe" <"$input" \
    >>"$work/crlf-wine.out") || fail "ProgramPath.exe on $input"
done
answers=$(wc -l <"$work/crlf-native.out")
((answers > 0)) || fail "no answers to the CR LF lines"
cmp "$work/crlf-native.out" "$work/crlf-wine.out" ||
  fail "ProgramPath.exe answers the CR LF lines otherwise than native mjbot"
! grep -q $'\r' "$work/crlf-wine.out" || fail "ProgramPath.exe's answers hold a CR"
# The standings written as text: CR LF ends on Windows.
tr -d '\r' <"$work/standings-wine.txt" | cmp - "$work/standings-native.txt" ||
  fail "the standings ProgramPath.exe kept differ from native mjbot's"
grep -qx "games $(find "$work/crlf" -name 'game-*.txt' | wc -l)" "$work/standings-native.txt" ||
  fail "the standings count other games: $(cat "$work/standings-native.txt")"
(cd "$work/elsewhere" && wine "$work/platform/ProgramPath.exe" --print_config >"$work/config.txt")
grep -q '^mc_time_ms = 0 ' "$work/config.txt" ||
  fail "ProgramPath.exe did not read the mjbot.conf beside it"
"$mjref" verify "$work"/transcripts/*.txt >"$work/verify.txt" 2>&1 ||
  fail "mjref verify on ProgramPath.exe's transcripts: $(tail -3 "$work/verify.txt")"
# Alone in a directory, nothing beside it: its defaults, embedded, play a game.
cp "$exe" "$work/alone/ProgramPath.exe"
(cd "$work/alone" && { printf '/ready\r\n' && cat "$work/crlf/game-00001.txt"; } |
  timeout 60 wine ./ProgramPath.exe >"$work/alone.out") || fail "ProgramPath.exe alone"
[[ $(head -1 "$work/alone.out") == /ready && $(wc -l <"$work/alone.out") -gt 1 ]] ||
  fail "ProgramPath.exe alone answered: $(head -3 "$work/alone.out")"
echo "wine_test: $answers answers to CR LF lines the same bytes as native (ProgramPath.exe," \
  "the same standings, $(find "$work/transcripts" -name '*.txt' | wc -l) transcripts" \
  "verified); alone it plays"

# 4. --connect against mjref's tcp: seat, one process for the match, as over pipes with
#    --lifetime match.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])')
tcp_games=$((games < 8 ? games : 8))
(sleep 0.5 && timeout 300 "${win_args[@]}" --connect "127.0.0.1:$port" >"$work/connect.out" 2>&1) &
connect_pid=$!
"$mjref" match --games "$tcp_games" --seed 11 -j 1 --accept-timeout 60 --bot "tcp:127.0.0.1:$port" \
  "${others[@]}" --log-dir "$work/tcp" >"$work/tcp.txt" 2>&1 ||
  fail "the match over TCP: $(tail "$work/tcp.txt")"
wait "$connect_pid" || fail "mjbot.exe --connect: $(cat "$work/connect.out")"
no_faults "$work/tcp"
"$mjref" match --games "$tcp_games" --seed 11 -j 1 --lifetime match --bot "$native" \
  "${others[@]}" --log-dir "$work/pipes" >"$work/pipes.txt" 2>&1 ||
  fail "the native match over pipes: $(tail "$work/pipes.txt")"
same_records "$work/tcp/games.jsonl" "tcp:127.0.0.1:$port" "$work/pipes/games.jsonl" "$native"
printf 'connect_retries = 0\nconnect_timeout = 2\n' >"$work/refuse.conf"
if timeout 60 wine "$exe" --config "$work/refuse.conf" --connect "127.0.0.1:$port" \
  >"$work/refused.out" 2>&1; then
  fail "mjbot.exe --connect to a closed port exited 0"
fi
grep -q "cannot connect to 127.0.0.1:$port" "$work/refused.out" ||
  fail "mjbot.exe --connect to a closed port: $(cat "$work/refused.out")"
echo "wine_test: --connect played $tcp_games games over TCP as native over pipes; refused:" \
  "$(cat "$work/refused.out")"

# 5. Answer times, as mjref measured them in 1. and 2., and a new process answering /ready: from
#    its start to its exit, the best of five.
answer_summary() {
  "$answer_times" "$1" | grep -F -e "$2" |
    awk '{printf "%s answers, median %s, p99 %s, max %s", $(NF-3), $(NF-2), $(NF-1), $NF}'
}
native_times=$(answer_summary "$work/native/games.jsonl" "$native")
wine_times=$(answer_summary "$work/wine/games.jsonl" "$win")
echo "wine_test: mjbot's answer times in ms: native $native_times; Wine $wine_times"
first_answer() {
  python3 - "$@" <<'EOF'
import subprocess, sys, tempfile, time
best = None
for _ in range(5):
    # A file, not a pipe, for its answer: a process of Wine's may hold a pipe open.
    with tempfile.TemporaryFile() as out:
        t = time.monotonic()
        subprocess.run(sys.argv[1:], input=b"/ready\r\n", stdout=out, check=True)
        best = min(best or 1e9, time.monotonic() - t)
        out.seek(0)
        if (answer := out.read()) != b"/ready\n":
            sys.exit(f"answered {answer!r} to /ready")
print(f"{best * 1000:.0f} ms")
EOF
}
native_start=$(first_answer "$mjbot")
wine_start=$(first_answer wine "$exe")
echo "wine_test: a new process answering /ready: native $native_start, Wine $wine_start"
echo "wine_test: passed"
