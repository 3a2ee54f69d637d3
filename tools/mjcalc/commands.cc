#include "tools/mjcalc/commands.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "bot/decide/decide.h"
#include "bot/offence/describe.h"
#include "bot/offence/evaluator.h"
#include "bot/offence/ranking.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/scoring.h"
#include "core/table_view.h"
#include "core/win.h"
#include "tables/shanten.h"
#include "tools/common/json.h"

namespace mj16::mjcalc {
namespace {

std::string FormatGroup(const Group& g) {
  TileCounts c{};
  if (g.chow) {
    for (int i = 0; i < 3; ++i) ++c[g.tile + i];
  } else {
    c[g.tile] = 3;
  }
  return FormatTiles(c);
}

std::string FormatPair(Tile t) {
  TileCounts c{};
  c[t] = 2;
  return FormatTiles(c);
}

std::vector<std::string> GroupNames(const Decomposition& d) {
  std::vector<std::string> names;
  for (int i = 0; i < d.num_groups; ++i) names.push_back(FormatGroup(d.groups[i]));
  return names;
}

std::vector<std::string> MeldNames(const Hand& hand) {
  std::vector<std::string> names;
  for (const Meld& m : hand.melds) names.push_back(FormatMeld(m));
  return names;
}

std::vector<std::string> TileNames(const std::vector<Tile>& tiles) {
  std::vector<std::string> names;
  for (Tile t : tiles) names.push_back(FormatTile(t));
  return names;
}

// Pads a name to `columns` terminal columns; CJK characters take two columns, three UTF-8 bytes.
std::string PadName(absl::string_view name, int columns) {
  int width = 0;
  for (unsigned char c : name) {
    if (c < 0x80) {
      ++width;
    } else if ((c & 0xC0) != 0x80) {
      width += 2;
    }
  }
  return absl::StrCat(name, std::string(width < columns ? columns - width : 1, ' '));
}

void WriteReading(JsonWriter& json, const Decomposition& d) {
  json.BeginObject().Key("pair").String(FormatPair(d.pair));
  json.Key("groups").StringArray(GroupNames(d));
  json.EndObject();
}

std::string ReadingText(const Decomposition& d, const Hand& hand) {
  std::vector<std::string> parts = {FormatPair(d.pair)};
  for (const std::string& g : GroupNames(d)) parts.push_back(g);
  for (const std::string& m : MeldNames(hand)) parts.push_back("[" + m + "]");
  return absl::StrJoin(parts, " ");
}

absl::StatusOr<Output> RunWin(const Request& req) {
  if (absl::Status s = ValidateHand(req.hand, HandShape::kFull); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("HAND: ", s.message()));
  }
  const bool win = IsWinningHand(req.hand);
  const std::vector<Decomposition> readings =
      win ? Decompose(req.hand.concealed) : std::vector<Decomposition>{};
  Output out;
  out.text = win ? absl::StrFormat("win: yes, %d reading(s)\n", readings.size()) : "win: no\n";
  JsonWriter json;
  json.BeginObject().Key("win").Bool(win).Key("decompositions").BeginArray();
  for (const Decomposition& d : readings) {
    WriteReading(json, d);
    absl::StrAppend(&out.text, "  ", ReadingText(d, req.hand), "\n");
  }
  json.EndArray().Key("melds").StringArray(MeldNames(req.hand)).EndObject();
  out.json = json.str();
  return out;
}

absl::StatusOr<Output> RunWaits(const Request& req) {
  if (absl::Status s = ValidateHand(req.hand, HandShape::kWaiting); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("HAND: ", s.message()));
  }
  const std::vector<std::string> waits = TileNames(Waits(req.hand));
  Output out;
  out.text =
      waits.empty() ? "not tenpai\n" : absl::StrCat("tenpai on ", absl::StrJoin(waits, " "), "\n");
  JsonWriter json;
  json.BeginObject().Key("tenpai").Bool(!waits.empty()).Key("waits").StringArray(waits).EndObject();
  out.json = json.str();
  return out;
}

