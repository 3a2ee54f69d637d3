"""Behaviour cloning: a small network learns mjbot's answers (the teacher beside the learning
seat), then plays in its place. Needs Debian's python3-torch; says so and stops without it.

    PYTHONPATH=build/tools/python /usr/bin/python3 tools/python/examples/imitate_mjbot.py \
        [--games 200] [--epochs 5]
"""

import argparse
import sys

import numpy as np

import mj16

try:
    import torch
    from torch import nn
except ImportError:
    print("imitate_mjbot: PyTorch is not installed (apt-get install python3-torch); skipped")
    sys.exit(0)

TEACHER = "mjbot:mc=false"  # Monte-Carlo off: the teacher answers in a millisecond


def flatten(obs):
    """One float vector per observation: every field, scaled to about [0, 1]."""
    parts = []
    for name, shape, dtype in mj16.observation_fields():
        x = np.asarray(obs[name], dtype=np.float32).reshape(-1)
        parts.append(x / (1000.0 if name == "standings" else 4.0))
    return np.concatenate(parts)


def collect(games, seed):
    env = mj16.Env(opponents=["efficiency"] * 3, teacher=TEACHER)
    xs, masks, ys = [], [], []
    for g in range(games):
        obs, info = env.reset(seed=seed if g == 0 else None)
        terminated = False
        while not terminated:
            xs.append(flatten(obs))
            masks.append(info["action_mask"])
            ys.append(info["teacher_action"])
            obs, _, terminated, _, info = env.step(info["teacher_action"])
    return (torch.tensor(np.stack(xs)), torch.tensor(np.stack(masks)),
            torch.tensor(np.array(ys), dtype=torch.long))


def masked_logits(model, x, mask):
    return model(x).masked_fill(~mask, float("-inf"))


def play(model, games, seed):
    env = mj16.Env(opponents=["efficiency"] * 3, teacher=TEACHER)
    total, agree, asked = 0, 0, 0
    for g in range(games):
        obs, info = env.reset(seed=seed if g == 0 else None)
        total += info["skipped_reward"]
        terminated = False
        while not terminated:
            with torch.no_grad():
                logits = masked_logits(model, torch.tensor(flatten(obs))[None],
                                       torch.tensor(info["action_mask"])[None])
            action = int(logits.argmax())
            agree += action == info["teacher_action"]
            asked += 1
            obs, reward, terminated, _, info = env.step(action)
            total += reward
    return total / games, agree / asked


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--epochs", type=int, default=5)
    args = parser.parse_args()
    torch.manual_seed(0)
    x, mask, y = collect(args.games, seed=1)
    print(f"collected {len(y)} decisions of {TEACHER} from {args.games} games")
    model = nn.Sequential(nn.Linear(x.shape[1], 256), nn.ReLU(), nn.Linear(256, mj16.NUM_ACTIONS))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        order = torch.randperm(len(y))
        for i in range(0, len(y), 256):
            b = order[i:i + 256]
            loss = nn.functional.cross_entropy(masked_logits(model, x[b], mask[b]), y[b])
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch + 1}: loss {loss.item():.3f}")
    points, agreement = play(model, games=50, seed=999)
    print(f"the imitation on 50 fresh games: {points:+.1f} points a game, "
          f"agrees with {TEACHER} on {agreement:.0%} of answers")


if __name__ == "__main__":
    main()
