#include "core/notation.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"

namespace mj16 {
namespace {

constexpr char kSuitLetters[] = {'m', 's', 'p', 'z'};

int SuitOfLetter(char c) {
  switch (c) {
    case 'm':
      return kCharacters;
    case 's':
      return kBamboo;
    case 'p':
      return kDots;
    case 'z':
      return kHonors;
  }
  return -1;
}

bool IsSeparator(char c) { return c == ' ' || c == ',' || c == '\t'; }

absl::StatusOr<std::vector<Tile>> ParseHuman(absl::string_view text) {
  std::vector<Tile> tiles;
  std::string pending;  // digits waiting for their suit letter
  for (char c : text) {
    if (absl::ascii_isdigit(c)) {
      pending.push_back(c);
      continue;
    }
    if (IsSeparator(c)) continue;
    const int suit = SuitOfLetter(absl::ascii_tolower(c));
    if (suit < 0)
      return absl::InvalidArgumentError(absl::StrFormat("bad character '%c' in '%s'", c, text));
    if (pending.empty()) {
      return absl::InvalidArgumentError(
          absl::StrFormat("suit letter '%c' without ranks in '%s'", c, text));
    }
    for (char d : pending) {
      const int rank = d - '0';
      const int max_rank = suit == kHonors ? 7 : 9;
      if (rank < 1 || rank > max_rank) {
        return absl::InvalidArgumentError(
            absl::StrFormat("bad tile '%c%c' (ranks are 1-%d)", d, c, max_rank));
      }
      tiles.push_back(MakeTile(suit, rank));
    }
    pending.clear();
  }
  if (!pending.empty()) {
    return absl::InvalidArgumentError(absl::StrFormat("ranks '%s' without a suit letter", pending));
  }
  return tiles;
}

}  // namespace

std::string FormatTile(Tile t) {
  return absl::StrCat(RankOf(t), std::string(1, kSuitLetters[SuitOf(t)]));
}

std::string FormatCard(Card c) {
  const std::optional<Tile> t = KindOfCard(c);
  return t ? FormatTile(*t) : absl::StrCat(c);
}

std::string FormatTiles(const TileCounts& counts) {
  std::string out;
  for (int suit = 0; suit < 4; ++suit) {
    const int ranks = suit == kHonors ? 7 : 9;
    bool any = false;
    for (int r = 1; r <= ranks; ++r) {
      for (int i = 0; i < counts[MakeTile(suit, r)]; ++i) {
        out.push_back(static_cast<char>('0' + r));
        any = true;
      }
    }
    if (any) out.push_back(kSuitLetters[suit]);
  }
  return out;
}

std::string FormatTiles(const std::vector<Tile>& tiles) { return FormatTiles(CountsOf(tiles)); }

absl::StatusOr<std::vector<Card>> ParseCards(absl::string_view text) {
  std::vector<Card> cards;
  for (absl::string_view token :
       absl::StrSplit(text, absl::ByAnyChar(" ,\t\r\n"), absl::SkipEmpty())) {
    int code = 0;
    if (!absl::SimpleAtoi(token, &code) || (!KindOfCard(code) && !IsFlowerCard(code))) {
      return absl::InvalidArgumentError(absl::StrFormat("bad tile code '%s'", token));
    }
    if (IsFlowerCard(code)) continue;  // flowers are not played in competition: ignored
    cards.push_back(code);
  }
  return cards;
}

absl::StatusOr<std::vector<Tile>> ParseTiles(absl::string_view text) {
  const bool human =
      std::any_of(text.begin(), text.end(), [](char c) { return absl::ascii_isalpha(c); });
  if (human) return ParseHuman(text);
  absl::StatusOr<std::vector<Card>> cards = ParseCards(text);
  if (!cards.ok()) return cards.status();
  std::vector<Tile> tiles;
  for (Card c : *cards) tiles.push_back(*KindOfCard(c));
  return tiles;
}

absl::StatusOr<Tile> ParseTile(absl::string_view text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(text);
  if (!tiles.ok()) return tiles.status();
  if (tiles->size() != 1) {
    return absl::InvalidArgumentError(absl::StrFormat("'%s' is not one tile", text));
  }
  return tiles->front();
}

absl::StatusOr<Wind> ParseWind(absl::string_view text) {
  const std::string w = absl::AsciiStrToLower(text);
  if (w == "e" || w == "east") return Wind::kEast;
  if (w == "s" || w == "south") return Wind::kSouth;
  if (w == "w" || w == "west") return Wind::kWest;
  if (w == "n" || w == "north") return Wind::kNorth;
  return absl::InvalidArgumentError(absl::StrFormat("bad wind '%s' (E, S, W or N)", text));
}

absl::string_view WindName(Wind w) {
  static constexpr absl::string_view kNames[] = {"E", "S", "W", "N"};
  return kNames[static_cast<int>(w)];
}

absl::StatusOr<Meld> ParseMeld(absl::string_view text) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, absl::MaxSplits(':', 1));
  if (parts.size() != 2) {
    return absl::InvalidArgumentError(
        absl::StrFormat("bad meld '%s' (KIND:TILES, e.g. pung:555z)", text));
  }
  MeldType type;
  if (parts[0] == "chow") {
    type = MeldType::kChow;
  } else if (parts[0] == "pung") {
    type = MeldType::kPung;
  } else if (parts[0] == "kong") {
    type = MeldType::kOpenKong;
  } else if (parts[0] == "ckong") {
    type = MeldType::kConcealedKong;
  } else if (parts[0] == "akong") {
    type = MeldType::kAddedKong;
  } else {
    return absl::InvalidArgumentError(absl::StrFormat(
        "bad meld kind '%s' in '%s' (chow, pung, kong, ckong, akong)", parts[0], text));
  }
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(parts[1]);
  if (!tiles.ok()) return tiles.status();
  std::sort(tiles->begin(), tiles->end());
  const std::vector<Tile>& t = *tiles;
  Meld meld = MakeMeld(type, t.empty() ? 0 : t.front());
  const size_t want = meld.Size();
  bool ok = t.size() == want;
  if (ok && type == MeldType::kChow) {
    ok = !IsHonor(t[0]) && t[1] == t[0] + 1 && t[2] == t[0] + 2 && SuitOf(t[2]) == SuitOf(t[0]);
  } else if (ok) {
    ok = std::all_of(t.begin(), t.end(), [&](Tile x) { return x == t[0]; });
  }
  if (!ok) {
    return absl::InvalidArgumentError(absl::StrFormat("bad meld '%s': a %s is %s", text, parts[0],
                                                      type == MeldType::kChow
                                                          ? "three consecutive suited tiles"
                                                      : meld.IsKong() ? "four of a kind"
                                                                      : "three of a kind"));
  }
  return meld;
}

std::string FormatMeld(const Meld& meld) {
  TileCounts counts{};
  if (meld.IsChow()) {
    for (int i = 0; i < 3; ++i) ++counts[meld.tile + i];
  } else {
    counts[meld.tile] = static_cast<std::uint8_t>(meld.Size());
  }
  return absl::StrCat(MeldTypeName(meld.type), ":", FormatTiles(counts));
}

}  // namespace mj16
