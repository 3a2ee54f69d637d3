#!/usr/bin/python3
"""Measures what the order of an opponent's discards adds to the learned reading
(docs/lab/reading-log.md, "The model"): the shipped network (train_reading.py's ReadingNet) trained with
and without channels that mark the kinds of his latest and first discards one by one, read from
the labels' sequence columns. A measurement, not a model mjbot reads.

    /usr/bin/python3 tools/training/discard_order.py TRAIN.f32 TEST.f32 [TEST2.f32 ...] \\
        --latest 8 --first 8 [--epochs 4]

Prints each epoch's validation losses (every tenth game, as train_reading.py) and, on each test
file, the held kinds' deal-in log-loss against the heuristics'. With --latest 0 --first 0 it is
the same network on the same inputs as today's model, trained the same way: the baseline.
"""
import argparse
import sys
import time

import numpy as np
import torch

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import train_reading  # noqa: E402
from evaluate_reading import log_loss, sigmoid  # noqa: E402
from reading_data import KINDS, ReadingData  # noqa: E402


def order_channels(sequence, latest, first):
    """[rows, slots, 5] sequence columns -> [rows, (latest + first) * KINDS]: channel j < latest
    marks the kind of his (j+1)-th latest discard, channel latest + j that of his (j+1)-th."""
    kind = torch.as_tensor(sequence)[:, :, 0].long()
    rows = kind.shape[0]
    made = (kind >= 0).sum(1)
    back = made[:, None] - 1 - torch.arange(latest)[None]
    latest_kind = torch.where(back >= 0, torch.gather(kind, 1, back.clamp(min=0)), -1)
    picked = torch.cat([latest_kind, kind[:, :first]], 1)
    marks = torch.nn.functional.one_hot(picked.clamp(min=0), KINDS).float()
    return (marks * (picked >= 0)[:, :, None]).reshape(rows, -1)


class Inputs:
    """The network's input rows: the features, then the order channels."""

    def __init__(self, data, latest, first):
        if data.sequence is None and latest + first > 0:
            sys.exit("these labels have no sequence columns: label the games again")
        self.features = torch.from_numpy(data.features)
        self.sequence = None if data.sequence is None else torch.from_numpy(data.sequence)
        self.latest, self.first = latest, first

    def __call__(self, idx):
        x = self.features[idx]
        if self.latest + self.first == 0:
            return x
        return torch.cat([x, order_channels(self.sequence[idx], self.latest, self.first)], 1)


class Picked:
    """Some rows' inputs, built a slice at a time: inputs(rows[j])."""

    def __init__(self, inputs, rows):
        self.inputs, self.rows = inputs, rows

    def __getitem__(self, j):
        return self.inputs(self.rows[j])


def validation_part(data, inputs, rows):
    """The rows as train_reading.validation_losses takes them (a Part), inputs built lazily."""
    part = train_reading.Part.__new__(train_reading.Part)
    part.features = Picked(inputs, rows)
    for name in ("tenpai", "waits", "tai"):
        setattr(part, name, torch.from_numpy(getattr(data, name))[rows])
    return part


def train(data, inputs, args, log):
    """Every game but each tenth, validated on those after each epoch; the best epoch's net."""
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    tenpai, waits, tai = (torch.from_numpy(a) for a in (data.tenpai, data.waits, data.tai))
    held_out = data.game % train_reading.VALID_EVERY == 0
    train_rows = np.flatnonzero(~held_out)
    valid = validation_part(data, inputs, torch.from_numpy(np.flatnonzero(held_out)))
    net = train_reading.ReadingNet(args.width, train_reading.CHANNELS + args.latest + args.first)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)
    best, best_state, start = None, None, time.time()
    for epoch in range(args.epochs):
        net.train()
        order = rng.permutation(train_rows)
        for i in range(0, len(order), args.batch):
            idx = torch.from_numpy(order[i : i + args.batch])
            loss = train_reading.training_loss(net(inputs(idx)), tenpai[idx], waits[idx], tai[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        net.eval()
        lt, lw, _ = train_reading.validation_losses(net, valid)
        log(f"epoch {epoch + 1}: valid tenpai {lt:.4f} waits {lw:.5f} "
            f"({time.time() - start:.0f} s)")
        if best is None or lt + KINDS * lw < best:
            best = lt + KINDS * lw
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
    net.load_state_dict(best_state)
    return net.eval()


def held_log_loss(net, path, latest, first):
    """The held kinds' deal-in log-loss on one labels file: the heuristics', the network's."""
    data = ReadingData(path)
    inputs = Inputs(data, latest, first)
    with torch.no_grad():
        out = torch.cat([net(inputs(torch.arange(i, min(i + (1 << 15), len(data)))))
                         for i in range(0, len(data), 1 << 15)]).double().numpy()
    held = data.held > 0
    return (log_loss(data.heuristic_risk()[held], data.waits[held]),
            log_loss(sigmoid(out[:, 1 : 1 + KINDS])[held], data.waits[held]))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", help="labels with sequence columns (mjref labels)")
    p.add_argument("tests", nargs="+")
    p.add_argument("--latest", type=int, default=8, help="channels of his latest discards")
    p.add_argument("--first", type=int, default=8, help="channels of his first discards")
    train_reading.add_training_options(p, epochs=4)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    tag = f"latest {args.latest}, first {args.first}:"
    data = ReadingData(args.train)
    net = train(data, Inputs(data, args.latest, args.first), args, lambda s: print(tag, s,
                                                                                   flush=True))
    del data
    for path in args.tests:
        heuristic, model = held_log_loss(net, path, args.latest, args.first)
        print(f"{tag} {path}: held kinds' deal-in log-loss {model:.5f}, heuristics "
              f"{heuristic:.5f} ({100 * (model / heuristic - 1):+.1f}%)", flush=True)


if __name__ == "__main__":
    main()
