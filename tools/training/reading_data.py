"""Labelled positions written by `mjref labels` (tools/training/labels.h), as NumPy arrays.

A file FILE holds rows of little-endian float32 and FILE.json names the columns; this module
splits rows into the blocks the models use. `ReadingData` holds whole files in memory (the
held-out sets); `LabelsFile` reads a span of rows at a time, for training sets larger than
memory. Only NumPy is needed.
"""
import json
import os

import numpy as np

KINDS = 34
SEQUENCE_SLOTS, SLOT_COLUMNS = 24, 5  # his discards in order (labels.h kSequenceSlots)


class LabelsFile:
    """One labels file, read a span of rows at a time."""

    def __init__(self, path):
        with open(path + ".json") as f:
            schema = json.load(f)
        self.path = path
        self.columns = schema["columns"]
        self.programs = schema["programs"]
        row_bytes = 4 * len(self.columns)
        size = os.path.getsize(path)
        if size % row_bytes:
            raise ValueError(f"{path}: {size} bytes is not a whole number of rows of "
                             f"{len(self.columns)} float32 ({path}.json)")
        self.rows = size // row_bytes

    def read(self, start, count):
        """Rows start .. start + count - 1 as a [count, columns] float32 array."""
        rows = np.empty((count, len(self.columns)), dtype="<f4")
        with open(self.path, "rb") as f:
            f.seek(start * rows.itemsize * len(self.columns))
            if f.readinto(memoryview(rows).cast("B")) != rows.nbytes:
                raise ValueError(f"{self.path}: ends before row {start + count}")
        return rows

    def read_all(self):
        return self.read(0, self.rows)


def feature_span(columns):
    """The columns of the network's input: from go_around up to the truth (shanten)."""
    return columns.index("go_around"), columns.index("shanten")


class ReadingData:
    """The blocks of one labels file (or several, concatenated)."""

    def __init__(self, paths):
        self._split(*_read_files([paths] if isinstance(paths, str) else paths))

    @classmethod
    def of_rows(cls, rows, columns, programs):
        """The blocks of rows already read (LabelsFile.read)."""
        data = cls.__new__(cls)
        data._split(rows, columns, programs)
        return data

    def _split(self, rows, columns, programs):
        self.columns = columns
        self.programs = programs
        at = {name: i for i, name in enumerate(columns)}
        first_feature, last_feature = feature_span(columns)
        self.meta = rows[:, : at["held_1m"]]
        self.game = rows[:, at["game"]].astype(np.int64)
        self.seat = rows[:, at["seat"]].astype(np.int64)
        self.program = rows[:, at["program"]].astype(np.int64)
        self.group = rows[:, at["group"]].astype(np.int64)
        self.thrown = rows[:, at["thrown"]].astype(np.int64)
        self.held = rows[:, at["held_1m"] : first_feature]
        self.features = rows[:, first_feature:last_feature]
        self.shanten = rows[:, at["shanten"]]
        self.tenpai = rows[:, at["tenpai"]]
        self.waits = rows[:, at["wait_1m"] : at["wait_1m"] + KINDS]
        self.tai = rows[:, at["tai_1m"] : at["tai_1m"] + KINDS]
        self.heuristic_tenpai = rows[:, at["heuristic_tenpai"]]
        self.heuristic_share = rows[:, at["heuristic_wait_1m"] : at["heuristic_wait_1m"] + KINDS]
        self.feature_names = columns[first_feature:last_feature]
        # His concealed kinds [rows, KINDS]; None in files written before the hand columns.
        self.hand = rows[:, at["hand_1m"] : at["hand_1m"] + KINDS] if "hand_1m" in at else None
        # [rows, slots, (kind, turn, after_claim, taken, age)], oldest first, kind −1 when empty;
        # None in files written before the sequence columns.
        self.sequence = None
        if "seq1_kind" in at:
            first = at["seq1_kind"]
            self.sequence = rows[:, first : first + SEQUENCE_SLOTS * SLOT_COLUMNS].reshape(
                -1, SEQUENCE_SLOTS, SLOT_COLUMNS)

    def __len__(self):
        return len(self.tenpai)

    def decision_ids(self):
        """One id per decision (the three rows of one seat's /ask throw share it)."""
        key = np.stack([self.game, self.group, self.seat, self.meta[:, 4].astype(np.int64)], 1)
        _, ids = np.unique(key, axis=0, return_inverse=True)
        return ids

    def heuristic_risk(self):
        """Today's per-opponent deal-in risk: P(tenpai) × the sampled wait share."""
        return self.heuristic_tenpai[:, None] * np.minimum(1.0, self.heuristic_share)


def _read_files(paths):
    """Every row of the files, with the first file's columns and every file's programs."""
    blocks, programs = [], None
    for path in paths:
        file = LabelsFile(path)
        block = file.read_all()
        if programs is None:
            programs = list(file.programs)
        elif programs != file.programs:
            # Program indices are per file: map them onto the first file's list.
            mapping = np.array([_index(programs, p) for p in file.programs], dtype=np.float32)
            at = file.columns.index("program")
            block[:, at] = mapping[block[:, at].astype(int)]
        blocks.append(block)
    return np.concatenate(blocks), file.columns, programs


def _index(programs, name):
    if name not in programs:
        programs.append(name)
    return programs.index(name)
