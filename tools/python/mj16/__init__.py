"""mj16 from Python: Taiwanese 16-tile mahjong's engine, players and calculators (docs/python.md).

Env follows Gymnasium's conventions (reset/step, a Discrete(74) action space with
info["action_mask"]), AECEnv PettingZoo's agent iteration, VectorEnv steps many games in C++
per call. None of them depends on Gymnasium or PettingZoo.
"""

import numpy as np

from ._mj16 import (MAX_RIVER, NUM_ACTIONS, Game, IllegalActionError, VectorGame,
                    action_name, calc, decide, observation_fields)

__all__ = ["Env", "AECEnv", "VectorEnv", "IllegalActionError", "NUM_ACTIONS", "MAX_RIVER",
           "action_name", "observation_fields", "calc", "decide", "shanten", "efficiency", "waits", "score",
           "RecordWriter", "load_records", "load_results", "PLAYERS"]

# Every built-in player mjref knows (`builtin:NAME[:k=v,...]` there, "NAME[:k=v,...]" here).
PLAYERS = ("random", "efficiency", "dishu", "mjdx3", "mjbot")


def _spec(name):
    return name[len("builtin:"):] if name.startswith("builtin:") else name


class Env:
    """One learning seat against three built-in players.

    env = mj16.Env(opponents=["efficiency"] * 3, seat=0)
    obs, info = env.reset(seed=7)
    obs, reward, terminated, truncated, info = env.step(action)

    Game i after reset(seed=S) is game i of `mjref match --seed S` (the same walls, dealers and
    built-in players); reset() without a seed plays the match's next game. The reward is the
    seat's score change when the game ends (0 before). info["action_mask"] is the legal actions;
    with teacher="mjbot" (any built-in), info["teacher_action"] is what that player would do.
    A game that ends before the seat is asked anything is played through by reset(), its score
    in info["skipped_reward"].
    """

    def __init__(self, opponents=("efficiency", "efficiency", "efficiency"), seat=0, teacher=None):
        opponents = [_spec(o) for o in opponents]
        if len(opponents) != 3:
            raise ValueError("opponents: give three built-in players")
        if seat not in (0, 1, 2, 3):
            raise ValueError("seat: 0..3")
        players = opponents[:seat] + [""] + opponents[seat:]
        self.seat = seat
        self.num_actions = NUM_ACTIONS
        self.game = Game(players, _spec(teacher or ""))

    def _info(self):
        return {"action_mask": self.game.mask(self.seat),
                "teacher_action": self.game.teacher_action(self.seat),
                "question": self.game.question(self.seat),
                "game": self.game.game_index}

    def reset(self, seed=None, options=None):
        self.game.reset(seed)
        skipped = 0
        while self.game.over:
            skipped += self.game.scores()[self.seat]
            self.game.reset()
        info = self._info()
        info["skipped_reward"] = skipped
        return self.game.observe(self.seat), info

    def view(self):
        """The table as this seat's bot sees it (a dict: hand cards, every seat's melds and
        discards, winds, wall, standings), for agents that encode their own observation."""
        return self.game.view(self.seat)

    def step(self, action):
        self.game.step(int(action))
        if self.game.over:
            reward = self.game.scores()[self.seat]
            info = {"scores": self.game.scores(), "game": self.game.game_index}
            return None, reward, True, False, info
        return self.game.observe(self.seat), 0, False, False, self._info()


class AECEnv:
    """Several seats driven from Python, in PettingZoo's agent-iteration style.

    env = mj16.AECEnv(players=[None, None, "efficiency", None])   # None: a Python seat
    env.reset(seed=3)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        env.step(None if termination else policy(obs, info["action_mask"]))
    """

    def __init__(self, players=(None, None, None, None), teacher=None):
        if len(players) != 4:
            raise ValueError("players: four, None for a Python seat")
        self.game = Game([_spec(p) if p else "" for p in players], _spec(teacher or ""))
        self.possible_agents = [f"seat_{s}" for s in range(4) if not players[s]]
        self.agents = []
        self.agent_selection = None
        self.rewards = {}
        self.terminations = {}

    def _seat(self, agent):
        return int(agent.split("_")[1])

    def reset(self, seed=None, options=None):
        self.game.reset(seed)
        self.agents = list(self.possible_agents)
        self._sync()

    def _sync(self):
        over = self.game.over
        self.terminations = {a: over for a in self.agents}
        scores = self.game.scores() if over else [0, 0, 0, 0]
        self.rewards = {a: scores[self._seat(a)] for a in self.agents}
        if over:
            self._pending = list(self.agents)  # each agent sees the end once
            self.agent_selection = self._pending[0] if self._pending else None
        else:
            self.agent_selection = f"seat_{self.game.current}"

    def observe(self, agent):
        if self.game.over:
            return None
        return self.game.observe(self._seat(agent))

    def view(self, agent):
        """The table as the agent's seat sees it (see Env.view)."""
        return self.game.view(self._seat(agent))

    def last(self):
        agent = self.agent_selection
        if self.game.over:
            return None, self.rewards[agent], True, False, {"scores": self.game.scores()}
        s = self._seat(agent)
        return (self.game.observe(s), 0, False, False,
                {"action_mask": self.game.mask(s), "teacher_action": self.game.teacher_action(s),
                 "question": self.game.question(s)})

    def step(self, action):
        if self.game.over:
            self._pending.pop(0)
            self.agents.remove(self.agent_selection)
            self.agent_selection = self._pending[0] if self._pending else None
            return
        self.game.step(int(action))
        self._sync()

    def agent_iter(self):
        while self.agents and self.agent_selection is not None:
            yield self.agent_selection


