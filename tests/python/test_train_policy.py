"""tools/training/train_policy.py on a tiny random policy-data file: the weights, fixture and
curves it writes read back, the weights reproduce the fixture, and plot_curves.py's SVG parses."""
import pathlib
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest

torch = pytest.importorskip("torch")
TRAINING = pathlib.Path(__file__).resolve().parents[2] / "tools" / "training"
sys.path.insert(0, str(TRAINING))
from model_files import read_fixture  # noqa: E402
from train_policy import COLUMNS, expand, read_model  # noqa: E402


def write_rows(path, rows, seed):
    """Valid rows: n candidates of 1..17, the chosen one among them, zeros after the n-th."""
    rng = np.random.default_rng(seed)
    d = np.zeros((rows, COLUMNS), dtype="<f4")
    d[:, 0] = np.arange(rows) // 10
    d[:, 2] = np.arange(rows) % 5
    n = rng.integers(1, 18, rows)
    d[:, 3] = n
    d[:, 4] = (rng.random(rows) * n).astype(int)
    d[:, 5] = rng.normal(0, 2, rows)
    d[:, 6] = rng.integers(-1, 9, rows)
    d[:, 7:159] = rng.random((rows, 152))
    for i in range(rows):
        for j in range(n[i]):
            d[i, 159 + 6 * j:165 + 6 * j] = [rng.integers(0, 7), rng.integers(-1, 34),
                                             rng.integers(-1, 3), rng.integers(-1, 9),
                                             rng.integers(0, 81), rng.random()]
    d.tofile(path)


def expand_one(c, now):
    """ExpandCandidate (bot/policy/features.cc), one candidate at a time."""
    whole = lambda v: int(v - 0.5) if v < 0 else int(v + 0.5)  # noqa: E731
    t, k, shape, s = (whole(v) for v in c[:4])
    x = np.zeros(53, dtype=np.float32)
    if 0 <= t < 7:
        x[t] = 1
    if 0 <= k < 34:
        x[7 + k] = 1
    if 0 <= shape < 3:
        x[41 + shape] = 1
    x[44 + min(max(s, -1), 4) + 1] = 1
    x[50] = np.float32(c[4]) / np.float32(40)
    x[51] = c[5]
    x[52] = min(max(s - now, -2), 2) / 2
    return x


def test_the_batched_expansion_is_features_cc_one():
    rng = np.random.default_rng(3)
    compact = np.stack([rng.integers(-1, 8, 200), rng.integers(-2, 35, 200), rng.integers(-1, 4, 200),
                        rng.integers(-1, 9, 200), rng.integers(0, 81, 200), rng.random(200)], 1)
    compact = compact.astype(np.float32)
    now = rng.integers(-1, 9, 200).astype(np.float32)
    got = expand(torch.from_numpy(compact), torch.from_numpy(now)).numpy()
    want = np.stack([expand_one(c, int(s)) for c, s in zip(compact, now)])
    np.testing.assert_array_equal(got, want)


def test_training_writes_weights_that_reproduce_the_fixture(tmp_path):
    write_rows(tmp_path / "train.f32", 300, 1)
    write_rows(tmp_path / "test.f32", 60, 2)
    out, fixture, curves, svg = (tmp_path / f for f in ("w.txt", "f.txt", "c.csv", "c.svg"))
    subprocess.run(["/usr/bin/python3", str(TRAINING / "train_policy.py"), str(tmp_path / "train.f32"),
                    "--test", str(tmp_path / "test.f32"), "--epochs", "1", "--width", "8",
                    "--width2", "8", "--threads", "1", "--out", str(out), "--fixture", str(fixture),
                    "--curves", str(curves)], check=True, capture_output=True, timeout=60)
    net = read_model(out)
    assert [n for n, _ in net.named_parameters()] == [
        "state.weight", "state.bias", "candidate.weight", "hidden.weight", "hidden.bias",
        "logit.weight", "logit.bias", "value_hidden.weight", "value_hidden.bias",
        "value_out.weight", "value_out.bias"]
    decisions = read_fixture(fixture)
    assert len(decisions) == 8
    for d in decisions:
        n = len(d["candidate"])
        assert 1 <= n <= 17 and len(d["logits"][0]) == n and len(d["state"][0]) == 152
        now = int(d["shanten_now"][0][0])
        x = torch.from_numpy(np.stack([expand_one(c, now) for c in d["candidate"]]))[None]
        with torch.no_grad():
            logits, value = net(torch.tensor(d["state"]), x, torch.ones(1, n, dtype=torch.bool))
        np.testing.assert_allclose(logits[0].numpy(), d["logits"][0], atol=1e-6)
        assert abs(value.item() - d["value"][0][0]) < 1e-6
    lines = curves.read_text().split("\n")
    assert lines[0].startswith("epoch,seconds,train_loss,test_policy_loss,test_accuracy")
    assert len(lines[1].split(",")) == len(lines[0].split(","))
    subprocess.run(["/usr/bin/python3", str(TRAINING / "plot_curves.py"), str(curves), "--out",
                    str(svg)], check=True, capture_output=True, timeout=30)
    assert ElementTree.parse(svg).getroot().tag == "{http://www.w3.org/2000/svg}svg"
