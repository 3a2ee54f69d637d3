#!/usr/bin/python3
"""Stage (b) of mjbot's learned policy (docs/policy.md): improves an imitation model by points,
from branched continuations (`mjref policy-data --branch K`), and measures any model the same way.

Each branched decision carries every candidate's final score for the deciding seat when the game
is played again from its deal with that answer, everyone playing on as the teacher would: paired
counterfactual outcomes on the same wall. A policy's points at a decision are then measured
exactly, without playing: the score of the candidate it picks. The held-out figure is the mean,
over decisions, of that score less the teacher's (points a decision; a CI over decisions), for
the starting model and the improved one.

Training raises the expected score under the policy, sum_i pi(i) (s_i - mean s), a gradient with
every action's outcome (no sampling), held near the starting model by lambda KL(pi_0 || pi) and
the value head's squared error as in imitation. The scores are one continuation each, so their
noise (about a thousand points) is averaged by the network across similar decisions, not within
one.

    /usr/bin/python3 tools/training/improve_policy.py TRAIN.f32 [...] --test TEST.f32 [...] \
        --init bot/policy/data/policy_model.txt [--out MODEL] [--epochs 4] [--kl 1.0] [--curves C]
    /usr/bin/python3 tools/training/improve_policy.py --test TEST.f32 --init MODEL   # measure only
"""
import argparse
import os
import sys
import time

import numpy as np
import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model_files import write_tensors  # noqa: E402
from train_policy import (ASK, ASKS, CHOSEN, COLUMNS, N, SCORE, SLOTS, Batch,  # noqa: E402
                          add_fit_options, fit, read_model, read_rows)

BRANCH_COLUMNS = COLUMNS + SLOTS  # tools/training/policy_data.h kPolicyBranchColumns


def load_branches(paths):
    data = read_rows(paths, BRANCH_COLUMNS, "written without --branch?")
    n, chosen = data[:, N], data[:, CHOSEN]
    if not ((n >= 2) & (n <= SLOTS) & (chosen >= 0) & (chosen < n)).all():
        sys.exit(f"{', '.join(paths)}: rows with n outside 2..{SLOTS} or the chosen index outside")
    return torch.from_numpy(data)


class Branches:
    """A batch of branched rows: the network's inputs and each candidate's score (thousands),
    centred on the decision's mean over its candidates."""

    def __init__(self, rows):
        self.batch = Batch(rows[:, :COLUMNS])
        self.scores = rows[:, COLUMNS:]
        valid = self.batch.valid
        mean = (self.scores * valid).sum(1) / valid.sum(1)
        self.advantage = torch.where(valid, self.scores - mean[:, None], torch.zeros(()))


def measure(net, data, chunk=1 << 14):
    """Held-out figures of the greedy policy (argmax of the logits) against the teacher's
    answers, in points a decision, with the 95% CI over decisions; overall, on throws and on
    the other asks; and the agreement with the teacher."""
    gains, asks, agree = [], [], []
    with torch.no_grad():
        for i in range(0, len(data), chunk):
            b = Branches(data[i:i + chunk])
            logits, _ = b.batch.run(net)
            pick = logits.argmax(1)
            rows = torch.arange(len(pick))
            gains.append(1000 * (b.scores[rows, pick] - b.scores[rows, b.batch.chosen]))
            asks.append(b.batch.ask)
            agree.append((pick == b.batch.chosen).float())
    gain, ask, agree = torch.cat(gains).double(), torch.cat(asks), torch.cat(agree)

    def mean_ci(v):
        if len(v) < 2:
            return float("nan"), float("nan")
        return v.mean().item(), 1.96 * v.std().item() / len(v) ** 0.5

    out = {"agreement": agree.mean().item()}
    for name, keep in (("all", ask >= 0), ("throws", ask == 0), ("claims", ask != 0)):
        out[name] = mean_ci(gain[keep])
    return out


