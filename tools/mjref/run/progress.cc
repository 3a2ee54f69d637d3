#include "tools/mjref/run/progress.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "absl/strings/str_format.h"

namespace mj16::mjref {

std::string ProgressLine(int done, int total, double seconds) {
  constexpr int kWidth = 20;
  const int filled = total > 0 ? std::clamp(done * kWidth / total, 0, kWidth) : kWidth;
  const double rate = seconds > 0 ? done / seconds : 0.0;
  std::string eta = "-:--:--";
  if (rate > 0) {
    const long long left = static_cast<long long>((total - done) / rate + 0.5);
    eta = absl::StrFormat("%d:%02d:%02d", left / 3600, left / 60 % 60, left % 60);
  }
  return absl::StrFormat("[%s%s] %d/%d games  %.1f games/s  ETA %s", std::string(filled, '#'),
                         std::string(kWidth - filled, '.'), done, total, rate, eta);
}

ProgressBar::ProgressBar(int total) : ProgressBar(total, isatty(STDERR_FILENO) != 0) {}

ProgressBar::ProgressBar(int total, bool enabled) : total_(total), enabled_(enabled) {}

void ProgressBar::Draw(int done) {
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  // \r and erase-to-end: the line is redrawn in place.
  std::fprintf(stderr, "\r%s\033[K", ProgressLine(done, total_, seconds).c_str());
  std::fflush(stderr);
}

void ProgressBar::Update(int done) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  Draw(done);
}

void ProgressBar::Finish(int done) {
  if (!enabled_) return;
  Draw(done);
  std::fputc('\n', stderr);
}

void ProgressBar::Note(const std::string& line, int done, std::ostream& err) {
  if (enabled_) {
    std::fputs("\r\033[K", stderr);
    std::fflush(stderr);
  }
  err << line << "\n" << std::flush;
  if (enabled_) Draw(done);
}

}  // namespace mj16::mjref
