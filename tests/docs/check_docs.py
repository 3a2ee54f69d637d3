#!/usr/bin/python3
"""The docs check (CTest docs_check).

  check_docs.py --root REPO --build BUILD [--expect-failures N]

Checks, printing each failure as FILE:LINE: message:
  (a) every relative link of every Markdown file resolves: [text](path), [text](path#anchor),
      ![alt](image), reference-style links and their definitions; a #anchor must be a heading
      of the target (or of the same file) in GitHub's slug style. Links in code are ignored;
      http(s):, mailto: and other URLs with a scheme are not followed.
  (b) no README.md and no page of docs/ outside docs/lab/ mentions a numbered session: the
      history is in docs/lab/.
  (c) every command of README.md's shell code blocks that runs a built program (build/..., or a
      bare mjref, mjbot or mjcalc) names one that exists in BUILD, and each --option on that
      command line appears in the program's --help (mjref: `mjref SUBCOMMAND --help`).

Skipped: .git and other hidden folders, build*/ folders, node_modules, __pycache__, and the
checker's own fixtures (tests/docs/fixture_*) unless ROOT is one of them.

Exit status 0 when nothing fails, 1 otherwise. With --expect-failures N the status is 0 only
when exactly N failures are found (the fixture test proves each kind of failure is caught).
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import unicodedata
import urllib.parse

SESSION = re.compile(r"\bsessions?\s+\d+", re.IGNORECASE)
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)")
ATX = re.compile(r"^ {0,3}(#{1,6})(?:\s+(.*?))?\s*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
REF_DEF = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)")
HTML_ANCHOR = re.compile(r"<a\s+[^>]*(?:name|id)\s*=\s*[\"']([^\"']+)[\"']", re.IGNORECASE)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
SHELL_LANGS = {"", "sh", "bash", "shell", "console", "zsh"}

# Bare program names and where the build puts them.
BARE_PROGRAMS = {
    "mjbot": "bot/mjbot",
    "mjref": "tools/mjref/mjref",
    "mjcalc": "tools/mjcalc/mjcalc",
}
# Programs that accept an option spelled with '-' or '_' alike (mjbot normalises its flags).
DASH_UNDERSCORE = {"bot/mjbot"}
# Options every program answers (tests/help_e2e_test.cc).
UNIVERSAL_OPTIONS = {"--help", "--version"}


class Checker:
    def __init__(self, root, build):
        self.root = os.path.abspath(root)
        self.build = os.path.abspath(build) if build else None
        self.failures = []
        self.headings = {}  # absolute path -> set of anchors
        self.help_cache = {}

    def fail(self, path, line, message):
        rel = os.path.relpath(path, self.root)
        self.failures.append((rel, line, message))

    # ---- the files -------------------------------------------------------------------------

    def skipped_dir(self, rel_dir, name):
        if name.startswith(".") and name not in (".github", ".ci"):
            return True
        if name in ("node_modules", "__pycache__"):
            return True
        if name.startswith("build") and rel_dir == ".":
            return True
        rel = os.path.normpath(os.path.join(rel_dir, name))
        if re.match(r"^tests/docs/fixture_", rel.replace(os.sep, "/")):
            return True
        return False

    def markdown_files(self):
        found = []
        for dirpath, dirnames, filenames in os.walk(self.root):
            rel_dir = os.path.relpath(dirpath, self.root)
            dirnames[:] = sorted(d for d in dirnames if not self.skipped_dir(rel_dir, d))
            for f in sorted(filenames):
                if f.lower().endswith(".md"):
                    found.append(os.path.join(dirpath, f))
        return found

    @staticmethod
    def read_lines(path):
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().split("\n")

    @staticmethod
    def prose_lines(lines):
        """(line number, text with inline code blanked, in_code, fence language) for each line."""
        out = []
        fence = None
        lang = ""
        for i, line in enumerate(lines, 1):
            m = FENCE.match(line)
            if fence is None and m:
                fence, lang = m.group(1), m.group(2).lower()
                out.append((i, "", True, lang))
                continue
            if fence is not None:
                if re.match(r"^ {0,3}" + re.escape(fence[0]) + "{" + str(len(fence)) + r",}\s*$",
                            line):
                    fence = None
                    out.append((i, "", True, lang))
                else:
                    out.append((i, line, True, lang))
                continue
            after_blank = not out or (not out[-1][2] and out[-1][1].strip() == "")
            if re.match(r"^(    |\t)", line) and line.strip() and (
                    after_blank or (out[-1][3] == "indented")):
                # An indented code block: after a blank line, or going on.
                out.append((i, line, True, "indented"))
                continue
            out.append((i, blank_inline_code(line), False, ""))
        return out

    # ---- (a) links -------------------------------------------------------------------------

    def anchors_of(self, path):
        path = os.path.realpath(path)
        if path in self.headings:
            return self.headings[path]
        anchors = set()
        counts = {}
        try:
            lines = self.read_lines(path)
        except OSError:
            lines = []
        prose = self.prose_lines(lines)
        previous = None
        for i, _, in_code, _ in prose:
            if in_code:
                previous = None
                continue
            raw = lines[i - 1]
            for a in HTML_ANCHOR.findall(raw):
                anchors.add(a.lower())
            title = None
            m = ATX.match(raw)
            if m:
                title = re.sub(r"\s+#+\s*$", "", m.group(2) or "")
                if re.fullmatch(r"#+", title):
                    title = ""
            elif (SETEXT.match(raw) and previous is not None and previous.strip()
                  and not raw.lstrip().startswith("|") and not ATX.match(previous)
                  and not previous.lstrip().startswith(("|", "-", "*", ">"))):
                title = previous.strip()
            if title is not None:
                slug = github_slug(title)
                count = counts.get(slug, 0)
                counts[slug] = count + 1
                anchors.add(slug if count == 0 else f"{slug}-{count}")
            previous = raw if raw.strip() else None
        self.headings[path] = anchors
        return anchors

    def check_target(self, path, line, url):
        url = url.strip()
        if url.startswith("<") and url.endswith(">"):
            url = url[1:-1]
        if not url or SCHEME.match(url) or url.startswith("//"):
            return
        target, _, anchor = url.partition("#")
        target = urllib.parse.unquote(target)
        anchor = urllib.parse.unquote(anchor)
        if target == "":
            dest = path
        elif target.startswith("/"):
            dest = os.path.join(self.root, target.lstrip("/"))
        else:
            dest = os.path.join(os.path.dirname(path), target)
        dest = os.path.normpath(dest)
        if not os.path.exists(dest):
            self.fail(path, line, f"broken link: {url} ({os.path.relpath(dest, self.root)} "
                                  "does not exist)")
            return
        if anchor and os.path.isfile(dest) and dest.lower().endswith(".md"):
            if anchor.lower() not in self.anchors_of(dest):
                where = "this file" if target == "" else os.path.relpath(dest, self.root)
                self.fail(path, line, f"broken anchor: {url} (no heading #{anchor} in {where})")

    def check_links(self, path):
        lines = self.read_lines(path)
        prose = self.prose_lines(lines)
        definitions = {}
        for i, text, in_code, _ in prose:
            if in_code:
                continue
            m = REF_DEF.match(text)
            if m:
                definitions[normalise_label(m.group(1))] = (i, m.group(2))
        for label, (i, url) in definitions.items():
            self.check_target(path, i, url)
        for i, text, in_code, _ in prose:
            if in_code or REF_DEF.match(text):
                continue
            for url in inline_link_urls(text):
                self.check_target(path, i, url)
            for label in reference_labels(text):
                if normalise_label(label) not in definitions:
                    self.fail(path, i, f"reference link [{label}] has no definition")

    # ---- (b) sessions ----------------------------------------------------------------------

    def check_sessions(self, path):
        rel = os.path.relpath(path, self.root).replace(os.sep, "/")
        in_docs = rel.startswith("docs/") and not rel.startswith("docs/lab/")
        if not (in_docs or os.path.basename(rel) == "README.md"):
            return
        if rel.startswith("docs/lab/"):
            return
        for i, line in enumerate(self.read_lines(path), 1):
            for m in SESSION.finditer(line):
                self.fail(path, i, f"mentions a numbered session ('{m.group(0)}'): history "
                                   "belongs in docs/lab/")

    # ---- (c) README's commands -------------------------------------------------------------

    def help_text(self, exe, sub):
        key = (exe, sub)
        if key not in self.help_cache:
            args = [exe] + ([sub] if sub else []) + ["--help"]
            try:
                p = subprocess.run(args, stdin=subprocess.DEVNULL, capture_output=True,
                                   text=True, errors="replace", timeout=30)
                self.help_cache[key] = p.stdout + p.stderr
            except (OSError, subprocess.TimeoutExpired):
                self.help_cache[key] = None
        return self.help_cache[key]

    def check_commands(self, path):
        lines = self.read_lines(path)
        prose = self.prose_lines(lines)
        block = []  # (line number, text) of the current shell block
        variables = {}
        for i, text, in_code, lang in prose:
            if in_code and lang in SHELL_LANGS and text:
                block.append((i, text))
                continue
            if block:
                self.check_block(path, block, variables)
                block = []
            if not in_code:
                variables = {}
        if block:
            self.check_block(path, block, variables)

    def check_block(self, path, block, variables):
        # Join '\' continuations; each logical line keeps its first line's number.
        logical = []
        current, start = "", None
        for i, text in block:
            if start is None:
                start = i
            stripped = text.rstrip()
            if stripped.endswith("\\") and not stripped.endswith("\\\\"):
                current += stripped[:-1] + " "
                continue
            current += text
            logical.append((start, current))
            current, start = "", None
        if start is not None:
            logical.append((start, current))
        for i, text in logical:
            text = re.sub(r"^\s*\$\s+", "", text)  # a shell prompt
            text = expand(text, variables)  # $NAME set earlier in the block, then split
            try:
                tokens = shlex.split(text, comments=True, posix=True)
            except ValueError:
                tokens = text.split("#", 1)[0].split()
            for command in split_commands(tokens):
                self.check_command(path, i, command, variables)

    def resolve_program(self, word):
        """The build-relative path of a built program named by word, or None."""
        if word in BARE_PROGRAMS:
            return BARE_PROGRAMS[word]
        for prefix in ("./build/", "build/", "$BUILD/", "${BUILD}/", "$BUILD_DIR/",
                       "${BUILD_DIR}/"):
            if word.startswith(prefix):
                return word[len(prefix):]
        return None

    def check_command(self, path, line, words, variables):
        # NAME=value alone sets a variable; before a command it is the command's environment.
        k = 0
        while k < len(words) and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[k]):
            k += 1
        if k == len(words):
            for w in words:
                name, _, value = w.partition("=")
                variables[name] = value
            return
        words = words[k:]
        while words and words[0] in ("time", "nice", "exec", "sudo", "env", "timeout", "-n"):
            words = words[1:]
            while words and (re.match(r"^-", words[0]) or re.match(r"^\d+[smh]?$", words[0])):
                words = words[1:]
        if not words:
            return
        # Built programs named as arguments (--bot build/bot/mjbot) must exist too.
        for w in words[1:]:
            rel = self.resolve_program(w) if w.startswith(("build/", "./build/")) else None
            if rel and self.build and not os.path.exists(os.path.join(self.build, rel)):
                self.fail(path, line, f"{w}: not in the build directory ({self.build})")
        rel = self.resolve_program(words[0])
        if rel is None:
            return
        if self.build is None:
            return
        exe = os.path.join(self.build, rel)
        if not (os.path.isfile(exe) and os.access(exe, os.X_OK)):
            self.fail(path, line, f"{words[0]}: no such program in the build directory "
                                  f"({os.path.relpath(exe, self.build)} under {self.build})")
            return
        args = words[1:]
        sub = None
        if os.path.basename(rel) == "mjref":
            for a in args:
                if not a.startswith("-"):
                    sub = a
                    break
            if sub is not None and not re.fullmatch(r"[a-z][a-z-]*", sub):
                sub = None
        options = []
        for a in args:
            a = a.strip("[]")
            m = re.match(r"^(--[A-Za-z0-9][A-Za-z0-9_-]*)", a)
            if m:
                options.append(m.group(1))
        if not options and sub is None:
            return
        help_text = self.help_text(exe, sub)
        shown = f"{words[0]}{' ' + sub if sub else ''} --help"
        if help_text is None or not help_text.strip():
            self.fail(path, line, f"{shown} prints nothing")
            return
        if sub is not None and f"mjref {sub}" not in help_text:
            self.fail(path, line, f"mjref has no subcommand '{sub}' ({shown} does not name it)")
            return
        for opt in options:
            if opt in UNIVERSAL_OPTIONS:
                continue
            spellings = {opt}
            if rel in DASH_UNDERSCORE:
                spellings |= {"--" + opt[2:].replace("-", "_"), "--" + opt[2:].replace("_", "-")}
            if not any(re.search(re.escape(s) + r"(?![A-Za-z0-9_-])", help_text)
                       for s in spellings):
                self.fail(path, line, f"{opt}: not an option of {words[0]}"
                                      f"{' ' + sub if sub else ''} (not in `{shown}`)")

    # ---- all -------------------------------------------------------------------------------

    def run(self):
        files = self.markdown_files()
        for path in files:
            self.check_links(path)
            self.check_sessions(path)
        readme = os.path.join(self.root, "README.md")
        if os.path.isfile(readme):
            self.check_commands(readme)
        return files


def blank_inline_code(line):
    """The line with every inline code span replaced by spaces (same length)."""
    out = []
    i = 0
    while i < len(line):
        if line[i] == "`":
            j = i
            while j < len(line) and line[j] == "`":
                j += 1
            ticks = line[i:j]
            end = line.find(ticks, j)
            while end != -1 and end + len(ticks) < len(line) and line[end + len(ticks)] == "`":
                end = line.find(ticks, end + len(ticks) + 1)
            if end == -1:
                out.append(line[i:j])
                i = j
                continue
            out.append(" " * (end + len(ticks) - i))
            i = end + len(ticks)
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def inline_link_urls(text):
    """The destinations of [text](url) and ![alt](url) on a line (nested brackets allowed)."""
    urls = []
    i = 0
    while True:
        i = text.find("](", i)
        if i == -1:
            return urls
        # The matching '[' must exist before (a link text), else this is not a link.
        if "[" not in text[:i]:
            i += 2
            continue
        j = i + 2
        while j < len(text) and text[j] == " ":
            j += 1
        if j < len(text) and text[j] == "<":
            end = text.find(">", j)
            if end == -1:
                i += 2
                continue
            urls.append(text[j:end + 1])
            i = end
            continue
        depth = 0
        k = j
        while k < len(text):
            c = text[k]
            if c == "\\":
                k += 2
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    break
                depth -= 1
            elif c in " \t" and depth == 0:
                break
            k += 1
        url = text[j:k]
        if url:
            urls.append(url)
        i = k


def reference_labels(text):
    """Labels of full and collapsed reference links: [text][label] and [label][]."""
    labels = []
    for m in re.finditer(r"\[((?:[^\[\]]|\[[^\[\]]*\])+)\]\[([^\[\]]*)\]", text):
        labels.append(m.group(2) if m.group(2).strip() else m.group(1))
    return labels


def normalise_label(label):
    return re.sub(r"\s+", " ", label.strip()).lower()


def github_slug(title):
    """A heading's anchor as GitHub makes it."""
    text = re.sub(r"<[^>]+>", "", title)
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links and images: their text
    text = re.sub(r"!?\[([^\]]*)\]\[[^\]]*\]", r"\1", text)
    text = text.replace("`", "")
    text = text.strip().lower()
    kept = []
    for c in text:
        cat = unicodedata.category(c)
        if cat[0] in "LMN" or cat == "Pc" or c in "-_ ":
            kept.append(c)
    return "".join(kept).replace(" ", "-")


