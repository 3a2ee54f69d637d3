// One bot's conversation with a referee: protocol lines in, answer lines out (SPEC §3). Parsing
// and writing stay here, at the edge; decisions come from a policy (mjbot's is decide.h; the
// baseline players bring their own). The same session runs in the mjbot process and in-process as
// mjref's builtin players.
#ifndef MJ16_BOT_SESSION_SESSION_H_
#define MJ16_BOT_SESSION_SESSION_H_

#include <functional>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "bot/decide/decide.h"
#include "bot/settings/settings.h"
#include "core/protocol.h"
#include "core/table_view.h"

namespace mj16::bot {

class Session {
 public:
  // Where notes (lines not understood, fallbacks) and explanations go; either may be empty.
  using Sink = std::function<void(absl::string_view)>;
  // Answers one question from the view; must name only cards the view holds.
  using Decider = std::function<Decision(const TableView&, Ask, bool explain)>;

  Session(Decider decide, Sink notes, Sink explain = nullptr);
  // mjbot's own answers, Decide with these settings.
  Session(const Settings& settings, Sink notes, Sink explain = nullptr);

  // Takes one line from the referee. Returns the answer for `/ask …` (always a legal one, even
  // for a question that makes no sense) and for `/ready`; nothing for every other line.
  std::optional<std::string> OnLine(absl::string_view line);
  // The same for a line already parsed (an in-process player spared the text): the action for
  // `/ask …`, nothing for every other message. `line`, when given, is quoted in notes; otherwise
  // the message is formatted for them.
  std::optional<Action> OnMessage(const Message& m, absl::string_view line = {});

  // The reason of the last answer to an `/ask` (Decision::reason).
  const std::string& last_reason() const { return last_reason_; }

  bool game_over() const { return game_over_; }  // /exit seen since the last /start
  bool closed() const { return closed_; }        // /close seen

  const TableView& view() const { return view_; }
  TableView& mutable_view() { return view_; }

 private:
  void Note(absl::string_view text);

  Decider decide_;
  Sink notes_;
  Sink explain_;
  TableView view_;
  std::string last_reason_;
  bool game_over_ = false;
  bool closed_ = false;
};

}  // namespace mj16::bot

#endif  // MJ16_BOT_SESSION_SESSION_H_
