#!/usr/bin/python3
"""Which of a program's reasons its deal-ins come from.

Reads the games.jsonl of an `mjref match|tournament|strength --log-dir` run and, for every seat
a program whose name contains PROGRAM sat in, groups that seat's throws by the reason it gave
(the note of its answer, up to the first ':' or ',', numbers as '#') and counts how many of each
group dealt in (the last throw before a win on its discard). Only the standard library.

usage: throw_reasons.py GAMES.jsonl [--program mjbot]
"""
import argparse
import collections
import json
import re
import sys


def reason_class(note):
    """The reason's kind: its first clause with every number as '#'."""
    head = re.split(r"[:,;]", note or "(no reason)", maxsplit=1)[0].strip()
    return re.sub(r"\d+(\.\d+)?", "#", head)


def count(lines, program):
    """(games, throws per class, deal-ins per class) over the seats `program` sat in."""
    throws, deal_ins, games = collections.Counter(), collections.Counter(), 0
    for line in lines:
        game = json.loads(line)
        games += 1
        seats = {str(i + 1) for i, name in enumerate(game["names"]) if program in name}
        last = {}
        discarders = {str(w["discarder"]) for w in game.get("wins", [])
                      if isinstance(w.get("discarder"), int) and not w.get("self_draw")}
        for entry in game["transcript"]:
            seat = entry.get("from")
            if seat in seats and entry["line"].startswith("/throw"):
                last[seat] = reason_class(entry.get("note"))
                throws[last[seat]] += 1
        for seat in seats & discarders:
            deal_ins[last.get(seat, "(no throw)")] += 1
    return games, throws, deal_ins


def table(games, throws, deal_ins):
    total = sum(deal_ins.values())
    out = [f"{games} games, {total} deal-ins ({100 * total / max(1, games):.1f}% of games)",
           f"{'deal-ins':>8} {'share':>6} {'throws':>8} {'rate':>7}  reason"]
    for reason in sorted(throws, key=lambda r: (-deal_ins[r], -throws[r])):
        d = deal_ins[reason]
        out.append(f"{d:8d} {100 * d / max(1, total):5.1f}% {throws[reason]:8d} "
                   f"{100 * d / throws[reason]:6.2f}%  {reason}")
    return "\n".join(out)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", help="games.jsonl of a run's --log-dir")
    parser.add_argument("--program", default="mjbot", help="a substring of the program's name")
    args = parser.parse_args(argv)
    try:
        with open(args.games) as f:
            print(table(*count(f, args.program)))
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"throw_reasons.py: {args.games}: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