def best_possible(data):
    """Points a decision of picking, at each, the candidate that happened to score best: an upper
    bound that the noise of single continuations inflates."""
    b = Branches(data)
    best = b.scores.masked_fill(~b.batch.valid, -1e9).max(1).values
    rows = torch.arange(len(best))
    return 1000 * (best - b.scores[rows, b.batch.chosen]).double().mean().item()


def describe(figures):
    parts = [f"{name} {m:+.1f} [{m - h:+.1f}, {m + h:+.1f}]"
             for name in ("all", "throws", "claims") for m, h in [figures[name]]]
    return f"points a decision against the teacher: {', '.join(parts)}; agreement " \
           f"{figures['agreement']:.4f}"


def train(net, data, test, args, log, curves):
    start_net = read_model(args.init)

    def loss_of_rows(rows):
        b = Branches(rows)
        logits, value = b.batch.run(net)
        log_pi = torch.log_softmax(logits, 1)
        pi = log_pi.exp()
        gain = (pi * b.advantage).sum(1).mean()
        with torch.no_grad():
            log_pi0 = torch.log_softmax(b.batch.run(start_net)[0], 1)
        valid = b.batch.valid
        kl = (log_pi0.exp() * (log_pi0 - log_pi)).masked_fill(~valid, 0).sum(1).mean()
        mse = ((value - b.batch.score) ** 2).mean()
        return -gain + args.kl * kl + args.value_weight * mse

    def after_epoch(epoch, train_loss, seconds):
        figures = measure(net, test)
        log(f"epoch {epoch}: train loss {train_loss:.4f}; held-out {describe(figures)} "
            f"({seconds:.0f} s)")
        if curves:
            m, h = figures["all"]
            curves.write(f"{epoch},{seconds:.1f},{train_loss:.6g},{m:.6g},"
                         f"{h:.6g},{figures['agreement']:.6g}\n")
            curves.flush()
        return figures

    return fit(net, data, args, loss_of_rows, after_epoch)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="*", help="branched policy-data files (mjref policy-data "
                   "--branch K); none: only measure --init on --test")
    p.add_argument("--test", nargs="+", required=True, help="held-out branched files")
    p.add_argument("--init", required=True, help="the model to start from (a weights file)")
    p.add_argument("--out", help="the improved weights file to write")
    p.add_argument("--curves", help="a CSV of the held-out figures after each epoch")
    add_fit_options(p, epochs=4, batch=256, lr=3e-4)
    p.add_argument("--kl", type=float, default=1.0,
                   help="the weight of KL(starting policy || policy) beside the expected gain")
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    start = time.time()
    test = load_branches(args.test)
    asks = np.bincount(test[:, ASK].round().long().numpy(), minlength=len(ASKS))
    net = read_model(args.init)
    print(f"{len(test)} held-out branched decisions ({', '.join(f'{a} {c}' for a, c in zip(ASKS, asks))}); "
          f"the luckiest candidate each time: {best_possible(test):+.1f} points a decision", flush=True)
    print(f"{args.init}: {describe(measure(net, test))}", flush=True)
    if not args.train:
        return
    data = load_branches(args.train)
    print(f"{len(data)} training decisions in {len(args.train)} file(s)", flush=True)
    curves = open(args.curves, "w") if args.curves else None
    if curves:
        curves.write("epoch,seconds,train_loss,test_gain,test_gain_ci,test_agreement\n")
    try:
        figures = train(net, data, test, args, lambda s: print(s, flush=True), curves)
    finally:
        if curves:
            curves.close()
    if args.out:
        command = "/usr/bin/python3 tools/training/improve_policy.py " + " ".join(sys.argv[1:])
        m, h = figures["all"]
        write_tensors(args.out, net.state_dict(), [
            "mj16 learned policy (bot/policy/network.h), improved by points from branched "
            "continuations, written by", command,
            f"{len(data)} branched training decisions, {len(test)} held-out; held-out points a "
            f"decision against the teacher {m:+.1f} [{m - h:+.1f}, {m + h:+.1f}], agreement "
            f"{figures['agreement']:.4f}"])
        print(f"wrote {args.out}")
    print(f"{time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
