"""tools/training/discard_order.py: the channels that mark his latest and first discards."""
import pathlib
import sys

import numpy as np
import pytest

torch = pytest.importorskip("torch")
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools" / "training"))
from discard_order import order_channels  # noqa: E402
from reading_data import KINDS, SEQUENCE_SLOTS, SLOT_COLUMNS  # noqa: E402


def sequence_of(*kinds):
    """One row of sequence columns holding these discards, oldest first."""
    seq = np.zeros((1, SEQUENCE_SLOTS, SLOT_COLUMNS), dtype=np.float32)
    seq[0, :, 0] = -1
    seq[0, : len(kinds), 0] = kinds
    return seq


def marked(channels, latest, first):
    """The kind each channel marks, −1 for none."""
    rows = channels.reshape(latest + first, KINDS)
    assert ((rows == 0) | (rows == 1)).all()
    assert (rows.sum(1) <= 1).all()
    return [int(r.argmax()) if r.sum() else -1 for r in rows]


def test_latest_first_then_first_in_order():
    out = order_channels(sequence_of(5, 0, 33, 12), latest=3, first=2).numpy()
    assert out.shape == (1, 5 * KINDS)
    assert marked(out[0], 3, 2) == [12, 33, 0, 5, 0]


def test_fewer_discards_than_channels_leave_them_empty():
    out = order_channels(sequence_of(7), latest=3, first=2).numpy()
    assert marked(out[0], 3, 2) == [7, -1, -1, 7, -1]


def test_no_discards_mark_nothing():
    assert order_channels(sequence_of(), latest=2, first=2).numpy().sum() == 0
