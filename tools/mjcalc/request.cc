#include "tools/mjcalc/request.h"

#include <algorithm>

#include "absl/strings/match.h"
#include "absl/strings/str_format.h"
#include "core/notation.h"

namespace mj16::mjcalc {
namespace {

constexpr absl::string_view kCommands[] = {"win",     "waits",      "score",
                                           "shanten", "efficiency", "discard"};

bool IsCommand(absl::string_view name) {
  return std::find(std::begin(kCommands), std::end(kCommands), name) != std::end(kCommands);
}

bool IsScoreOnly(absl::string_view flag) {
  static constexpr absl::string_view kScoreOnly[] = {
      "--win",       "--self-draw",  "--seat",         "--round",     "--dealer",
      "--last-tile", "--after-kong", "--robbing-kong", "--first-turn"};
  return std::find(std::begin(kScoreOnly), std::end(kScoreOnly), flag) != std::end(kScoreOnly);
}

bool TakesValue(absl::string_view flag) {
  return flag == "--meld" || flag == "--win" || flag == "--seat" || flag == "--round" ||
         flag == "--transcript" || flag == "--set";
}

absl::Status Error(const absl::Status& status, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrFormat("%s: %s", what, status.message()));
}

}  // namespace

bool WantsJson(const std::vector<std::string>& args) {
  return std::find(args.begin(), args.end(), "--json") != args.end();
}

std::string Usage() {
  return "usage: mjcalc win|waits|score|shanten|efficiency|discard HAND [--meld KIND:TILES]...\n"
         "              [--json]\n"
         "       mjcalc discard --transcript FILE [--json]\n"
         "  HAND: 123m456s789p11z or card codes \"110 120 130\"; for score it includes the\n"
         "        winning tile\n"
         "  --meld KIND:TILES  chow:789s pung:555z kong:1111m ckong:2222p akong:3333s "
         "(repeatable)\n"
         "  score: --win TILE [--self-draw] [--seat E|S|W|N] [--round E|S|W|N] [--dealer]\n"
         "         [--last-tile] [--after-kong] [--robbing-kong] [--first-turn]\n"
         "  discard: the bot's choice and why; --transcript FILE replays the protocol lines a\n"
         "         bot received (its answers may be interleaved) and decides at the end\n"
         "  efficiency, discard: --set key=value,... mjbot settings (e.g. ev=false)\n"
         "  --json   one JSON object on stdout instead of text (errors too)\n"
         "  mjcalc --version: the commit it was built from\n";
}

absl::StatusOr<Request> ParseRequest(const std::vector<std::string>& args) {
  Request req;
  std::vector<std::string> positional;
  std::vector<std::string> melds;
  std::string win_tile, seat, round;
  std::vector<std::string> score_flags_seen;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string flag = args[i];
    if (!absl::StartsWith(flag, "--")) {
      positional.push_back(flag);
      continue;
    }
    std::string value;
    bool has_value = false;
    if (const size_t eq = flag.find('='); eq != std::string::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
      has_value = true;
    }
    if (TakesValue(flag) && !has_value) {
      if (i + 1 >= args.size()) {
        return absl::InvalidArgumentError(absl::StrFormat("%s needs a value", flag));
      }
      value = args[++i];
      has_value = true;
    }
    if (has_value && !TakesValue(flag)) {
      return absl::InvalidArgumentError(absl::StrFormat("%s takes no value", flag));
    }
    if (IsScoreOnly(flag)) score_flags_seen.push_back(flag);
    if (flag == "--json") {
      req.json = true;
    } else if (flag == "--meld") {
      melds.push_back(value);
    } else if (flag == "--win") {
      win_tile = value;
    } else if (flag == "--seat") {
      seat = value;
    } else if (flag == "--round") {
      round = value;
    } else if (flag == "--self-draw") {
      req.context.self_draw = true;
    } else if (flag == "--dealer") {
      req.context.dealer = true;
    } else if (flag == "--last-tile") {
      req.context.last_tile = true;
    } else if (flag == "--after-kong") {
      req.context.after_kong = true;
    } else if (flag == "--robbing-kong") {
      req.context.robbing_kong = true;
    } else if (flag == "--transcript") {
      req.transcript = value;
    } else if (flag == "--first-turn") {
      req.context.first_turn = true;
    } else if (flag == "--set") {
      absl::StatusOr<bot::Settings> settings = bot::ParseOverrides(value, req.settings);
      if (!settings.ok()) return Error(settings.status(), "--set");
      req.settings = *settings;
    } else {
      return absl::InvalidArgumentError(
          absl::StrFormat("unknown option '%s'; mjcalc --help lists the options", flag));
    }
  }
  if (positional.empty()) return absl::InvalidArgumentError("missing subcommand");
  req.command = positional[0];
  if (!IsCommand(req.command)) {
    return absl::InvalidArgumentError(absl::StrFormat("unknown subcommand '%s'", req.command));
  }
  if (!req.transcript.empty()) {
    if (req.command != "discard")
      return absl::InvalidArgumentError("--transcript is only for discard");
    if (positional.size() > 1) {
      return absl::InvalidArgumentError("discard takes a HAND or --transcript, not both");
    }
    return req;
  }
  if (positional.size() < 2) {
    return absl::InvalidArgumentError(absl::StrFormat("%s needs a HAND", req.command));
  }
  if (positional.size() > 2) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "unexpected argument '%s' (put card codes in one quoted argument)", positional[2]));
  }
  if (req.command != "score" && !score_flags_seen.empty()) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%s is only for score", score_flags_seen.front()));
  }

  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(positional[1]);
  if (!tiles.ok()) return Error(tiles.status(), "HAND");
  for (Tile t : *tiles) {
    if (req.hand.concealed[t] == kCopies) {
      return absl::InvalidArgumentError(absl::StrFormat("HAND: a fifth copy of %s", FormatTile(t)));
    }
    ++req.hand.concealed[t];
  }
  for (const std::string& m : melds) {
    absl::StatusOr<Meld> meld = ParseMeld(m);
    if (!meld.ok()) return Error(meld.status(), "--meld");
    req.hand.melds.push_back(*meld);
  }
  if (absl::Status s = ValidateHand(req.hand, HandShape::kAny); !s.ok()) {
    return Error(s, "HAND");
  }

  if (req.command == "score") {
    if (win_tile.empty()) return absl::InvalidArgumentError("score needs --win TILE");
    absl::StatusOr<Tile> win = ParseTile(win_tile);
    if (!win.ok()) return Error(win.status(), "--win");
    req.context.winning_tile = *win;
    if (!seat.empty()) {
      absl::StatusOr<Wind> w = ParseWind(seat);
      if (!w.ok()) return Error(w.status(), "--seat");
      req.context.seat_wind = *w;
    }
    if (!round.empty()) {
      absl::StatusOr<Wind> w = ParseWind(round);
      if (!w.ok()) return Error(w.status(), "--round");
      req.context.round_wind = *w;
    }
  }
  return req;
}

}  // namespace mj16::mjcalc
