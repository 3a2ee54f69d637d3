#!/usr/bin/python3
"""Trains mjbot's learned policy (docs/policy.md) by imitation on `mjref policy-data` output and
writes its weights (bot/policy/data/policy_model.txt, embedded at build time) and a fixture of
held-out decisions and PyTorch's outputs that pins the C++ forward pass (bot/policy/network.cc).

One network scores every legal answer of a decision (bot/policy/features.h): the table through
one layer, each candidate's expanded features added to it, a hidden layer and one logit; the
softmax over the candidates is the policy, trained on the teacher's choice. A second head gives
the deciding seat's final score (thousands of points) from the table alone. Trained with PyTorch
on the CPU; the build never trains. Prints, after each epoch, the held-out policy loss, the
agreement with the teacher (all, throws, claims) and the value head's R^2.

    /usr/bin/python3 tools/training/train_policy.py TRAIN.f32 [TRAIN2.f32 ...] --test TEST.f32 \
        --out bot/policy/data/policy_model.txt --fixture tests/data/policy/policy_fixture.txt \
        [--curves curves.csv] [--width 128] [--width2 64] [--epochs 6] [--max-rows N]

The curves (CSV, one line per epoch after a header) plot with tools/training/plot_curves.py.
"""
import argparse
import os
import sys
import time

import numpy as np
import torch
from torch import nn

import model_files
from model_files import read_tensors, write_tensors

# tools/training/policy_data.h and bot/policy/features.h.
META = 7  # game, seat, ask, n, chosen, score / 1000, shanten now
GAME, SEAT, ASK, N, CHOSEN, SCORE, SHANTEN_NOW = range(META)
STATE = 152  # kStateFeatures
SLOTS = 17  # kMaxCandidates
COMPACT = 6  # type, kind, chow_shape, shanten, live, risk
COLUMNS = META + STATE + SLOTS * COMPACT  # 261
TYPES, KINDS, SHAPES, SHANTENS = 7, 34, 3, 6
CANDIDATE = TYPES + KINDS + SHAPES + SHANTENS + 3  # kCandidateFeatures, 53
ASKS = ("throw", "eat", "pong", "gong", "own gong")


def whole(v):
    """The nearest integer of an integer-valued float column, as features.cc's ExpandCandidate
    rounds it (half away from zero), as a long tensor."""
    return torch.where(v < 0, v - 0.5, v + 0.5).trunc().long()


def expand(compact, shanten_now):
    """ExpandCandidate (bot/policy/features.cc) on a batch: [..., 6] compact candidates and the
    [...] shanten now (integer-valued) to [..., 53] inputs. An out-of-range type, kind or shape
    sets no bit, as there."""
    t, k, c, s = (whole(compact[..., i]) for i in range(4))
    now = whole(shanten_now)
    one_hot = lambda v, size: (v[..., None] == torch.arange(size)).float()  # noqa: E731
    change = (s - now).clamp(-2, 2).float() / 2
    return torch.cat([one_hot(t, TYPES), one_hot(k, KINDS), one_hot(c, SHAPES),
                      one_hot(s.clamp(-1, 4) + 1, SHANTENS), compact[..., 4:5] / 40,
                      compact[..., 5:6], change[..., None]], -1)


class PolicyNet(nn.Module):
    """The modules' names are the tensors' in the weights file, in the order written."""

    def __init__(self, width, width2):
        super().__init__()
        self.state = nn.Linear(STATE, width)
        self.candidate = nn.Linear(CANDIDATE, width, bias=False)
        self.hidden = nn.Linear(width, width2)
        self.logit = nn.Linear(width2, 1)
        self.value_hidden = nn.Linear(STATE, width2)
        self.value_out = nn.Linear(width2, 1)

    def forward(self, state, candidates, valid):
        """[b, 152] states, [b, 17, 53] expanded candidates, [b, 17] bool: the [b, 17] logits
        (-inf at invalid slots) and the [b] values."""
        h1 = torch.relu(self.state(state)[:, None, :] + self.candidate(candidates))
        logits = self.logit(torch.relu(self.hidden(h1))).squeeze(-1)
        value = self.value_out(torch.relu(self.value_hidden(state))).squeeze(-1)
        return logits.masked_fill(~valid, float("-inf")), value


