// Conformance transcripts: scripted conversations that reproduce what real
// platforms send — liveness checks, /close, overridden claims, chows broadcast in any order,
// hidden concealed kongs, a process per game with a state file, CRLF, stray spaces, unknown
// commands, flower codes — replayed line by line against the real mjbot executable.
//
// tests/data/conformance/*.txt, one line each:
//   # text            a comment; blank lines are skipped
//   !LINE             the same, for a line the protocol parser must reject (the bot notes it
//                     on stderr and carries on); any other line must parse
//   LINE              sent to the bot as is, after these replacements: {CR} a carriage return,
//                     {SP} a space, {TAB} a tab, {tmp} this transcript's scratch directory,
//                     {throw} the card of the bot's last /throw answer, {eat:first|middle|last}
//                     its last /eat's two cards with the last discard at that place, {pong} and
//                     {gong} the cards of its last /pong or /gong answer with the claimed card.
//   ? EXPECT          the previous line is a question: its answer must come in time and be
//                     EXPECT exactly when EXPECT starts with '/', else one of the '|'-separated
//                     kinds throw, eat, pong, gong, hu, pass, legal for the hand so far
//   @args ARGS        mjbot's arguments (before the first line)
//   @config TEXT      a line of the configuration file given to mjbot with --config
//   @exited           the bot must have ended by itself (after /exit without --stay, or /close)
//   @restart          the bot's input ends (it must exit cleanly, with nothing more to say) and
//                     the following lines go to a new process with the same arguments
//   @file NAME TEXT   at the end, {tmp}/NAME must hold TEXT, with \n for a line break
//   @stderr-has TEXT  at the end, the bots' stderr must contain TEXT
// The bot's stderr must never say that a line "disagrees with what this bot saw" nor that it
// answered by a "fallback", and nothing may come out of it unasked.
#include <fcntl.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tests/support/run_program.h"
#include "tools/mjref/bots/process.h"

