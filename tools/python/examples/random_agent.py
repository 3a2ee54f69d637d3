"""A uniformly random agent against three efficiency players: the shape of every agent's loop.

    PYTHONPATH=build/tools/python /usr/bin/python3 tools/python/examples/random_agent.py
"""

import numpy as np

import mj16

env = mj16.Env(opponents=["efficiency", "efficiency", "efficiency"], seat=0)
rng = np.random.default_rng(0)
total = 0
games = 100
for g in range(games):
    obs, info = env.reset(seed=2026 if g == 0 else None)
    total += info["skipped_reward"]
    terminated = False
    while not terminated:
        action = rng.choice(np.flatnonzero(info["action_mask"]))
        obs, reward, terminated, truncated, info = env.step(action)
        total += reward
print(f"random agent: {total / games:+.1f} points a game over {games} games")
