// Fuzz target: mjbot's whole stdin loop. The input is split into lines as bot/main.cc's getline
// does and fed to a bot::Session with the default settings but a small Monte-Carlo budget (as
// `mjbot --stay`: it carries on after /exit, stopping only at /close). Besides crashes and
// sanitizer reports, every answer to a well-formed `/ask` must be legal for the session's own
// view (SPEC §3: "a bot never answers with an illegal action"); an illegal one aborts. The view
// is all a bot has, so legality is judged against it: the cards named are held and the answer is
// one the engine lists for that hand (core/game/legal.h).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "bot/session/session.h"
#include "bot/settings/settings.h"
#include "core/game/legal.h"
#include "core/protocol.h"
#include "core/table_view.h"

namespace {

using mj16::Action;
using mj16::ActionType;
using mj16::Ask;
using mj16::TableView;

// Why `a` is not a legal answer to `/ask ask` in `view` (the engine's list for the hand the view
// holds: core/game/legal.h); empty when it is.
std::string WhyIllegal(const TableView& view, Ask ask, const Action& a) {
  if (!view.hand().HoldsAll(a.Cards())) return "names a card not held (or one twice)";
  const mj16::game::LegalAnswers answers = mj16::game::AnswersTo(view, ask);
  // With nothing held no throw is legal; /pass is what a bot can still say.
  if (answers.empty()) return a.type == ActionType::kPass ? "" : "throws from nothing";
  return mj16::game::Matching(answers, a) != nullptr ? "" : "not one of the legal answers";
}

// The defaults, with a small Monte-Carlo budget: every Monte-Carlo path still runs, but at the
// default 4,000 playouts a late /ask took a whole search and a minute fuzzed some 200 inputs.
mj16::bot::Settings FuzzSettings() {
  mj16::bot::Settings s;
  s.mc.mc_playouts = 50;
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const absl::string_view input(reinterpret_cast<const char*>(data), size);
  mj16::bot::Session session(FuzzSettings(), nullptr);
  size_t start = 0;
  while (start < input.size() && !session.closed()) {
    size_t end = input.find('\n', start);
    if (end == absl::string_view::npos) end = input.size();
    const absl::string_view line = input.substr(start, end - start);
    start = end + 1;

    absl::StatusOr<mj16::Message> m = mj16::ParseMessage(mj16::TrimLine(line));
    const std::optional<std::string> answer = session.OnLine(line);
    if (!m.ok() || m->kind != mj16::Message::Kind::kAsk) continue;
    // An /ask does not change the view: it is judged against the view that answered it.
    const absl::StatusOr<Action> a =
        answer ? mj16::ParseAnswer(*answer) : absl::InvalidArgumentError("no answer");
    std::string why = a.ok() ? WhyIllegal(session.view(), m->ask, *a) : a.status().ToString();
    if (!why.empty()) {
      std::fprintf(stderr, "illegal answer '%s' to '%s': %s\n", answer ? answer->c_str() : "",
                   std::string(line).c_str(), why.c_str());
      std::abort();
    }
  }
  return 0;
}
