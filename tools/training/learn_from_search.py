#!/usr/bin/python3
"""Expert iteration's learning step (docs/policy.md, "Learning from the search"): trains mjbot's
policy network on the search's values of every candidate (`mjref policy-data --search-values W`)
and measures any model by them on held-out questions, beside the rules' answer.

Each row carries every candidate's value by mjbot's search on the same worlds, in two halves.
The target is a soft choice made from the values: softmax(value / T), T in points (--temperature);
the loss is its cross-entropy with the network's policy, plus the value head's squared error as in
imitation. A policy is measured without playing: the search's value of the answer it picks, less
that of the rules' answer (recorded in the row), points a question with a 95% CI over questions;
its agreement with the search's best; and the split-half figures that bound what any policy can
show on these labels (how often the halves name the same best answer, their correlation).
With --rules-prior the network also learns one bonus in logits for the rules' answer (written
as the model's setting rules_prior; in play, bot/decide/learned.cc asks the rules first): it
starts at the rules and learns where to leave them.

    /usr/bin/python3 tools/training/learn_from_search.py TRAIN.f32 [...] --test TEST.f32 [...] \
        --init bot/policy/data/policy_model.txt [--out MODEL] [--epochs 4] [--temperature 100] \
        [--rules-prior 2]
    /usr/bin/python3 tools/training/learn_from_search.py --test TEST.f32 --init MODEL  # measure only
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
from train_policy import (COLUMNS, N, SLOTS, Batch, PolicyNet, add_fit_options, fit,  # noqa: E402
                          read_model, read_rows, write_fixture)

RULES = COLUMNS  # tools/training/policy_data.h kPolicyRulesColumn
SEARCH_COLUMNS = COLUMNS + 1 + 2 * SLOTS  # kPolicySearchColumns


def load(paths):
    data = read_rows(paths, SEARCH_COLUMNS, "written without --search-values?")
    n, rules = data[:, N], data[:, RULES]
    if not ((n >= 2) & (n <= SLOTS) & (rules >= 0) & (rules < n)).all():
        sys.exit(f"{', '.join(paths)}: rows with n outside 2..{SLOTS} or the rules' index outside")
    return torch.from_numpy(data)


class Valued:
    """A batch of rows: the network's inputs and each candidate's value, in thousands: the two
    halves and their mean (-inf after the n-th, so that no pick lands there)."""

    def __init__(self, rows):
        self.batch = Batch(rows[:, :COLUMNS])
        self.rules = rows[:, RULES].round().long()
        valid = self.batch.valid
        halves = rows[:, RULES + 1:].reshape(-1, 2, SLOTS)
        self.half = [halves[:, h].masked_fill(~valid, float("-inf")) for h in (0, 1)]
        self.value = ((halves[:, 0] + halves[:, 1]) / 2).masked_fill(~valid, float("-inf"))


def of(values, picks):
    return values.gather(1, picks[:, None]).squeeze(1)


def run(net, v):
    """The network's logits and values for a batch; a network with a rules prior adds it to the
    rules' answer's logit, as the C++ Choose does."""
    logits, value = v.batch.run(net)
    if hasattr(net, "rules_prior"):
        logits = logits + net.rules_prior * nn.functional.one_hot(v.rules, SLOTS)
    return logits, value


def loss_of(net, v, temperature, value_weight):
    logits, value = run(net, v)
    target = torch.softmax(v.value / temperature, 1)
    log_p = torch.log_softmax(logits, 1).masked_fill(~v.batch.valid, 0)
    ce = -(target * log_p).sum(1).mean()
    return ce + value_weight * ((value - v.batch.score) ** 2).mean()


def ci(x):
    x = np.asarray(x, dtype=np.float64)
    return x.mean(), 1.96 * x.std(ddof=1) / np.sqrt(len(x)) if len(x) > 1 else float("nan")


def measure(net, data):
    """Points a question by the search's values (the two halves' mean), for the network's pick,
    the recorded answer and the search's own best, each less the rules' answer; agreements."""
    with torch.no_grad():
        v = Valued(data)
        logits, _ = run(net, v)
        pick = logits.argmax(1)
    best = v.value.argmax(1)
    rules_value = of(v.value, v.rules)
    figures = {"questions": len(data)}
    for name, picks in (("network", pick), ("recorded", v.batch.chosen), ("search best", best)):
        figures[name] = ci(((of(v.value, picks) - rules_value) * 1000).numpy())
        figures[name + " agrees"] = (picks == best).float().mean().item()
    figures["rules agrees"] = (v.rules == best).float().mean().item()
    figures["network = rules"] = (pick == v.rules).float().mean().item()
    # Split-half: how often the halves name the same best, and their agreement on the candidates'
    # spread about each question's mean: the labels' own noise.
    figures["halves agree"] = (v.half[0].argmax(1) == v.half[1].argmax(1)).float().mean().item()
    valid = v.batch.valid
    centred = [torch.where(valid, h - torch.where(valid, h, 0).sum(1, keepdim=True)
                           / valid.sum(1, keepdim=True), 0) for h in v.half]
    a, b = centred[0][valid].numpy(), centred[1][valid].numpy()
    figures["halves correlation"] = float(np.corrcoef(a, b)[0, 1])
    figures["label noise"] = float(np.std(a - b) / 2 * 1000)  # the mean's sd, points
    figures["label spread"] = float(np.std((a + b) / 2) * 1000)
    return figures


def report(title, f):
    line = lambda name: f"{f[name][0]:+.1f} [{f[name][0] - f[name][1]:+.1f}, {f[name][0] + f[name][1]:+.1f}]"  # noqa: E731,E501
    print(f"{title}: {f['questions']} held-out questions; points a question by the search's values, "
          f"less the rules' answer: network {line('network')}, recorded answer {line('recorded')}, "
          f"the search's best {line('search best')} (its max is biased up by the labels' noise); "
          f"agreement with the search's best: network {f['network agrees']:.3f}, rules "
          f"{f['rules agrees']:.3f}; network = rules {f['network = rules']:.3f}; the labels: "
          f"halves name the same best {f['halves agree']:.3f}, correlation "
          f"{f['halves correlation']:.3f}, noise {f['label noise']:.0f} points against a spread of "
          f"{f['label spread']:.0f}", flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="*", help="`mjref policy-data --search-values` files")
    p.add_argument("--test", nargs="+", required=True, help="held-out files (other seeds)")
    p.add_argument("--init", help="start from this model (default: a fresh network)")
    p.add_argument("--out", help="the weights file to write")
    p.add_argument("--fixture", help="the C++/PyTorch agreement fixture to write (with --out)")
    add_fit_options(p, epochs=4, batch=512, lr=5e-4)
    p.add_argument("--temperature", type=float, default=100,
                   help="points: the soft choice's softmax(value / T) (default 100)")
    p.add_argument("--rules-prior", type=float, metavar="LOGITS",
                   help="give the network a learned bonus for the rules' answer, starting here "
                        "(the model then needs the rules' answer in play; default: none, or the "
                        "--init model's)")
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    start = time.time()
    test = load(args.test)
    net = read_model(args.init, rules_prior=True) if args.init else PolicyNet(128, 64)
    if args.rules_prior is not None:
        net.rules_prior = nn.Parameter(torch.tensor([args.rules_prior]))
    report("before" if args.train else "measured", measure(net, test))
    if not args.train:
        return
    data = load(args.train)
    print(f"{len(data)} training questions in {len(args.train)} file(s)", flush=True)

    def after_epoch(epoch, train_loss, seconds):
        print(f"epoch {epoch}: train loss {train_loss:.4f} ({seconds:.0f} s)")
        figures = measure(net, test)
        report(f"epoch {epoch}", figures)
        return figures

    f = fit(net, data, args,
            lambda rows: loss_of(net, Valued(rows), args.temperature / 1000, args.value_weight),
            after_epoch) or measure(net, test)  # no epochs: the starting model's
    if args.out:
        tensors = net.state_dict()
        prior = tensors.pop("rules_prior", None)  # a setting of the model, not a tensor
        settings = None if prior is None else {"rules_prior": f"{prior.item():.9g}"}
        write_tensors(args.out, tensors, [
            "mj16 learned policy (bot/policy/network.h) trained on the search's values, written by",
            "/usr/bin/python3 tools/training/learn_from_search.py " + " ".join(sys.argv[1:]),
            f"{len(data)} training questions, {len(test)} held-out; network - rules "
            f"{f['network'][0]:+.1f} points a question by the search's values"], settings)
        print(f"wrote {args.out}")
        if args.fixture:
            write_fixture(net, test[:, :COLUMNS], args.fixture, seed=args.seed)
            print(f"wrote {args.fixture}")
    print(f"{time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
