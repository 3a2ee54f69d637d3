"""`mjref play` in headless Chromium (docs/play.md): whole games played by clicking the page as a
person would, every kind of answer clicked at least once, a refused answer's message shown, and
the record checked by `mjref verify`; a screenshot of the table mid-game (docs/play.png).

  /usr/bin/python3 tests/browser/play_browser_test.py [--mjref PATH] [--screenshot FILE.png]
      [--seed S] [--games N] [--http]

The binary is --mjref, else $MJREF. The seed, bots and games are chosen so that the policy below
meets every kind of answer; should the bots' play change and a kind go missing, --http plays the
same games through HTTP alone (no browser, under a second) to try other seeds quickly.
"""
import argparse
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from harness import Failure, check, open_page, require_browser

# The fast players, so that a game takes a second or two; seeded, so every run plays the same.
BOTS = ["builtin:efficiency", "builtin:random", "builtin:efficiency"]
SEED = 110
GAMES = 4
KINDS = ["throw", "chow", "chow of several", "pung", "kong", "win", "pass", "next game"]
VIEWPORT = (1280, 800)  # the page's whole table, side column and hand, with little to spare
WAIT_S = 30  # for the next question; a game thread that hangs fails the test, not CTest's clock


def kinds_of(answer, answers):
    """The kinds of answer `answer` is, KINDS' words: a chow chosen among several is a chow too."""
    if answer == "next game":
        return [answer]
    word = answer.split()[0]
    if word == "chow" and sum(a.startswith("chow ") for a in answers) >= 2:
        return [word, "chow of several"]
    return [word]


def throw_key(hand, code):
    """Lower for a tile that holds the hand together less: few copies and few neighbours in its
    suit; then honours before terminals before the middle."""
    n, suit = int(code[0]), code[1]

    def held(k):
        return hand.count(f"{k}{suit}")

    together = 4 * (held(n) - 1)
    if suit != "z":
        together += 2 * (held(n - 1) + held(n + 1)) + held(n - 2) + held(n + 2)
    return (together, suit != "z", -abs(n - 5), code)


class Policy:
    """What the person clicks: the loosest tile, and every claim (a kong before a pung before the
    last chow listed) but the first one offered in each game, which is passed, so that `pass` is
    clicked too. A win is always taken."""

    def __init__(self):
        self.passed_in = set()

    def choose(self, state):
        answers = state["question"]["answers"]
        if state["question"]["ask"] == "throw":
            tiles = [a.split()[1] for a in answers]
            return "throw " + min(tiles, key=lambda t: throw_key(state["hand"], t))
        for sure in ("next game", "win"):
            if sure in answers:
                return sure
        claims = [a for a in answers if a != "pass"]
        if not claims:
            return "pass"
        if state["game"] not in self.passed_in:
            self.passed_in.add(state["game"])
            return "pass"
        for word in ("kong", "pung"):
            for a in claims:
                if a.startswith(word + " "):
                    return a
        return claims[-1]


def worth_showing(state):
    """A table for the docs: melds down (one of them the person's), many discards, and a choice
    among chows."""
    seats = state["seats"]
    return (sum(a.startswith("chow ") for a in state["question"]["answers"]) >= 2 and
            len(seats[state["seat"] - 1]["melds"]) >= 1 and
            sum(len(s["melds"]) for s in seats) >= 3 and
            sum(len(s["discards"]) for s in seats) >= 20)


def get_json(url, path):
    with urllib.request.urlopen(url + path.lstrip("/"), timeout=10) as res:
        return json.load(res)


