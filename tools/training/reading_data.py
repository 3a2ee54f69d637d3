"""Labelled positions written by `mjref labels` (tools/training/labels.h), as NumPy arrays.

A file FILE holds rows of little-endian float32 and FILE.json names the columns; this module
splits a row into the blocks the models use. Only NumPy is needed.
"""
import json

import numpy as np

KINDS = 34


class ReadingData:
    """The blocks of one labels file (or several, concatenated)."""

    def __init__(self, paths):
        if isinstance(paths, str):
            paths = [paths]
        blocks, programs = [], None
        for path in paths:
            with open(path + ".json") as f:
                schema = json.load(f)
            columns = schema["columns"]
            rows = np.fromfile(path, dtype="<f4").reshape(-1, len(columns))
            blocks.append(rows)
            if programs is None:
                programs = schema["programs"]
            elif programs != schema["programs"]:
                # Program indices are per file: map them onto the first file's list.
                mapping = np.array([_index(programs, p) for p in schema["programs"]], dtype=np.float32)
                rows[:, columns.index("program")] = mapping[rows[:, columns.index("program")].astype(int)]
        self.columns = columns
        self.programs = programs
        rows = np.concatenate(blocks)
        at = {name: i for i, name in enumerate(columns)}
        first_feature = at["go_around"]
        last_feature = at["shanten"]
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


def _index(programs, name):
    if name not in programs:
        programs.append(name)
    return programs.index(name)
