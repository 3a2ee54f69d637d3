#!/usr/bin/python3
"""Plots a `mjref tune` state file's trajectory as one self-contained SVG: each setting's value
after every iteration, scaled to its [MIN, MAX] (0 at MIN, 1 at MAX), one line a setting, and each
iteration's result (θ+ minus θ−, points a game) below. Plain text; no matplotlib.

    /usr/bin/python3 tools/mjref/tune/plot_trajectory.py tune.json -o tune.svg
"""
import argparse
import json
import pathlib
import sys
from xml.sax.saxutils import escape

# The tick and colour helpers of the training curves' plot.
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "training"))
from plot_curves import COLOURS, label, ticks  # noqa: E402

W, H, RESULT_H = 720, 320, 160
LEFT, RIGHT, TOP, BOTTOM = 56, 12, 28, 40


def spec_lines(spec):
    """KEY -> (START, MIN, MAX, C_END, R_END) from the SPEC's text, in its order."""
    out = {}
    for line in spec.splitlines():
        fields = line.split("#")[0].split()
        if len(fields) == 6:
            out[fields[0]] = tuple(float(f) for f in fields[1:])
    return out


def series_of(state):
    """The iterations, each setting's scaled values and the results."""
    lim = {k: (lo, hi) for k, (_, lo, hi, _, _) in spec_lines(state["spec"]).items()}
    rows = state["trajectory"]
    its = [r["iteration"] for r in rows]
    scaled = {k: [(r["theta"][k] - lo) / (hi - lo) for r in rows] for k, (lo, hi) in lim.items()}
    return its, scaled, [r["result"] for r in rows]


def panel(y0, height, title, its, lines, ylo=None, yhi=None):
    """An SVG panel at height y0 with `lines` [(name, values)] against the iteration."""
    out = []
    xt, xstep = ticks(min(its), max(its), 6)
    ys = [y for _, v in lines for y in v]
    yt, ystep = ticks(min(ys) if ylo is None else ylo, max(ys) if yhi is None else yhi)
    px = lambda x: LEFT + (x - xt[0]) / (xt[-1] - xt[0]) * (W - LEFT - RIGHT)  # noqa: E731
    py = lambda y: y0 + TOP + (yt[-1] - y) / (yt[-1] - yt[0]) * (height - TOP - BOTTOM)  # noqa: E731
    out.append(f'<text x="{W / 2:.1f}" y="{y0 + 16}" text-anchor="middle" '
               f'font-weight="bold">{escape(title)}</text>')
    out.append(f'<rect x="{px(xt[0]):.1f}" y="{y0 + TOP}" width="{W - LEFT - RIGHT}" '
               f'height="{height - TOP - BOTTOM}" fill="none" stroke="#444"/>')
    for v in xt:
        out.append(f'<text x="{px(v):.1f}" y="{y0 + height - BOTTOM + 16}" '
                   f'text-anchor="middle">{label(v, xstep)}</text>')
    for v in yt:
        out.append(f'<line x1="{px(xt[0]):.1f}" y1="{py(v):.1f}" x2="{px(xt[-1]):.1f}" '
                   f'y2="{py(v):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{px(xt[0]) - 6:.1f}" y="{py(v) + 4:.1f}" text-anchor="end">'
                   f'{label(v, ystep)}</text>')
    out.append(f'<text x="{W / 2:.1f}" y="{y0 + height - 6}" text-anchor="middle">iteration</text>')
    for i, (_, values) in enumerate(lines):
        points = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in zip(its, values))
        dash = ' stroke-dasharray="6 3"' if i >= len(COLOURS) else ""
        out.append(f'<polyline points="{points}" fill="none" stroke="{COLOURS[i % len(COLOURS)]}" '
                   f'stroke-width="1.5"{dash}/>')
    return out


def svg(state):
    its, scaled, results = series_of(state)
    if not its:
        raise SystemExit("no iteration in the state file yet")
    names = list(scaled)
    legend = 18 * len(names) + 8
    height = H + RESULT_H + legend
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{height}" '
             f'viewBox="0 0 {W} {height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{W}" height="{height}" fill="white"/>']
    parts += panel(0, H, "each setting within its range (0: MIN, 1: MAX)", its,
                   [(k, scaled[k]) for k in names], 0, 1)
    parts += panel(H, RESULT_H, "each iteration's result, points a game", its,
                   [("result", results)])
    for i, name in enumerate(names):
        y = H + RESULT_H + 10 + 18 * i
        colour = COLOURS[i % len(COLOURS)]
        dash = ' stroke-dasharray="6 3"' if i >= len(COLOURS) else ""
        parts.append(f'<line x1="{LEFT}" y1="{y}" x2="{LEFT + 24}" y2="{y}" stroke="{colour}" '
                     f'stroke-width="2"{dash}/>')
        parts.append(f'<text x="{LEFT + 30}" y="{y + 4}">{escape(name)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("state", help="a mjref tune --state file")
    p.add_argument("-o", "--out", required=True, help="the SVG to write")
    args = p.parse_args()
    with open(args.state) as f:
        state = json.load(f)
    with open(args.out, "w") as f:
        f.write(svg(state))
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
