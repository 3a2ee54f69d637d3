"""The Python module mj16 (docs/python.md): Env against mjref, actions, observations, the
multi-agent and vectorised forms, the calculators. Run by CTest (python_module) with
PYTHONPATH at build/tools/python and MJREF the referee."""

import json
import os
import subprocess

import numpy as np
import pytest

import mj16

OPPONENTS = ["efficiency", "dishu", "random"]


def mjref_scores(tmp_path, bots, games, seed):
    """Each game's scores by seat from `mjref match --log-dir`."""
    log_dir = tmp_path / "logs"
    args = [os.environ["MJREF"], "match", "--games", str(games), "--seed", str(seed),
            "--log-dir", str(log_dir)]
    for b in bots:
        args += ["--bot", "builtin:" + b]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    with open(log_dir / "games.jsonl") as f:
        return [json.loads(line)["scores"] for line in f]


def test_a_teacher_in_the_learning_seat_replays_mjref_match_over_1000_games(tmp_path):
    games, seed = 1000, 20261126
    expected = mjref_scores(tmp_path, ["efficiency"] + OPPONENTS, games, seed)
    env = mj16.Env(opponents=OPPONENTS, seat=0, teacher="efficiency")
    mismatches = []
    for g in range(games):
        obs, info = env.reset(seed=seed if g == 0 else None)
        reward = info["skipped_reward"]
        terminated = False
        while not terminated:
            obs, r, terminated, truncated, info = env.step(info["teacher_action"])
            reward += r
        if reward != expected[g][0] or info["scores"] != expected[g]:
            mismatches.append((g, info["scores"], expected[g]))
    assert mismatches == []


def test_an_illegal_action_raises_names_it_and_changes_nothing():
    env = mj16.Env(opponents=["efficiency"] * 3)
    obs, info = env.reset(seed=3)
    mask = info["action_mask"]
    illegal = int(np.flatnonzero(~mask)[0])
    with pytest.raises(mj16.IllegalActionError, match=rf"action {illegal} \(") as e:
        env.step(illegal)
    assert "the legal actions are" in str(e.value)
    assert isinstance(e.value, ValueError)
    again = env.game.observe(env.seat)
    for name in obs:
        np.testing.assert_array_equal(obs[name], again[name])
    env.step(int(np.flatnonzero(mask)[0]))  # a legal one still plays


def test_a_random_agent_plays_games_to_their_end_with_zero_sum_scores():
    env = mj16.Env(opponents=["efficiency", "mjdx3:mc=false", "random"], seat=2)
    rng = np.random.default_rng(0)
    for g in range(20):
        obs, info = env.reset(seed=11 if g == 0 else None)
        terminated = False
        while not terminated:
            assert obs["hand"].dtype == np.int8 and obs["hand"].shape == (34,)
            assert obs["river"].shape == (4, mj16.MAX_RIVER)
            action = rng.choice(np.flatnonzero(info["action_mask"]))
            obs, reward, terminated, truncated, info = env.step(action)
        assert sum(info["scores"]) == 0
        assert reward == info["scores"][2]


def test_observation_fields_are_documented_and_fixed():
    env = mj16.Env()
    obs, _ = env.reset(seed=1)
    fields = mj16.observation_fields()
    assert [f[0] for f in fields] == list(obs)
    for name, shape, dtype in fields:
        assert obs[name].shape == shape, name
        assert obs[name].dtype == np.dtype(dtype), name
    assert obs["hand"].sum() in (16, 17)
    assert obs["ask"] == 0  # the first question is a discard or, for a win, hu
    assert mj16.action_name(5) == "discard 6m"
    assert mj16.action_name(mj16.NUM_ACTIONS - 1) == "pass"


def test_four_python_seats_take_turns_as_agents():
    env = mj16.AECEnv(players=[None, None, None, None], teacher="efficiency")
    env.reset(seed=8)
    assert env.possible_agents == ["seat_0", "seat_1", "seat_2", "seat_3"]
    steps, ended = 0, {}
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination:
            ended[agent] = reward
            env.step(None)
            continue
        assert info["action_mask"][info["teacher_action"]]
        env.step(info["teacher_action"])
        steps += 1
    assert steps > 10
    assert sorted(ended) == env.possible_agents
    assert sum(ended.values()) == 0


def test_the_vector_form_steps_every_game_and_restarts_finished_ones():
    venv = mj16.VectorEnv(8, opponents=["efficiency"] * 3, teacher="efficiency")
    obs, info = venv.reset(seed=40)
    assert obs["hand"].shape == (8, 34)
    assert info["action_mask"].shape == (8, mj16.NUM_ACTIONS)
    finished = 0
    for _ in range(400):
        obs, rewards, terminated, truncated, info = venv.step(info["teacher_action"])
        finished += int(terminated.sum())
        assert (rewards[~terminated] == 0).all()
    assert finished >= 8
    bad = np.full(8, mj16.NUM_ACTIONS - 1)  # pass, never legal for a discard
    bad[:] = np.where(info["action_mask"][:, -1], -1, mj16.NUM_ACTIONS - 1)
    if (bad >= 0).any():
        with pytest.raises(mj16.IllegalActionError, match="game"):
            venv.step(bad)


