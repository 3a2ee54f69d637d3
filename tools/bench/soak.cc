// soak: plays many in-process games and, after every line any player receives (not only at its
// questions), checks that player's view of the table against the referee's truth; every answer
// is judged by the referee's own validator (docs/reliability.md).
//
// A DeciderPlayer (mjbot, mjdx3, efficiency, dishu) is checked through the Session view it really
// plays from; builtin:random keeps its own view, so a spy TableView is fed the same lines.
//
// Game g uses wall seed --seed + g, dealer g % 4 and a seating that depends on g alone, so any
// reported game replays with --seed S --first_game G --games 1. Exit status 1 on any mismatch,
// fault, referee error or view disagreement.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "core/program.h"
#include "core/protocol.h"
#include "core/rng.h"
#include "core/table_view.h"
#include "tools/mjref/engine/referee.h"
#include "tools/players/builtins.h"
#include "tools/players/decider_player.h"

ABSL_FLAG(int64_t, games, 1000000, "games to play");
ABSL_FLAG(int64_t, first_game, 0, "index of the first game (to replay one reported game)");
ABSL_FLAG(uint64_t, seed, 1, "match seed: game g has wall seed seed + g");
ABSL_FLAG(std::string, mix, "mjbot",
          "mjbot: four builtin:mjbot; mixed: one mjbot seat per game, the others rotating "
          "efficiency / mjdx3 / random / mjbot, with a dishu seat every --dishu_every games");
ABSL_FLAG(std::string, mjbot, "",
          "settings of every mjbot seat, key=value,key=value (e.g. mc_playouts=200: the soak "
          "checks views and legality, and Monte-Carlo's default budget is its slowest part)");
ABSL_FLAG(int, dishu_every, 10, "mixed only: a dishu seat in one game of this many (0: never)");
ABSL_FLAG(int, j, 1, "threads (games are split by index)");
ABSL_FLAG(int64_t, progress, 100000, "a progress line on stderr every this many games (0: none)");
ABSL_FLAG(int, max_reports, 20, "print at most this many problem reports");

namespace {

using mj16::Card;
using mj16::Message;
using mj16::TableView;
using mj16::TileCounts;
namespace game = mj16::game;
namespace mjref = mj16::mjref;

struct Totals {
  int64_t games = 0, lines = 0, checks = 0, questions = 0;
  int64_t wins = 0, drawn = 0;
  int64_t faults = 0, referee_errors = 0, mismatches = 0;
  int64_t notes = 0, fallbacks = 0, disagreements = 0;

  void Add(const Totals& o) {
    games += o.games, lines += o.lines, checks += o.checks, questions += o.questions;
    wins += o.wins, drawn += o.drawn;
    faults += o.faults, referee_errors += o.referee_errors, mismatches += o.mismatches;
    notes += o.notes, fallbacks += o.fallbacks, disagreements += o.disagreements;
  }
  int64_t problems() const { return faults + referee_errors + mismatches + disagreements; }
};

// Problem reports go through one lock and stop after --max_reports.
class Reporter {
 public:
  explicit Reporter(int max) : max_(max) {}
  void Report(const std::string& text) {
    std::lock_guard<std::mutex> lock(mu_);
    if (reported_++ < max_) std::cerr << text << "\n";
  }