namespace mj16 {
namespace {

using ::mj16::mjref::ChildProcess;
using ::mj16::mjref::Clock;
using ::testing::HasSubstr;
using ::testing::Not;

struct Step {
  enum class Kind { kSend, kExited, kRestart };
  Kind kind = Kind::kSend;
  std::string text;         // the line to send (replacements not yet made)
  std::string expect;       // for a question; empty otherwise
  int line = 0;             // in the transcript file
  bool unreadable = false;  // marked with '!': the protocol parser must reject it
};

struct Transcript {
  std::string args;
  std::vector<std::string> config;
  std::vector<Step> steps;
  std::vector<std::pair<std::string, std::string>> files;
  std::vector<std::string> stderr_has;
};

Transcript Parse(const std::string& text) {
  Transcript t;
  int n = 0;
  for (absl::string_view raw : absl::StrSplit(text, '\n')) {
    ++n;
    const absl::string_view line = absl::StripTrailingAsciiWhitespace(raw);
    if (line.empty() || line[0] == '#') continue;
    absl::string_view rest = line;
    if (absl::ConsumePrefix(&rest, "? ")) {
      EXPECT_FALSE(t.steps.empty()) << "line " << n << ": an expectation without a line";
      if (!t.steps.empty()) t.steps.back().expect = std::string(rest);
    } else if (absl::ConsumePrefix(&rest, "@args ")) {
      t.args = std::string(rest);
    } else if (absl::ConsumePrefix(&rest, "@config ")) {
      t.config.emplace_back(rest);
    } else if (rest == "@exited") {
      t.steps.push_back(Step{Step::Kind::kExited, "", "", n});
    } else if (rest == "@restart") {
      t.steps.push_back(Step{Step::Kind::kRestart, "", "", n});
    } else if (absl::ConsumePrefix(&rest, "@file ")) {
      const size_t space = rest.find(' ');
      t.files.emplace_back(std::string(rest.substr(0, space)),
                           absl::StrReplaceAll(rest.substr(space + 1), {{"\\n", "\n"}}));
    } else if (absl::ConsumePrefix(&rest, "@stderr-has ")) {
      t.stderr_has.emplace_back(rest);
    } else if (rest[0] == '@') {
      ADD_FAILURE() << "line " << n << ": unknown directive " << rest;
    } else {
      const bool unreadable = absl::ConsumePrefix(&rest, "!");
      t.steps.push_back(Step{Step::Kind::kSend, std::string(rest), "", n, unreadable});
    }
  }
  return t;
}

// Whether the bot's answer is one of the kinds in `expect` and legal for the hand in `view`
// (the table as the transcript built it); "" when it is, else why not.
std::string Judge(const TableView& view, const std::string& answer, const std::string& expect) {
  if (expect[0] == '/') {
    return answer == expect ? "" : absl::StrCat("expected '", expect, "'");
  }
  absl::StatusOr<Action> a = ParseAnswer(answer);
  if (!a.ok()) return std::string(a.status().message());
  static constexpr std::pair<ActionType, const char*> kNames[] = {
      {ActionType::kThrow, "throw"},
      {ActionType::kChow, "eat"},
      {ActionType::kPung, "pong"},
      {ActionType::kOpenKong, "gong"},
      {ActionType::kConcealedKong, "gong"},
      {ActionType::kAddedKong, "gong"},
      {ActionType::kWin, "hu"},
      {ActionType::kPass, "pass"}};
  const std::vector<std::string> kinds = absl::StrSplit(expect, '|');
  bool wanted = false;
  for (const auto& [type, name] : kNames) {
    if (type == a->type && std::find(kinds.begin(), kinds.end(), name) != kinds.end()) {
      wanted = true;
    }
  }
  if (!wanted) return absl::StrCat("expected ", expect);
  const std::span<const Card> span = a->Cards();
  const std::vector<Card> cards(span.begin(), span.end());
  std::vector<Card> distinct = cards;
  std::sort(distinct.begin(), distinct.end());
  if (std::adjacent_find(distinct.begin(), distinct.end()) != distinct.end()) {
    return "a card named twice";
  }
  for (Card c : cards) {
    if (!view.hand().Holds(c)) return absl::StrCat(c, " is not held");
  }
  const Card last = view.last_discard();
  auto same_kind = [&](Card k) {
    return std::all_of(cards.begin(), cards.end(), [&](Card c) { return KindOf(c) == KindOf(k); });
  };
  switch (a->type) {
    case ActionType::kChow: {
      if (last == 0) return "no discard to chow";
      std::vector<Tile> t = {KindOf(cards[0]), KindOf(cards[1]), KindOf(last)};
      std::sort(t.begin(), t.end());
      const bool chow =
          !IsHonor(t[0]) && SuitOf(t[0]) == SuitOf(t[2]) && t[1] == t[0] + 1 && t[2] == t[0] + 2;
      return chow ? "" : "not a chow with the last discard";
    }
    case ActionType::kPung:
    case ActionType::kOpenKong:
      return last != 0 && same_kind(last) ? "" : "not of the last discard's kind";
    case ActionType::kConcealedKong:
      return same_kind(cards[0]) ? "" : "four cards of different kinds";
    case ActionType::kAddedKong: {
      const auto& melds = view.hand().melds;
      const bool pung = std::any_of(melds.begin(), melds.end(), [&](const Meld& m) {
        return m.type == MeldType::kPung && m.tile == KindOf(cards[0]);
      });
      return pung ? "" : "no pung to add to";
    }
    default:
      return "";
  }
}

class Runner {
 public:
  Runner(std::string name, Transcript t) : name_(std::move(name)), t_(std::move(t)) {
    dir_ = testing::UniqueTempDir() + "conformance_" + name_;
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    err_path_ = dir_ + "/stderr.txt";
    command_ = absl::StrCat(MJBOT_PATH, " ", Replace(t_.args));
    if (!t_.config.empty()) {
      const std::string conf = dir_ + "/mjbot.conf";
      std::ofstream out(conf);
      for (const std::string& line : t_.config) out << Replace(line) << "\n";
      absl::StrAppend(&command_, " --config ", conf);
    }
  }

  void Run() {
    Start();
    for (const Step& step : t_.steps) {
      SCOPED_TRACE(absl::StrCat(name_, ".txt:", step.line));
      switch (step.kind) {
        case Step::Kind::kSend:
          Send(step);
          break;
        case Step::Kind::kExited:
          ExpectExited();
          break;
        case Step::Kind::kRestart:
          Stop();
          Start();
          break;
      }
      if (::testing::Test::HasFailure()) return;
    }
    Stop();
    for (const auto& [file, text] : t_.files) {
      EXPECT_EQ(testing::ReadTestFile(dir_ + "/" + file), text) << file;
    }
    const std::string err = testing::ReadTestFile(err_path_);
    EXPECT_THAT(err, Not(HasSubstr("disagrees with what this bot saw")));
    // A fallback means the bot's view left it without a proper answer (an empty hand, ...).
    EXPECT_THAT(err, Not(HasSubstr("fallback")));
    for (const std::string& text : t_.stderr_has) EXPECT_THAT(err, HasSubstr(text));
  }

 private:
  std::string Replace(absl::string_view text) const {
    return absl::StrReplaceAll(text, {{"{CR}", "\r"},
                                      {"{SP}", " "},
                                      {"{TAB}", "\t"},
                                      {"{tmp}", dir_},
                                      {"{throw}", throw_},
                                      {"{eat:first}", eat_[0]},
                                      {"{eat:middle}", eat_[1]},
                                      {"{eat:last}", eat_[2]},
                                      {"{pong}", pong_},
                                      {"{gong}", gong_}});
  }

