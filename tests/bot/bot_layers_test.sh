#!/usr/bin/env bash
# bot/'s dependency direction (docs/architecture.md), checked on every #include: a folder includes
# only itself and the folders below it, so no include cycle can form between folders; and a
# module reads no other module's settings struct (settings/, decide/ and session/ compose them).
#   tests/bot/bot_layers_test.sh [SOURCE_DIR]
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
declare -A below=(
  [nn]=""
  [offence]=""
  [reading]="nn"
  [policy]="reading nn"
  [defence]="offence reading"
  [mc]="offence reading"
  [settings]="offence reading defence mc policy decide session"
  [decide]="offence reading policy defence mc settings"
  [session]="offence decide settings"
)
composers="settings decide session"
status=0
cd "$root"
while IFS= read -r line; do
  file=${line%%:*}
  target=$(sed -E 's/.*#include "bot\/([a-z_]+)\/.*/\1/' <<<"$line")
  header=$(sed -E 's/.*#include "(bot\/[a-z_/]+\.h)".*/\1/' <<<"$line")
  rel=${file#bot/}
  [[ $rel == */* ]] || continue # bot/main.cc sits on top
  folder=${rel%%/*}
  if [[ -z ${below[$folder]+x} ]]; then
    echo "FAIL: $file: folder bot/$folder/ has no place in the layers (add it here and to docs/architecture.md)" >&2
    status=1
    continue
  fi
  if [[ $target != "$folder" && " ${below[$folder]} " != *" $target "* ]]; then
    echo "FAIL: $file includes $header: bot/$folder/ may include only ${below[$folder]:-itself}" >&2
    status=1
  fi
  if [[ $header == */settings.h && $target != "$folder" && " $composers " != *" $folder "* ]]; then
    echo "FAIL: $file includes $header: a module reads its own settings only" >&2
    status=1
  fi
done < <(grep -rn --include='*.h' --include='*.cc' '^#include "bot/' bot)
[[ $status == 0 ]] && echo "bot/: every #include follows the layers"
exit $status
