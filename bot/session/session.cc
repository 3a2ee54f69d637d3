#include "bot/session/session.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace mj16::bot {

Session::Session(Policy policy, Sink notes, Sink explain)
    : policy_(std::move(policy)), notes_(std::move(notes)), explain_(std::move(explain)) {}

Session::Session(const Settings& settings, Sink notes, Sink explain)
    : Session([settings](const TableView& view, Ask ask,
                         bool explain) { return Decide(view, ask, settings, explain); },
              std::move(notes), std::move(explain)) {}

void Session::Note(absl::string_view text) {
  if (notes_) notes_(text);
}

std::optional<std::string> Session::OnLine(absl::string_view raw) {
  const absl::string_view line = TrimLine(raw);
  if (line.empty()) return std::nullopt;
  absl::StatusOr<Message> m = ParseMessage(line);
  if (!m.ok()) {
    Note(absl::StrCat("ignored '", line, "': ", m.status().message()));
    // A question we cannot read still gets the one answer that is always legal.
    if (absl::StartsWithIgnoreCase(line, "/ask")) {
      last_reason_ = "a question this bot could not read: passed";
      return "/pass";
    }
    return std::nullopt;
  }
  switch (m->kind) {
    case Message::Kind::kReady:
      return "/ready";
    case Message::Kind::kClose:
      closed_ = true;
      return std::nullopt;
    case Message::Kind::kAsk: {
      const bool explain = static_cast<bool>(explain_);
      const Decision d = policy_(view_, m->ask, explain);
      const std::string answer = FormatAnswer(d.action);
      last_reason_ = d.reason;
      if (d.fallback) Note(absl::StrCat("'", line, "': ", d.reason, "; answered ", answer));
      if (explain) {
        explain_(absl::StrCat("[", view_.pos(), " go-around ", view_.go_around(), "] ", line,
                              " -> ", answer, "  (", d.reason, ")\n", d.explanation));
      }
      return answer;
    }
    default:
      break;
  }
  if (m->kind == Message::Kind::kStart) game_over_ = false;
  if (m->kind == Message::Kind::kExit) game_over_ = true;
  if (absl::Status s = view_.Apply(*m); !s.ok()) {
    Note(absl::StrCat("'", line, "' disagrees with what this bot saw: ", s.message()));
  }
  return std::nullopt;
}

}  // namespace mj16::bot
