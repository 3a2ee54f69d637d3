#include "tools/mjref/cli/cli.h"

#include <cmath>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/mjref/cli/help.h"
#include "tools/mjref/cli/strength.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

absl::Status SetOption(MatchArgs& out, const std::string& option, const std::string& value) {
  const bool tournament = out.subcommand == Subcommand::kTournament;
  if (option == "--bot") {
    out.bots.push_back(value);
  } else if (option == "--games") {
    if (tournament) return Bad("--games: a tournament plays --sets K sets of 192 games");
    if (!absl::SimpleAtoi(value, &out.games) || out.games < 1) {
      return Bad(absl::StrCat("--games: '", value, "' is not a positive number"));
    }
  } else if (option == "--sets" && !tournament) {
    return Bad("--sets: only for a tournament; a match takes --games N");
  } else if (option == "--log-dir") {
    out.log_dir = value;
  } else if (option == "--accept-timeout") {
    const std::optional<double> s = ParseSeconds(value, false);
    if (!s) {
      return Bad(
          absl::StrCat("--accept-timeout: '", value, "' is not a non-negative number of seconds"));
    }
    out.accept_timeout = *s;
  } else if (option == "--watch") {
    // [HOST:]PORT, the host in brackets when it has colons ([::1]:8080).
    const size_t colon = value.rfind(':');
    std::string host = colon == std::string::npos ? out.watch_host : value.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']') {
      host = host.substr(1, host.size() - 2);
    }
    const std::string port = colon == std::string::npos ? value : value.substr(colon + 1);
    if (host.empty() || !absl::SimpleAtoi(port, &out.watch_port) || out.watch_port < 0 ||
        out.watch_port > 65535) {
      return Bad(absl::StrCat("--watch: '", value, "' is not [HOST:]PORT (PORT 0..65535)"));
    }
    out.watch_host = host;
  } else if (option == "--reasons") {
    out.reasons = true;
  } else if (option == "--lifetime") {
    if (value == "game") {
      out.lifetime = Lifetime::kGame;
    } else if (value == "match") {
      out.lifetime = Lifetime::kMatch;
    } else {
      return Bad(absl::StrCat("--lifetime: '", value, "' is not 'game' or 'match'"));
    }
  } else {
    return SetRunOption(out, option, value);
  }
  return absl::OkStatus();
}

OptionWord SplitOption(const std::string& arg) {
  OptionWord w{arg, "", false};
  if (const size_t eq = arg.find('='); absl::StartsWith(arg, "--") && eq != std::string::npos) {
    w = {arg.substr(0, eq), arg.substr(eq + 1), true};
  } else if (absl::StartsWith(arg, "-j") && arg.size() > 2 && !absl::StartsWith(arg, "--")) {
    w = {"-j", arg.substr(2), true};
  }
  return w;
}

// The value of `w`, read at args[i]: written with '=', or the next word (`i` then moves past it).
absl::Status TakeOptionValue(const std::vector<std::string>& args, size_t& i, OptionWord& w) {
  if (!w.has_value) {
    if (i + 1 >= args.size()) return Bad(absl::StrCat(w.option, " needs a value"));
    w.value = args[++i];
  }
  if (w.value.empty()) return Bad(absl::StrCat(w.option, " needs a value"));
  return absl::OkStatus();
}

}  // namespace

absl::Status ParseOptions(const std::vector<std::string>& args, size_t first,
                          const OptionWords& how,
                          const std::function<absl::Status(const OptionWord&)>& on) {
  for (size_t i = first; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    const OptionHelp* known = FindOption(how.subcommand, w.option);
    if (known == nullptr && !how.also.empty()) known = FindOption(how.also, w.option);
    if (known == nullptr && how.words && (args[i] == "-" || !absl::StartsWith(args[i], "-"))) {
      w = {"", args[i], true};
    } else if (known == nullptr) {
      return Bad(absl::StrCat(how.unknown, " '", args[i], "'", SeeHelp(how.subcommand)));
    } else if (known->value.empty() && w.has_value) {
      return Bad(absl::StrCat(w.option, " takes no value"));
    } else if (!known->value.empty()) {
      if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
    }
    if (absl::Status s = on(w); !s.ok()) return s;
  }
  return absl::OkStatus();
}

std::optional<double> ParseSeconds(const std::string& text, bool positive) {
  double seconds = 0;
  if (!absl::SimpleAtod(text, &seconds) || !std::isfinite(seconds) || seconds < 0 ||
      (positive && seconds == 0) || seconds > 86400) {
    return std::nullopt;
  }
  return seconds;
}

template <typename Args>
absl::Status SetRunOption(Args& out, const std::string& option, const std::string& value) {
  if (option == "--sets") {
    if (!absl::SimpleAtoi(value, &out.sets) || out.sets < 1 || out.sets > 100000) {
      return Bad(absl::StrCat("--sets: '", value, "' is not a positive number"));
    }
  } else if (option == "--seed") {
    if (!absl::SimpleAtoi(value, &out.seed)) {
      return Bad(absl::StrCat("--seed: '", value, "' is not a non-negative integer"));
    }
  } else if (option == "--jobs" || option == "-j") {
    if (!absl::SimpleAtoi(value, &out.jobs) || out.jobs < 1 || out.jobs > 1024) {
      return Bad(absl::StrCat(option, ": '", value, "' is not a positive number"));
    }
  } else if (option == "--json" || option == "--csv" || option == "--report") {
    (option == "--json"  ? out.json_path
     : option == "--csv" ? out.csv_path
                         : out.report_path) = value;
  } else if (option == "--shard") {
    absl::StatusOr<Shard> shard = ParseShard(value);
    if (!shard.ok()) return shard.status();
    out.shard = *shard;
  } else if (option == "--timeout") {
    const std::optional<double> s = ParseSeconds(value, true);
    if (!s) {
      return Bad(absl::StrCat("--timeout: '", value, "' is not a positive number of seconds"));
    }
    out.timeout = *s;
  } else if (option == "--no-luck") {
    out.no_luck = true;
  } else if (option == "--stable-wall" || option == "--stable-draws") {
    out.stable_draws = true;
  }
  return absl::OkStatus();
}
template absl::Status SetRunOption(MatchArgs&, const std::string&, const std::string&);
template absl::Status SetRunOption(StrengthArgs&, const std::string&, const std::string&);

