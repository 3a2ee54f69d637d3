"""`mjref match --watch` in headless Chromium (docs/play.md): a match's games shown live while it
runs, every seat's hand open, the page following game after game to "the match is over", and a
second viewer on the same server. (That watching changes no result is tests/tools/mjref/play/mjref_watch_test.cc's.)

  /usr/bin/python3 tests/browser/watch_browser_test.py [--mjref PATH] [--screenshot FILE.png]
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time
import urllib.request

from harness import Failure, check, open_page, require_browser

BOTS = ["builtin:mjbot", "builtin:efficiency", "builtin:efficiency", "builtin:efficiency"]
GAMES = 30  # long enough to be watched for a while after Chromium starts, on a loaded machine
SEED = 5
VIEWPORT = (1280, 800)
WAIT_S = 120

# What the page shows: its header line, and each seat's open hand and melds, by tile codes.
PAGE_VIEW = """
return {
  info: document.getElementById('info').textContent,
  title: document.title,
  seats: Array.from(document.querySelectorAll('#table .seat'), (s) => ({
    who: s.querySelector('.who').textContent,
    hand: Array.from(s.querySelectorAll('.tile.open'), (t) => t.title),
  })),
  totals: document.querySelectorAll('#standings tr').length,
  result: document.getElementById('result').textContent,
};
"""


def match(mjref, tmp):
    """The match watched: its process (stderr to tmp/match.err) and the URL."""
    cmd = [mjref, "match", "--games", str(GAMES), "--seed", str(SEED), "-j", "1", "--no-luck",
           "--watch", "0"]
    for bot in BOTS:
        cmd += ["--bot", bot]
    with open(tmp / "match.err", "w") as err:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        for line in (tmp / "match.err").read_text().splitlines():
            if line.startswith("mjref: watch the games at http"):
                return proc, line.split()[-1]
        check(proc.poll() is None, f"mjref match --watch exited with {proc.returncode}")
        time.sleep(0.02)
    raise Failure("mjref match --watch printed no URL in 10 s")


def first_event(url):
    """A second viewer: the first server-sent event of /events, the whole state."""
    with urllib.request.urlopen(url + "events", timeout=10) as res:
        line = res.readline().decode()
    check(line.startswith("data: "), f"/events began with '{line[:40]}'")
    return json.loads(line[len("data: "):])


def watch(driver, url, screenshot):
    """Follows the page until the match is over; the games it showed."""
    shown_games = set()
    shot = False
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        view = driver.execute_script(PAGE_VIEW)
        if view["info"].startswith("the match is over"):
            return shown_games, view
        if view["info"].startswith("watching game"):
            shown_games.add(int(view["info"].split()[2]))
            seats = view["seats"]
            check(len(seats) == 4, f"the page shows {len(seats)} seats")
            if all(len(s["hand"]) >= 7 for s in seats) and not shot:
                driver.save_screenshot(str(screenshot))
                print(f"screenshot: {screenshot}")
                state = first_event(url)
                check(state["watch"] and len(state["seats"]) == 4 and
                      all("hand" in s for s in state["seats"]),
                      "the second viewer's state has no open hands")
                shot = True
        time.sleep(0.05)
    raise Failure(f"the page did not say the match was over in {WAIT_S} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mjref", default=os.environ.get("MJREF"))
    parser.add_argument("--screenshot", type=pathlib.Path,
                        help="the PNG of a game watched (default: in the temporary folder)")
    args = parser.parse_args()
    if not args.mjref:
        sys.exit("watch_browser_test: give the mjref binary as --mjref PATH or $MJREF")
    require_browser("watch_browser_test")
    started = time.monotonic()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="mjref_watch_browser_"))
    screenshot = args.screenshot or tmp / "watch.png"
    screenshot.parent.mkdir(parents=True, exist_ok=True)
    proc, url = match(args.mjref, tmp)
    driver = None
    try:
        driver = open_page(url, VIEWPORT)
        shown, end = watch(driver, url, screenshot)
        print(f"the page showed games {sorted(shown)}; at the end: {end['info']}")
        check(len(shown) >= 2, "the page followed fewer than two games")
        check(end["info"] == f"the match is over: {GAMES} game(s) over",
              f"the end reads '{end['info']}'")
        check(end["totals"] == 4 and end["result"].startswith(f"Game {GAMES}"),
              f"the end shows {end['totals']} programs' points and result '{end['result'][:40]}'")
        check(proc.wait(timeout=30) == 0, f"mjref match --watch exited with {proc.returncode}")
    except Exception as e:
        print(f"FAILED: {type(e).__name__}: {e}", file=sys.stderr)
        print(f"the session's files: {tmp}", file=sys.stderr)
        if driver:
            driver.save_screenshot(str(tmp / "failure.png"))
        if isinstance(e, Failure):
            sys.exit(1)
        raise
    finally:
        if driver:
            driver.quit()
        if proc.poll() is None:
            proc.kill()
    print(f"passed in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
