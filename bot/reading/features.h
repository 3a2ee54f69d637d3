// What one seat can see of one opponent, as the fixed vector of numbers the learned reading
// models take (docs/reading.md): the same function writes the training data (mjref labels) and
// feeds the models in play, so the two can never disagree. Public information only: his discards
// in order (when, whether right after a claim, whether others took them), his melds, the
// go-around, the wall left and the copies the seat has seen. Each number is scaled to about
// [0, 1].
#ifndef MJ16_BOT_READING_FEATURES_H_
#define MJ16_BOT_READING_FEATURES_H_

#include <array>
#include <string_view>

#include "core/table_view.h"
#include "core/tile.h"

namespace mj16::bot {

// Numbers about the opponent as a whole.
inline constexpr int kScalarFeatures = 16;
// Numbers per kind, kNumKinds of each: channel c of kind k is at kScalarFeatures + c·34 + k.
namespace channel {
enum : int {
  kDiscarded,   // copies he discarded / 4
  kRecent,      // among his last three discards
  kAfterClaim,  // discarded right after a claim of his
  kPassed,      // let go since his last draw
  kSeen,        // copies the seat has seen / 4
  kMelded,      // copies in his melds / 4
  kEarly,       // among his first six discards
  kSuji,        // three ranks from one of his discards, same suit
  kLatest,      // how recent his latest discard of it is
  kSinceMeld,   // discarded since his last meld
  kValued,      // an honour that scores for him as a pung
  kLetGo,       // how recently he let it go (any discard he did not take): 1 at his current
                // draw, down by 1/10 a draw of his — a hand that stood since would have won on it
  kCount
};
}  // namespace channel
inline constexpr int kKindChannels = channel::kCount;
inline constexpr int kOpponentFeatures = kScalarFeatures + kKindChannels * kNumKinds;

using OpponentFeatureVector = std::array<float, kOpponentFeatures>;

// Opponent position p (≠ view.pos()) as view's seat sees him.
OpponentFeatureVector OpponentFeatures(const TableView& view, int p);

// The names of the numbers in order ("go_around", …, "discarded_1m", …), for the data's schema.
std::string_view OpponentFeatureName(int index);

}  // namespace mj16::bot

#endif  // MJ16_BOT_READING_FEATURES_H_
