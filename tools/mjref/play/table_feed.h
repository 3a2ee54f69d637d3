// What the web server of `mjref play` and `mjref match --watch` shows: a table's state as JSON
// (table_json.h) that changes as the game moves, and the pages that open and close on it.
#ifndef MJ16_TOOLS_MJREF_PLAY_TABLE_FEED_H_
#define MJ16_TOOLS_MJREF_PLAY_TABLE_FEED_H_

#include <chrono>
#include <string>

#include "absl/strings/string_view.h"

namespace mj16::mjref {

class TableFeed {
 public:
  virtual ~TableFeed() = default;
  virtual std::string StateJson() const = 0;
  // The state's version: it grows with every change. Waits up to `timeout` for one after `seen`.
  virtual int WaitForChange(int seen, std::chrono::milliseconds timeout) const = 0;
  // Once stopped, no change comes any more: the event streams end.
  virtual bool stopped() const = 0;
  // A page's event stream opened (named `tab` by the page, or empty) or closed.
  virtual void Connect(absl::string_view /*tab*/) {}
  virtual void Disconnect(absl::string_view /*tab*/) {}
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_PLAY_TABLE_FEED_H_
