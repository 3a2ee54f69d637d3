#include "tools/mjref/cli/cli.h"

#include <cmath>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "tools/mjref/cli/help.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

// By help.h's tables; --games and --sets are taken by both so that using the other
// subcommand's one gets a message saying which to use.
bool TakesValue(const std::string& option) {
  for (absl::string_view sub : {"match", "tournament"}) {
    const OptionHelp* o = FindOption(sub, option);
    if (o != nullptr && !o->value.empty()) return true;
  }
  return false;
}

bool IsFlag(const std::string& option) {
  const OptionHelp* o = FindOption("match", option);
  return o != nullptr && o->value.empty();
}

absl::Status SetOption(MatchArgs& out, const std::string& option, const std::string& value) {
  const bool tournament = out.subcommand == Subcommand::kTournament;
  if (option == "--bot") {
    out.bots.push_back(value);
  } else if (option == "--games") {
    if (tournament) return Bad("--games: a tournament plays --sets K sets of 192 games");
    if (!absl::SimpleAtoi(value, &out.games) || out.games < 1) {
      return Bad(absl::StrCat("--games: '", value, "' is not a positive number"));
    }
  } else if (option == "--sets") {
    if (!tournament) return Bad("--sets: only for a tournament; a match takes --games N");
    if (!absl::SimpleAtoi(value, &out.sets) || out.sets < 1 || out.sets > 100000) {
      return Bad(absl::StrCat("--sets: '", value, "' is not a positive number"));
    }
  } else if (option == "--seed") {
    if (!absl::SimpleAtoi(value, &out.seed)) {
      return Bad(absl::StrCat("--seed: '", value, "' is not a non-negative integer"));
    }
  } else if (option == "--json") {
    out.json_path = value;
  } else if (option == "--csv") {
    out.csv_path = value;
  } else if (option == "--log-dir") {
    out.log_dir = value;
  } else if (option == "--report") {
    out.report_path = value;
  } else if (option == "--shard") {
    absl::StatusOr<Shard> shard = ParseShard(value);
    if (!shard.ok()) return shard.status();
    out.shard = *shard;
  } else if (option == "--timeout") {
    if (!absl::SimpleAtod(value, &out.timeout) || !std::isfinite(out.timeout) || out.timeout <= 0 ||
        out.timeout > 86400) {
      return Bad(absl::StrCat("--timeout: '", value, "' is not a positive number of seconds"));
    }
  } else if (option == "--accept-timeout") {
    if (!absl::SimpleAtod(value, &out.accept_timeout) || !std::isfinite(out.accept_timeout) ||
        out.accept_timeout < 0 || out.accept_timeout > 86400) {
      return Bad(
          absl::StrCat("--accept-timeout: '", value, "' is not a non-negative number of seconds"));
    }
  } else if (option == "--jobs" || option == "-j") {
    if (!absl::SimpleAtoi(value, &out.jobs) || out.jobs < 1 || out.jobs > 1024) {
      return Bad(absl::StrCat(option, ": '", value, "' is not a positive number"));
    }
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
  } else if (option == "--lifetime") {
    if (value == "game") {
      out.lifetime = Lifetime::kGame;
    } else if (value == "match") {
      out.lifetime = Lifetime::kMatch;
    } else {
      return Bad(absl::StrCat("--lifetime: '", value, "' is not 'game' or 'match'"));
    }
  }
  return absl::OkStatus();
}

}  // namespace

OptionWord SplitOption(const std::string& arg) {
  OptionWord w{arg, "", false};
  if (const size_t eq = arg.find('='); absl::StartsWith(arg, "--") && eq != std::string::npos) {
    w = {arg.substr(0, eq), arg.substr(eq + 1), true};
  } else if (absl::StartsWith(arg, "-j") && arg.size() > 2 && !absl::StartsWith(arg, "--")) {
    w = {"-j", arg.substr(2), true};
  }
  return w;
}

absl::Status TakeOptionValue(const std::vector<std::string>& args, size_t& i, OptionWord& w) {
  if (!w.has_value) {
    if (i + 1 >= args.size()) return Bad(absl::StrCat(w.option, " needs a value"));
    w.value = args[++i];
  }
  if (w.value.empty()) return Bad(absl::StrCat(w.option, " needs a value"));
  return absl::OkStatus();
}

