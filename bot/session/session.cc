#include "bot/session/session.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace mj16::bot {

Session::Session(Decider decide, Sink notes, Sink explain)
    : decide_(std::move(decide)), notes_(std::move(notes)), explain_(std::move(explain)) {}

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
    case Message::Kind::kAsk:
      return FormatAnswer(*OnMessage(*m, line));
    default:
      OnMessage(*m, line);
      return std::nullopt;
  }
}

std::optional<Action> Session::OnMessage(const Message& m, absl::string_view line) {
  std::string formatted;
  auto text = [&]() -> absl::string_view {
    if (line.empty() && formatted.empty()) formatted = FormatMessage(m);
    return line.empty() ? formatted : line;
  };
  switch (m.kind) {
    case Message::Kind::kReady:
      return std::nullopt;
    case Message::Kind::kClose:
      closed_ = true;
      return std::nullopt;
    case Message::Kind::kAsk: {
      const bool explain = static_cast<bool>(explain_);
      Decision d = decide_(view_, m.ask, explain);
      last_reason_ = std::move(d.reason);
      if (d.fallback || explain) {
        const std::string answer = FormatAnswer(d.action);
        if (d.fallback) Note(absl::StrCat("'", text(), "': ", last_reason_, "; answered ", answer));
        if (explain) {
          explain_(absl::StrCat("[", view_.pos(), " go-around ", view_.go_around(), "] ", text(),
                                " -> ", answer, "  (", last_reason_, ")\n", d.explanation));
        }
      }
      return d.action;
    }
    default:
      break;
  }
  if (m.kind == Message::Kind::kStart) game_over_ = false;
  if (m.kind == Message::Kind::kExit) game_over_ = true;
  if (absl::Status s = view_.Apply(m); !s.ok()) {
    Note(absl::StrCat("'", text(), "' disagrees with what this bot saw: ", s.message()));
  }
  return std::nullopt;
}

}  // namespace mj16::bot
