// bot/session/transcript.h: one file a game, from its first line to the next game's /start, every
// line timed and flushed; a directory that cannot be written gives one note and nothing else.
#include "bot/session/transcript.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_split.h"
#include "absl/time/time.h"
#include "gtest/gtest.h"

namespace mj16::bot {
namespace {

namespace fs = std::filesystem;

// A fresh, empty directory for one test.
fs::path FreshDir(const std::string& name) {
  const fs::path dir = fs::path(testing::TempDir()) / ("transcript_test_" + name);
  fs::remove_all(dir);
  return dir;
}

// A clock that starts at 2026-12-03 10:00:00 UTC and moves 1.5 ms a call.
Transcript::Clock SteppingClock() {
  auto t = std::make_shared<absl::Time>(absl::FromUnixSeconds(1796292000));
  return [t] { return *t += absl::Microseconds(1500); };
}

std::vector<std::string> Lines(const fs::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return absl::StrSplit(text.str(), '\n', absl::SkipEmpty());
}

std::vector<fs::path> Files(const fs::path& dir) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir)) files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(TranscriptTest, OneFileAGameEveryLineTimed) {
  const fs::path dir = FreshDir("games");
  std::vector<std::string> notes;
  Transcript t(
      dir.string(), "v1", [&](absl::string_view n) { notes.emplace_back(n); }, SteppingClock());
  t.Received("/ready");
  t.Sent("/ready");
  t.Received("/start MJ 2 mjbot\r");
  const std::string first = t.path();
  t.Received("/ask throw");
  t.Sent("/throw 11");
  t.Received("/exit 0 0 0 0");
  t.Received("/start MJ 3 mjbot");
  EXPECT_NE(t.path(), first);
  t.Received("/close");
  EXPECT_TRUE(notes.empty());

  const std::vector<fs::path> files = Files(dir);
  ASSERT_EQ(files.size(), 2u);
  const std::vector<std::string> game1 = Lines(first);
  ASSERT_EQ(game1.size(), 7u);
  EXPECT_EQ(game1[0], "# mj16 transcript 1 mjbot v1 2026-12-03T10:00:00.001500Z");
  EXPECT_EQ(game1[1], "2026-12-03T10:00:00.003000Z < /ready");
  EXPECT_EQ(game1[2], "2026-12-03T10:00:00.004500Z > /ready");
  EXPECT_EQ(game1[3], "2026-12-03T10:00:00.006000Z < /start MJ 2 mjbot");  // no CR
  EXPECT_EQ(game1[5], "2026-12-03T10:00:00.009000Z > /throw 11");
  EXPECT_EQ(game1[6], "2026-12-03T10:00:00.010500Z < /exit 0 0 0 0");
  const std::vector<std::string> game2 = Lines(t.path());
  ASSERT_EQ(game2.size(), 3u);
  EXPECT_EQ(game2[1].substr(28), "< /start MJ 3 mjbot");
  EXPECT_EQ(game2[2].substr(28), "< /close");
}

// Lines are on disk as soon as they are written: a process killed now loses nothing.
TEST(TranscriptTest, FlushedLineByLine) {
  const fs::path dir = FreshDir("flushed");
  Transcript t(dir.string(), "v1", nullptr, SteppingClock());
  t.Received("/start MJ 1 mjbot");
  t.Sent("/pass");
  EXPECT_EQ(Lines(t.path()).size(), 3u);
}

TEST(TranscriptTest, AnUnwritableDirectoryGivesOneNoteAndPlayGoesOn) {
  const fs::path dir = FreshDir("unwritable");
  fs::create_directories(dir);
  std::ofstream(dir / "file") << "x";
  std::vector<std::string> notes;
  Transcript t((dir / "file" / "sub").string(), "v1",
               [&](absl::string_view n) { notes.emplace_back(n); });
  t.Received("/start MJ 1 mjbot");
  t.Sent("/pass");
  t.Received("/start MJ 1 mjbot");
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_NE(notes[0].find("cannot open the transcript"), std::string::npos) << notes[0];
  EXPECT_NE(notes[0].find("playing on without"), std::string::npos) << notes[0];
  EXPECT_EQ(t.path(), "");
}

TEST(TranscriptTest, NoDirectoryNoFiles) {
  std::vector<std::string> notes;
  Transcript t("", "v1", [&](absl::string_view n) { notes.emplace_back(n); });
  t.Received("/start MJ 1 mjbot");
  EXPECT_EQ(t.path(), "");
  EXPECT_TRUE(notes.empty());
}

}  // namespace
}  // namespace mj16::bot