class HttpTable:
    """The policy's answers POSTed as the page would: for trying seeds without a browser."""

    def __init__(self, url):
        self.url = url

    def wait_question(self, after):
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            state = get_json(self.url, "/state")
            q = state["question"]
            if state["over"] or (q and q["id"] > after):
                return state
            time.sleep(0.002)
        raise Failure(f"no question after question {after} in {WAIT_S} s")

    def post(self, question, answer):
        body = json.dumps({"question": question, "answer": answer}).encode()
        req = urllib.request.Request(self.url + "answer", body,
                                     {"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=10) as res:
                return res.status, json.load(res)
        except urllib.error.HTTPError as e:
            return e.code, json.load(e)

    def second_tab(self, state):
        pass

    def refuse(self, state):
        status, body = self.post(state["question"]["id"], "throw 9z")
        check(status == 400 and "is not a legal answer" in body.get("error", ""),
              f"an illegal answer got {status} {body}")

    def answer(self, state, answer):
        status, body = self.post(state["question"]["id"], answer)
        check(status == 200, f"'{answer}' got {status} {body}")

    def check_end(self, games):
        pass

    def review(self, game):
        with urllib.request.urlopen(f"{self.url}review/{game}", timeout=60) as res:
            check(res.status == 200, f"/review/{game} answered {res.status}")

    def screenshot(self, path):
        pass

    def page_error(self):
        return ""

    def close(self):
        pass


# The page's own state (page.js keeps the last one shown in `state`) and what it offers to click.
PAGE_VIEW = """
if (typeof state === 'undefined' || state === null) return null;
return {
  state: JSON.stringify(state),
  buttons: Array.from(document.querySelectorAll('#buttons button'), (b) => b.textContent),
  legal: Array.from(document.querySelectorAll('#hand .tile.legal'), (t) => t.title),
};
"""


class BrowserTable:
    """The page in headless Chromium, answered by clicking its tiles and buttons."""

    def __init__(self, url):
        from selenium.webdriver.common.by import By

        self.by = By
        self.url = url
        self.driver = open_page(url, VIEWPORT)

    def close(self):
        self.driver.quit()

    def view(self):
        return self.driver.execute_script(PAGE_VIEW)

    def wait_question(self, after):
        """The page's next question (or the end), once it is drawn: the page must offer exactly
        its legal answers, the throws as tiles and the rest as buttons."""
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:
            view = self.view()
            state = json.loads(view["state"]) if view else None
            q = state and state["question"]
            if state and (state["over"] or (q and q["id"] > after)):
                if q:
                    answers = q["answers"]
                    throws = {a.split()[1] for a in answers if a.startswith("throw ")}
                    buttons = [a for a in answers if not a.startswith("throw ")]
                    check(set(view["legal"]) == throws and view["buttons"] == buttons,
                          f"the page offers tiles {view['legal']} and buttons {view['buttons']} "
                          f"for the answers {answers}")
                return state
            time.sleep(0.005)
        raise Failure(f"the page showed no question after question {after} in {WAIT_S} s")

    def refuse(self, state):
        """The page's answer() with an answer no hand has: its message shown, the question open."""
        self.driver.execute_script("answer('throw 9z')")
        deadline = time.monotonic() + 10
        while not self.page_error() and time.monotonic() < deadline:
            time.sleep(0.005)
        error = self.page_error()
        check("'throw 9z' is not a legal answer" in error,
              f"#error shows '{error}' for a refused answer")
        still = get_json(self.url, "/state")["question"]
        check(still and still["id"] == state["question"]["id"],
              f"question {state['question']['id']} is not open after a refused answer: {still}")
        print(f"refused, as it should be: {error}")

    def wait_page(self, script, what, seconds=30):
        """Until `script` (its result) is true on the page shown; its last result."""
        deadline = time.monotonic() + seconds
        while True:
            got = self.driver.execute_script(script)
            if got or time.monotonic() > deadline:
                check(got, f"the page never showed {what} in {seconds} s")
                return got
            time.sleep(0.02)

    def second_tab(self, state):
        """A second tab takes the seat over: the first says so, offers nothing and is refused;
        once the second closes, the first plays again."""
        first = self.driver.current_window_handle
        self.driver.switch_to.new_window("tab")
        self.driver.get(self.url)
        self.wait_page("return state && state.owner === TAB", "the second tab owning the seat")
        second = self.driver.current_window_handle
        self.driver.switch_to.window(first)
        prompt = self.wait_page(
            "const p = document.getElementById('prompt').textContent;"
            "return p.startsWith('Another tab plays this seat') && p", "the seat taken over")
        check(not self.view()["buttons"] and not self.view()["legal"],
              "the tab that lost the seat still offers answers")
        self.driver.execute_script("answer(state.question.answers[0])")
        error = self.wait_page(
            "const e = document.getElementById('error').textContent;"
            "return e.includes('another tab plays this seat') && e",
            "the message refusing the old tab's answer")
        print(f"second tab: '{prompt}'; the first tab's answer refused: {error}")
        self.driver.switch_to.window(second)
        self.driver.close()
        self.driver.switch_to.window(first)
        self.wait_page("return state && state.question && state.owner === ''",
                       "the seat given back when the second tab closed")
        question = json.loads(self.view()["state"])["question"]
        check(question["id"] == state["question"]["id"],
              "the question changed while the seat was taken over")

    def answer(self, state, answer):
        from selenium.common.exceptions import StaleElementReferenceException

        By = self.by
        for _ in range(5):
            if answer.startswith("throw "):
                code = answer.split()[1]
                targets = self.driver.find_elements(By.CSS_SELECTOR,
                                                    f'#hand .tile.legal[title="{code}"]')
            else:
                targets = [b for b in self.driver.find_elements(By.CSS_SELECTOR, "#buttons button")
                           if b.text == answer]
            check(targets, f"nothing on the page to click for '{answer}'")
            try:
                targets[0].click()
                return
            except StaleElementReferenceException:  # an event redrew the page: find it again
                continue
        raise Failure(f"'{answer}' went stale five times before it could be clicked")

    def check_end(self, games):
        """The header and the result name the last game."""
        info = self.driver.find_element(self.by.ID, "info").text
        result = self.driver.find_element(self.by.ID, "result").text
        check(info.startswith(f"game {games} of {games} "), f"#info shows '{info}' at the end")
        check(result.startswith(f"Game {games}"), f"#result shows '{result}' at the end")

    def review(self, game):
        """The result's review button: the review page over the table, then back to the table."""
        By = self.by
        self.driver.find_element(By.CSS_SELECTOR, "#result button.review").click()
        overlay = self.driver.find_element(By.ID, "review")
        check(overlay.is_displayed(), "the review did not open over the table")
        self.driver.switch_to.frame(self.driver.find_element(By.ID, "review-frame"))
        deadline = time.monotonic() + 60
        want = f"mjref play: the review of game {game}"
        # The frame's own title: WebDriver's title is the top page's.
        title = ""
        while title != want and time.monotonic() < deadline:
            title = self.driver.execute_script("return document.title")
            time.sleep(0.05)
        self.driver.switch_to.default_content()
        check(title == want, f"the review's page is titled '{title}'")
        self.driver.find_element(By.ID, "review-close").click()
        check(not overlay.is_displayed(), "'back to the table' left the review open")
        print(f"reviewed game {game} on the page")

    def screenshot(self, path):
        self.driver.save_screenshot(str(path))

    def page_error(self):
        return self.driver.find_element(self.by.ID, "error").text


def start_mjref(mjref, tmp, args):
    # --away wait: no default answer is ever played for the person; every answer is a click.
    cmd = [mjref, "play", "--seed", str(args.seed), "--games", str(args.games),
           "--log-dir", str(tmp / "log"), "--delay", "0", "--away", "wait"]
    for bot in BOTS:
        cmd += ["--bot", bot]
    with open(tmp / "stdout", "w") as out, open(tmp / "stderr", "w") as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        line = (tmp / "stdout").read_text().partition("\n")[0]
        if line.startswith("mjref play: http"):
            return proc, line.split()[-1]
        check(proc.poll() is None, f"mjref play exited with {proc.returncode}")
        time.sleep(0.02)
    raise Failure("mjref play printed no URL in 10 s")


def play(table, args, screenshot):
    """Every game to its end; returns how often each kind of answer was clicked."""
    policy = Policy()
    counts = dict.fromkeys(KINDS, 0)
    refused = shown = False
    last = 0
    while True:
        state = table.wait_question(last)
        if state["over"]:
            break
        q = state["question"]
        if q["ask"] == "throw" and not refused:
            table.refuse(state)
            table.second_tab(state)
            refused = True
        if not shown and worth_showing(state):
            table.screenshot(screenshot)
            print(f"screenshot at game {state['game']}, question {q['id']}: {screenshot}")
            shown = True
        answer = policy.choose(state)
        for kind in kinds_of(answer, q["answers"]):
            counts[kind] += 1
        table.answer(state, answer)
        last = q["id"]
    check(state["game"] == args.games and state["result"]["game"] == args.games,
          f"the session ended at game {state['game']} of {args.games}")
    check(shown, "no moment worth a screenshot (melds, discards, buttons) came")
    table.check_end(args.games)
    table.review(args.games)
    return counts


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mjref", default=os.environ.get("MJREF"))
    parser.add_argument("--screenshot", type=pathlib.Path,
                        help="the PNG of the table mid-game (default: in the temporary folder)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--http", action="store_true",
                        help="play through HTTP alone, without a browser (to try seeds)")
    args = parser.parse_args()
    if not args.mjref:
        sys.exit("play_browser_test: give the mjref binary as --mjref PATH or $MJREF")
    if not args.http:
        require_browser("play_browser_test")
    started = time.monotonic()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="mjref_play_browser_"))
    screenshot = args.screenshot or tmp / "play.png"
    screenshot.parent.mkdir(parents=True, exist_ok=True)
    proc = table = url = None
    try:
        proc, url = start_mjref(args.mjref, tmp, args)
        table = HttpTable(url) if args.http else BrowserTable(url)
        counts = play(table, args, screenshot)
        print("clicked: " + ", ".join(f"{k} {n}" for k, n in counts.items()))
        missing = [k for k, n in counts.items() if n == 0]
        check(not missing, f"never clicked: {', '.join(missing)} (try another --seed with --http)")
        check(not table.page_error(), f"#error still shows '{table.page_error()}'")
        # Ctrl-C ends the session; every game is over, so the record holds them all.
        proc.send_signal(signal.SIGINT)
        check(proc.wait(timeout=10) == 0, f"mjref play exited with {proc.returncode} on SIGINT")
        verify = subprocess.run([args.mjref, "verify", str(tmp / "log" / "games.jsonl")],
                                capture_output=True, text=True, timeout=60)
        print(verify.stdout + verify.stderr, end="")
        check(verify.returncode == 0, f"mjref verify exited with {verify.returncode}")
    except Exception as e:
        print(f"FAILED: {type(e).__name__}: {e}", file=sys.stderr)
        debug(table, url, tmp)
        print(f"the session's files: {tmp}", file=sys.stderr)
        if isinstance(e, Failure):
            sys.exit(1)
        raise
    finally:
        if table:
            table.close()
        if proc and proc.poll() is None:
            proc.kill()
            proc.wait()
    if args.screenshot or args.http:
        shutil.rmtree(tmp)
    print(f"passed in {time.monotonic() - started:.1f} s" +
          ("" if args.http else f"; the screenshot: {screenshot}"))


def debug(table, url, tmp):
    """What a failure needs to be read: the server's state, the page's error, mjref's stderr and
    a screenshot."""
    try:
        print("last /state: " + json.dumps(get_json(url, "/state")), file=sys.stderr)
    except Exception as e:  # the server may be gone, or never came
        print(f"no /state: {e}", file=sys.stderr)
    if isinstance(table, BrowserTable):
        try:
            print(f"#error: '{table.page_error()}'", file=sys.stderr)
            table.screenshot(tmp / "failure.png")
            print(f"screenshot: {tmp / 'failure.png'}", file=sys.stderr)
        except Exception as e:
            print(f"no page: {e}", file=sys.stderr)
    print("mjref stderr:\n" + (tmp / "stderr").read_text(), file=sys.stderr)


if __name__ == "__main__":
    main()
