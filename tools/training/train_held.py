#!/usr/bin/python3
"""Trains the reading of the copies an opponent holds (bot/reading/held.h, docs/reading.md) on
`mjref labels` output, and writes its weights (bot/reading/data/held_model.txt, embedded at build
time) and a fixture that pins the C++ forward pass (tests/data/reading/held_fixture.txt).

The network is the learned reading's (train_reading.ReadingNet), its per-kind head read as the
logit of p_k: the chance that one copy of kind k the seat has not seen sits in this opponent's
concealed hand. Of the u_k unseen copies he holds h_k (the label's hand columns), and the loss is
the binomial log-loss of h_k of u_k. Its other heads are not trained and not read. Also prints
the held-out log-loss against the public baseline (every unseen copy equally likely to be in his
hand: his concealed count over the unseen), per copy.

    /usr/bin/python3 tools/training/train_held.py TRAIN.f32 [...] --valid TEST.f32 [...] \
        --out bot/reading/data/held_model.txt --fixture tests/data/reading/held_fixture.txt
"""
import argparse
import sys
import time

import numpy as np
import torch

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import model_files  # noqa: E402
from reading_data import KINDS, LabelsFile, ReadingData, feature_span  # noqa: E402
from train_reading import (CHANNELS, SCALARS, VALID_EVERY, ReadingNet,  # noqa: E402
                           add_training_options, shuffled_parts)

SEEN_CHANNEL = 4  # bot/reading/features.h channel::kSeen: copies the seat has seen / 4


class Part:
    """Features, unseen copies u and his copies h of a span of rows."""

    def __init__(self, data, rows=None):
        if data.hand is None:
            sys.exit("the labels have no hand columns: label the games again with this mjref")
        rows = slice(None) if rows is None else rows
        self.features = torch.from_numpy(data.features[rows])
        seen = self.features[:, SCALARS + SEEN_CHANNEL * KINDS : SCALARS + (SEEN_CHANNEL + 1) * KINDS]
        self.unseen = (4 - torch.round(4 * seen)).clamp(min=0)
        self.hand = torch.from_numpy(data.hand[rows]).clamp(max=self.unseen)

    @staticmethod
    def join(parts):
        joined = Part.__new__(Part)
        for name in ("features", "unseen", "hand"):
            setattr(joined, name, torch.cat([getattr(p, name) for p in parts]))
        return joined

    def __len__(self):
        return len(self.hand)


def held_logits(net, x):
    return net(x)[:, 1 : 1 + KINDS]


def copy_loss_sum(z, part_hand, part_unseen):
    """The binomial log-loss of his copies, summed, and the copies it is over."""
    logsig = torch.nn.functional.logsigmoid
    loss = -(part_hand * logsig(z) + (part_unseen - part_hand) * logsig(-z)).sum()
    return loss, part_unseen.sum()


def baseline_logits(part):
    """Every unseen copy equally likely his: his concealed count over the unseen."""
    share = part.hand.sum(1, keepdim=True) / part.unseen.sum(1, keepdim=True).clamp(min=1)
    share = share.clamp(1e-6, 1 - 1e-6)
    return torch.log(share / (1 - share)).expand(-1, KINDS)


def per_copy(part, logits_of, chunk=1 << 15):
    total = copies = 0.0
    with torch.no_grad():
        for i in range(0, len(part), chunk):
            j = slice(i, i + chunk)
            sub = Part.__new__(Part)
            sub.features, sub.unseen, sub.hand = part.features[j], part.unseen[j], part.hand[j]
            loss, n = copy_loss_sum(logits_of(sub), sub.hand, sub.unseen)
            total += loss.item()
            copies += n.item()
    return total / max(copies, 1.0)


def train(files, width, epochs, batch, lr, seed, log, block=1 << 13, mix=128):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    net = ReadingNet(width)
    opt = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    best, best_state, valid = None, None, None
    for epoch in range(epochs):
        start = time.time()
        net.train()
        valid_parts = []
        for data in shuffled_parts(files, block, mix, rng):
            held = data.game % VALID_EVERY == 0
            if valid is None:
                valid_parts.append(Part(data, held))
            part = Part(data, ~held)
            order = torch.from_numpy(rng.permutation(len(part)))
            for i in range(0, len(order), batch):
                idx = order[i : i + batch]
                loss, n = copy_loss_sum(held_logits(net, part.features[idx]), part.hand[idx],
                                        part.unseen[idx])
                opt.zero_grad()
                (loss / n.clamp(min=1)).backward()
                opt.step()
        if valid is None:
            valid = Part.join(valid_parts)
        sched.step()
        net.eval()
        score = per_copy(valid, lambda p: held_logits(net, p.features))
        log(f"epoch {epoch + 1}: valid log-loss a copy {score:.5f} ({time.time() - start:.0f} s)")
        if best is None or score < best:
            best = score
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
    net.load_state_dict(best_state)
    net.eval()
    return net, valid


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="+", help="labels files from `mjref labels`")
    p.add_argument("--valid", nargs="*", default=[], help="held-out labels files to report on")
    p.add_argument("--out", required=True, help="the model file to write")
    p.add_argument("--fixture", help="the C++/PyTorch agreement fixture to write")
    add_training_options(p, epochs=6)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    files = [LabelsFile(path) for path in args.train]
    first, last = feature_span(files[0].columns)
    if last - first != SCALARS + CHANNELS * KINDS:
        sys.exit(f"{args.train[0]}: {last - first} features a row, the network takes "
                 f"{SCALARS + CHANNELS * KINDS}: label the games again with this build's mjref")
    print(f"{sum(f.rows for f in files)} rows in {len(files)} file(s)", flush=True)
    net, valid = train(files, args.width, args.epochs, args.batch, args.lr, args.seed,
                       lambda s: print(s, flush=True))
    for path in args.valid:
        part = Part(ReadingData(path))
        learned = per_copy(part, lambda q: held_logits(net, q.features))
        public = per_copy(part, baseline_logits)
        print(f"{path}: log-loss a copy {learned:.5f}, the public baseline {public:.5f} "
              f"({len(part)} rows)")
    command = "/usr/bin/python3 tools/training/train_held.py " + " ".join(sys.argv[1:])
    model_files.write_tensors(
        args.out, {k: v for k, v in net.state_dict().items() if k not in ("rank", "honour_id")},
        ["mj16 reading of the copies an opponent holds (bot/reading/held.h), written by",
         command], {"width": net.width})
    if args.fixture:
        rng = np.random.default_rng(1)
        pick = torch.from_numpy(rng.choice(len(valid), size=min(8, len(valid)), replace=False))
        x = valid.features[pick]
        with torch.no_grad():
            out = net(x).numpy()
        model_files.write_fixture(
            args.fixture, "inputs and PyTorch's outputs of bot/reading/data/held_model.txt, "
            "written by tools/training/train_held.py",
            [[("in", x[i]), ("out", out[i])] for i in range(len(x))])
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