 private:
  std::mutex mu_;
  int max_;
  int reported_ = 0;
};

std::string Cards(const std::vector<Card>& cards) { return absl::StrJoin(cards, " "); }

// The melds' sorted cards, so that the order a meld was built in does not matter.
std::array<Card, 4> SortedCards(const mj16::Meld& m) {
  std::array<Card, 4> c = m.cards;
  std::sort(c.begin(), c.end());
  return c;
}

// The first field on which `view` (position seat + 1) disagrees with the referee's truth, or "".
std::string Compare(const TableView& view, int seat, const game::GameState& truth) {
  const game::SeatState& own = truth.seats[seat];
  if (view.hand().concealed != own.hand.concealed) {
    return absl::StrCat("concealed hand: view [", Cards(view.hand().concealed), "] truth [",
                        Cards(own.hand.concealed), "]");
  }
  if (view.draws() != truth.draws) {
    return absl::StrCat("draws: view ", view.draws(), " truth ", truth.draws);
  }
  const int live = std::max(0, truth.wall.Remaining() - truth.rules.dead_wall);
  if (view.live_wall() != live) {
    return absl::StrCat("live wall: view ", view.live_wall(), " truth ", live);
  }
  TileCounts visible{};  // what this seat can know: own tiles, shown melds, the open river
  for (Card c : own.hand.concealed) ++visible[mj16::KindOf(c)];
  for (int s = 0; s < 4; ++s) {
    const mj16::SeatView& v = view.seat(s + 1);
    const game::SeatState& t = truth.seats[s];
    const std::string who = absl::StrCat("position ", s + 1, " ");
    if (v.concealed != static_cast<int>(t.hand.concealed.size())) {
      return absl::StrCat(who, "concealed count: view ", v.concealed, " truth ",
                          t.hand.concealed.size());
    }
    if (v.MeldCount() != static_cast<int>(t.hand.melds.size())) {
      return absl::StrCat(who, "meld count: view ", v.MeldCount(), " truth ", t.hand.melds.size());
    }
    // Another seat's concealed kongs are hidden: the view lists only the rest, in order.
    size_t k = 0;
    for (const mj16::Meld& m : t.hand.melds) {
      if (s != seat && m.IsConcealed()) continue;
      for (int i = 0; i < 4; ++i) {
        if (m.cards[i] != 0) ++visible[mj16::KindOf(m.cards[i])];
      }
      if (k >= v.melds.size()) return absl::StrCat(who, "meld ", k, " missing from the view");
      const mj16::Meld& vm = v.melds[k++];
      if (vm.type != m.type || vm.tile != m.tile || SortedCards(vm) != SortedCards(m)) {
        return absl::StrCat(who, "meld ", k - 1, ": view ", mj16::MeldTypeName(vm.type), " ",
                            Cards({vm.cards.begin(), vm.cards.end()}), " truth ",
                            mj16::MeldTypeName(m.type), " ",
                            Cards({m.cards.begin(), m.cards.end()}));
      }
    }
    if (v.discards.size() != t.river.size()) {
      return absl::StrCat(who, "discards: view ", v.discards.size(), " truth ", t.river.size());
    }
    for (size_t i = 0; i < t.river.size(); ++i) {
      if (v.discards[i].card != t.river[i].card || v.discards[i].claimed != t.river[i].claimed) {
        return absl::StrCat(who, "discard ", i, ": view ", v.discards[i].card,
                            v.discards[i].claimed ? " claimed" : "", " truth ", t.river[i].card,
                            t.river[i].claimed ? " claimed" : "");
      }
      if (!t.river[i].claimed) ++visible[mj16::KindOf(t.river[i].card)];
    }
  }
  const TileCounts seen = view.Seen();
  for (int t = 0; t < mj16::kNumKinds; ++t) {
    if (seen[t] != visible[t]) {
      return absl::StrCat("Seen() of tile kind ", t, ": view ", seen[t], " truth ", visible[t]);
    }
  }
  return "";
}

// Wraps one seat's real player: tells it every message and checks its view after each.
class SoakSpy : public mjref::WrappedPlayer {
 public:
  SoakSpy(std::unique_ptr<mjref::Player> inner, int seat, Totals* totals)
      : WrappedPlayer(std::move(inner)),
        policy_(dynamic_cast<mj16::players::DeciderPlayer*>(&this->inner())),
        seat_(seat),
        totals_(totals) {}
  void set_referee(const mjref::Referee* r) { referee_ = r; }
  const std::string& mismatch() const { return mismatch_; }
  const mj16::players::DeciderPlayer* policy() const { return policy_; }

  absl::Status Tell(const Message& m) override {
    Observe(m);
    absl::Status s = inner().Tell(m);
    Check(m);  // a Session view changes inside Tell
    return s;
  }
  absl::StatusOr<mj16::Action> Decide(const Message& ask) override {
    ++totals_->questions;
    Observe(ask);
    Check(ask);  // before the answer, as the player sees the table when it decides
    return inner().Decide(ask);
  }
  void Abandon() override {
    abandoned_ = true;  // a dummy hears nothing more; its view stops at the fault
    WrappedPlayer::Abandon();
  }

 private:
  const TableView& View() const { return policy_ ? policy_->session().view() : view_; }

  void Observe(const Message& m) {
    ++totals_->lines;
    ++lines_;
    kind_ = m.kind;
    if (!policy_) {
      if (absl::Status s = view_.Apply(m); !s.ok()) {
        Fail(m, absl::StrCat("the view rejects the line: ", s.message()));
      }
    }
  }

  void Check(const Message& m) {
    // The hand is known from /initCard to the first /hu; after a win the truth moves the winning
    // card and the view stops, so there is nothing left to compare.
    if (kind_ == Message::Kind::kInitCard) dealt_ = true;
    if (kind_ == Message::Kind::kStart || kind_ == Message::Kind::kExit) dealt_ = false;
    if (dealt_ && !abandoned_ && mismatch_.empty()) {
      ++totals_->checks;
      std::string diff = Compare(View(), seat_, referee_->state());
      if (!diff.empty()) Fail(m, diff);
    }
    if (kind_ == Message::Kind::kHu) dealt_ = false;
  }

