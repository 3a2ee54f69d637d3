#!/usr/bin/python3
"""Held-out quality of the learned reading against today's heuristics (docs/reading.md).

    /usr/bin/python3 tools/training/evaluate_reading.py bot/reading/data/reading_model.txt \
        TEST.f32 [TEST2.f32 ...] [--markdown]

For each labels file: P(tenpai) log-loss and AUC, the learned model against the tenpai logistic
(ReadingSettings' tenpai_logit_*); the deal-in prediction (P(kind k is his winning tile)) log-loss
and AUC over every kind and over the kinds the asking seat holds, against the heuristic's
P(tenpai) × sampled wait share; reliability tables; the deal-in rate of the discard each ranking
thinks safest; the tai on a wait against the mean. The model is read from the file mjbot embeds.

`--stack` fits the learned and the heuristic estimates together (logistic regression on their
logits, on the even games) and scores the result on the odd games beside the learned alone.

With labels written by `mjref labels --worlds N` the heuristic is Monte-Carlo's sampled worlds;
their shares are 0 wherever no world put a win, so `--mix EPS` mixes every heuristic
probability with the file's mean rate, (1 − EPS) p + EPS × mean, before it is scored.
"""
import argparse
import sys

import numpy as np
import torch

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from reading_data import KINDS, ReadingData  # noqa: E402
from train_reading import read_model  # noqa: E402

EPS = 1e-7


def sigmoid(z):
    return 1 / (1 + np.exp(-z))


