// A bot process for the end-to-end tests of faults: it plays like builtin:random over stdin/stdout
// and misbehaves in one chosen way at its N-th question (counted over the process's life).
//
//   mjref_fault_bot MODE [N] [TOKEN]
//
// MODE: none, crash (exits 3), hang (stops reading), garbage (a malformed line), binary (bytes
// that are not text), notheld (discards a card it does not hold), badclaim (answers with a pung
// of two different tiles), unasked (prints /pass after its N-th own discard), double (answers
// twice), longline (1 MB line), exitafterexit (exits after /exit, as under cycgame), noready
// (never answers /ready). N defaults to 3. TOKEN is ignored: tests use it to find their processes.
// Every start is noted on stderr ("fault bot started"), so tests can count processes.
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "core/game/wall.h"
#include "core/protocol.h"
#include "tools/mjref/engine/bot_view.h"
#include "tools/players/builtin_random.h"

namespace {

using mj16::Card;
using mj16::Message;

void Say(const std::string& line) { std::cout << line << '\n' << std::flush; }

// A card that exists but is not in the hand.
Card NotHeld(const mj16::CardHand& hand) {
  for (Card c : mj16::game::AllCards()) {
    if (!hand.Holds(c)) return c;
  }
  return 110;
}

// Two held cards of different kinds: a pung nobody can make.
std::string BadPung(const mj16::CardHand& hand) {
  const std::vector<Card>& c = hand.concealed;
  for (size_t i = 1; i < c.size(); ++i) {
    if (mj16::KindOf(c[i]) != mj16::KindOf(c[0])) return absl::StrCat("/pong ", c[0], " ", c[i]);
  }
  return "/pong 110 120";
}

class FaultBot {
 public:
  FaultBot(std::string mode, int n) : mode_(std::move(mode)), n_(n) {}

  // Returns false to end the process.
  bool OnLine(const std::string& line) {
    absl::StatusOr<Message> m = mj16::ParseMessage(line);
    if (!m.ok()) return true;
    switch (m->kind) {
      case Message::Kind::kReady:
        if (mode_ != "noready") Say("/ready");
        return true;
      case Message::Kind::kClose:
        return false;
      case Message::Kind::kStart:
        player_ = std::make_unique<mj16::mjref::RandomPlayer>(1000 + games_++);
        view_ = mj16::mjref::BotView{};
        break;
      case Message::Kind::kAsk:
        return Answer(*m, line);
      default:
        break;
    }
    if (player_) player_->Tell(*m).IgnoreError();
    view_.Apply(*m);
    // After its own discard: the next question to it is a whole go-around away, so the line is
    // surely waiting when that question comes.
    if (m->kind == Message::Kind::kThrow && m->pos == view_.pos() && mode_ == "unasked" &&
        ++throws_ == n_) {
      Say("/pass");
    }
    if (m->kind == Message::Kind::kExit && mode_ == "exitafterexit") return false;
    return true;
  }

 private:
  bool Answer(const Message& ask, const std::string& line) {
    // builtin:random always has an answer.
    const std::string normal = player_ ? mj16::FormatAnswer(*player_->Decide(ask)) : "/pass";
    if (++asks_ != n_) {
      Say(normal);
      return true;
    }
    if (mode_ == "crash") std::_Exit(3);
    if (mode_ == "hang") {
      for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    }
    if (mode_ == "garbage") {
      Say("hello, referee");
    } else if (mode_ == "binary") {
      Say("\x01\x02\xff");
    } else if (mode_ == "notheld" && absl::EndsWith(line, "throw")) {
      Say(absl::StrCat("/throw ", NotHeld(view_.hand())));
    } else if (mode_ == "notheld") {
      --asks_;  // wait for an /ask throw
      Say(normal);
    } else if (mode_ == "badclaim") {
      Say(BadPung(view_.hand()));
    } else if (mode_ == "double") {
      Say(normal + "\n/pass");  // one write: the referee reads both lines at once
    } else if (mode_ == "longline") {
      std::cout << std::string(1 << 20, 'x') << '\n' << std::flush;
    } else {
      Say(normal);
    }
    return true;
  }

  std::string mode_;
  int n_;
  int asks_ = 0;
  int throws_ = 0;
  int games_ = 0;
  std::unique_ptr<mj16::mjref::RandomPlayer> player_;
  mj16::mjref::BotView view_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: mjref_fault_bot MODE [N] [TOKEN]\n";
    return 2;
  }
  int n = 3;
  if (argc > 2 && !absl::SimpleAtoi(argv[2], &n)) n = 3;
  std::cerr << "fault bot started\n" << std::flush;
  std::ios::sync_with_stdio(false);
  FaultBot bot(argv[1], n);
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!bot.OnLine(line)) break;
  }
  return 0;
}
