#!/usr/bin/python3
"""Trains the learned reading (docs/reading.md) on `mjref labels` output and writes its weights
for mjbot (bot/reading/data/reading_model.txt, embedded at build time) and a fixture of inputs
and PyTorch's outputs that pins the C++ forward pass (tests/data/reading/model_fixture.txt).

One network per opponent as one seat sees him (bot/reading/features.h), with three outputs:
P(he is tenpai), P(kind k is his winning tile) for each kind (the deal-in risk of discarding it)
and the tai he would score on k if it is. Trained with PyTorch on
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
SCALARS, CHANNELS, SUITED, HONOURS = 16, 12, 27, 7  # bot/reading/features.h


class ReadingNet(nn.Module):
    """Waits by convolution over each suit's ranks (a wait is about a kind's neighbours, the same
    in every suit), honours by a network shared by the seven, the opponent's scalars and each
    channel's sums over the suits and the honours (a hand waits in the suits it keeps) entering
    both as a bias; P(tenpai) from the scalars and what the two saw, averaged and at its largest,
    through a hidden layer that also adds one bias to every wait logit.
    bot/reading/model.cc runs the same arithmetic."""

    def __init__(self, width):
        super().__init__()
        self.suit_scalars = nn.Linear(SCALARS, width)
        self.suit_context = nn.Linear(3 * CHANNELS, width, bias=False)
        self.suit_a = nn.Conv1d(CHANNELS + 1, width, 5, padding=2, bias=False)
        self.suit_b = nn.Conv1d(width, width, 3, padding=1)
        self.suit_out = nn.Conv1d(width, 2, 1)
        self.honour_scalars = nn.Linear(SCALARS, width)
        self.honour_context = nn.Linear(2 * CHANNELS, width, bias=False)
        self.honour_a = nn.Linear(CHANNELS + HONOURS, width, bias=False)
        self.honour_b = nn.Linear(width, width)
        self.honour_out = nn.Linear(width, 2)
        self.tenpai_a = nn.Linear(SCALARS + 4 * width, width)
        self.tenpai_out = nn.Linear(width, 1)
        self.wait_global = nn.Linear(width, 1)
        self.width = width
        self.register_buffer("rank", torch.linspace(-1, 1, 9))
        self.register_buffer("honour_id", torch.eye(HONOURS))

    def forward(self, x):
        relu = torch.relu
        b, w = x.shape[0], self.width
        s = x[:, :SCALARS]
        k = x[:, SCALARS:].reshape(b, CHANNELS, KINDS)
        # Each channel's sum per suit [b, 3, C], over the suits and over the honours [b, C].
        suit_sum = k[:, :, :SUITED].reshape(b, CHANNELS, 3, 9).sum(3).permute(0, 2, 1)
        suited_sum, honour_sum = suit_sum.sum(1), k[:, :, SUITED:].sum(2)
        context = torch.cat([suit_sum, suited_sum[:, None] - suit_sum,
                             honour_sum[:, None].expand(b, 3, CHANNELS)], 2)
        suits = k[:, :, :SUITED].reshape(b, CHANNELS, 3, 9).permute(0, 2, 1, 3)
        suits = suits.reshape(b * 3, CHANNELS, 9)
        suits = torch.cat([suits, self.rank.expand(b * 3, 1, 9)], 1)
        bias = (self.suit_scalars(s).repeat_interleave(3, 0)
                + self.suit_context(context).reshape(b * 3, w))[:, :, None]
        h = relu(self.suit_b(relu(self.suit_a(suits) + bias)))  # [b*3, w, 9]
        so = self.suit_out(h).reshape(b, 3, 2, 9).permute(0, 2, 1, 3).reshape(b, 2, SUITED)
        honours = torch.cat([k[:, :, SUITED:].permute(0, 2, 1),
                             self.honour_id.expand(b, HONOURS, HONOURS)], 2)
        hbias = self.honour_scalars(s) + self.honour_context(torch.cat([suited_sum, honour_sum], 1))
        g = relu(self.honour_a(honours) + hbias[:, None, :])
        g = relu(self.honour_b(g))  # [b, 7, w]
        ho = self.honour_out(g)  # [b, 7, 2]
        hs = h.reshape(b, 3, w, 9)
        pooled = torch.cat([s, hs.mean((1, 3)), g.mean(1), hs.amax((1, 3)), g.amax(1)], 1)
        hidden = relu(self.tenpai_a(pooled))
        t = self.tenpai_out(hidden)
        # How tenpai he looks overall, which no kind's head sees alone, shifts every wait.
        every = self.wait_global(hidden)
        return torch.cat([t, so[:, 0] + every, ho[:, :, 0] + every, so[:, 1], ho[:, :, 1]], 1)


def losses(out, tenpai, waits, tai):
    bce = nn.functional.binary_cross_entropy_with_logits
    l_tenpai = bce(out[:, 0], tenpai)
    l_waits = bce(out[:, 1 : 1 + KINDS], waits)
    mask = waits
    l_tai = ((out[:, 1 + KINDS :] - tai) ** 2 * mask).sum() / mask.sum().clamp(min=1)
    return l_tenpai, l_waits, l_tai


def train(data, width, epochs, batch, lr, seed, log):
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
    net = ReadingNet(width)
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


def write_model(net, path, command):
    """Every tensor as a line "NAME d0 d1 ..." and a line of its values, row-major."""
    with open(path, "w") as f:
        f.write("# mj16 learned reading (bot/reading/model.h), written by\n")
        f.write(f"# {command}\n")
        f.write(f"width {net.width}\n")
        for name, t in net.state_dict().items():
            if name in ("rank", "honour_id"):
                continue
            a = t.detach().numpy()
            f.write(f"{name} {' '.join(str(d) for d in a.shape)}\n")
            f.write(" ".join(f"{v:.9g}" for v in a.ravel()) + "\n")


def read_model(path):
    """The ReadingNet a write_model file holds."""
    with open(path) as f:
        lines = [l.split() for l in f if l.strip() and not l.startswith("#")]
    width = int(lines[0][1])
    net = ReadingNet(width)
    state = net.state_dict()
    for head, values in zip(lines[1::2], lines[2::2]):
        shape = [int(d) for d in head[1:]]
        state[head[0]] = torch.tensor([float(v) for v in values]).reshape(shape)
    net.load_state_dict(state)
    net.eval()
    return net


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
    p.add_argument("--width", type=int, default=16, help="channels of every layer (default 16)")
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--batch", type=int, default=512)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    data = ReadingData(args.train)
    if data.features.shape[1] != SCALARS + CHANNELS * KINDS:
        sys.exit(f"{args.train[0]}: {data.features.shape[1]} features a row, the network takes "
                 f"{SCALARS + CHANNELS * KINDS} (bot/reading/features.h): label the games again "
                 "with this build's mjref")
    print(f"{len(data)} rows, {len(np.unique(data.game))} games, {data.features.shape[1]} features",
          flush=True)
    net = train(data, args.width, args.epochs, args.batch, args.lr, args.seed,
                lambda s: print(s, flush=True))
    command = "/usr/bin/python3 tools/training/train_reading.py " + " ".join(sys.argv[1:])
    write_model(net, args.out, command)
    if args.fixture:
        write_fixture(net, data, args.fixture)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
