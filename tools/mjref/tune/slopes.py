#!/usr/bin/python3
"""What a `mjref tune` state file's iterations say of each setting: the slope of the result
(θ+ minus θ−, points a game) in the setting, fitted over every iteration at once by least
squares, result ~ sum_i slope_i * (θ+_i − θ−_i) / C_END_i, with its 95% CI. A slope is points a
game per C_END of the setting. A CI that holds zero means the tune's games could not tell which
way the setting should move: its end value is noise about its start. Plain NumPy.

    /usr/bin/python3 tools/mjref/tune/slopes.py tune.json
"""
import argparse
import json
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from plot_trajectory import spec_lines  # noqa: E402


def point(text):
    """'k=v,k=v' -> {k: v}."""
    return {k: float(v) for k, v in (kv.split("=", 1) for kv in text.split(","))}


def slopes(state):
    """[(KEY, START, END, slope, ci95)] and the residuals' sd, from the state's trajectory."""
    spec = spec_lines(state["spec"])
    keys = list(spec)
    rows = state["trajectory"]
    x = np.array([[(point(r["plus"])[k] - point(r["minus"])[k]) / spec[k][3] for k in keys]
                  for r in rows])
    y = np.array([r["result"] for r in rows])
    beta, *_ = np.linalg.lstsq(x, y, rcond=None)
    dof = max(1, len(y) - len(keys))
    sd = float(np.sqrt(((y - x @ beta) ** 2).sum() / dof))
    cov = sd ** 2 * np.linalg.pinv(x.T @ x)
    ci = 1.96 * np.sqrt(np.diag(cov))
    theta = state.get("theta", {})
    return [(k, spec[k][0], theta.get(k, float("nan")), b, h)
            for k, b, h in zip(keys, beta, ci)], sd


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("state", help="a `mjref tune --state` file")
    args = p.parse_args()
    with open(args.state) as f:
        state = json.load(f)
    table, sd = slopes(state)
    print(f"{len(state['trajectory'])} iterations; an iteration's result about the fit: sd {sd:.1f}"
          " points a game")
    print(f"{'setting':<24} {'start':>9} {'now':>9}   slope a C_END [95% CI]")
    for k, start, end, b, h in table:
        mark = "" if abs(b) < h else "   (CI clear of zero)"
        print(f"{k:<24} {start:>9.4g} {end:>9.4g}   {b:+7.1f} [{b - h:+.1f}, {b + h:+.1f}]{mark}")


if __name__ == "__main__":
    main()
