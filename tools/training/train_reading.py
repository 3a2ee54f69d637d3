#!/usr/bin/python3
"""Trains the learned reading (docs/reading.md) on `mjref labels` output and writes its weights
for mjbot (bot/reading/data/reading_model.txt, embedded at build time) and a fixture of inputs
and PyTorch's outputs that pins the C++ forward pass (tests/data/reading/model_fixture.txt).

One network per opponent as one seat sees him (bot/reading/features.h), with three outputs:
P(he is tenpai), P(kind k is his winning tile) for each kind (the deal-in risk of discarding it)
and the tai he would score on k if it is. Trained with PyTorch on the CPU; the build never
trains. The training files are read a part at a time, so they need not fit in memory.

    /usr/bin/python3 tools/training/train_reading.py TRAIN.f32 [TRAIN2.f32 ...] \
        --out bot/reading/data/reading_model.txt --fixture tests/data/reading/model_fixture.txt
"""
import argparse
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import torch
from torch import nn

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import model_files  # noqa: E402
from model_files import read_tensors, write_tensors  # noqa: E402
from reading_data import KINDS, LabelsFile, ReadingData, feature_span  # noqa: E402

OUTPUTS = 1 + 2 * KINDS  # tenpai logit, wait logits, tai
SCALARS, CHANNELS, SUITED, HONOURS = 16, 12, 27, 7  # bot/reading/features.h


class ReadingNet(nn.Module):
    """Waits by convolution over each suit's ranks (a wait is about a kind's neighbours, the same
    in every suit), honours by a network shared by the seven, the opponent's scalars and each
    channel's sums over the suits and the honours (a hand waits in the suits it keeps) entering
    both as a bias; P(tenpai) from the scalars and what the two saw, averaged and at its largest,
    through a hidden layer that also adds one bias to every wait logit.
    bot/reading/model.cc runs the same arithmetic."""

    def __init__(self, width, channels=CHANNELS):
        """`channels` per kind: CHANNELS for mjbot's model; experiments may give it more."""
        super().__init__()
        self.channels = channels
        self.suit_scalars = nn.Linear(SCALARS, width)
        self.suit_context = nn.Linear(3 * channels, width, bias=False)
        self.suit_a = nn.Conv1d(channels + 1, width, 5, padding=2, bias=False)
        self.suit_b = nn.Conv1d(width, width, 3, padding=1)
        self.suit_out = nn.Conv1d(width, 2, 1)
        self.honour_scalars = nn.Linear(SCALARS, width)
        self.honour_context = nn.Linear(2 * channels, width, bias=False)
        self.honour_a = nn.Linear(channels + HONOURS, width, bias=False)
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
        b, w, C = x.shape[0], self.width, self.channels
        s = x[:, :SCALARS]
        k = x[:, SCALARS:].reshape(b, C, KINDS)
        # Each channel's sum per suit [b, 3, C], over the suits and over the honours [b, C].
        suit_sum = k[:, :, :SUITED].reshape(b, C, 3, 9).sum(3).permute(0, 2, 1)
        suited_sum, honour_sum = suit_sum.sum(1), k[:, :, SUITED:].sum(2)
        context = torch.cat([suit_sum, suited_sum[:, None] - suit_sum,
                             honour_sum[:, None].expand(b, 3, C)], 2)
        suits = k[:, :, :SUITED].reshape(b, C, 3, 9).permute(0, 2, 1, 3)
        suits = suits.reshape(b * 3, C, 9)
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


def tai_error_sums(out, waits, tai):
    """The squared error of the tai over the winning kinds, and how many there are."""
    return ((out[:, 1 + KINDS :] - tai) ** 2 * waits).sum(), waits.sum()


def losses(out, tenpai, waits, tai):
    bce = nn.functional.binary_cross_entropy_with_logits
    l_tenpai = bce(out[:, 0], tenpai)
    l_waits = bce(out[:, 1 : 1 + KINDS], waits)
    error, count = tai_error_sums(out, waits, tai)
    return l_tenpai, l_waits, error / count.clamp(min=1)


def training_loss(out, tenpai, waits, tai):
    """What training minimises: P(tenpai), the waits summed over the kinds, a little tai."""
    lt, lw, lv = losses(out, tenpai, waits, tai)
    return lt + KINDS * lw + 0.01 * lv


VALID_EVERY = 10  # every tenth game, by its number in its file, validates instead of training


class Part:
    """What training takes from a span of labels rows."""

    def __init__(self, data, rows):
        """The rows picked by the boolean mask `rows` (a copy)."""
        self.features = torch.from_numpy(data.features[rows])
        self.tenpai = torch.from_numpy(data.tenpai[rows])
        self.waits = torch.from_numpy(data.waits[rows])
        self.tai = torch.from_numpy(data.tai[rows])

    @staticmethod
    def join(parts):
        joined = Part.__new__(Part)
        for name in ("features", "tenpai", "waits", "tai"):
            setattr(joined, name, torch.cat([getattr(p, name) for p in parts]))
        return joined

    def __len__(self):
        return len(self.tenpai)