absl::StatusOr<MatchArgs> ParseArgs(const std::vector<std::string>& args) {
  if (args.empty()) return Bad("missing subcommand: match, tournament, replay or bot");
  MatchArgs out;
  if (args[0] == "tournament") {
    out.subcommand = Subcommand::kTournament;
  } else if (args[0] != "match") {
    return Bad(absl::StrCat("unknown subcommand '", args[0], "'"));
  }
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    if (IsFlag(w.option) && !w.has_value) {
      (w.option == "--reasons"   ? out.reasons
       : w.option == "--no-luck" ? out.no_luck
                                 : out.stable_draws) = true;
      continue;
    }
    if (!TakesValue(w.option)) {
      return Bad(absl::StrCat("unknown option '", args[i], "'", SeeHelp(args[0])));
    }
    if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
    if (absl::Status s = SetOption(out, w.option, w.value); !s.ok()) return s;
  }
  if (out.bots.size() != 4) {
    return Bad(absl::StrCat("--bot: four are needed, one per seat; got ", out.bots.size()));
  }
  out.command = RunCommand(args);
  return out;
}

absl::StatusOr<MergeArgs> ParseMergeArgs(const std::vector<std::string>& args) {
  MergeArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    if (w.option == "--json" || w.option == "--report") {
      if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
      (w.option == "--json" ? out.json_path : out.report_path) = w.value;
    } else if (absl::StartsWith(args[i], "-")) {
      return Bad(absl::StrCat("merge: unknown option '", args[i], "'", SeeHelp("merge")));
    } else {
      out.shards.push_back(args[i]);
    }
  }
  if (out.shards.empty()) return Bad("merge: which shard files? mjref merge SHARD.json...");
  return out;
}

absl::StatusOr<ReportArgs> ParseReportArgs(const std::vector<std::string>& args) {
  ReportArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    if (w.option == "--log-dir" || w.option == "-o" || w.option == "--output") {
      if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
      (w.option == "--log-dir" ? out.log_dir : out.output) = w.value;
    } else if (absl::StartsWith(args[i], "-")) {
      return Bad(absl::StrCat("report: unknown option '", args[i], "'", SeeHelp("report")));
    } else if (out.results_path.empty()) {
      out.results_path = args[i];
    } else {
      return Bad(absl::StrCat("report: one results file, not also '", args[i], "'"));
    }
  }
  if (out.results_path.empty())
    return Bad("report: which results? mjref report RESULT.json -o FILE");
  if (out.output.empty()) return Bad("report: -o FILE.html is needed");
  return out;
}

absl::StatusOr<ReplayArgs> ParseReplayArgs(const std::vector<std::string>& args) {
  ReplayArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    if (w.option == "--game") {
      if (!w.has_value) {
        if (i + 1 >= args.size()) return Bad("--game needs a value");
        w.value = args[++i];
      }
      if (!absl::SimpleAtoi(w.value, &out.game) || out.game < 1) {
        return Bad(absl::StrCat("--game: '", w.value, "' is not a positive number"));
      }
    } else if (absl::StartsWith(args[i], "-") && args[i] != "-") {
      return Bad(absl::StrCat("unknown option '", args[i], "'", SeeHelp("replay")));
    } else if (out.path.empty()) {
      out.path = args[i];
    } else {
      return Bad(absl::StrCat("replay takes one log file; '", args[i], "' is one too many"));
    }
  }
  if (out.path.empty()) return Bad("replay: which log? (mjref replay LOG)");
  return out;
}

absl::StatusOr<ProfileArgs> ParseProfileArgs(const std::vector<std::string>& args) {
  ProfileArgs out;
  for (size_t i = 1; i < args.size(); ++i) {
    OptionWord w = SplitOption(args[i]);
    if (w.option == "--json") {
      if (absl::Status s = TakeOptionValue(args, i, w); !s.ok()) return s;
      out.json_path = w.value;
    } else if (absl::StartsWith(args[i], "-")) {
      return Bad(absl::StrCat("profile: unknown option '", args[i], "'", SeeHelp("profile")));
    } else {
      out.records.push_back(args[i]);
    }
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