absl::StatusOr<Output> RunScore(const Request& req) {
  if (absl::Status s = ValidateHand(req.hand, HandShape::kFull); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("HAND: ", s.message()));
  }
  absl::StatusOr<Score> score = ScoreWin(req.hand, req.context);
  if (!score.ok()) return score.status();
  const WinContext& ctx = req.context;
  // Seats for the settlement: the winner is 0; a non-dealer discarder is 2; the dealer is 0 when
  // the winner deals, else 1, so that what a dealer pays shows separately.
  const int dealer = ctx.dealer ? 0 : 1;
  const Settlement by_other = Settle(*score, 0, dealer, ctx.self_draw ? -1 : 2);
  const int each_payer = -by_other.delta[2];
  const int dealer_payer = ctx.dealer ? each_payer : -Settle(*score, 0, 1, 1).delta[1];
  const int winner = by_other.delta[0];

  Output out;
  JsonWriter json;
  json.BeginObject().Key("tai").Int(score->tai).Key("items").BeginArray();
  for (const TaiItem& item : score->items) {
    json.BeginObject().Key("name").String(item.name).Key("tai").Int(item.tai).EndObject();
    absl::StrAppend(&out.text, PadName(item.name, 10), absl::StrFormat("%2d\n", item.tai));
  }
  json.EndArray();
  json.Key("points").BeginObject().Key("winner").Int(winner).Key("each_payer").Int(each_payer);
  if (!ctx.dealer) json.Key("dealer_payer").Int(dealer_payer);
  json.EndObject();
  json.Key("reading");
  WriteReading(json, score->reading);
  json.EndObject();
  out.json = json.str();

  absl::StrAppend(&out.text, absl::StrFormat("total     %2d tai\n", score->tai));
  if (ctx.self_draw) {
    absl::StrAppend(&out.text, absl::StrFormat("self-draw: each of three pays %d", each_payer));
    if (!ctx.dealer) absl::StrAppend(&out.text, absl::StrFormat(" (the dealer %d)", dealer_payer));
  } else {
    absl::StrAppend(&out.text, absl::StrFormat("the discarder pays %d", each_payer));
    if (!ctx.dealer)
      absl::StrAppend(&out.text, absl::StrFormat(" (%d if the dealer)", dealer_payer));
  }
  absl::StrAppend(&out.text, absl::StrFormat("; the winner gains %d\nreading: %s\n", winner,
                                             ReadingText(score->reading, req.hand)));
  return out;
}

std::vector<std::string> MaskNames(tables::TileMask mask) {
  std::vector<std::string> names;
  for (int t = 0; t < kNumKinds; ++t) {
    if (mask & tables::TileBit(static_cast<Tile>(t)))
      names.push_back(FormatTile(static_cast<Tile>(t)));
  }
  return names;
}

absl::StatusOr<Output> RunShanten(const Request& req) {
  const int shanten = tables::Shanten(req.hand.concealed, req.hand.MeldsNeeded());
  Output out;
  out.text = shanten < 0    ? "complete (shanten -1)\n"
             : shanten == 0 ? "tenpai (shanten 0)\n"
                            : absl::StrFormat("shanten %d\n", shanten);
  JsonWriter json;
  json.BeginObject().Key("shanten").Int(shanten).EndObject();
  out.json = json.str();
  return out;
}

// The evaluator's curves (bot/offence/evaluator.h) as JSON: P(tenpai) and P(win) within k own draws
// for every k up to the horizon, and the expected points at the horizon.
void WriteCurve(JsonWriter& json, const bot::EvCurve& curve, int draws) {
  json.Key("ev").BeginObject().Key("draws").Int(draws);
  json.Key("tenpai").BeginArray();
  for (int k = 0; k <= draws; ++k) json.Double(curve.tenpai[k]);
  json.EndArray().Key("win").BeginArray();
  for (int k = 0; k <= draws; ++k) json.Double(curve.win[k]);
  json.EndArray().Key("points").Double(curve.points[draws]).EndObject();
}

// The columns the text adds for a searched hand: P(tenpai) and P(win) at the horizon, points.
std::string CurveColumns(const bot::EvCurve& curve, int draws) {
  return absl::StrFormat("  %6.3f  %6.3f  %7.1f", curve.tenpai[draws], curve.win[draws],
                         curve.points[draws]);
}