absl::StatusOr<MatchArgs> ParseArgs(const std::vector<std::string>& args) {
  if (args.empty()) return Bad("missing subcommand: match, tournament, replay or bot");
  MatchArgs out;
  if (args[0] == "tournament") {
    out.subcommand = Subcommand::kTournament;
  } else if (args[0] != "match") {
    return Bad(absl::StrCat("unknown subcommand '", args[0], "'"));
  }
  // --games and --sets are read by both so that using the other subcommand's one gets a message
  // saying which to use.
  const OptionWords how{.subcommand = args[0],
                        .also = out.subcommand == Subcommand::kMatch ? "tournament" : "match"};
  if (absl::Status s = ParseOptions(
          args, 1, how, [&](const OptionWord& w) { return SetOption(out, w.option, w.value); });
      !s.ok()) {
    return s;
  }
  if (out.bots.size() != 4) {
    return Bad(absl::StrCat("--bot: four are needed, one per seat; got ", out.bots.size()));
  }
  out.command = RunCommand(args);
  return out;
}

absl::StatusOr<MergeArgs> ParseMergeArgs(const std::vector<std::string>& args) {
  MergeArgs out;
  if (absl::Status s = ParseOptions(
          args, 1, {.subcommand = "merge", .unknown = "merge: unknown option", .words = true},
          [&](const OptionWord& w) {
            (w.option.empty()       ? out.shards.emplace_back()
             : w.option == "--json" ? out.json_path
                                    : out.report_path) = w.value;
            return absl::OkStatus();
          });
      !s.ok()) {
    return s;
  }
  if (out.shards.empty()) return Bad("merge: which shard files? mjref merge SHARD.json...");
  return out;
}

absl::StatusOr<ReportArgs> ParseReportArgs(const std::vector<std::string>& args) {
  ReportArgs out;
  if (absl::Status s = ParseOptions(
          args, 1, {.subcommand = "report", .unknown = "report: unknown option", .words = true},
          [&](const OptionWord& w) {
            if (w.option.empty() && !out.results_path.empty()) {
              return Bad(absl::StrCat("report: one results file, not also '", w.value, "'"));
            }
            (w.option.empty()          ? out.results_path
             : w.option == "--log-dir" ? out.log_dir
                                       : out.output) = w.value;
            return absl::OkStatus();
          });
      !s.ok()) {
    return s;
  }
  if (out.results_path.empty())
    return Bad("report: which results? mjref report RESULT.json -o FILE");
  if (out.output.empty()) return Bad("report: -o FILE.html is needed");
  return out;
}

absl::StatusOr<ReplayArgs> ParseReplayArgs(const std::vector<std::string>& args) {
  ReplayArgs out;
  if (absl::Status s = ParseOptions(
          args, 1, {.subcommand = "replay", .words = true},
          [&](const OptionWord& w) {
            if (w.option.empty() && !out.path.empty()) {
              return Bad(
                  absl::StrCat("replay takes one log file; '", w.value, "' is one too many"));
            }
            if (w.option.empty()) {
              out.path = w.value;
            } else if (!absl::SimpleAtoi(w.value, &out.game) || out.game < 1) {
              return Bad(absl::StrCat("--game: '", w.value, "' is not a positive number"));
            }
            return absl::OkStatus();
          });
      !s.ok()) {
    return s;
  }
  if (out.path.empty()) return Bad("replay: which log? (mjref replay LOG)");
  return out;
}

absl::StatusOr<ProfileArgs> ParseProfileArgs(const std::vector<std::string>& args) {
  ProfileArgs out;
  if (absl::Status s = ParseOptions(
          args, 1, {.subcommand = "profile", .unknown = "profile: unknown option", .words = true},
          [&](const OptionWord& w) {
            (w.option.empty() ? out.records.emplace_back() : out.json_path) = w.value;
            return absl::OkStatus();
          });
      !s.ok()) {
    return s;
  }
  if (out.records.empty()) {
    return Bad("profile: which records? mjref profile RECORD... (a --log-dir or games.jsonl)");
  }
  return out;
}

absl::StatusOr<std::string> ParseBotArgs(const std::vector<std::string>& args) {
  if (args.size() != 2) return Bad("bot: which built-in? (mjref bot NAME, e.g. mjref bot random)");
  if (absl::StartsWith(args[1], "-")) {
    return Bad(absl::StrCat("unknown option '", args[1], "'", SeeHelp("bot")));
  }
  return absl::StartsWith(args[1], "builtin:") ? args[1] : absl::StrCat("builtin:", args[1]);
}

}  // namespace mj16::mjref
