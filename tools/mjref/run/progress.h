// A progress line on stderr for long matches: games done, rate and ETA. Only on a terminal; in a
// pipe or a file it stays quiet (but for its notes).
#ifndef MJ16_TOOLS_MJREF_RUN_PROGRESS_H_
#define MJ16_TOOLS_MJREF_RUN_PROGRESS_H_

#include <chrono>
#include <ostream>
#include <string>

namespace mj16::mjref {

// "[#####.....]  96/192 games  812.4 games/s  ETA 0:00:07"
std::string ProgressLine(int done, int total, double seconds);

class ProgressBar {
 public:
  // Enabled when stderr is a terminal.
  explicit ProgressBar(int total);
  ProgressBar(int total, bool enabled);
  // Redrawn at most ten times a second.
  void Update(int done);
  // The last state, then a newline.
  void Finish(int done);
  // A line of its own on `err` (stderr), terminal or not: a sequential test's state after each
  // set. On a terminal the bar is redrawn below it.
  void Note(const std::string& line, int done, std::ostream& err);

 private:
  void Draw(int done);

  int total_;
  bool enabled_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RUN_PROGRESS_H_