class Batch:
    """What the network and the losses take from data rows ([b, 261] float32)."""

    def __init__(self, rows):
        self.ask = rows[:, ASK].round().long()
        self.n = rows[:, N].round().long()
        self.chosen = rows[:, CHOSEN].round().long()
        self.score = rows[:, SCORE]
        self.state = rows[:, META:META + STATE]
        self.compact = rows[:, META + STATE:].reshape(-1, SLOTS, COMPACT)
        self.candidates = expand(self.compact, rows[:, SHANTEN_NOW, None].expand(-1, SLOTS))
        self.valid = torch.arange(SLOTS)[None, :] < self.n[:, None]

    def run(self, net):
        return net(self.state, self.candidates, self.valid)


def read_rows(paths, columns, hint):
    """The float32 rows of `columns` columns in the files, as one numpy array; exits naming a file
    whose size is no whole number of rows (`hint` says what else may have written it)."""
    parts = []
    for path in paths:
        size = os.path.getsize(path)
        if size % (columns * 4):
            sys.exit(f"{path}: {size} bytes is not a whole number of {columns}-column float32 rows: "
                     f"{hint}")
        parts.append(np.fromfile(path, dtype="<f4").reshape(-1, columns))
    return np.concatenate(parts) if parts else np.empty((0, columns), "<f4")


def file_rows(path):
    size = os.path.getsize(path)
    if size % (COLUMNS * 4):
        sys.exit(f"{path}: {size} bytes is not a whole number of {COLUMNS}-column float32 rows: "
                 "written by another mjref's policy-data?")
    return size // (COLUMNS * 4)


def load(paths, max_rows=None, seed=1):
    """The rows of the files as one float32 array (read into place: the files may be GBs), or
    `max_rows` of them picked at random."""
    counts = [file_rows(p) for p in paths]
    total = sum(counts)
    if max_rows is not None and max_rows < total:
        picked = np.sort(np.random.default_rng(seed).choice(total, max_rows, replace=False))
        parts, start = [], 0
        for path, count in zip(paths, counts):
            mine = picked[(picked >= start) & (picked < start + count)] - start
            mm = np.memmap(path, dtype="<f4", mode="r", shape=(count, COLUMNS))
            parts.append(np.asarray(mm[mine]))
            start += count
        data = np.concatenate(parts)
    else:
        data = np.empty((total, COLUMNS), dtype="<f4")
        start = 0
        for path, count in zip(paths, counts):
            with open(path, "rb") as f:
                got = f.readinto(memoryview(data[start:start + count]).cast("B"))
            if got != count * COLUMNS * 4:
                sys.exit(f"{path}: short read ({got} bytes)")
            start += count
    n, chosen = data[:, N], data[:, CHOSEN]
    bad = ~((n >= 1) & (n <= SLOTS) & (chosen >= 0) & (chosen < n))
    if bad.any():
        sys.exit(f"{', '.join(paths)}: {bad.sum()} rows with n outside 1..{SLOTS} or the "
                 f"chosen index outside 0..n-1 (first: row {np.argmax(bad)})")
    return torch.from_numpy(data)


def losses(logits, value, b):
    """The cross-entropy of the teacher's choice and the value's squared error, each a mean."""
    ce = nn.functional.cross_entropy(logits, b.chosen)
    return ce, ((value - b.score) ** 2).mean()


def evaluate(net, data, chunk=1 << 15):
    """Held-out figures: mean policy loss, top-1 agreement overall, on throws, on the other asks
    (claims and own gongs), and the value's R^2 about the scores' mean."""
    ce_sum, sse = 0.0, 0.0
    right = torch.zeros(2)
    asked = torch.zeros(2)
    with torch.no_grad():
        for i in range(0, len(data), chunk):
            b = Batch(data[i:i + chunk])
            logits, value = b.run(net)
            ce_sum += nn.functional.cross_entropy(logits, b.chosen, reduction="sum").item()
            sse += ((value - b.score) ** 2).sum().item()
            hit = (logits.argmax(1) == b.chosen).float()
            claim = (b.ask != 0).long()
            right += torch.zeros(2).index_add_(0, claim, hit)
            asked += torch.bincount(claim, minlength=2).float()
    score = data[:, SCORE].double()
    ss = ((score - score.mean()) ** 2).sum().item()
    share = lambda r, a: r / a if a else float("nan")  # noqa: E731
    return {"test_policy_loss": ce_sum / len(data),
            "test_accuracy": right.sum().item() / len(data),
            "test_value_r2": 1 - sse / ss if ss > 0 else float("nan"),
            "test_accuracy_throw": share(right[0].item(), asked[0].item()),
            "test_accuracy_claims": share(right[1].item(), asked[1].item())}


