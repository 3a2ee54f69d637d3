"""tools/training/learn_from_search.py on tiny search-valued files: the held-out measure is the
picked candidate's value less the rules' answer's, a rules prior moves the pick to the rules'
answer, and training with one writes it as the model's setting, read back."""
import pathlib
import subprocess
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
TRAINING = pathlib.Path(__file__).resolve().parents[2] / "tools" / "training"
sys.path.insert(0, str(TRAINING))
from learn_from_search import RULES, SEARCH_COLUMNS, load, measure  # noqa: E402
from model_files import read_tensors, write_tensors  # noqa: E402
from train_policy import SLOTS, PolicyNet, read_model  # noqa: E402


def write_values(path, rows, seed):
    """Rows of three throws, the rules' answer the third; by the search candidate 1 is worth 1,000
    points more than the others, in both halves."""
    rng = np.random.default_rng(seed)
    d = np.zeros((rows, SEARCH_COLUMNS), dtype="<f4")
    d[:, 3] = 3
    d[:, 7:159] = rng.random((rows, 152))
    for j in range(3):
        d[:, 159 + 6 * j:165 + 6 * j] = [0, 5 + j, -1, 1, 10, 0.1]
    d[:, RULES] = 2
    for half in range(2):
        d[:, RULES + 1 + half * SLOTS:RULES + 4 + half * SLOTS] = [0.0, 1.0, 0.0]
    d.tofile(path)


def flat_net():
    """A network whose logits are all equal: its pick is the first candidate."""
    net = PolicyNet(8, 4)
    with torch.no_grad():
        for p in net.parameters():
            p.zero_()
    return net


def test_a_rules_prior_moves_the_pick_to_the_rules_answer(tmp_path):
    write_values(tmp_path / "v.f32", 20, 1)
    data = load([str(tmp_path / "v.f32")])
    net = flat_net()
    figures = measure(net, data)
    assert figures["network"][0] == pytest.approx(0)  # candidate 0: worth the rules' answer
    assert figures["network = rules"] == 0
    assert figures["search best"][0] == pytest.approx(1000)
    net.rules_prior = torch.nn.Parameter(torch.tensor([3.0]))
    assert measure(net, data)["network = rules"] == 1


def test_training_with_a_rules_prior_writes_it_as_a_setting(tmp_path):
    write_values(tmp_path / "train.f32", 64, 2)
    write_values(tmp_path / "test.f32", 16, 3)
    write_tensors(tmp_path / "init.txt", PolicyNet(8, 4).state_dict(), ["a test model"])
    subprocess.run([sys.executable, str(TRAINING / "learn_from_search.py"),
                    str(tmp_path / "train.f32"), "--test", str(tmp_path / "test.f32"),
                    "--init", str(tmp_path / "init.txt"), "--rules-prior", "2", "--epochs", "1",
                    "--threads", "1", "--out", str(tmp_path / "out.txt")], check=True)
    settings, tensors = read_tensors(tmp_path / "out.txt")
    assert "rules_prior" not in tensors
    prior = float(settings["rules_prior"])
    assert prior != 2  # learned
    net = read_model(tmp_path / "out.txt", rules_prior=True)
    assert net.rules_prior.item() == pytest.approx(prior)
    with pytest.raises(SystemExit, match="a model with a rules prior"):
        read_model(tmp_path / "out.txt")  # the imitation and improvement scripts' reading