  void Start() {
    const int fd = open(err_path_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    ASSERT_GE(fd, 0) << err_path_;
    absl::StatusOr<std::unique_ptr<ChildProcess>> child = ChildProcess::Spawn(command_, fd);
    close(fd);
    ASSERT_TRUE(child.ok()) << child.status();
    child_ = *std::move(child);
  }

  static Clock::time_point In(double seconds) {
    return Clock::now() + std::chrono::milliseconds(static_cast<int>(seconds * 1000));
  }

  void Send(const Step& step) {
    const std::string line = Replace(step.text);
    // Anything waiting now was printed without a question.
    ASSERT_FALSE(child_->HasPendingOutput()) << "unasked output before '" << line << "'";
    ASSERT_TRUE(child_->Write(line + "\n", In(5)).ok()) << "cannot send '" << line << "'";
    absl::StatusOr<Message> m = ParseMessage(line);
    // The bot reads lines with the same parser: one it cannot read must be meant so.
    ASSERT_EQ(m.ok(), !step.unreadable)
        << "'" << line << "': " << (m.ok() ? "readable, marked with !" : m.status().message());
    if (m.ok()) {
      // Only the transcript's own mistakes make the view complain.
      ASSERT_TRUE(view_.Apply(*m).ok()) << "the transcript contradicts itself at '" << line << "'";
    }
    if (step.expect.empty()) return;
    absl::StatusOr<std::string> answer = child_->ReadLine(In(10));
    ASSERT_TRUE(answer.ok()) << "no answer to '" << line << "': " << answer.status();
    const std::string why = Judge(view_, *answer, step.expect);
    ASSERT_EQ(why, "") << "'" << line << "' answered '" << *answer << "'";
    Remember(*answer);
  }

  // The cards of an answer, for the broadcast lines that echo it.
  void Remember(const std::string& answer) {
    absl::StatusOr<Action> a = ParseAnswer(answer);
    if (!a.ok()) return;
    const std::span<const Card> span = a->Cards();
    std::vector<Card> own(span.begin(), span.end());
    std::sort(own.begin(), own.end());
    const std::string last = absl::StrCat(view_.last_discard());
    switch (a->type) {
      case ActionType::kThrow:
        throw_ = absl::StrCat(own[0]);
        break;
      case ActionType::kChow:
        eat_[0] = absl::StrCat(last, " ", own[0], " ", own[1]);
        eat_[1] = absl::StrCat(own[0], " ", last, " ", own[1]);
        eat_[2] = absl::StrCat(own[0], " ", own[1], " ", last);
        break;
      case ActionType::kPung:
      case ActionType::kOpenKong:
        own.push_back(view_.last_discard());
        std::sort(own.begin(), own.end());
        (a->type == ActionType::kPung ? pong_ : gong_) = absl::StrJoin(own, " ");
        break;
      case ActionType::kConcealedKong:
      case ActionType::kAddedKong:
        gong_ = absl::StrJoin(own, " ");
        break;
      default:
        break;
    }
  }

  void ExpectExited() {
    const Clock::time_point deadline = In(5);
    while (child_->Running() && Clock::now() < deadline) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    EXPECT_FALSE(child_->Running()) << "the bot is still running";
  }

  // Ends the input; the bot must exit by itself, cleanly, having said nothing more.
  void Stop() {
    if (!child_) return;
    child_->CloseAndWait(In(5));
    absl::StatusOr<std::string> extra = child_->ReadLine(In(1));
    EXPECT_FALSE(extra.ok()) << "output nobody asked for: '" << *extra << "'";
    EXPECT_EQ(child_->HowItEnded(), "exited with status 0");
    child_.reset();
  }

  std::string name_;
  Transcript t_;
  std::string dir_, err_path_, command_;
  std::unique_ptr<ChildProcess> child_;
  TableView view_;
  std::string throw_, pong_, gong_;
  std::array<std::string, 3> eat_;
};

std::vector<std::string> TranscriptNames() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(CONFORMANCE_DIR)) {
    if (entry.path().extension() == ".txt") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

class ConformanceTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ConformanceTest, Replays) {
  const std::string path = absl::StrCat(CONFORMANCE_DIR, "/", GetParam(), ".txt");
  Runner runner(GetParam(), Parse(testing::ReadTestFile(path)));
  runner.Run();
}

INSTANTIATE_TEST_SUITE_P(Transcripts, ConformanceTest, ::testing::ValuesIn(TranscriptNames()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace mj16