class VectorEnv:
    """n games with one learning seat each, stepped in C++ by one call.

    venv = mj16.VectorEnv(64, opponents=["efficiency"] * 3, num_threads=2)
    obs, info = venv.reset(seed=1)      # game i plays the match of seed 1 + i
    obs, rewards, terminated, truncated, info = venv.step(actions)
    A game that ends starts its match's next game at once: its row of obs is the new game's.
    num_threads: the games are stepped on that many threads (the GIL released); the results do
    not depend on it.
    """

    def __init__(self, n, opponents=("efficiency", "efficiency", "efficiency"), seat=0,
                 teacher=None, num_threads=1):
        opponents = [_spec(o) for o in opponents]
        players = opponents[:seat] + [""] + opponents[seat:]
        self.num_envs = n
        self.games = VectorGame(n, players, _spec(teacher or ""), num_threads)

    def _info(self):
        return {"action_mask": self.games.masks(), "teacher_action": self.games.teacher_actions()}

    def reset(self, seed=0, options=None):
        self.games.reset(seed)
        return self.games.observations(), self._info()

    def step(self, actions):
        self.games.step(np.asarray(actions, dtype=np.int32))
        terminated = self.games.terminated()
        return (self.games.observations(), self.games.rewards(), terminated,
                np.zeros_like(terminated), self._info())


def _hand_args(command, hand, melds, extra=()):
    args = [command, hand]
    for m in melds:
        args += ["--meld", m]
    return args + list(extra) + ["--json"]


def shanten(hand, melds=()):
    """Shanten number and effective tiles: shanten("1111m123p112233s", ["chow:789s"])."""
    return calc(_hand_args("shanten", hand, melds))


def efficiency(hand, melds=(), settings=None):
    """Each discard's shanten, effective tiles and, for the best, the evaluator's tenpai and win
    probabilities by draws left ("ev": {"win": [...], "points": ...})."""
    extra = ["--set", settings] if settings else []
    return calc(_hand_args("efficiency", hand, melds, extra))


def waits(hand, melds=()):
    """The winning tiles of a ready hand."""
    return calc(_hand_args("waits", hand, melds))


def score(hand, win, melds=(), self_draw=False, extra=()):
    """Tai and breakdown: score("123456789m555666z77z", win="7z", self_draw=True)."""
    flags = ["--win", win] + (["--self-draw"] if self_draw else []) + list(extra)
    return calc(_hand_args("score", hand, melds, flags))


class RecordWriter:
    """Writes games played in Python as mjref writes a match's --log-dir: games.jsonl (one JSON
    line a game, what `mjref report --log-dir` and `mjref replay` read) and game-NNNNN.log.

    with mj16.RecordWriter("logs") as out:
        ... play env to its end ...
        out.write(env.game)
    """

    def __init__(self, directory):
        import pathlib
        self.dir = pathlib.Path(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        self._jsonl = open(self.dir / "games.jsonl", "a")

    def write(self, game):
        self._jsonl.write(game.record_json() + "\n")
        self._jsonl.flush()
        (self.dir / f"game-{game.game_index + 1:05d}.log").write_text(game.record_text())

    def close(self):
        self._jsonl.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def load_records(path):
    """An mjref games.jsonl (a match's --log-dir) as a list of dicts, one a game."""
    import json
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def load_results(path):
    """An mjref results JSON (--json) as a dict."""
    import json
    with open(path) as f:
        return json.load(f)