def split_commands(tokens):
    """Simple commands of a tokenised line, split at ;, &&, ||, | and &."""
    commands, current = [], []
    for t in tokens:
        if t in (";", "&&", "||", "|", "&", "(", ")", "{", "}"):
            if current:
                commands.append(current)
            current = []
        elif t.endswith(";") and len(t) > 1:
            current.append(t[:-1])
            commands.append(current)
            current = []
        else:
            current.append(t)
    if current:
        commands.append(current)
    return commands


def expand(word, variables):
    def sub(m):
        return variables.get(m.group(1) or m.group(2), m.group(0))
    return re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)", sub, word)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", required=True, help="the repository root")
    parser.add_argument("--build", default=None, help="the build directory (for README's commands)")
    parser.add_argument("--expect-failures", type=int, default=None,
                        help="pass only when exactly this many failures are found")
    args = parser.parse_args()
    if not os.path.isdir(args.root):
        print(f"check_docs: no such folder: {args.root}", file=sys.stderr)
        return 2
    checker = Checker(args.root, args.build)
    files = checker.run()
    for rel, line, message in sorted(checker.failures, key=lambda f: (f[0], f[1])):
        print(f"{rel}:{line}: {message}")
    n = len(checker.failures)
    summary = f"check_docs: {len(files)} Markdown file(s), {n} failure(s)"
    if args.expect_failures is not None:
        ok = n == args.expect_failures
        print(f"{summary}; expected {args.expect_failures}: {'as expected' if ok else 'FAIL'}")
        return 0 if ok else 1
    print(summary)
    return 1 if n else 0


if __name__ == "__main__":
    sys.exit(main())
