"""tools/dealins/throw_reasons.py on a hand-written games.jsonl: one deal-in, one self-draw."""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools" / "dealins"))
import throw_reasons  # noqa: E402


def game(wins, throws):
    transcript = [{"from": seat, "line": f"/throw {card}", "note": note} for seat, card, note in throws]
    return json.dumps({"names": ["builtin:mjbot", "builtin:efficiency", "builtin:efficiency #2",
                                 "builtin:efficiency #3"], "transcript": transcript, "wins": wins})


def test_a_deal_in_is_the_last_throw_of_the_seat():
    lines = [
        game([{"winner": 2, "discarder": 1, "self_draw": False}],
             [("1", 110, "win probability within 8 draws"), ("2", 120, "shanten 1"),
              ("1", 130, "fold by value: 1m worth 0.1; safest: passed")]),
        game([{"winner": 1, "discarder": None, "self_draw": True}],
             [("1", 110, "win probability within 12 draws, a tie broken by rule 6")]),
    ]
    games, throws, deal_ins = throw_reasons.count(lines, "mjbot")
    assert games == 2
    assert throws == {"win probability within # draws": 2, "fold by value": 1}
    assert deal_ins == {"fold by value": 1}
    text = throw_reasons.table(games, throws, deal_ins)
    assert "2 games, 1 deal-ins (50.0% of games)" in text
    assert text.splitlines()[2].split()[:4] == ["1", "100.0%", "1", "100.00%"]


def test_a_missing_file_is_an_error_not_a_traceback(tmp_path, capsys):
    assert throw_reasons.main([str(tmp_path / "none.jsonl")]) == 1
    assert "none.jsonl" in capsys.readouterr().err
