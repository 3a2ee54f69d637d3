#include "tools/mjref/play/play_command.h"

#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <optional>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/mjref/bots/bots.h"
#include "tools/mjref/bots/process.h"
#include "tools/mjref/bots/process_player.h"
#include "tools/mjref/cli/cli.h"
#include "tools/mjref/cli/commands.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/play/review_page.h"
#include "tools/mjref/review/review_command.h"
#include "tools/mjref/run/match.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

absl::Status SetOption(PlayArgs& out, const std::string& option, const std::string& value) {
  const auto number = [&](auto& to, long long low, long long high) {
    long long n = 0;
    if (!absl::SimpleAtoi(value, &n) || n < low || n > high) {
      return Bad(absl::StrCat(option, ": '", value, "' is not a number from ", low, " to ", high));
    }
    to = static_cast<std::remove_reference_t<decltype(to)>>(n);
    return absl::OkStatus();
  };
  if (option == "--bot") {
    out.bots.push_back(value);
  } else if (option == "--seat") {
    return number(out.seat, 1, 4);
  } else if (option == "--games") {
    return number(out.games, 1, 10000);
  } else if (option == "--seed") {
    if (!absl::SimpleAtoi(value, &out.seed)) {
      return Bad(absl::StrCat("--seed: '", value, "' is not a non-negative integer"));
    }
  } else if (option == "--log-dir") {
    out.log_dir = value;
  } else if (option == "--host") {
    out.host = value;
  } else if (option == "--port") {
    return number(out.port, 0, 65535);
  } else if (option == "--delay") {
    return number(out.delay_ms, 0, 60000);
  } else if (option == "--answer-time" || option == "--away") {
    const std::optional<double> seconds = ParseSeconds(value, false);
    if (option == "--away" && value == "wait") {
      out.clock.away.reset();
    } else if (!seconds) {
      return Bad(absl::StrCat(option, ": '", value, "' is not a number of seconds from 0 to 86400",
                              option == "--away" ? " or 'wait'" : ""));
    } else {
      const auto ms = std::chrono::milliseconds(static_cast<long long>(*seconds * 1000));
      if (option == "--away") {
        out.clock.away = ms;
      } else {
        out.clock.limit = ms;
      }
    }
  } else if (option == "--review-playouts") {
    return number(out.review_playouts, 10, 100000);
  } else if (option == "--timeout") {
    const std::optional<double> seconds = ParseSeconds(value, true);
    if (!seconds) {
      return Bad(absl::StrCat("--timeout: '", value, "' is not a positive number of seconds"));
    }
    out.timeout = *seconds;
  }
  return absl::OkStatus();
}

// A seat mjref runs, its answers held back `delay` so that a person can follow the game.
class PacedPlayer : public WrappedPlayer {
 public:
  PacedPlayer(std::unique_ptr<Player> inner, std::chrono::milliseconds delay, const StopFlag* stop)
      : WrappedPlayer(std::move(inner)), delay_(delay), stop_(stop) {}
  absl::StatusOr<Action> Decide(const Message& ask) override {
    // A session ending plays the game out at once (nobody watches any more).
    if (!stop_->stop_requested()) std::this_thread::sleep_for(delay_);
    return WrappedPlayer::Decide(ask);
  }

 private:
  std::chrono::milliseconds delay_;
  const StopFlag* stop_;
};

class PacedFactory : public PlayerFactory {
 public:
  PacedFactory(std::unique_ptr<PlayerFactory> inner, std::chrono::milliseconds delay,
               const StopFlag* stop)
      : inner_(std::move(inner)), delay_(delay), stop_(stop) {}
  std::string Name() const override { return inner_->Name(); }
  absl::StatusOr<std::unique_ptr<Player>> Create(int game, int seat,
                                                 std::uint64_t match_seed) override {
    absl::StatusOr<std::unique_ptr<Player>> p = inner_->Create(game, seat, match_seed);
    if (!p.ok() || delay_.count() == 0) return p;
    return std::make_unique<PacedPlayer>(*std::move(p), delay_, stop_);
  }
  absl::Status Probe() override { return inner_->Probe(); }

 private:
  std::unique_ptr<PlayerFactory> inner_;
  std::chrono::milliseconds delay_;
  const StopFlag* stop_;
};

}  // namespace

absl::StatusOr<PlayArgs> ParsePlayArgs(const std::vector<std::string>& args) {
  PlayArgs out;
  if (absl::Status s =
          ParseOptions(args, 0, {.subcommand = "play", .unknown = "unknown argument"},
                       [&](const OptionWord& w) { return SetOption(out, w.option, w.value); });
      !s.ok()) {
    return s;
  }
  if (out.bots.size() != 3) {
    return Bad(
        absl::StrCat("play needs --bot three times (the other seats), got ", out.bots.size()));
  }
  return out;
}

PlaySession::PlaySession(const PlayArgs& args) : args_(args) {}

