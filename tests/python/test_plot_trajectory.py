"""tools/mjref/tune/plot_trajectory.py on a hand-written tune state: one line a setting, scaled to
its range, and the results' line; the SVG parses."""
import json
import pathlib
import subprocess
import xml.dom.minidom

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "tools" / "mjref" / "tune" / "plot_trajectory.py"


def test_plots_each_setting_scaled_and_the_results(tmp_path):
    spec = "fold_dealin_cost 0.5 0 2 0.1 0.0005\n# a comment\nmc_confidence 2 0 4 0.25 0.0005\n"
    rows = [{"iteration": k, "result": r, "theta": {"fold_dealin_cost": 0.5 + 0.1 * k, "mc_confidence": 2}}
            for k, r in [(1, -20.0), (2, 35.5), (3, 3.0)]]
    state = tmp_path / "tune.json"
    state.write_text(json.dumps({"mjref_tune": 1, "spec": spec, "trajectory": rows}))
    out = tmp_path / "tune.svg"
    subprocess.run(["/usr/bin/python3", str(SCRIPT), str(state), "-o", str(out)], check=True)
    doc = xml.dom.minidom.parse(str(out))
    lines = doc.getElementsByTagName("polyline")
    assert len(lines) == 3  # two settings, the results
    texts = [t.firstChild.data for t in doc.getElementsByTagName("text") if t.firstChild]
    assert "fold_dealin_cost" in texts and "mc_confidence" in texts
    # mc_confidence stays at 2, half its range [0, 4]: one height at every point.
    heights = {p.split(",")[1] for p in lines[1].getAttribute("points").split()}
    assert len(heights) == 1
