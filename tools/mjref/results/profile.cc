#include "tools/mjref/results/profile.h"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "core/scoring.h"
#include "tools/common/json.h"

namespace mj16::mjref {
namespace {

enum class Claim { kNone, kChow, kPung, kOpenKong, kOtherKong };

struct ClaimLine {
  int seat = -1;
  Claim claim = Claim::kNone;
};

// A referee's `/eat p …`, `/pong p …` or `/gong p K …` line (SPEC §4), p being 1..4.
ClaimLine ReadClaim(const TranscriptLine& line) {
  if (line.from_player) return {};
  const std::vector<absl::string_view> words = absl::StrSplit(line.text, ' ', absl::SkipEmpty());
  if (words.size() < 3) return {};
  int p = 0;
  if (!absl::SimpleAtoi(words[1], &p) || p < 1 || p > 4) return {};
  ClaimLine out{p - 1, Claim::kNone};
  // A concealed kong may reach its owner and the others as two lines: count the owner's.
  if (!line.To(out.seat)) return {};
  if (words[0] == "/eat") {
    out.claim = Claim::kChow;
  } else if (words[0] == "/pong") {
    out.claim = Claim::kPung;
  } else if (words[0] == "/gong") {
    out.claim = words[2] == "4" ? Claim::kOpenKong : Claim::kOtherKong;
  }
  return out;
}

// The index of a program's row, made on first sight.
size_t RowOf(std::vector<PointsProfile>& rows, const std::string& name) {
  const std::string base = ProgramBaseName(name);
  for (size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].name == base) return i;
  }
  rows.emplace_back();
  rows.back().name = base;
  return rows.size() - 1;
}

void AddGame(const GameRecord& record, std::vector<PointsProfile>& rows) {
  std::array<size_t, 4> index{};
  for (int s = 0; s < 4; ++s) index[s] = RowOf(rows, record.names[s]);
  // Taken once every row exists: adding a row may move the others.
  std::array<PointsProfile*, 4> row{};
  for (int s = 0; s < 4; ++s) row[s] = &rows[index[s]];
  std::array<bool, 4> opened{};
  for (const TranscriptLine& line : record.transcript) {
    const ClaimLine c = ReadClaim(line);
    if (c.claim == Claim::kNone) continue;
    PointsProfile& p = *row[c.seat];
    switch (c.claim) {
      case Claim::kChow:
        ++p.chows;
        break;
      case Claim::kPung:
        ++p.pungs;
        break;
      case Claim::kOpenKong:
      case Claim::kOtherKong:
        ++p.kongs;
        break;
      case Claim::kNone:
        break;
    }
    if (c.claim != Claim::kOtherKong) opened[c.seat] = true;
  }
  std::array<long long, 4> explained{};
  for (const game::WinRecord& w : record.wins) {
    Score score;
    score.tai = w.tai;
    score.items = w.items;
    const Settlement pay = Settle(score, w.winner, record.dealer, w.discarder, record.rules);
    for (int s = 0; s < 4; ++s) {
      PointsProfile& p = *row[s];
      const int delta = pay.delta[s];
      explained[s] += delta;
      if (s == w.winner) {
        (w.discarder < 0 ? p.self_draws : p.discard_wins) += delta;
      } else if (s == w.discarder) {
        p.deal_ins += delta;
      } else {
        p.others_self_draws += delta;  // 0 where another dealt in
      }
    }
    PointsProfile& winner = *row[w.winner];
    ++winner.wins;
    if (w.discarder < 0) ++winner.self_draw_wins;
    if (!opened[w.winner]) ++winner.concealed_wins;
    winner.tai += w.tai;
    for (const TaiItem& item : w.items) ++winner.items[std::string(item.name)];
    if (w.discarder >= 0) ++row[w.discarder]->deal_in_count;
  }
  for (int s = 0; s < 4; ++s) {
    PointsProfile& p = *row[s];
    ++p.games;
    p.score += record.scores[s];
    p.other += record.scores[s] - explained[s];
  }
}

// Every item any program scored, most frequent over all wins first (ties by name).
std::vector<std::string> ItemsByFrequency(std::span<const PointsProfile> profiles) {
  std::map<std::string, int> total;
  for (const PointsProfile& p : profiles) {
    for (const auto& [name, count] : p.items) total[name] += count;
  }
  std::vector<std::pair<std::string, int>> sorted(total.begin(), total.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::vector<std::string> out;
  for (const auto& [name, count] : sorted) out.push_back(name);
  return out;
}

double Per100Wins(const PointsProfile& p, const std::string& item) {
  const auto it = p.items.find(item);
  return it == p.items.end() ? 0.0 : 100.0 * p.Share(it->second, p.wins);
}

// Display width of a name: CJK characters (3 bytes in UTF-8) take two columns.
int Columns(absl::string_view s) {
  int cols = 0;
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    cols += len >= 3 ? 2 : 1;
    i += len;
  }
  return cols;
}

std::string PadRight(absl::string_view s, int width) {
  return absl::StrCat(s, std::string(std::max(0, width - Columns(s)), ' '));
}

}  // namespace