absl::StatusOr<std::unique_ptr<PlaySession>> PlaySession::Start(
    const PlayArgs& args, std::ostream* out,
    const std::function<void(const std::string&)>& on_listening) {
  auto s = std::make_unique<PlaySession>(args);
  absl::StatusOr<bot::Settings> analyst = AnalystSettings("builtin:mjbot");
  if (!analyst.ok()) return analyst.status();
  s->analyst_ = *std::move(analyst);
  if (!args.log_dir.empty()) {
    absl::StatusOr<std::unique_ptr<MatchLog>> log = MatchLog::Open(args.log_dir);
    if (!log.ok()) return Bad(absl::StrCat("--log-dir: ", log.status().message()));
    s->log_ = *std::move(log);
  }
  // The bots by seat, the person's seat left for the WebSeat.
  std::vector<std::unique_ptr<PlayerFactory>> bots;
  for (size_t k = 0; k < args.bots.size(); ++k) {
    ProcessOptions options;
    options.timeout = std::chrono::duration<double>(args.timeout);
    const int seat = static_cast<int>(k) + (static_cast<int>(k) + 1 >= args.seat ? 1 : 0);
    if (s->log_) options.stderr_path = s->log_->StderrPath(seat);
    absl::StatusOr<std::unique_ptr<PlayerFactory>> p = MakeProgram(args.bots[k], options);
    if (!p.ok()) return Bad(p.status().message());
    if (absl::Status probe = (*p)->Probe(); !probe.ok()) {
      return Bad(absl::StrCat("bot '", args.bots[k], "' cannot start: ", probe.message()));
    }
    bots.push_back(std::make_unique<PacedFactory>(
        *std::move(p), std::chrono::milliseconds(args.delay_ms), &s->stop_));
  }
  std::vector<PlayerFactory*> by_seat;
  for (auto& b : bots) by_seat.push_back(b.get());
  s->owned_ = std::move(bots);
  s->seat_ = std::make_unique<WebSeat>(args.seat, args.games, args.clock);
  s->owned_.push_back(std::make_unique<WebSeatFactory>(*s->seat_));
  by_seat.insert(by_seat.begin() + (args.seat - 1), s->owned_.back().get());
  const std::vector<std::string> names = DisplayNames(by_seat);
  s->seat_->SetNames({names[0], names[1], names[2], names[3]});
  s->programs_ = by_seat;
  s->out_ = out;

  PlaySession* self = s.get();
  s->server_ =
      std::make_unique<PlayServer>(*s->seat_, [self](int game) { return self->ReviewPage(game); });
  absl::StatusOr<int> port = s->server_->Bind(args.host, args.port);
  if (!port.ok()) return port.status();
  s->port_ = *port;
  if (on_listening) on_listening(s->url());
  s->listener_ = std::thread([self] { self->server_->Listen(); });
  s->games_ = std::thread([self] { self->PlayGames(); });
  return s;
}

void PlaySession::PlayGames() {
  MatchConfig config;
  config.games = args_.games;
  config.seed = args_.seed;
  PlayOptions play;
  play.jobs = 1;  // the games in order, on this thread
  play.stop = &stop_;
  play.luck = nullptr;  // a person's games are not scored for luck
  play.transcripts = true;
  if (log_) play.on_finished = [&](const GameRecord& r) { log_->WriteGame(r); };
  play.on_record = [&](const GameRecord& r, const MatchResult& so_far) {
    if (log_) log_->Append(r, so_far);
    {
      std::lock_guard<std::mutex> lock(records_mu_);
      records_.push_back(r);
    }
    if (!seat_->GameOver(r)) stop_.RequestStop();
  };
  const MatchResult result = PlayMatch(config, programs_, play);
  if (log_) log_->WriteSummary(result);
  results_ = ResultsTable(result);
  seat_->MatchOver();
  if (out_ != nullptr && !stop_.stop_requested()) {
    *out_ << results_ << "mjref play: the games are over; Ctrl-C ends the session" << std::endl;
  }
}

absl::StatusOr<std::string> PlaySession::ReviewPage(int game) {
  std::lock_guard<std::mutex> lock(reviews_mu_);
  if (auto done = reviews_.find(game); done != reviews_.end()) return done->second;
  GameRecord record;
  {
    std::lock_guard<std::mutex> records(records_mu_);
    if (game < 1 || game > static_cast<int>(records_.size())) {
      return absl::NotFoundError(absl::StrCat("game ", game, " is not over yet"));
    }
    record = records_[game - 1];
  }
  ReviewOptions options;
  options.analyst = analyst_;
  options.playouts = args_.review_playouts;
  absl::StatusOr<std::string> page = SeatReviewPage(record, args_.seat, options);
  if (page.ok()) reviews_[game] = *page;
  return page;
}

std::string PlaySession::url() const { return ServerUrl(args_.host, port_); }

void PlaySession::WaitGamesOver() {
  if (games_.joinable()) games_.join();
}

void PlaySession::Stop() {
  if (stopped_) return;
  stopped_ = true;
  stop_.RequestStop();
  seat_->Stop();
  WaitGamesOver();
  server_->Stop();
  if (listener_.joinable()) listener_.join();
}

PlaySession::~PlaySession() {
  if (seat_ != nullptr && server_ != nullptr) Stop();
}

int RunPlayCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  absl::StatusOr<PlayArgs> parsed = ParsePlayArgs({args.begin() + 1, args.end()});
  if (!parsed.ok()) return Fail(err, parsed.status().message());
  if (const std::string warning = ExposureWarning(parsed->host); !warning.empty()) {
    err << warning << std::endl;
  }
  // Ctrl-C (or SIGTERM) ends the session: blocked in every thread, taken here by sigwait.
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGINT);
  sigaddset(&signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  IgnoreSigpipe();
  // The URL is printed before the games start their thread, so that it comes first.
  absl::StatusOr<std::unique_ptr<PlaySession>> session = PlaySession::Start(
      *parsed, &out, [&out](const std::string& url) { out << "mjref play: " << url << std::endl; });
  if (!session.ok()) return Fail(err, session.status().message());
  int sig = 0;
  sigwait(&signals, &sig);
  (*session)->Stop();
  return 0;
}

}  // namespace mj16::mjref
