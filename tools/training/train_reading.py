#!/usr/bin/python3
"""Trains the learned reading (docs/reading.md) on `mjref labels` output and writes its weights
for mjbot (bot/reading/data/reading_model.txt, embedded at build time) and a fixture of inputs
and PyTorch's outputs that pins the C++ forward pass (tests/data/reading/model_fixture.txt).

One network per opponent as one seat sees him (bot/reading/features.h): a trunk of two ReLU
layers and three heads, P(he is tenpai), P(kind k is his winning tile) for each kind (the
deal-in risk of discarding it) and the tai he would score on k if it is. Trained with PyTorch on
the CPU; the build never trains.

    /usr/bin/python3 tools/training/train_reading.py TRAIN.f32 [TRAIN2.f32 ...] \
        --out bot/reading/data/reading_model.txt --fixture tests/data/reading/model_fixture.txt
"""
import argparse
import sys
import time

import numpy as np
import torch
from torch import nn

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from reading_data import KINDS, ReadingData  # noqa: E402

OUTPUTS = 1 + 2 * KINDS  # tenpai logit, wait logits, tai


class ReadingNet(nn.Module):
    def __init__(self, inputs, hidden):
        super().__init__()
        layers, width = [], inputs
        for h in hidden:
            layers += [nn.Linear(width, h), nn.ReLU()]
            width = h
        self.trunk = nn.Sequential(*layers)
        self.head = nn.Linear(width, OUTPUTS)

    def forward(self, x):
        return self.head(self.trunk(x))


def losses(out, tenpai, waits, tai):
    bce = nn.functional.binary_cross_entropy_with_logits
    l_tenpai = bce(out[:, 0], tenpai)
    l_waits = bce(out[:, 1 : 1 + KINDS], waits)
    mask = waits
    l_tai = ((out[:, 1 + KINDS :] - tai) ** 2 * mask).sum() / mask.sum().clamp(min=1)
    return l_tenpai, l_waits, l_tai


def train(data, hidden, epochs, batch, lr, seed, log):
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    games = np.unique(data.game)
    held = set(rng.choice(games, size=max(1, len(games) // 10), replace=False).tolist())
    valid = np.array([g in held for g in data.game])
    x = torch.from_numpy(data.features)
    y_t = torch.from_numpy(data.tenpai)
    y_w = torch.from_numpy(data.waits)
    y_v = torch.from_numpy(data.tai)
    tr = np.flatnonzero(~valid)
    va = torch.from_numpy(np.flatnonzero(valid))
    net = ReadingNet(x.shape[1], hidden)
    opt = torch.optim.AdamW(net.parameters(), lr=lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    best, best_state = None, None
    for epoch in range(epochs):
        start = time.time()
        net.train()
        order = torch.from_numpy(rng.permutation(tr))
        for i in range(0, len(order), batch):
            idx = order[i : i + batch]
            lt, lw, lv = losses(net(x[idx]), y_t[idx], y_w[idx], y_v[idx])
            loss = lt + KINDS * lw + 0.01 * lv
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        net.eval()
        with torch.no_grad():
            lt, lw, lv = losses(net(x[va]), y_t[va], y_w[va], y_v[va])
        score = lt.item() + KINDS * lw.item()
        log(f"epoch {epoch + 1}: valid tenpai {lt.item():.4f} waits {lw.item():.5f} "
            f"tai mse {lv.item():.3f} ({time.time() - start:.0f} s)")
        if best is None or score < best:
            best = score
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
    net.load_state_dict(best_state)
    net.eval()
    return net


def linear_layers(net):
    return [m for m in net.modules() if isinstance(m, nn.Linear)]


def write_model(net, path, inputs, command):
    with open(path, "w") as f:
        f.write("# mj16 learned reading (bot/reading/model.h), written by\n")
        f.write(f"# {command}\n")
        f.write("# dense IN OUT ACT, then OUT lines: IN weights and the bias\n")
        f.write(f"inputs {inputs}\n")
        layers = linear_layers(net)
        for i, layer in enumerate(layers):
            w = layer.weight.detach().numpy()
            b = layer.bias.detach().numpy()
            act = "relu" if i + 1 < len(layers) else "none"
            f.write(f"dense {w.shape[1]} {w.shape[0]} {act}\n")
            for r in range(w.shape[0]):
                f.write(" ".join(f"{v:.9g}" for v in w[r]) + f" {b[r]:.9g}\n")


def write_fixture(net, data, path, n=8):
    rng = np.random.default_rng(1)
    idx = rng.choice(len(data), size=n, replace=False)
    x = torch.from_numpy(data.features[idx])
    with torch.no_grad():
        out = net(x).numpy()
    with open(path, "w") as f:
        f.write("# inputs and PyTorch's outputs of bot/reading/data/reading_model.txt, "
                "written by tools/training/train_reading.py\n")
        for i in range(n):
            f.write("in " + " ".join(f"{v:.9g}" for v in data.features[idx[i]]) + "\n")
            f.write("out " + " ".join(f"{v:.9g}" for v in out[i]) + "\n")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="+", help="labels files from `mjref labels`")
    p.add_argument("--out", required=True, help="the model file to write")
    p.add_argument("--fixture", help="the C++/PyTorch agreement fixture to write")
    p.add_argument("--hidden", default="64,64", help="trunk widths (default 64,64)")
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--batch", type=int, default=512)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    data = ReadingData(args.train)
    print(f"{len(data)} rows, {len(np.unique(data.game))} games, {data.features.shape[1]} features",
          flush=True)
    hidden = [int(h) for h in args.hidden.split(",") if h]
    net = train(data, hidden, args.epochs, args.batch, args.lr, args.seed,
                lambda s: print(s, flush=True))
    command = "/usr/bin/python3 tools/training/train_reading.py " + " ".join(sys.argv[1:])
    write_model(net, args.out, data.features.shape[1], command)
    if args.fixture:
        write_fixture(net, data, args.fixture)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