// Seed 001 §2.1-2.4: shanten, effective tiles, their live copies (only the hand and its melds
// are visible here) and the weighted score of table 2-1, per discard for a 3n+2 hand; and the
// evaluator's chances within a game's own draws (bot/offence/evaluator.h) where it searches.
absl::StatusOr<Output> RunEfficiency(const Request& req) {
  const int needed = req.hand.MeldsNeeded();
  const TileCounts visible = req.hand.AllTiles();
  const bot::EvParams params = bot::EvParamsOf(req.settings.offence);
  const bot::EvInput input = bot::EvInputForHand(req.hand);
  Output out;
  JsonWriter json;
  json.BeginObject();
  if (req.hand.ConcealedSize() % 3 == 1) {
    const tables::Efficiency e = tables::Evaluate(req.hand.concealed, needed, visible);
    const std::vector<std::string> effective = MaskNames(e.effective);
    json.Key("shanten").Int(e.shanten).Key("effective").StringArray(effective);
    json.Key("live").Int(e.live).Key("score").Double(e.score);
    out.text = absl::StrFormat("shanten %d, effective %s, live %d, score %.1f\n", e.shanten,
                               absl::StrJoin(effective, " "), e.live, e.score);
    if (const bot::EvWaiting w = bot::EvaluateWaiting(input, params); w.searched) {
      WriteCurve(json, w.curve, input.draws);
      absl::StrAppendFormat(&out.text, "within %d draws: tenpai %.3f, win %.3f, points %.1f\n",
                            input.draws, w.curve.tenpai[input.draws], w.curve.win[input.draws],
                            w.curve.points[input.draws]);
    }
    json.EndObject();
    out.json = json.str();
    return out;
  }
  const tables::DiscardList list = tables::AnalyzeDiscards(req.hand.concealed, needed, visible);
  std::vector<tables::DiscardInfo> discards(list.begin(), list.end());
  // Best first: lowest shanten after the discard, then the highest score.
  std::stable_sort(discards.begin(), discards.end(), [](const auto& a, const auto& b) {
    return a.shanten != b.shanten ? a.shanten < b.shanten : a.score > b.score;
  });
  const bot::EvResult ev = bot::EvaluateDiscards(input, params);
  const int shanten = tables::Shanten(req.hand.concealed, needed);
  json.Key("shanten").Int(shanten).Key("discards").BeginArray();
  out.text = absl::StrFormat(
      "shanten %d; tenpai, win and points within %d own draws (bot/offence/evaluator.h)\n"
      "discard  shanten  live  score  tenpai     win   points  effective\n",
      shanten, input.draws);
  for (const tables::DiscardInfo& d : discards) {
    const std::vector<std::string> effective = MaskNames(d.effective);
    json.BeginObject().Key("tile").String(FormatTile(d.discard)).Key("shanten").Int(d.shanten);
    json.Key("effective").StringArray(effective).Key("live").Int(d.live);
    json.Key("score").Double(d.score);
    std::string columns = absl::StrFormat("  %6s  %6s  %7s", "-", "-", "-");
    for (const bot::EvCandidate& c : ev.candidates) {
      if (c.discard != d.discard || !c.searched) continue;
      WriteCurve(json, c.curve, input.draws);
      columns = CurveColumns(c.curve, input.draws);
    }
    json.EndObject();
    absl::StrAppend(&out.text, absl::StrFormat("%-7s  %7d  %4d  %5.1f%s  %s\n",
                                               FormatTile(d.discard), d.shanten, d.live, d.score,
                                               columns, absl::StrJoin(effective, " ")));
  }
  json.EndArray().EndObject();
  out.json = json.str();
  return out;
}