def log_loss(p, y):
    p = np.clip(p, EPS, 1 - EPS)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def auc(p, y):
    y = y.astype(bool)
    n_pos, n_neg = y.sum(), (~y).sum()
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    order = np.argsort(p, kind="mergesort")
    ranks = np.empty(len(p))
    ranks[order] = np.arange(1, len(p) + 1)
    # Ties share their mean rank.
    sp = p[order]
    start = 0
    for end in range(1, len(sp) + 1):
        if end == len(sp) or sp[end] != sp[start]:
            ranks[order[start:end]] = (start + 1 + end) / 2
            start = end
    return float((ranks[y].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def reliability(p, y, bins=(0, 0.01, 0.03, 0.1, 0.2, 0.4, 0.6, 0.8, 1.0001)):
    out = []
    for lo, hi in zip(bins[:-1], bins[1:]):
        m = (p >= lo) & (p < hi)
        if m.sum() > 0:
            out.append((lo, min(hi, 1.0), int(m.sum()), float(p[m].mean()), float(y[m].mean())))
    return out


def safest_discard_deal_in(risk, data, ids):
    """Per decision: the held kind of least combined risk; the share of those that deal in."""
    n = ids.max() + 1
    safe = np.ones((n, KINDS))
    waits = np.zeros((n, KINDS), bool)
    held = np.zeros((n, KINDS), bool)
    np.multiply.at(safe, ids, 1 - risk)
    np.logical_or.at(waits, ids, data.waits > 0)
    held[ids] = data.held > 0
    combined = np.where(held, 1 - safe, np.inf)
    choice = np.argmin(combined, axis=1)
    dealt = waits[np.arange(n), choice]
    return float(dealt.mean()), n


def logit(p):
    p = np.clip(p, EPS, 1 - EPS)
    return np.log(p / (1 - p))


def fit_stack(x, y, steps=30):
    """Logistic regression of y on the columns of x and a bias, by Newton's method."""
    x = np.column_stack([x, np.ones(len(x))])
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = sigmoid(x @ w)
        g = x.T @ (p - y)
        h = (x * (p * (1 - p))[:, None]).T @ x + 1e-6 * np.eye(len(w))
        w -= np.linalg.solve(h, g)
    return w


def stacked(learned, heuristic, y, train):
    """Both estimates combined in the logit (weights fitted on the `train` rows), for every row."""
    x = np.column_stack([logit(learned), logit(heuristic)])
    w = fit_stack(x[train], y[train])
    return sigmoid(np.column_stack([x, np.ones(len(x))]) @ w), w


def combine(data, p_tenpai, p_wait, h_tenpai, h_wait):
    """The learned and the heuristic column stacked: fitted on the even games, scored on the odd."""
    train = data.game % 2 == 0
    test = ~train
    c_tenpai, wt = stacked(p_tenpai, h_tenpai, data.tenpai, train)
    held = data.held > 0
    rows_train = np.repeat(train[:, None], KINDS, 1) & held
    flat = lambda a: a.ravel()
    x_l, x_h, y = flat(p_wait), flat(h_wait), flat(data.waits)
    c_wait, ww = stacked(x_l, x_h, y, flat(rows_train))
    c_wait = c_wait.reshape(p_wait.shape)
    held_test = np.repeat(test[:, None], KINDS, 1) & held
    print(f"  stacked on the even games (tenpai weights {np.round(wt, 3)}, deal-in {np.round(ww, 3)}),"
          " scored on the odd ones:")
    for name, a, b, y, m in [
            ("P(tenpai) log-loss", c_tenpai, p_tenpai, data.tenpai, test),
            ("deal-in log-loss, held kinds", c_wait, p_wait, data.waits, held_test)]:
        c, l = log_loss(a[m], y[m]), log_loss(b[m], y[m])
        print(f"    {name:56s} stacked {c:.4f}  learned {l:.4f}  ({100 * (c - l) / l:+.1f}%)")


def evaluate(net, path, md, mix=0.0, stack=False):
    data = ReadingData(path)
    with torch.no_grad():
        out = net(torch.from_numpy(data.features)).double().numpy()
    p_tenpai = sigmoid(out[:, 0])
    p_wait = sigmoid(out[:, 1 : 1 + KINDS])
    tai = np.maximum(out[:, 1 + KINDS :], 0)
    h_tenpai = data.heuristic_tenpai
    h_wait = data.heuristic_risk()
    if mix > 0:
        h_tenpai = (1 - mix) * h_tenpai + mix * data.tenpai.mean()
        h_wait = (1 - mix) * h_wait + mix * data.waits.mean()
    y_t = data.tenpai
    y_w = data.waits
    held = data.held > 0
    if stack:
        combine(data, p_tenpai, p_wait, h_tenpai, h_wait)
    ids = data.decision_ids()
    rows = []
    rows.append(("P(tenpai) log-loss", log_loss(h_tenpai, y_t), log_loss(p_tenpai, y_t)))
    rows.append(("P(tenpai) AUC", auc(h_tenpai, y_t), auc(p_tenpai, y_t)))
    rows.append(("deal-in log-loss, every kind", log_loss(h_wait.ravel(), y_w.ravel()),
                 log_loss(p_wait.ravel(), y_w.ravel())))
    rows.append(("deal-in log-loss, held kinds", log_loss(h_wait[held], y_w[held]),
                 log_loss(p_wait[held], y_w[held])))
    rows.append(("deal-in AUC, held kinds", auc(h_wait[held], y_w[held]),
                 auc(p_wait[held], y_w[held])))
    h_safe, n = safest_discard_deal_in(h_wait, data, ids)
    m_safe, _ = safest_discard_deal_in(p_wait, data, ids)
    uniform, _ = safest_discard_deal_in(np.random.default_rng(0).random(h_wait.shape) * 1e-3,
                                        data, ids)
    rows.append(("deal-in rate of the safest held discard", h_safe, m_safe))
    on_wait = y_w > 0
    mean_tai = float(data.tai[on_wait].mean()) if on_wait.any() else 0.0
    rows.append(("tai on a wait, mean abs error (mean: heuristic column)",
                 float(np.abs(mean_tai - data.tai[on_wait]).mean()),
                 float(np.abs(tai[on_wait] - data.tai[on_wait]).mean())))
    title = f"{path}: {len(data)} rows, {n} decisions, tenpai rate {y_t.mean():.3f}"
    if md:
        print(f"\n**{title}**\n\n| measure | heuristic | learned | change |\n| --- | ---: | ---: | ---: |")
        for name, h, m in rows:
            print(f"| {name} | {h:.4f} | {m:.4f} | {100 * (m - h) / h:+.1f}% |")
        print(f"| (a random held discard deals in) | {uniform:.4f} | | |")
    else:
        print(title)
        for name, h, m in rows:
            print(f"  {name:58s} heuristic {h:.4f}  learned {m:.4f}  ({100 * (m - h) / h:+.1f}%)")
        print(f"  a random held discard deals in {uniform:.4f}")
    for label, ph, pm, y in (("P(tenpai)", h_tenpai, p_tenpai, y_t),
                             ("deal-in, held kinds", h_wait[held], p_wait[held], y_w[held])):
        print(f"\n  reliability, {label} (bin: rows, mean predicted, observed)" if not md else
              f"\nReliability, {label}: bin, rows, mean predicted, observed\n\n"
              "| bin | heuristic rows | predicted | observed | learned rows | predicted | observed |\n"
              "| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        rh, rm = reliability(ph, y), reliability(pm, y)
        keys = sorted({(r[0], r[1]) for r in rh + rm})
        for k in keys:
            a = next((r for r in rh if (r[0], r[1]) == k), None)
            b = next((r for r in rm if (r[0], r[1]) == k), None)
            fa = f"{a[2]} | {a[3]:.3f} | {a[4]:.3f}" if a else "0 | | "
            fb = f"{b[2]} | {b[3]:.3f} | {b[4]:.3f}" if b else "0 | | "
            print(f"| {k[0]:.2f}–{k[1]:.2f} | {fa} | {fb} |" if md else f"    {k[0]:.2f}-{k[1]:.2f}: {fa} || {fb}")
    by_program = {}
    for prog in np.unique(data.program):
        m = (data.program == prog)[:, None] & held
        by_program[data.programs[prog]] = (log_loss(h_wait[m], y_w[m]), log_loss(p_wait[m], y_w[m]))
    print("\n  deal-in log-loss on held kinds by the opponent's program:" if not md else
          "\nDeal-in log-loss on held kinds by the opponent's program:\n\n"
          "| opponent | heuristic | learned | change |\n| --- | ---: | ---: | ---: |")
    for name, (h, m) in by_program.items():
        print(f"| {name} | {h:.4f} | {m:.4f} | {100 * (m - h) / h:+.1f}% |" if md else
              f"    {name:40s} {h:.4f} {m:.4f} ({100 * (m - h) / h:+.1f}%)")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("model")
    p.add_argument("tests", nargs="+")
    p.add_argument("--markdown", action="store_true")
    p.add_argument("--mix", type=float, default=0.0,
                   help="mix the heuristic's probabilities with the mean rate (worlds' labels)")
    p.add_argument("--stack", action="store_true",
                   help="also stack the learned and the heuristic estimates (a logistic fit on the "
                        "even games, scored on the odd)")
    args = p.parse_args()
    net = read_model(args.model)
    for path in args.tests:
        evaluate(net, path, args.markdown, args.mix, args.stack)


if __name__ == "__main__":
    main()
