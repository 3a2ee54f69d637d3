"""tools/mjref/tune/slopes.py on a hand-made tune state whose results follow one setting only: the
fit finds that setting's slope a C_END, and the other's CI holds zero."""
import json
import pathlib
import random
import subprocess

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "tools" / "mjref" / "tune" / "slopes.py"


def test_finds_the_setting_the_results_follow(tmp_path):
    spec = "fold_dealin_cost 0.5 0 2 0.1 0.0005\n# a comment\nmc_confidence 2 0 4 0.25 0.0005\n"
    rng = random.Random(3)
    rows = []
    for k in range(1, 201):
        d1, d2 = rng.choice([-1, 1]), rng.choice([-1, 1])
        # θ± = θ ± c·Δ with c = C_END: each difference is 2 C_END; the result is 10 points a
        # game per C_END of fold_dealin_cost, plus noise.
        minus = f"fold_dealin_cost={0.5 - 0.1 * d1},mc_confidence={2 - 0.25 * d2}"
        plus = f"fold_dealin_cost={0.5 + 0.1 * d1},mc_confidence={2 + 0.25 * d2}"
        rows.append({"iteration": k, "minus": minus, "plus": plus,
                     "result": 10 * 2 * d1 + rng.gauss(0, 5)})
    state = tmp_path / "tune.json"
    state.write_text(json.dumps({"mjref_tune": 1, "spec": spec, "trajectory": rows,
                                 "theta": {"fold_dealin_cost": 0.9, "mc_confidence": 2.1}}))
    out = subprocess.run(["/usr/bin/python3", str(SCRIPT), str(state)], check=True,
                         capture_output=True, text=True).stdout
    lines = {line.split()[0]: line for line in out.splitlines()[2:]}
    fields = lines["fold_dealin_cost"].split()
    assert fields[1:3] == ["0.5", "0.9"]
    assert abs(float(fields[3]) - 10) < 1 and "CI clear of zero" in lines["fold_dealin_cost"]
    assert "CI clear of zero" not in lines["mc_confidence"]
