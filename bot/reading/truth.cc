#include "bot/reading/truth.h"

namespace mj16::bot {

std::optional<OracleLevel> ParseOracleLevel(std::string_view text) {
  if (text == "none") return OracleLevel::kNone;
  if (text == "tenpai") return OracleLevel::kTenpai;
  if (text == "waits") return OracleLevel::kWaits;
  if (text == "hands") return OracleLevel::kHands;
  return std::nullopt;
}

}  // namespace mj16::bot
