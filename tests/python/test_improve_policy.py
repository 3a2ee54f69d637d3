"""tools/training/improve_policy.py on tiny branched files: the held-out measure is the picked
candidate's score less the teacher's, and training writes a model that reads back."""
import pathlib
import subprocess
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
TRAINING = pathlib.Path(__file__).resolve().parents[2] / "tools" / "training"
sys.path.insert(0, str(TRAINING))
from improve_policy import BRANCH_COLUMNS, load_branches, measure  # noqa: E402
from model_files import write_tensors  # noqa: E402
from train_policy import COLUMNS, PolicyNet, read_model  # noqa: E402


def write_branches(path, rows, seed):
    """Rows of three candidates, the teacher's the first; candidate 1 scores 1,000 more."""
    rng = np.random.default_rng(seed)
    d = np.zeros((rows, BRANCH_COLUMNS), dtype="<f4")
    d[:, 3] = 3
    d[:, 7:159] = rng.random((rows, 152))
    for j in range(3):
        d[:, 159 + 6 * j:165 + 6 * j] = [0, 5 + j, -1, 1, 10, 0.1]
    d[:, COLUMNS:COLUMNS + 3] = [0.0, 1.0, -0.5]
    d.tofile(path)


def test_measure_is_the_picked_candidates_score_less_the_teachers(tmp_path):
    write_branches(tmp_path / "b.f32", 20, 1)
    data = load_branches([str(tmp_path / "b.f32")])
    net = PolicyNet(8, 4)
    with torch.no_grad():
        for p in net.parameters():
            p.zero_()
        net.candidate.weight[0, 7 + 6] = 1.0  # kind 6 (candidate 1) alone lights the hidden unit
        net.hidden.weight[0, 0] = 1.0
        net.logit.weight[0, 0] = 1.0
    figures = measure(net, data)
    assert figures["all"][0] == pytest.approx(1000)
    assert figures["agreement"] == 0


def test_training_writes_a_model_that_reads_back(tmp_path):
    write_branches(tmp_path / "train.f32", 64, 2)
    write_branches(tmp_path / "test.f32", 16, 3)
    write_tensors(tmp_path / "init.txt", PolicyNet(8, 4).state_dict(), ["a test model"])
    subprocess.run([sys.executable, str(TRAINING / "improve_policy.py"), str(tmp_path / "train.f32"),
                    "--test", str(tmp_path / "test.f32"), "--init", str(tmp_path / "init.txt"),
                    "--epochs", "1", "--threads", "1", "--out", str(tmp_path / "out.txt")],
                   check=True)
    net = read_model(tmp_path / "out.txt")
    assert net.state.weight.shape == (8, 152)