def shuffled_parts(files, block, mix, rng):
    """Every row of the files once, in parts of `mix` blocks of `block` consecutive rows taken in
    random order, so that the training set need not fit in memory. A block is one line-up's games:
    a part of few blocks leans to a few line-ups for thousands of steps, and the network drifts
    after them (with 16 blocks of 65,536 rows, the last epoch, at the smallest steps, ended worse
    than the one before). The next part is read while the caller trains on this one."""
    spans = [(f, s, min(block, f.rows - s)) for f in files for s in range(0, f.rows, block)]
    order = rng.permutation(len(spans))
    groups = [order[i : i + mix] for i in range(0, len(order), mix)]

    def load(group):
        rows = np.concatenate([spans[j][0].read(spans[j][1], spans[j][2]) for j in group])
        return ReadingData.of_rows(rows, files[0].columns, files[0].programs)

    with ThreadPoolExecutor(1) as reader:
        pending = reader.submit(load, groups[0]) if groups else None
        for j in range(len(groups)):
            data = pending.result()
            if j + 1 < len(groups):
                pending = reader.submit(load, groups[j + 1])
            yield data


def validation_losses(net, valid, chunk=1 << 15):
    """The three losses over the validation rows, a chunk at a time to bound memory."""
    total_t = total_w = tai_sum = tai_count = 0.0
    with torch.no_grad():
        for i in range(0, len(valid), chunk):
            j = slice(i, i + chunk)
            out = net(valid.features[j])
            lt, lw, _ = losses(out, valid.tenpai[j], valid.waits[j], valid.tai[j])
            n = len(valid.tenpai[j])
            total_t += lt.item() * n
            total_w += lw.item() * n
            error, count = tai_error_sums(out, valid.waits[j], valid.tai[j])
            tai_sum += error.item()
            tai_count += count.item()
    return total_t / len(valid), total_w / len(valid), tai_sum / max(1.0, tai_count)


def train(files, width, epochs, batch, lr, seed, log, block=1 << 13, mix=128):
    """Trains on every game but each tenth, validated on those after each epoch; returns the
    network as it was at the epoch of least validation loss, and the validation rows."""
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
                loss = training_loss(net(part.features[idx]), part.tenpai[idx], part.waits[idx],
                                     part.tai[idx])
                opt.zero_grad()
                loss.backward()
                opt.step()
        if valid is None:
            valid = Part.join(valid_parts)
            if len(valid) == 0:
                sys.exit(f"no game numbered a multiple of {VALID_EVERY} to validate on")
        sched.step()
        net.eval()
        lt, lw, lv = validation_losses(net, valid)
        score = lt + KINDS * lw
        log(f"epoch {epoch + 1}: valid tenpai {lt:.4f} waits {lw:.5f} "
            f"tai mse {lv:.3f} ({time.time() - start:.0f} s)")
        if best is None or score < best:
            best = score
            best_state = {k: v.clone() for k, v in net.state_dict().items()}
    net.load_state_dict(best_state)
    net.eval()
    return net, valid


def read_model(path):
    """The ReadingNet a tensor file holds."""
    settings, tensors = read_tensors(path)
    net = ReadingNet(int(settings["width"]))
    state = net.state_dict()
    state.update(tensors)
    net.load_state_dict(state)
    net.eval()
    return net


def write_fixture(net, features, path, n=8):
    """n rows of features (held-out ones) and the network's outputs on them."""
    rng = np.random.default_rng(1)
    x = features[torch.from_numpy(rng.choice(len(features), size=min(n, len(features)),
                                             replace=False))]
    with torch.no_grad():
        out = net(x).numpy()
    model_files.write_fixture(
        path, "inputs and PyTorch's outputs of bot/reading/data/reading_model.txt, written by "
        "tools/training/train_reading.py", [[("in", x[i]), ("out", out[i])] for i in range(len(x))])


def add_training_options(p, epochs):
    """The network's width and the training recipe, shared with the experiments' scripts."""
    p.add_argument("--width", type=int, default=16, help="channels of every layer (default 16)")
    p.add_argument("--epochs", type=int, default=epochs)
    p.add_argument("--batch", type=int, default=512)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=2)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("train", nargs="+", help="labels files from `mjref labels`")
    p.add_argument("--out", required=True, help="the model file to write")
    p.add_argument("--fixture", help="the C++/PyTorch agreement fixture to write")
    add_training_options(p, epochs=8)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    files = [LabelsFile(path) for path in args.train]
    for f in files:
        if f.columns != files[0].columns:
            sys.exit(f"{f.path}: its columns differ from {files[0].path}'s: label both with one mjref")
    first, last = feature_span(files[0].columns)
    features = last - first
    if features != SCALARS + CHANNELS * KINDS:
        sys.exit(f"{args.train[0]}: {features} features a row, the network takes "
                 f"{SCALARS + CHANNELS * KINDS} (bot/reading/features.h): label the games again "
                 "with this build's mjref")
    print(f"{sum(f.rows for f in files)} rows in {len(files)} file(s), {features} features",
          flush=True)
    net, valid = train(files, args.width, args.epochs, args.batch, args.lr, args.seed,
                       lambda s: print(s, flush=True))
    command = "/usr/bin/python3 tools/training/train_reading.py " + " ".join(sys.argv[1:])
    write_tensors(args.out, {k: v for k, v in net.state_dict().items()
                             if k not in ("rank", "honour_id")},
                  ["mj16 learned reading (bot/reading/model.h), written by", command],
                  {"width": net.width})
    if args.fixture:
        write_fixture(net, valid.features, args.fixture)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
