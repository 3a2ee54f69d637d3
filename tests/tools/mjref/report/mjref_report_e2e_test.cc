// mjref's HTML report opened in a real browser (Debian's headless Chromium). A short
// tournament writes its report; the page's JavaScript runs, and what it shows is checked against
// the results JSON and, for every game, against the referee's own replay of the log. Screenshots
// of the results page and of a game are left in the build folder for a person to look at.
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "core/notation.h"
#include "tests/support/run_program.h"
#include "tools/common/json_value.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/mjref/records/replay.h"

namespace mj16::mjref {

using game::SeatState;
namespace {

using testing::ProgramResult;
using testing::ReadTestFile;
using testing::RunProgram;

constexpr char kChromium[] = "/usr/bin/chromium";

// Headless Chromium as the machine notes say it runs here: no sandbox as root, and nothing that
// reaches for the network at start.
std::string Chromium(const std::filesystem::path& profile) {
  return absl::StrCat(kChromium,
                      " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
                      " --disable-background-networking --disable-component-update --disable-sync"
                      " --user-data-dir=",
                      profile.string());
}

class MjrefReportTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(std::filesystem::exists(kChromium))
        << "Debian's chromium is needed (tools/test.sh installs it)";
    dir_ = std::filesystem::temp_directory_path() /
           absl::StrCat("mjref_report_", getpid(), "_",
                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // The page after its script ran, at `fragment` (e.g. "#selftest").
  std::string Dom(const std::string& html, const std::string& fragment = "") {
    const ProgramResult r = RunProgram(
        absl::StrCat(Chromium(dir_ / "profile"), " --dump-dom 'file://", html, fragment, "'"));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.out;
  }
  void Screenshot(const std::string& html, const std::string& fragment, const std::string& png,
                  int height) {
    std::filesystem::create_directories(MJ16_SCREENSHOT_DIR);
    const std::string path = absl::StrCat(MJ16_SCREENSHOT_DIR, "/", png);
    const ProgramResult r =
        RunProgram(absl::StrCat(Chromium(dir_ / "profile"), " --screenshot=", path,
                                " --window-size=1200,", height, " 'file://", html, fragment, "'"));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_GT(std::filesystem::file_size(path), 10000u) << path;
  }

  std::filesystem::path dir_;
};

// The cells of the table row whose attribute `attr` is `name`: data-key → {data-value, text}.
std::map<std::string, std::pair<std::string, std::string>> Row(const std::string& dom,
                                                               const std::string& attr,
                                                               const std::string& name) {
  std::map<std::string, std::pair<std::string, std::string>> cells;
  const std::string open = absl::StrCat("<tr ", attr, "=\"", name, "\">");
  const size_t at = dom.find(open);
  if (at == std::string::npos) return cells;
  const std::string row = dom.substr(at, dom.find("</tr>", at) - at);
  // <td data-key="K" data-value="V">TEXT</td> (no std::regex: GCC 12 warns inside it under the
  // sanitizers' -O2).
  const std::string open_cell = "<td data-key=\"";
  for (size_t at = row.find(open_cell); at != std::string::npos; at = row.find(open_cell, at + 1)) {
    const size_t key = at + open_cell.size();
    const size_t key_end = row.find('"', key);
    const size_t value = row.find("data-value=\"", key_end) + 12;
    const size_t value_end = row.find('"', value);
    const size_t text = row.find('>', value_end) + 1;
    const size_t text_end = row.find("</td>", text);
    if (key_end == std::string::npos || text_end == std::string::npos) break;
    cells[row.substr(key, key_end - key)] = {row.substr(value, value_end - value),
                                             row.substr(text, text_end - text)};
  }
  return cells;
}

// Whether a number the page keeps in a data attribute (as JavaScript writes it: 0, not the
// JSON's 0.0) is the JSON's number.
bool SameNumber(const std::string& shown, const JsonValue& v) {
  double x = 0;
  return absl::SimpleAtod(shown, &x) && x == v.number;
}

std::string Fixed(const JsonValue& v, int digits) {
  return absl::StrFormat("%.*f", digits, v.number);
}

std::string Pct(long long count, long long games) {
  return absl::StrFormat("%.1f%%", 100.0 * static_cast<double>(count) / static_cast<double>(games));
}

// A [lo, hi] cell: its data-value "lo,hi" is the JSON's pair, its text "[lo, hi]" to 1 decimal.
void ExpectInterval(const std::pair<std::string, std::string>& cell, const JsonValue& ci) {
  const std::vector<std::string> shown = absl::StrSplit(cell.first, ',');
  ASSERT_EQ(shown.size(), 2u) << cell.first;
  ASSERT_EQ(ci.items.size(), 2u);
  EXPECT_TRUE(SameNumber(shown[0], ci.items[0]) && SameNumber(shown[1], ci.items[1])) << cell.first;
  EXPECT_EQ(cell.second,
            absl::StrCat("[", Fixed(ci.items[0], 1), ", ", Fixed(ci.items[1], 1), "]"));
}

// A number to 1 decimal.
void ExpectNumber(const std::pair<std::string, std::string>& cell, const JsonValue& v) {
  EXPECT_TRUE(SameNumber(cell.first, v)) << cell.first;
  EXPECT_EQ(cell.second, Fixed(v, 1));
}

// A program's row of the results table shows each number as the JSON has it and as the page
// formats it; its luck-adjusted mean, interval and luck per game when the JSON has them.
void ExpectProgramRow(const std::string& dom, const JsonValue& p) {
  const std::string name = p.StringOr("name", "");
  auto cells = Row(dom, "data-name", name);
  SCOPED_TRACE(name);
  const JsonValue* adjusted = p.Find("luck_adjusted");
  ASSERT_EQ(cells.size(), adjusted ? 12u : 9u);
  const long long games = p.IntOr("games", 0);
  EXPECT_EQ(cells["games"].first, p.Find("games")->text);
  ExpectNumber(cells["mean"], *p.Find("mean"));
  ExpectInterval(cells["ci95"], *p.Find("ci95"));
  for (const char* key : {"wins", "self_draws", "deal_ins", "draws"}) {
    EXPECT_EQ(cells[key].first, p.Find(key)->text) << key;
    EXPECT_EQ(cells[key].second, Pct(p.IntOr(key, 0), games)) << key;
  }
  EXPECT_EQ(cells["mean_tai"].second, Fixed(*p.Find("mean_tai"), 2));
  EXPECT_EQ(cells["faults"].first, p.Find("faults")->text);
  if (adjusted) {
    ExpectNumber(cells["adj_mean"], *adjusted->Find("mean"));
    ExpectInterval(cells["adj_ci95"], *adjusted->Find("ci95"));
    ExpectNumber(cells["adj_luck"], *adjusted->Find("luck"));
  }
}

// A paired difference's row, likewise.
void ExpectPairRow(const std::string& dom, const JsonValue& q) {
  auto cells = Row(dom, "data-pair", absl::StrCat(q.StringOr("a", ""), " - ", q.StringOr("b", "")));
  const JsonValue* adjusted = q.Find("luck_adjusted");
  ASSERT_EQ(cells.size(), adjusted ? 5u : 3u);
  EXPECT_EQ(cells["groups"].first, q.Find("groups")->text);
  ExpectNumber(cells["mean_diff"], *q.Find("mean_diff"));
  ExpectInterval(cells["ci95"], *q.Find("ci95"));
  if (adjusted) {
    ExpectNumber(cells["adj_mean_diff"], *adjusted->Find("mean_diff"));
    ExpectInterval(cells["adj_ci95"], *adjusted->Find("ci95"));
  }
}

// What the viewer shows for a game at its end, one seat after another as the page's self-test
// writes it: score, the hand's tiles (sorted here, as a multiset), melds, river length.
std::string ExpectedEnd(const GameRecord& record) {
  const absl::StatusOr<Replay> replay = ReplayGame(record);
  EXPECT_TRUE(replay.ok()) << replay.status();
  if (!replay.ok()) return "";
  std::vector<std::string> seats;
  for (int s = 0; s < 4; ++s) {
    const SeatState& seat = replay->state.seats[s];
    std::vector<std::string> tiles;
    for (Card c : seat.hand.concealed) tiles.push_back(FormatTile(*KindOfCard(c)));
    std::sort(tiles.begin(), tiles.end());
    std::vector<std::string> melds;
    for (const Meld& m : seat.hand.melds) melds.push_back(FormatMeld(m));
    seats.push_back(absl::StrCat(record.scores[s], " ", absl::StrJoin(tiles, ""), " [",
                                 absl::StrJoin(melds, " "), "] ", seat.river.size()));
  }
  return absl::StrCat("game ", record.game + 1, ": ", absl::StrJoin(seats, " | "));
}

// The page's self-test line with each seat's hand sorted (the viewer shows the drawn tile last).
std::string SortedHands(absl::string_view line) {
  const size_t colon = line.find(": ");
  std::vector<std::string> seats;
  for (absl::string_view seat : absl::StrSplit(line.substr(colon + 2), " | ")) {
    std::vector<std::string> parts = absl::StrSplit(seat, absl::MaxSplits(' ', 2));
    if (parts.size() == 3) {
      std::vector<std::string> tiles;
      for (size_t i = 0; i + 1 < parts[1].size(); i += 2) tiles.push_back(parts[1].substr(i, 2));
      std::sort(tiles.begin(), tiles.end());
      parts[1] = absl::StrJoin(tiles, "");
    }
    seats.push_back(absl::StrJoin(parts, " "));
  }
  return absl::StrCat(line.substr(0, colon + 2), absl::StrJoin(seats, " | "));
}

TEST_F(MjrefReportTest, TheBrowserShowsWhatTheJsonAndTheLogsSay) {
  const std::string html = (dir_ / "report.html").string();
  const std::string json_path = (dir_ / "results.json").string();
  // mjbot with a small Monte-Carlo budget: the report is checked, not mjbot's strength.
  const ProgramResult run = RunProgram(absl::StrCat(
      MJREF_PATH,
      " tournament --bot builtin:mjbot:mc_playouts=200 --bot builtin:efficiency --bot builtin:dishu"
      " --bot builtin:random --sets 1 --seed 5 -j 2 --json ",
      json_path, " --log-dir ", (dir_ / "logs").string(), " --report ", html));
  ASSERT_EQ(run.exit_code, 0) << run.err;

  // Self-contained: nothing fetched from anywhere.
  const std::string page = ReadTestFile(html);
  for (const char* attribute : {"src=", "href=", "SRC=", "HREF="}) {
    for (size_t at = page.find(attribute); at != std::string::npos;
         at = page.find(attribute, at + 1)) {
      size_t v = at + std::strlen(attribute);
      while (v < page.size() && (page[v] == '"' || page[v] == '\'' || page[v] == ' ')) ++v;
      const std::string target = page.substr(v, 8);
      EXPECT_FALSE(absl::StartsWith(target, "http") || absl::StartsWith(target, "//"))
          << page.substr(at, 80);
    }
  }
  EXPECT_FALSE(absl::StrContains(page, "url(http"));
  EXPECT_FALSE(absl::StrContains(page, "<link"));
  EXPECT_LT(page.size(), 5u << 20);

  const absl::StatusOr<JsonValue> results = ParseJson(ReadTestFile(json_path));
  ASSERT_TRUE(results.ok()) << results.status();
  const std::string dom = Dom(html);
  // Every program's row: each number as the JSON has it and as the page formats it.
  const JsonValue* programs = results->Find("programs");
  ASSERT_NE(programs, nullptr);
  ASSERT_EQ(programs->items.size(), 4u);
  // (With luck scored by mjref's own value estimate, their luck-adjusted twins too.)
  for (const JsonValue& p : programs->items) ExpectProgramRow(dom, p);
  // Every paired difference.
  for (const JsonValue& q : results->Find("pairs")->items) ExpectPairRow(dom, q);
  // Every game listed.
  const long long games = results->IntOr("games", 0);
  EXPECT_EQ(games, 192);
  size_t listed = 0;
  for (size_t at = dom.find("<tr data-game="); at != std::string::npos;
       at = dom.find("<tr data-game=", at + 1)) {
    ++listed;
  }
  EXPECT_EQ(listed, static_cast<size_t>(games));

  // Every game's viewer stepped to its end shows the table the referee's replay ends with.
  const absl::StatusOr<std::vector<GameRecord>> records =
      ParseRecords(ReadTestFile((dir_ / "logs" / "games.jsonl").string()));
  ASSERT_TRUE(records.ok()) << records.status();
  ASSERT_EQ(records->size(), static_cast<size_t>(games));
  const std::string selftest = Dom(html, "#selftest");
  const size_t open = selftest.find("<pre id=\"selftest\">");
  ASSERT_NE(open, std::string::npos);
  const std::string body = selftest.substr(open + 19, selftest.find("</pre>", open) - open - 19);
  const std::vector<std::string> lines = absl::StrSplit(body, '\n');
  ASSERT_EQ(lines.size(), records->size());
  for (size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(SortedHands(lines[i]), ExpectedEnd((*records)[i]));
  }

  // The answer behind a step: the dealer's first discard, with its time and mjbot's reason.
  const std::string first = Dom(html, "#game=1&step=1");
  EXPECT_TRUE(absl::StrContains(first, "<div class=\"answer\" id=\"answer\">P1 answered")) << first;
  EXPECT_TRUE(absl::StrContains(dom, "<table class=\"times\">"));

  Screenshot(html, "", "report-results.png", 1800);
  Screenshot(html, "#game=3&step=40", "report-game.png", 1000);
}

// A fault is listed on the results page with its offending line, and shown in red in its game.
TEST_F(MjrefReportTest, FaultsAreShownWithTheirLines) {
  const std::string html = (dir_ / "report.html").string();
  const std::string json_path = (dir_ / "results.json").string();
  // mjbot with a small Monte-Carlo budget: the report is checked, not mjbot's strength.
  const ProgramResult run = RunProgram(absl::StrCat(
      MJREF_PATH, " match --bot '", FAULT_BOT_PATH,
      " notheld 5' --bot builtin:random --bot builtin:random --bot builtin:random --games 2"
      " --seed 3 -j 1 --json ",
      json_path, " --log-dir ", (dir_ / "logs").string()));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // Made afterwards from the files, as `mjref report` does.
  const ProgramResult made = RunProgram(absl::StrCat(
      MJREF_PATH, " report ", json_path, " --log-dir ", (dir_ / "logs").string(), " -o ", html));
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string dom = Dom(html);
  EXPECT_TRUE(absl::StrContains(dom, "<tr class=\"fault\">")) << dom.substr(0, 2000);
  EXPECT_TRUE(absl::StrContains(dom, "is not in the hand")) << "the validator's reason";
  const std::string game = Dom(html, "#game=1&step=end");
  EXPECT_TRUE(absl::StrContains(game, "<p class=\"fault\">Fault (transcript line "));
}

// Luck-adjusted figures beside the raw ones, marked, from results JSON as mjref
// writes it: a tournament's programs and pairs (one program without them: '?'), and a strength
// sweep's points against the first.
TEST_F(MjrefReportTest, LuckAdjustedFiguresAreShownBesideTheRawOnes) {
  const std::string tournament =
      R"({"games":4,"seed":"4","format":"tournament","planned":4,"interrupted":false,)"
      R"("stable_draws":false,"programs":[)"
      R"({"name":"A","games":4,"score":4000,"mean":1000.0,"ci95":[-24412.0,26412.0],"wins":1,)"
      R"("self_draws":0,"deal_ins":0,"draws":3,"faults":0,"mean_tai":2.0,"mean_win_turn":9.0,)"
      R"("groups":2,"luck_adjusted":{"mean":1250.25,"ci95":[-14632.5,17132.75],"luck":-250.25}},)"
      R"({"name":"B","games":4,"score":-4000,"mean":-1000.0,"ci95":[-26412.0,24412.0],"wins":0,)"
      R"("self_draws":0,"deal_ins":1,"draws":3,"faults":0,"mean_tai":0.0,"mean_win_turn":0.0,)"
      R"("groups":2}],"pairs":[{"a":"A","b":"B","groups":2,"mean_diff":2000.0,)"
      R"("ci95":[2000.0,2000.0],"luck_adjusted":{"mean_diff":1250.0,"ci95":[-1926.5,4426.5]}}],)"
      R"("referee_errors":0,"luck_model":"test-v1"})";
  const absl::StatusOr<JsonValue> results = ParseJson(tournament);
  ASSERT_TRUE(results.ok()) << results.status();
  const std::string json_path = (dir_ / "lucky.json").string(),
                    html = (dir_ / "lucky.html").string();
  std::ofstream(json_path) << tournament;
  ProgramResult made = RunProgram(absl::StrCat(MJREF_PATH, " report ", json_path, " -o ", html));
  ASSERT_EQ(made.exit_code, 0) << made.err;
  std::string dom = Dom(html);
  for (const JsonValue& p : results->Find("programs")->items) ExpectProgramRow(dom, p);
  for (const JsonValue& q : results->Find("pairs")->items) ExpectPairRow(dom, q);
  EXPECT_TRUE(absl::StrContains(dom, "<th class=\"adj\">luck-adjusted mean / game</th>"));
  EXPECT_TRUE(absl::StrContains(dom, "<td class=\"adj\">?</td>")) << "B's unknown luck";
  EXPECT_TRUE(absl::StrContains(dom, "by value estimate test-v1.")) << dom.substr(0, 3000);
  Screenshot(html, "", "report-luck.png", 900);

  const std::string program =
      R"({"name":"P","games":192,"score":0,"mean":MEAN,"ci95":[-5.0,5.0],"wins":10,)"
      R"("self_draws":2,"deal_ins":9,"draws":20,"faults":0,"mean_tai":3.0,"groups":12,)"
      R"("luck_adjusted":{"mean":ADJ,"ci95":[-6.0,6.5],"luck":1.5}})";
  const auto point = [&](const std::string& label, const std::string& mean, const std::string& adj,
                         const std::string& diff, const std::string& adj_diff) {
    return absl::StrCat(
        R"({"label":")", label, R"(","games":192,"planned":192,"interrupted":false,"programs":[)",
        absl::StrReplaceAll(
            program, {{"\"P\"", absl::StrCat("\"x:", label, "\"")}, {"MEAN", mean}, {"ADJ", adj}}),
        R"(],"pairs":[],"vs_first":{"a":"x","b":"x","groups":12,"mean_diff":)", diff,
        R"(,"ci95":[-1.0,2.0],"luck_adjusted":{"mean_diff":)", adj_diff,
        R"(,"ci95":[-0.5,1.25]}}})");
  };
  const std::string strength = absl::StrCat(
      R"({"format":"one-vs-three","sets":1,"seed":"1","points":[)",
      point("k=a", "1.0", "-0.5", "0.0", "0.0"), ",", point("k=b", "3.5", "2.25", "2.5", "2.75"),
      R"(],"best":"k=b","luck_model":"fake-v1"})");
  const absl::StatusOr<JsonValue> sweep = ParseJson(strength);
  ASSERT_TRUE(sweep.ok()) << sweep.status() << strength;
  std::ofstream(json_path) << strength;
  made = RunProgram(absl::StrCat(MJREF_PATH, " report ", json_path, " -o ", html));
  ASSERT_EQ(made.exit_code, 0) << made.err;
  dom = Dom(html);
  for (const JsonValue& p : sweep->Find("points")->items) {
    SCOPED_TRACE(p.StringOr("label", ""));
    ExpectProgramRow(dom, p.Find("programs")->items.at(0));
    auto cells = Row(dom, "data-point", p.StringOr("label", ""));
    ASSERT_EQ(cells.size(), 6u);
    const JsonValue& challenger = p.Find("programs")->items.at(0);
    ExpectNumber(cells["mean"], *challenger.Find("mean"));
    ExpectNumber(cells["adj_mean"], *challenger.Find("luck_adjusted")->Find("mean"));
    const JsonValue& vs_first = *p.Find("vs_first");
    ExpectNumber(cells["mean_diff"], *vs_first.Find("mean_diff"));
    ExpectInterval(cells["ci95"], *vs_first.Find("ci95"));
    ExpectNumber(cells["adj_mean_diff"], *vs_first.Find("luck_adjusted")->Find("mean_diff"));
    ExpectInterval(cells["adj_ci95"], *vs_first.Find("luck_adjusted")->Find("ci95"));
  }
}

TEST_F(MjrefReportTest, BadInputFailsWithAMessage) {
  const ProgramResult missing = RunProgram(absl::StrCat(
      MJREF_PATH, " report ", (dir_ / "none.json").string(), " -o ", (dir_ / "x.html").string()));
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(missing.err, "cannot read")) << missing.err;
  const std::string bad = (dir_ / "bad.json").string();
  std::ofstream(bad) << "{\"programs\": [";
  const ProgramResult garbage =
      RunProgram(absl::StrCat(MJREF_PATH, " report ", bad, " -o ", (dir_ / "x.html").string()));
  EXPECT_EQ(garbage.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(garbage.err, "the results JSON")) << garbage.err;
  const ProgramResult no_output = RunProgram(absl::StrCat(MJREF_PATH, " report ", bad));
  EXPECT_EQ(no_output.exit_code, 2);
  EXPECT_TRUE(absl::StrContains(no_output.err, "-o FILE.html")) << no_output.err;
}

}  // namespace
}  // namespace mj16::mjref
