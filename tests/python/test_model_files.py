"""tools/training/model_files.py: a tensor file reads back the same floats and settings, and the
shipped value estimate (tools/mjref/luck/data/value_model.txt) loads into train_value.py's
network, which reproduces the outputs its fixture pins the C++ forward pass to."""
import pathlib
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "training"))
from model_files import read_fixture, read_tensors, write_fixture, write_tensors  # noqa: E402
from train_value import ValueNet  # noqa: E402


def test_tensors_and_fixtures_read_back_exactly(tmp_path):
    rng = np.random.default_rng(1)
    tensors = {"a.weight": torch.from_numpy(rng.normal(size=(3, 4)).astype(np.float32)),
               "a.bias": torch.from_numpy(rng.normal(size=3).astype(np.float32))}
    write_tensors(tmp_path / "m.txt", tensors, ["a test model"], {"width": 4, "name": "t-1"})
    settings, back = read_tensors(tmp_path / "m.txt")
    assert settings == {"width": "4", "name": "t-1"}
    for name, t in tensors.items():
        assert torch.equal(back[name], t), name
    write_fixture(tmp_path / "f.txt", "a test fixture",
                  [[("in", tensors["a.bias"]), ("out", [0.5]), ("out", [1, 2])]])
    cases = read_fixture(tmp_path / "f.txt")
    assert len(cases) == 1 and cases[0]["out"] == [[0.5], [1.0, 2.0]]
    np.testing.assert_array_equal(np.float32(cases[0]["in"]), tensors["a.bias"].numpy()[None])


def test_the_shipped_value_estimate_is_train_values_network():
    settings, tensors = read_tensors(ROOT / "tools" / "mjref" / "luck" / "data" / "value_model.txt")
    assert settings["name"].startswith("value-")
    net = ValueNet(tensors["layers.0.weight"].shape[0], len(tensors) // 2 - 1)
    net.load_state_dict(tensors)
    cases = read_fixture(ROOT / "tests" / "data" / "luck" / "value_fixture.txt")
    assert len(cases) == 16
    with torch.no_grad():
        out = net(torch.tensor([c["in"][0] for c in cases])).squeeze(-1).numpy()
    np.testing.assert_allclose(out, [c["out"][0][0] for c in cases], rtol=1e-5, atol=1e-5)