std::string ProgramBaseName(const std::string& name) {
  const size_t hash = name.rfind(" #");
  if (hash == std::string::npos || hash + 2 >= name.size()) return name;
  for (size_t i = hash + 2; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return name;
  }
  return name.substr(0, hash);
}

std::vector<PointsProfile> ProfileGames(std::span<const GameRecord> games) {
  std::vector<PointsProfile> rows;
  for (const GameRecord& g : games) AddGame(g, rows);
  return rows;
}

std::string ProfileTable(std::span<const PointsProfile> profiles) {
  int width = 8;
  for (const PointsProfile& p : profiles) width = std::max(width, Columns(p.name));
  std::string out = "Points a game, by where they came from:\n";
  absl::StrAppend(&out, PadRight("program", width),
                  "  games      mean  discard wins  self-draws  deal-ins  "
                  "others' self-draws  other\n");
  for (const PointsProfile& p : profiles) {
    absl::StrAppend(
        &out, PadRight(p.name, width),
        absl::StrFormat("  %5d  %+8.1f  %+12.1f  %+10.1f  %+8.1f  %+18.1f  %+5.1f\n", p.games,
                        p.PerGame(p.score), p.PerGame(p.discard_wins), p.PerGame(p.self_draws),
                        p.PerGame(p.deal_ins), p.PerGame(p.others_self_draws), p.PerGame(p.other)));
  }
  absl::StrAppend(&out, "\nRates (% of games), claims a game, concealed wins (% of wins):\n",
                  PadRight("program", width),
                  "    win  self-draw  deal-in  tai/win  chows  pungs  kongs  concealed\n");
  for (const PointsProfile& p : profiles) {
    absl::StrAppend(
        &out, PadRight(p.name, width),
        absl::StrFormat("  %5.1f  %9.1f  %7.1f  %7.2f  %5.2f  %5.2f  %5.2f  %9.1f\n",
                        100 * p.Share(p.wins, p.games), 100 * p.Share(p.self_draw_wins, p.games),
                        100 * p.Share(p.deal_in_count, p.games), p.Share(p.tai, p.wins),
                        p.Share(p.chows, p.games), p.Share(p.pungs, p.games),
                        p.Share(p.kongs, p.games), 100 * p.Share(p.concealed_wins, p.wins)));
  }
  const std::vector<std::string> items = ItemsByFrequency(profiles);
  if (items.empty()) return out;
  int item_width = 4;
  for (const std::string& item : items) item_width = std::max(item_width, Columns(item));
  absl::StrAppend(&out, "\nTai items a hundred wins:\n", PadRight("item", item_width));
  for (const PointsProfile& p : profiles) {
    absl::StrAppend(&out, "  ", std::string(std::max(0, width - Columns(p.name)), ' '), p.name);
  }
  absl::StrAppend(&out, "\n");
  for (const std::string& item : items) {
    absl::StrAppend(&out, PadRight(item, item_width));
    for (const PointsProfile& p : profiles) {
      absl::StrAppend(
          &out, "  ",
          absl::StrFormat("%*.1f", std::max(width, Columns(p.name)), Per100Wins(p, item)));
    }
    absl::StrAppend(&out, "\n");
  }
  return out;
}

std::string ProfileJson(std::span<const PointsProfile> profiles) {
  JsonWriter j;
  j.BeginObject().Key("programs").BeginArray();
  for (const PointsProfile& p : profiles) {
    j.BeginObject();
    j.Key("name").String(p.name).Key("games").Int(p.games).Key("mean").Double(p.PerGame(p.score));
    j.Key("points").BeginObject();
    j.Key("discard_wins").Double(p.PerGame(p.discard_wins));
    j.Key("self_draws").Double(p.PerGame(p.self_draws));
    j.Key("deal_ins").Double(p.PerGame(p.deal_ins));
    j.Key("others_self_draws").Double(p.PerGame(p.others_self_draws));
    j.Key("other").Double(p.PerGame(p.other));
    j.EndObject();
    j.Key("rates").BeginObject();
    j.Key("win").Double(p.Share(p.wins, p.games));
    j.Key("self_draw").Double(p.Share(p.self_draw_wins, p.games));
    j.Key("deal_in").Double(p.Share(p.deal_in_count, p.games));
    j.EndObject();
    j.Key("claims").BeginObject();
    j.Key("chows").Double(p.Share(p.chows, p.games));
    j.Key("pungs").Double(p.Share(p.pungs, p.games));
    j.Key("kongs").Double(p.Share(p.kongs, p.games));
    j.EndObject();
    j.Key("concealed_win_share").Double(p.Share(p.concealed_wins, p.wins));
    j.Key("tai_per_win").Double(p.Share(p.tai, p.wins));
    j.Key("items_per_100_wins").BeginObject();
    for (const auto& [name, count] : p.items) j.Key(name).Double(100.0 * p.Share(count, p.wins));
    j.EndObject();
    j.EndObject();
  }
  j.EndArray().EndObject();
  return j.str();
}

}  // namespace mj16::mjref
