"""A match's or tournament's records read into a table: per program, games, mean score, wins,
self-draws and deal-ins, from its games.jsonl (--log-dir) alone, and beside it the results JSON
(--json) when given.

    build/tools/mjref/mjref tournament --bot builtin:mjbot:mc=false --bot builtin:efficiency \
        --bot builtin:dishu --bot builtin:random --log-dir logs --json results.json
    PYTHONPATH=build/tools/python /usr/bin/python3 tools/python/examples/read_tournament.py \
        logs/games.jsonl [results.json]
"""

import sys
from collections import defaultdict

import mj16


def table(records):
    rows = defaultdict(lambda: {"games": 0, "score": 0, "wins": 0, "self_draws": 0, "deal_ins": 0})
    for r in records:
        for seat, name in enumerate(r["names"]):
            row = rows[name]
            row["games"] += 1
            row["score"] += r["scores"][seat]
        for w in r["wins"]:  # positions are 1..4
            winner = rows[r["names"][w["winner"] - 1]]
            winner["wins"] += 1
            if w["self_draw"]:
                winner["self_draws"] += 1
            else:
                rows[r["names"][w["discarder"] - 1]]["deal_ins"] += 1
    return rows


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    records = mj16.load_records(sys.argv[1])
    print(f"{len(records)} games")
    print(f"{'program':32} {'games':>6} {'mean':>8} {'wins':>5} {'self':>5} {'deal-in':>7}")
    for name, row in sorted(table(records).items()):
        print(f"{name:32} {row['games']:6d} {row['score'] / row['games']:+8.1f} "
              f"{row['wins']:5d} {row['self_draws']:5d} {row['deal_ins']:7d}")
    if len(sys.argv) > 2:
        results = mj16.load_results(sys.argv[2])
        print("results JSON:", ", ".join(f"{p['name']} {p['mean']:+.1f} [{p['ci95'][0]:+.0f}, "
                                         f"{p['ci95'][1]:+.0f}]" for p in results["programs"]))


if __name__ == "__main__":
    main()
