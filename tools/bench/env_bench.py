"""The module's speed (README's speed table, docs/python.md): a Python agent picking uniformly
among info["action_mask"] against three efficiency players, games a second on one core; then
VectorEnv's learning-seat steps a second, on one thread and on two.

    PYTHONPATH=build/tools/python /usr/bin/python3 tools/bench/env_bench.py [--games N] [--n N]
        [--threads 1,2]
"""

import argparse
import time

import numpy as np

import mj16


def single(games, opponents):
    env = mj16.Env(opponents=opponents)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.perf_counter()
    for g in range(games):
        obs, info = env.reset(seed=1 if g == 0 else None)
        terminated = False
        while not terminated:
            legal = np.flatnonzero(info["action_mask"])
            obs, reward, terminated, truncated, info = env.step(legal[rng.integers(len(legal))])
            steps += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def vector(n, steps, opponents, threads):
    venv = mj16.VectorEnv(n, opponents=opponents, num_threads=threads)
    rng = np.random.default_rng(0)
    obs, info = venv.reset(seed=1)
    games = 0
    start = time.perf_counter()
    for _ in range(steps):
        mask = info["action_mask"]
        # A uniform legal action per row: the argmax of random keys over the legal ones.
        keys = np.where(mask, rng.random(mask.shape), -1.0)
        obs, rewards, terminated, truncated, info = venv.step(keys.argmax(axis=1))
        games += int(terminated.sum())
    elapsed = time.perf_counter() - start
    return n * steps / elapsed, games / elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--n", type=int, default=256, help="VectorEnv's games")
    parser.add_argument("--steps", type=int, default=200, help="VectorEnv's steps")
    parser.add_argument("--opponent", default="efficiency")
    parser.add_argument("--threads", default="1,2", help="VectorEnv's threads, comma-separated")
    args = parser.parse_args()
    opponents = [args.opponent] * 3
    games_s, steps_s = single(args.games, opponents)
    print(f"Env, random agent vs 3 {args.opponent}: {games_s:,.0f} games/s "
          f"({steps_s:,.0f} steps/s)")
    for threads in (int(t) for t in args.threads.split(",")):
        vsteps, vgames = vector(args.n, args.steps, opponents, threads)
        print(f"VectorEnv({args.n}), random agent vs 3 {args.opponent}, {threads} thread(s): "
              f"{vsteps:,.0f} steps/s ({vgames:,.0f} games/s)")


if __name__ == "__main__":
    main()