// The offence's discard: the evaluator's order (bot/offence/ranking.h) when `settings.offence.ev`,
// else MJDX3's; each candidate with MJDX3's values and, where the evaluator searched, its curves.
Output DiscardOutput(const bot::DiscardChoice& choice, const bot::EvInput& input,
                     const TileCounts& visible, const bot::Settings& settings) {
  Output out;
  std::optional<bot::EvOrder> ev;
  if (settings.offence.ev) ev = bot::RankDiscards(input, visible, choice, settings.offence);
  const Tile tile = ev ? ev->order.front() : choice.tile;
  const std::string reason = choice.candidates.size() < 2 ? "only candidate"
                             : ev                         ? ev->reason
                                                          : bot::RuleName(choice.rule);
  out.text =
      absl::StrCat("discard ", FormatTile(tile), " (", reason, ")\n",
                   ev ? bot::DescribeEvOrder(*ev) : "", "MJDX3: ", bot::DescribeDiscard(choice));
  JsonWriter json;
  json.BeginObject().Key("discard").String(FormatTile(tile));
  json.Key("reason").String(reason);
  json.Key("candidates").BeginArray();
  std::vector<const bot::Candidate*> ordered;
  for (const bot::Candidate& c : choice.candidates) ordered.push_back(&c);
  if (ev) {  // the evaluator's order
    std::vector<const bot::Candidate*> by_ev;
    for (Tile t : ev->order) {
      for (const bot::Candidate* c : ordered) {
        if (c->tile == t) by_ev.push_back(c);
      }
    }
    ordered = by_ev;
  }
  for (const bot::Candidate* cp : ordered) {
    const bot::Candidate& c = *cp;
    json.BeginObject().Key("tile").String(FormatTile(c.tile));
    json.Key("groups").Int(c.value.groups).Key("partials").Int(c.value.partials);
    json.Key("probability").Double(c.value.probability).Key("tenpai").Bool(c.value.tenpai);
    json.Key("dependent").Bool(c.facts.dependent);
    json.Key("creates_isolated").Bool(c.facts.creates_isolated);
    json.Key("single_probability").Double(c.facts.single_probability);
    json.Key("exposure").Int(c.facts.exposure);
    if (const bot::EvCandidate* e = ev ? bot::FindEv(*ev, c.tile) : nullptr) {
      WriteCurve(json, e->curve, ev->draws);
    }
    json.EndObject();
  }
  json.EndArray().EndObject();
  out.json = json.str();
  return out;
}

// The bot's discard (seed 000 §3.5) for a bare hand, as early in a game, or for the position a
// protocol transcript reaches.
absl::StatusOr<Output> RunDiscard(const Request& req) {
  const bot::Settings& settings = req.settings;
  if (req.transcript.empty()) {
    if (absl::Status s = ValidateHand(req.hand, HandShape::kFull); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("HAND: ", s.message()));
    }
    return DiscardOutput(bot::ChooseDiscard(req.hand, bot::ModelForHand(req.hand, settings.offence),
                                            TileCounts{}, settings.offence.compare_options()),
                         bot::EvInputForHand(req.hand), req.hand.AllTiles(), settings);
  }
  TableView view;
  int number = 0;
  for (absl::string_view raw : absl::StrSplit(req.transcript_text, '\n')) {
    ++number;
    const absl::string_view line = TrimLine(raw);
    if (line.empty()) continue;
    absl::StatusOr<Message> m = ParseMessage(line);
    if (!m.ok()) {
      if (ParseAnswer(line).ok()) continue;  // the bot's own answers may be interleaved
      return absl::InvalidArgumentError(
          absl::StrFormat("%s:%d: %s", req.transcript, number, m.status().message()));
    }
    if (absl::Status s = view.Apply(*m); !s.ok()) {
      return absl::InvalidArgumentError(
          absl::StrFormat("%s:%d: %s", req.transcript, number, s.message()));
    }
  }
  const Hand hand = view.hand().ToHand();
  if (!hand.OwnTurn()) {
    return absl::InvalidArgumentError(
        absl::StrFormat("%s: the transcript ends with %d concealed tiles; a discard needs 3n+2",
                        req.transcript, hand.ConcealedSize()));
  }
  return DiscardOutput(bot::ChooseDiscard(hand, bot::ModelFor(view, settings.offence),
                                          view.Exposed(), settings.offence.compare_options()),
                       bot::EvInputFor(view, hand, bot::OwnDrawsLeft(view.live_wall(), 3)),
                       view.Seen(), settings);
}

}  // namespace

absl::StatusOr<Output> Run(const Request& req) {
  if (req.command == "win") return RunWin(req);
  if (req.command == "waits") return RunWaits(req);
  if (req.command == "score") return RunScore(req);
  if (req.command == "shanten") return RunShanten(req);
  if (req.command == "discard") return RunDiscard(req);
  return RunEfficiency(req);
}

}  // namespace mj16::mjcalc
