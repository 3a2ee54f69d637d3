#!/usr/bin/python3
"""Plots train_policy.py's --curves files as one self-contained SVG: the held-out accuracy and
policy loss against the epoch, one line per file (named by its stem). Plain text; no matplotlib.

    /usr/bin/python3 tools/training/plot_curves.py A.csv [B.csv ...] --out curves.svg
"""
import argparse
import csv
import math
import pathlib
from xml.sax.saxutils import escape

PANELS = [("test_accuracy", "held-out accuracy"), ("test_policy_loss", "held-out policy loss")]
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]
W, H = 380, 260  # one panel
LEFT, RIGHT, TOP, BOTTOM = 56, 12, 28, 40


def read(path):
    with open(path) as f:
        rows = list(csv.DictReader(f))
    return {k: [float(r[k]) for r in rows] for k in ["epoch"] + [c for c, _ in PANELS]}


def ticks(lo, hi, count=5):
    """Round tick values covering lo..hi (about `count` of them)."""
    if hi <= lo:
        lo, hi = lo - 0.5, hi + 0.5
    raw = (hi - lo) / count
    step = 10 ** math.floor(math.log10(raw))
    step *= next(m for m in (1, 2, 5, 10) if step * m >= raw)
    first = math.floor(lo / step) * step
    last = math.ceil(hi / step) * step
    return [first + i * step for i in range(int(round((last - first) / step)) + 1)], step


def label(v, step):
    digits = max(0, -int(math.floor(math.log10(step)))) if step < 1 else 0
    return f"{v:.{digits}f}"


def panel(x0, key, title, series):
    """The SVG elements of one panel whose top left corner is at x0, 0."""
    out = []
    xs = [x for s in series for x in s[1]["epoch"]]
    ys = [y for s in series for y in s[1][key] if math.isfinite(y)]
    xt, xstep = ticks(min(xs), max(xs), min(6, max(1, int(max(xs) - min(xs)))))
    yt, ystep = ticks(min(ys), max(ys))
    px = lambda x: x0 + LEFT + (x - xt[0]) / (xt[-1] - xt[0]) * (W - LEFT - RIGHT)  # noqa: E731
    py = lambda y: TOP + (yt[-1] - y) / (yt[-1] - yt[0]) * (H - TOP - BOTTOM)  # noqa: E731
    out.append(f'<text x="{x0 + W / 2:.1f}" y="16" text-anchor="middle" '
               f'font-weight="bold">{escape(title)}</text>')
    out.append(f'<rect x="{px(xt[0]):.1f}" y="{TOP}" width="{W - LEFT - RIGHT}" '
               f'height="{H - TOP - BOTTOM}" fill="none" stroke="#444"/>')
    for v in xt:
        out.append(f'<line x1="{px(v):.1f}" y1="{H - BOTTOM}" x2="{px(v):.1f}" '
                   f'y2="{H - BOTTOM + 4}" stroke="#444"/>')
        out.append(f'<text x="{px(v):.1f}" y="{H - BOTTOM + 16}" text-anchor="middle">'
                   f'{label(v, xstep)}</text>')
    for v in yt:
        out.append(f'<line x1="{px(xt[0]) - 4:.1f}" y1="{py(v):.1f}" x2="{px(xt[-1]):.1f}" '
                   f'y2="{py(v):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{px(xt[0]) - 6:.1f}" y="{py(v) + 4:.1f}" text-anchor="end">'
                   f'{label(v, ystep)}</text>')
    out.append(f'<text x="{x0 + LEFT + (W - LEFT - RIGHT) / 2:.1f}" y="{H - 6}" '
               f'text-anchor="middle">epoch</text>')
    for i, (_, data) in enumerate(series):
        points = " ".join(f"{px(x):.1f},{py(y):.1f}"
                          for x, y in zip(data["epoch"], data[key]) if math.isfinite(y))
        colour = COLOURS[i % len(COLOURS)]
        out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for p in points.split():
            x, y = p.split(",")
            out.append(f'<circle cx="{x}" cy="{y}" r="2.5" fill="{colour}"/>')
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("curves", nargs="+", help="CSV files from train_policy.py --curves")
    p.add_argument("--out", required=True, help="the SVG to write")
    args = p.parse_args()
    series = [(pathlib.Path(c).stem, read(c)) for c in args.curves]
    series = [s for s in series if s[1]["epoch"]]
    if not series:
        raise SystemExit("no epochs in the curves")
    legend = 18 * len(series) + 8
    width, height = W * len(PANELS), H + legend
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{width}" height="{height}" fill="white"/>']
    for i, (key, title) in enumerate(PANELS):
        parts += panel(i * W, key, title, series)
    for i, (name, _) in enumerate(series):
        y = H + 10 + 18 * i
        colour = COLOURS[i % len(COLOURS)]
        parts.append(f'<line x1="{LEFT}" y1="{y}" x2="{LEFT + 24}" y2="{y}" stroke="{colour}" '
                     f'stroke-width="2"/>')
        parts.append(f'<text x="{LEFT + 30}" y="{y + 4}">{escape(name)}</text>')
    parts.append("</svg>")
    with open(args.out, "w") as f:
        f.write("\n".join(parts) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