def test_calculators():
    s = mj16.shanten("1111m123p112233s", ["chow:789s"])
    assert "shanten" in json.dumps(s)
    w = mj16.waits("11m78p", ["chow:456s", "chow:345p", "pung:111z", "kong:9999m"])
    assert "9p" in json.dumps(w) and "6p" in json.dumps(w)
    score = mj16.score("123456789m555666z77z", win="7z", self_draw=True)
    assert "tai" in json.dumps(score)
    ev = mj16.efficiency("23456m123p456p789s11z7z")
    best = ev["discards"][0]
    assert best["tile"] == "7z" and len(best["ev"]["win"]) == best["ev"]["draws"] + 1
    with pytest.raises(ValueError):
        mj16.shanten("not a hand")


def test_a_built_in_player_decides_on_a_given_position():
    lines = ["/start MJ 2 mjbot", "/initGame east east 4 2 0",
             "/initCard 110 111 112 130 140 161 210 252 271 310 340 390 431 432 440 460 461",
             "/ask throw"]
    for player in ("mjbot:mc=false", "efficiency", "dishu"):
        d = mj16.decide(player, lines)
        assert d["answer"].startswith("/throw ")
        assert 0 <= d["action"] < 34
        assert d["reason"]
    with pytest.raises(ValueError, match="ending with an /ask"):
        mj16.decide("mjbot", lines[:-1])


def test_bad_players_are_named():
    with pytest.raises(ValueError, match="nosuch"):
        mj16.Env(opponents=["efficiency", "nosuch", "random"])


def test_games_played_in_python_are_written_and_read_as_mjref_records(tmp_path):
    env = mj16.Env(opponents=["efficiency"] * 3, teacher="efficiency")
    scores = []
    with mj16.RecordWriter(tmp_path / "logs") as out:
        for g in range(3):
            obs, info = env.reset(seed=5 if g == 0 else None)
            terminated = False
            while not terminated:
                obs, reward, terminated, truncated, info = env.step(info["teacher_action"])
            out.write(env.game)
            scores.append(info["scores"])
    records = mj16.load_records(tmp_path / "logs" / "games.jsonl")
    assert [r["scores"] for r in records] == scores
    assert (tmp_path / "logs" / "game-00003.log").exists()
    # mjref reads them back: its replay shows every game turn by turn.
    subprocess.run([os.environ["MJREF"], "replay", str(tmp_path / "logs" / "games.jsonl")],
                   check=True, stdout=subprocess.DEVNULL)


EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "tools", "python", "examples")


def run_example(name, *args):
    return subprocess.run(["/usr/bin/python3", os.path.join(EXAMPLES, name), *args], check=True,
                          capture_output=True, text=True).stdout


def test_the_examples_run(tmp_path):
    assert "points a game over 100 games" in run_example("random_agent.py")
    log_dir = tmp_path / "logs"
    subprocess.run([os.environ["MJREF"], "match", "--games", "8", "--seed", "3", "--log-dir",
                    str(log_dir), "--json", str(tmp_path / "r.json"), "--bot", "builtin:efficiency",
                    "--bot", "builtin:random", "--bot", "builtin:dishu", "--bot",
                    "builtin:efficiency"], check=True, stdout=subprocess.DEVNULL)
    table = run_example("read_tournament.py", str(log_dir / "games.jsonl"), str(tmp_path / "r.json"))
    assert "8 games" in table and "builtin:dishu" in table
    out = run_example("imitate_mjbot.py", "--games", "20", "--epochs", "1")
    assert "agrees with" in out or "skipped" in out


def test_the_structured_view_agrees_with_the_observation():
    env = mj16.Env(opponents=["efficiency"] * 3, seat=1, teacher="efficiency")
    obs, info = env.reset(seed=12)
    for _ in range(30):
        view = env.view()
        assert view["pos"] == 2
        assert len(view["hand"]) == obs["hand"].sum()
        for r in range(4):
            seat = view["seats"][(view["pos"] - 1 + r) % 4]
            assert len(seat["discards"]) == (obs["river"][r] >= 0).sum()
            assert seat["concealed"] == obs["concealed"][r]
        assert view["live_wall"] == obs["tiles_left"]
        obs, reward, terminated, truncated, info = env.step(info["teacher_action"])
        if terminated:
            break
