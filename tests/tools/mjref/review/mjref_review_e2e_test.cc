// `mjref review -o` in headless Chromium: the page's script runs, the summary is the
// JSON's, and every reviewed decision shows beside its step with the JSON's verdict and loss.
#include <unistd.h>

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "tests/support/run_program.h"
#include "tools/common/json_value.h"

namespace mj16::mjref {
namespace {

using testing::RunProgram;

constexpr char kChromium[] = "/usr/bin/chromium";

TEST(MjrefReviewE2eTest, ThePageShowsEveryDecisionAsTheJsonSays) {
  ASSERT_TRUE(std::filesystem::exists(kChromium))
      << "Debian's chromium is needed (tools/test.sh installs it)";
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / absl::StrCat("mjref_review_", getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string logs = (dir / "logs").string();
  ASSERT_EQ(RunProgram(absl::StrCat(MJREF_PATH,
                                    " match --bot builtin:efficiency --bot builtin:mjbot:mc=false"
                                    " --bot builtin:efficiency --bot builtin:dishu --games 2"
                                    " --seed 11 --no-luck --log-dir ",
                                    logs))
                .exit_code,
            0);
  const std::string json = (dir / "r.json").string(), html = (dir / "r.html").string();
  const testing::ProgramResult review = RunProgram(
      absl::StrCat(MJREF_PATH, " review ", logs,
                   " --program builtin:efficiency --playouts 8 --json ", json, " -o ", html));
  ASSERT_EQ(review.exit_code, 0) << review.err;
  const std::string chromium =
      absl::StrCat(kChromium,
                   " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
                   " --disable-background-networking --disable-component-update --disable-sync"
                   " --user-data-dir=",
                   (dir / "profile").string(), " --dump-dom 'file://", html);
  // Every decision beside its step: "game G line L: verdict loss rows".
  const testing::ProgramResult dom = RunProgram(chromium + "#reviewtest'");
  ASSERT_EQ(dom.exit_code, 0) << dom.err;
  const size_t from = dom.out.find("<pre id=\"reviewtest\">");
  ASSERT_NE(from, std::string::npos) << "the script did not run";
  const size_t to = dom.out.find("</pre>", from);
  const std::vector<std::string> shown =
      absl::StrSplit(dom.out.substr(from + 21, to - from - 21), '\n', absl::SkipEmpty());
  const absl::StatusOr<JsonValue> data = ParseJson(testing::ReadTestFile(json));
  ASSERT_TRUE(data.ok());
  std::vector<std::string> want;
  int valued = 0;
  for (const JsonValue& g : data->Find("games")->items) {
    for (const JsonValue& d : g.Find("decisions")->items) {
      const size_t candidates = d.Find("candidates")->items.size();
      valued += d.StringOr("verdict", "") != "agrees";
      want.push_back(absl::StrFormat("game %d line %d: %s %.1f %d", d.IntOr("game", -1),
                                     d.IntOr("line", -1), d.StringOr("verdict", ""),
                                     d.Find("loss")->number, candidates > 0 ? candidates + 1 : 0));
    }
  }
  EXPECT_EQ(shown, want);
  EXPECT_GT(want.size(), 20u);
  EXPECT_GT(valued, 0);  // the analyst disagrees somewhere
  // The summary page: a row per reviewed program with the JSON's loss a game.
  const testing::ProgramResult summary = RunProgram(chromium + "'");
  ASSERT_EQ(summary.exit_code, 0);
  const JsonValue& s = data->Find("summaries")->items.at(0);
  EXPECT_TRUE(absl::StrContains(summary.out, "data-program=\"builtin:efficiency\""));
  const std::string key = "data-key=\"loss\" data-value=\"";
  const size_t at = summary.out.find(key);
  ASSERT_NE(at, std::string::npos) << summary.out.substr(0, 2000);
  double loss = 0;
  ASSERT_TRUE(absl::SimpleAtod(
      summary.out.substr(at + key.size(), summary.out.find('"', at + key.size()) - at - key.size()),
      &loss));
  EXPECT_NEAR(loss, s.Find("loss_per_game")->number, 1e-6);
  // A game's viewer at its end: the chart of the reviewed hand.
  const testing::ProgramResult viewer = RunProgram(chromium + "#game=1&step=end'");
  EXPECT_TRUE(absl::StrContains(viewer.out, "id=\"viewer\""));
  EXPECT_TRUE(absl::StrContains(viewer.out, "id=\"review-chart\""));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace mj16::mjref