CURVE_COLUMNS = ["epoch", "seconds", "train_loss", "test_policy_loss", "test_accuracy",
                 "test_value_r2", "test_accuracy_throw", "test_accuracy_claims"]


def add_fit_options(p, epochs, batch, lr):
    """The options fit() reads (--epochs, --batch, --lr, --seed) with a script's own defaults, the
    value head's weight in the loss and the threads."""
    p.add_argument("--epochs", type=int, default=epochs)
    p.add_argument("--batch", type=int, default=batch, help="decisions per step")
    p.add_argument("--lr", type=float, default=lr)
    p.add_argument("--value-weight", type=float, default=0.5,
                   help="the value's squared error's weight beside the policy's loss")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2)


def fit(net, data, args, loss_of_rows, after_epoch):
    """Adam with the learning rate on a cosine from args.lr to 0 over every step: args.epochs
    epochs of shuffled batches of args.batch rows (seeded by args.seed). loss_of_rows(rows) is a
    batch's mean loss; after_epoch(epoch, mean training loss, seconds) runs with the network in
    eval mode, and what it returns last is returned."""
    g = torch.Generator().manual_seed(args.seed)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    steps = args.epochs * ((len(data) + args.batch - 1) // args.batch)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, max(1, steps))
    start = time.time()
    result = None
    for epoch in range(1, args.epochs + 1):
        net.train()
        # Rows of one game and seat are correlated; a shuffle over all rows mixes them well
        # enough at these batch sizes.
        order = torch.randperm(len(data), generator=g)
        total = 0.0
        for i in range(0, len(data), args.batch):
            rows = data[order[i:i + args.batch]]
            loss = loss_of_rows(rows)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(rows)
        net.eval()
        result = after_epoch(epoch, total / len(data), time.time() - start)
    return result


def train(net, data, test, args, log, curves):
    """fit() on the teacher's choice and the score; the network as it is after the last epoch (the
    held-out set only reports, it picks nothing)."""
    def loss_of_rows(rows):
        b = Batch(rows)
        ce, mse = losses(*b.run(net), b)
        return ce + args.value_weight * mse

    def after_epoch(epoch, train_loss, seconds):
        figures = evaluate(net, test)
        row = dict(epoch=epoch, seconds=seconds, train_loss=train_loss, **figures)
        log(f"epoch {epoch}: train loss {row['train_loss']:.4f}, held-out policy loss "
            f"{row['test_policy_loss']:.4f}, accuracy {row['test_accuracy']:.4f} "
            f"(throws {row['test_accuracy_throw']:.4f}, claims {row['test_accuracy_claims']:.4f}), "
            f"value R^2 {row['test_value_r2']:.4f} ({row['seconds']:.0f} s)")
        if curves:
            curves.write(",".join(f"{row[c]:.6g}" if isinstance(row[c], float) else str(row[c])
                                  for c in CURVE_COLUMNS) + "\n")
            curves.flush()
        return figures

    return fit(net, data, args, loss_of_rows, after_epoch)


def read_model(path, rules_prior=False):
    """The PolicyNet a tensor file holds (its widths from the shapes). A model with a rules prior
    (learn_from_search.py --rules-prior: the C++ Choose adds it to the rules' answer) gets it as
    the parameter rules_prior where the caller trains one, else exits naming the file."""
    settings, tensors = read_tensors(path)
    net = PolicyNet(tensors["state.weight"].shape[0], tensors["hidden.weight"].shape[0])
    if "rules_prior" in settings:
        if not rules_prior:
            sys.exit(f"{path}: a model with a rules prior (learn_from_search.py's), which this "
                     "script does not train: start from one without (make_policy_model.sh)")
        net.rules_prior = nn.Parameter(torch.tensor([float(settings["rules_prior"])]))
        tensors["rules_prior"] = net.rules_prior.detach().clone()
    net.load_state_dict(tensors)
    net.eval()
    return net


def fixture_rows(test, n, seed):
    """n held-out rows: one of each ask first (when there is one), the rest at random."""
    rng = np.random.default_rng(seed)
    ask = test[:, ASK].round().long().numpy()
    picked = [int(rng.choice(np.flatnonzero(ask == a))) for a in range(len(ASKS)) if (ask == a).any()]
    rest = np.setdiff1d(np.arange(len(test)), picked)
    more = rng.choice(rest, size=max(0, min(n - len(picked), len(rest))), replace=False)
    return picked[:n] + [int(i) for i in more]


def write_fixture(net, test, path, n=8, seed=1):
    """Per decision: the state, the shanten now, the compact candidates and PyTorch's logits and
    value, for the C++ forward pass to reproduce."""
    rows = test[fixture_rows(test, n, seed)]
    b = Batch(rows)
    with torch.no_grad():
        logits, value = b.run(net)
    now = whole(rows[:, SHANTEN_NOW])
    count = b.n.tolist()
    model_files.write_fixture(
        path, "held-out decisions and PyTorch's logits and value (thousands of points) for "
        "bot/policy/data/policy_model.txt, written by tools/training/train_policy.py",
        [[("state", b.state[i]), ("shanten_now", [now[i].item()])]
         + [("candidate", c) for c in b.compact[i, :count[i]]]
         + [("logits", logits[i, :count[i]]), ("value", [value[i].item()])]
         for i in range(len(rows))])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="+", help="policy-data files from `mjref policy-data`")
    p.add_argument("--test", nargs="+", required=True, help="held-out files (other seeds)")
    p.add_argument("--out", help="the weights file to write")
    p.add_argument("--fixture", help="the C++/PyTorch agreement fixture to write")
    p.add_argument("--curves", help="a CSV of the figures after each epoch")
    p.add_argument("--width", type=int, default=128, help="the first layer's width (default 128)")
    p.add_argument("--width2", type=int, default=64, help="the hidden layers' width (default 64)")
    add_fit_options(p, epochs=6, batch=1024, lr=1e-3)
    p.add_argument("--max-rows", type=int, help="train on this many rows picked at random")
    p.add_argument("--init", help="start from this model's weights (an --out of it) instead of "
                   "random ones: a stage trained on another teacher's data")
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    start = time.time()
    data = load(args.train, args.max_rows, args.seed)
    test = load(args.test)
    if len(data) == 0 or len(test) == 0:
        sys.exit("no rows to train on or to test on")
    asks = np.bincount(test[:, ASK].round().long().numpy(), minlength=len(ASKS))
    chance = (1 / test[:, N]).mean().item()
    print(f"{len(data)} training rows in {len(args.train)} file(s), {len(test)} held-out "
          f"({', '.join(f'{a} {c}' for a, c in zip(ASKS, asks))}); a random choice agrees "
          f"{chance:.4f} ({time.time() - start:.0f} s to load)", flush=True)
    net = PolicyNet(args.width, args.width2)
    if args.init:
        net = read_model(args.init)
        print(f"starting from {args.init}", flush=True)
    params = sum(t.numel() for t in net.parameters())
    curves = open(args.curves, "w") if args.curves else None
    if curves:
        curves.write(",".join(CURVE_COLUMNS) + "\n")
    try:
        figures = train(net, data, test, args, lambda s: print(s, flush=True), curves)
    finally:
        if curves:
            curves.close()
    command = "/usr/bin/python3 tools/training/train_policy.py " + " ".join(sys.argv[1:])
    if args.out:
        write_tensors(args.out, net.state_dict(), [
            "mj16 learned policy (bot/policy/network.h), written by", command,
            f"{len(data)} training rows, {len(test)} held-out; {params} parameters",
            f"held-out: policy loss {figures['test_policy_loss']:.4f}, accuracy "
            f"{figures['test_accuracy']:.4f} (throws {figures['test_accuracy_throw']:.4f}, claims "
            f"{figures['test_accuracy_claims']:.4f}), value R^2 {figures['test_value_r2']:.4f}"])
        print(f"wrote {args.out}")
    if args.fixture:
        write_fixture(net, test, args.fixture, seed=args.seed)
        print(f"wrote {args.fixture}")
    print(f"{len(data)} training rows, {params} parameters, {time.time() - start:.0f} s")


if __name__ == "__main__":
    main()
