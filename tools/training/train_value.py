#!/usr/bin/python3
"""Trains the value estimate behind mjref's luck-adjusted scores (docs/strength.md, "Luck-adjusted
scores") on `mjref value-data` output and writes its weights (tools/mjref/luck/data/
value_model.txt, embedded at build time).

Each row is one seat's view of a table after a draw (tools/mjref/luck/value_table.h) and that
seat's final score in thousands; the four rows of one table come together. The network gives a
seat's score from its own view; the four outputs of a table are centred (scores sum to zero) before
the squared error, as tools/mjref/luck/value_model.cc centres them. Trained on the CPU with PyTorch;
the build never trains. Prints the held-out fit: R^2 of the centred values against the final
scores, and the same for a linear model as a reference.

    /usr/bin/python3 tools/training/train_value.py TRAIN.f32 --test TEST.f32 \
        --out tools/mjref/luck/data/value_model.txt --fixture tests/data/luck/value_fixture.txt \
        [--width 32] [--layers 2] [--epochs 8] [--name NAME]

The weights are a tensor file (bot/nn/tensors.h), the fixture (tools/training/fixture.h) held-out
inputs and the network's outputs on them before centring, so that
tests/tools/mjref/luck/luck_test.cc pins the C++ forward pass to PyTorch's.
"""
import argparse
import time

import numpy as np
import torch
from torch import nn

import model_files

INPUTS = 58  # tools/mjref/luck/value_table.h kValueInputs
COLUMNS = 2 + INPUTS + 1  # game, seat, inputs, score / 1000


def load(paths):
    """The inputs and the scores, as tables of four rows."""
    data = np.concatenate([np.fromfile(p, dtype=np.float32).reshape(-1, COLUMNS) for p in paths])
    assert len(data) % 4 == 0 and (data[:, 1].reshape(-1, 4) == np.arange(4)).all(), \
        "rows must come four to a table, seats 0..3"
    x = torch.from_numpy(data[:, 2:2 + INPUTS].copy()).reshape(-1, 4, INPUTS)
    y = torch.from_numpy(data[:, -1].copy()).reshape(-1, 4)
    return x, y


def centred(net, x):
    v = net(x).squeeze(-1)
    return v - v.mean(dim=1, keepdim=True)


def r_squared(net, x, y):
    with torch.no_grad():
        sse = sum(((centred(net, xb) - yb) ** 2).sum().item()
                  for xb, yb in zip(x.split(65536), y.split(65536)))
    return 1 - sse / (y ** 2).sum().item()  # the scores' mean is 0 by construction


class ValueNet(nn.Module):
    """Dense layers, ReLU between them, the last one of one output (value_model.h)."""

    def __init__(self, width, layers):
        super().__init__()
        sizes = [INPUTS] + [width] * layers + [1]
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(sizes, sizes[1:]))

    def forward(self, x):
        for layer in self.layers[:-1]:
            x = torch.relu(layer(x))
        return self.layers[-1](x)


def train(net, x, y, epochs, lr, batch, seed):
    g = torch.Generator().manual_seed(seed)
    opt = torch.optim.Adam(net.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, epochs * ((len(x) + batch - 1) // batch))
    for epoch in range(epochs):
        order = torch.randperm(len(x), generator=g)
        total = 0.0
        for i in range(0, len(x), batch):
            idx = order[i:i + batch]
            loss = ((centred(net, x[idx]) - y[idx]) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * len(idx)
        print(f"  epoch {epoch + 1}: train mse {total / len(x):.4f}", flush=True)


def write_fixture(net, x, path, rows=16):
    """`rows` held-out inputs and the network's outputs on them (before centring)."""
    picked = x.reshape(-1, INPUTS)[torch.linspace(0, len(x) * 4 - 1, rows).long()]
    with torch.no_grad():
        out = net(picked)
    model_files.write_fixture(
        path, "held-out inputs and PyTorch's outputs (thousands of points) of "
        "tools/mjref/luck/data/value_model.txt, written by tools/training/train_value.py",
        [[("in", a), ("out", b)] for a, b in zip(picked, out)])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("train", nargs="+")
    ap.add_argument("--test", nargs="+", required=True)
    ap.add_argument("--out")
    ap.add_argument("--fixture")
    ap.add_argument("--name", default="value")
    ap.add_argument("--width", type=int, default=32)
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--batch", type=int, default=1024, help="tables per step")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    x, y = load(args.train)
    tx, ty = load(args.test)
    print(f"{len(x)} training tables, {len(tx)} held-out", flush=True)
    start = time.time()
    linear = ValueNet(0, 0)
    train(linear, x, y, 2, args.lr, args.batch, args.seed)
    print(f"linear: held-out R^2 {r_squared(linear, tx, ty):.4f}", flush=True)
    net = ValueNet(args.width, args.layers)
    train(net, x, y, args.epochs, args.lr, args.batch, args.seed)
    print(f"network ({args.layers} x {args.width}): train R^2 {r_squared(net, x, y):.4f}, "
          f"held-out R^2 {r_squared(net, tx, ty):.4f} ({time.time() - start:.0f} s)", flush=True)
    if args.out:
        model_files.write_tensors(
            args.out, net.state_dict(), ["The value estimate of mjref's luck-adjusted scores, "
                                         "written by tools/training/train_value.py "
                                         "(docs/strength.md)."], {"name": args.name})
        print(f"wrote {args.out}")
    if args.fixture:
        write_fixture(net, tx, args.fixture)
        print(f"wrote {args.fixture}")


if __name__ == "__main__":
    main()
