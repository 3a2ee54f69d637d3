#include "tools/mjref/bots/bot_loop.h"

#include <memory>
#include <string>
#include <vector>

#include "core/hash.h"
#include "core/protocol.h"

namespace mj16::mjref {

void ServeProtocol(PlayerFactory& factory, std::istream& in, std::ostream& out, std::ostream& log) {
  std::unique_ptr<Player> player;
  std::vector<Message> pending;  // /start and /initGame, until the player exists
  int seat = 0;
  std::string line;
  auto answer = [&](absl::string_view text) { out << text << '\n' << std::flush; };
  while (std::getline(in, line)) {
    absl::StatusOr<Message> m = ParseMessage(line);
    if (!m.ok()) {
      log << "mjref bot: ignoring '" << TrimLine(line) << "': " << m.status().message() << '\n';
      continue;
    }
    switch (m->kind) {
      case Message::Kind::kReady:
        answer("/ready");
        continue;
      case Message::Kind::kClose:
        return;
      case Message::Kind::kStart:
        player.reset();
        pending = {*m};
        seat = m->pos - 1;
        continue;
      case Message::Kind::kInitCard: {
        const std::uint64_t fp = Fnv1a(TrimLine(line));
        absl::StatusOr<std::unique_ptr<Player>> p =
            factory.Create(static_cast<int>(fp & 0x7FFFFFFF), seat, fp);
        if (!p.ok()) {
          log << "mjref bot: " << p.status().message() << '\n';
          continue;
        }
        player = *std::move(p);
        for (const Message& early : pending) player->Tell(early).IgnoreError();
        pending.clear();
        break;
      }
      default:
        break;
    }
    if (!player) {
      if (m->kind == Message::Kind::kAsk)
        answer("/pass");  // asked before the deal: nothing to do
      else
        pending.push_back(*std::move(m));
      continue;
    }
    if (m->kind == Message::Kind::kAsk) {
      absl::StatusOr<Action> a = player->Decide(*m);
      answer(a.ok() ? FormatAnswer(*a) : "/pass");
    } else {
      player->Tell(*m).IgnoreError();
    }
    if (m->kind == Message::Kind::kExit) player.reset();
  }
}

}  // namespace mj16::mjref
