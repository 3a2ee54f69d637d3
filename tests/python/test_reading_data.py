"""tools/training: labels files read whole and a part at a time, and training's parts."""
import json
import pathlib
import sys

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools" / "training"))
from reading_data import KINDS, LabelsFile, ReadingData  # noqa: E402

COLUMNS = (["game", "seat", "opponent", "program", "draws", "group", "thrown"]
           + [f"held_{k}" for k in range(KINDS)] + ["go_around", "live_wall"]
           + ["shanten", "tenpai"] + [f"wait_{k}" for k in range(KINDS)]
           + [f"tai_{k}" for k in range(KINDS)] + ["heuristic_tenpai"]
           + [f"heuristic_wait_{k}" for k in range(KINDS)])
COLUMNS[COLUMNS.index("wait_0")] = "wait_1m"
COLUMNS[COLUMNS.index("tai_0")] = "tai_1m"
COLUMNS[COLUMNS.index("held_0")] = "held_1m"
COLUMNS[COLUMNS.index("heuristic_wait_0")] = "heuristic_wait_1m"


def write_labels(path, games, rows_per_game=3, programs=("a", "b")):
    """Rows whose every cell says which row it is: game g's row r holds g * 10 + r in go_around."""
    rows = np.zeros((games * rows_per_game, len(COLUMNS)), dtype="<f4")
    rows[:, 0] = np.repeat(np.arange(games), rows_per_game)
    rows[:, 3] = np.arange(len(rows)) % len(programs)
    rows[:, COLUMNS.index("go_around")] = rows[:, 0] * 10 + np.tile(np.arange(rows_per_game), games)
    rows.tofile(path)
    with open(str(path) + ".json", "w") as f:
        json.dump({"columns": COLUMNS, "programs": list(programs)}, f)
    return rows


def test_a_span_read_is_those_rows(tmp_path):
    path = tmp_path / "l.f32"
    rows = write_labels(path, 7)
    f = LabelsFile(str(path))
    assert f.rows == 21
    np.testing.assert_array_equal(f.read(5, 4), rows[5:9])
    np.testing.assert_array_equal(ReadingData(str(path)).features[:, 0], rows[:, COLUMNS.index("go_around")])


def test_a_truncated_file_names_itself(tmp_path):
    path = tmp_path / "cut.f32"
    write_labels(path, 2)
    with open(path, "ab") as f:
        f.write(b"\0\0")
    with pytest.raises(ValueError, match="cut.f32"):
        LabelsFile(str(path))


def test_programs_of_a_second_file_map_onto_the_first_files_list(tmp_path):
    write_labels(tmp_path / "1.f32", 2, programs=("a", "b"))
    write_labels(tmp_path / "2.f32", 2, programs=("b", "c"))
    data = ReadingData([str(tmp_path / "1.f32"), str(tmp_path / "2.f32")])
    assert data.programs == ["a", "b", "c"]
    assert [data.programs[p] for p in data.program[6:]] == ["b", "c", "b", "c", "b", "c"]


def test_training_sees_every_row_once_an_epoch_and_validates_on_every_tenth_game(tmp_path):
    torch = pytest.importorskip("torch")
    import train_reading

    write_labels(tmp_path / "1.f32", 23)
    write_labels(tmp_path / "2.f32", 11)
    files = [LabelsFile(str(tmp_path / n)) for n in ("1.f32", "2.f32")]
    rng = np.random.default_rng(3)
    parts = list(train_reading.shuffled_parts(files, block=4, mix=3, rng=rng))
    seen = np.concatenate([p.features[:, 0] for p in parts])
    expected = np.concatenate([f.read_all()[:, COLUMNS.index("go_around")] for f in files])
    assert sorted(seen) == sorted(expected)
    assert len(parts) == 9  # 18 and 9 blocks of up to four rows, three to a part
    assert not np.array_equal(seen, expected)  # shuffled by blocks
    held = [train_reading.Part(p, p.game % train_reading.VALID_EVERY == 0) for p in parts]
    games = torch.cat([h.features[:, 0] for h in held]) // 10
    assert sorted(set(games.int().tolist())) == [0, 10, 20]