  void Fail(const Message& m, const std::string& what) {
    if (!mismatch_.empty()) return;  // the first difference is the one worth reading
    mismatch_ = absl::StrCat("position ", seat_ + 1, " after line ", lines_, " '",
                             mj16::FormatMessage(m), "': ", what);
  }

  mj16::players::DeciderPlayer* policy_;
  int seat_;
  Totals* totals_;
  const mjref::Referee* referee_ = nullptr;
  TableView view_;  // for players without a Session
  Message::Kind kind_ = Message::Kind::kReady;
  bool dealt_ = false;
  bool abandoned_ = false;
  int lines_ = 0;
  std::string mismatch_;
};

// The program (index into the factories) in each seat of game g.
enum Program { kMjbot, kEfficiency, kMjdx3, kRandom, kDishu, kPrograms };
constexpr const char* kSpecs[kPrograms] = {"mjbot", "efficiency", "mjdx3", "random", "dishu"};

std::array<int, 4> Seating(int64_t g, bool mixed, int dishu_every) {
  if (!mixed) return {kMjbot, kMjbot, kMjbot, kMjbot};
  // mjbot sits everywhere in turn; the other three seats rotate through the cheap programs, and
  // dishu (about ten times slower) takes one of them only now and then.
  constexpr int kOthers[] = {kEfficiency, kMjdx3, kRandom, kMjbot};
  std::array<int, 4> seats{};
  const int mjbot_seat = static_cast<int>(g % 4);
  seats[mjbot_seat] = kMjbot;
  for (int k = 1; k < 4; ++k) seats[(mjbot_seat + k) % 4] = kOthers[(g / 4 + k) % 4];
  if (dishu_every > 0 && g % dishu_every == 0) seats[(mjbot_seat + 1 + g / 4 % 3) % 4] = kDishu;
  return seats;
}

struct Context {
  uint64_t seed;
  bool mixed;
  int dishu_every;
  std::string replay_flags;
  std::array<std::unique_ptr<mjref::PlayerFactory>, kPrograms> factories;
  Reporter* reporter;
};

void PlayGame(const Context& ctx, int64_t g, Totals& totals) {
  const std::array<int, 4> seating = Seating(g, ctx.mixed, ctx.dishu_every);
  const uint64_t game_seed = mj16::DeriveSeed(ctx.seed, static_cast<uint64_t>(g));
  std::array<std::unique_ptr<SoakSpy>, 4> spies;
  std::array<mjref::Player*, 4> players{};
  mjref::GameConfig config;
  config.game = static_cast<int>(g);
  config.seed = ctx.seed + static_cast<uint64_t>(g);
  config.dealer = static_cast<int>(g % 4);
  for (int s = 0; s < 4; ++s) {
    absl::StatusOr<std::unique_ptr<mjref::Player>> p =
        ctx.factories[seating[s]]->Create(static_cast<int>(g), s, game_seed);
    if (!p.ok()) {
      std::cerr << "soak: cannot make " << kSpecs[seating[s]] << ": " << p.status() << "\n";
      std::exit(2);
    }
    spies[s] = std::make_unique<SoakSpy>(*std::move(p), s, &totals);
    players[s] = spies[s].get();
    config.names[s] = kSpecs[seating[s]];
  }
  mjref::Referee referee(config, players);
  for (auto& spy : spies) spy->set_referee(&referee);
  const mjref::GameRecord record = referee.Run();

  ++totals.games;
  (record.Drawn() ? totals.drawn : totals.wins) += 1;
  const std::string where =
      absl::StrCat("game ", g, " (seed ", ctx.seed, ", seats ", config.names[0], " ",
                   config.names[1], " ", config.names[2], " ", config.names[3], "; replay: soak",
                   ctx.replay_flags, " --first_game=", g, " --games=1)");
  for (const mjref::Fault& f : record.faults) {
    ++totals.faults;
    ctx.reporter->Report(absl::StrCat("FAULT ", where, ": position ", f.seat + 1, " at '",
                                      f.question, "' answered '", f.answer, "': ", f.reason));
  }
  for (const std::string& e : record.errors) {
    ++totals.referee_errors;
    ctx.reporter->Report(absl::StrCat("REFEREE ERROR ", where, ": ", e));
  }
  for (const auto& spy : spies) {
    if (!spy->mismatch().empty()) {
      ++totals.mismatches;
      ctx.reporter->Report(absl::StrCat("MISMATCH ", where, ": ", spy->mismatch()));
    }
    if (const mj16::players::DeciderPlayer* p = spy->policy()) {
      for (const std::string& note : p->notes()) {
        ++totals.notes;
        // Session's two kinds of note (bot/session/session.cc): a fallback answer, and a line that
        // contradicts the bot's own view (a bug somewhere, so a problem).
        if (absl::StrContains(note, "disagrees with what this bot saw")) {
          ++totals.disagreements;
          ctx.reporter->Report(absl::StrCat("DISAGREEMENT ", where, ": ", note));
        } else if (absl::StrContains(note, "; answered ")) {
          ++totals.fallbacks;
        }
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  mj16::SetUpFlags(
      "soak",
      "soak: in-process games with every player's view checked against the referee after every "
      "line and every answer validated; exit 1 on any problem",
      "tools/bench/soak.cc", argc, argv);
  absl::ParseCommandLine(argc, argv);
  const int64_t games = absl::GetFlag(FLAGS_games);
  const int64_t first = absl::GetFlag(FLAGS_first_game);
  const std::string mix = absl::GetFlag(FLAGS_mix);
  const int threads = std::max(1, absl::GetFlag(FLAGS_j));
  const int64_t progress = absl::GetFlag(FLAGS_progress);
  if (mix != "mjbot" && mix != "mixed") {
    std::cerr << "soak: --mix must be mjbot or mixed\n";
    return 2;
  }
  Reporter reporter(absl::GetFlag(FLAGS_max_reports));
  Context ctx;
  ctx.seed = absl::GetFlag(FLAGS_seed);
  ctx.mixed = mix == "mixed";
  ctx.dishu_every = absl::GetFlag(FLAGS_dishu_every);
  ctx.replay_flags =
      absl::StrCat(" --seed=", ctx.seed, " --mix=", mix,
                   ctx.mixed ? absl::StrCat(" --dishu_every=", ctx.dishu_every) : std::string());
  ctx.reporter = &reporter;
  const std::string mjbot_settings = absl::GetFlag(FLAGS_mjbot);
  if (!mjbot_settings.empty()) {
    ctx.replay_flags += absl::StrCat(" --mjbot=", mjbot_settings);
  }
  for (int p = 0; p < kPrograms; ++p) {
    const std::string spec = p == kMjbot && !mjbot_settings.empty()
                                 ? absl::StrCat(kSpecs[p], ":", mjbot_settings)
                                 : std::string(kSpecs[p]);
    absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> f =
        mj16::players::MakePlayerFactory(spec);
    if (!f.ok()) {
      std::cerr << "soak: " << f.status().message() << "\n";
      return 2;
    }
    ctx.factories[p] = *std::move(f);
  }

  std::vector<Totals> per_thread(threads);
  std::atomic<int64_t> done{0};
  const absl::Time start = absl::Now();
  auto work = [&](int t) {
    for (int64_t g = first + t; g < first + games; g += threads) {
      PlayGame(ctx, g, per_thread[t]);
      const int64_t n = ++done;
      if (progress > 0 && n % progress == 0) {
        const double s = absl::ToDoubleSeconds(absl::Now() - start);
        // This thread's own counts (the others' are theirs until the end).
        const Totals& mine = per_thread[t];
        std::cerr << absl::StrFormat(
            "soak: %d games, %.0f s, %.0f games/s; this thread: %d games, faults %d, referee "
            "errors %d, mismatches %d, disagreements %d, fallbacks %d\n",
            n, s, n / s, mine.games, mine.faults, mine.referee_errors, mine.mismatches,
            mine.disagreements, mine.fallbacks);
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& th : pool) th.join();
  const double seconds = absl::ToDoubleSeconds(absl::Now() - start);

  Totals total;
  for (const Totals& t : per_thread) total.Add(t);
  std::cout << absl::StrFormat(
      "soak --mix=%s --seed=%d: games %d-%d, %d games in %.1f s (%.1f games/s, %d threads)\n"
      "lines to players %d, view checks %d, questions %d; wins %d, drawn games %d\n"
      "illegal answers (faults) %d, referee errors %d, view mismatches %d, "
      "view disagreements %d\n"
      "session notes %d (fallback answers %d)\n%s\n",
      mix, ctx.seed, first, first + games - 1, total.games, seconds, total.games / seconds, threads,
      total.lines, total.checks, total.questions, total.wins, total.drawn, total.faults,
      total.referee_errors, total.mismatches, total.disagreements, total.notes, total.fallbacks,
      total.problems() == 0 ? "OK" : "FAILED");
  return total.problems() == 0 ? 0 : 1;
}
