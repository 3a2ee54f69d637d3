#include "bot/session/state_file.h"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace mj16::bot {

absl::Status LoadStandings(const std::string& path, TableView& view) {
  std::ifstream in(path);
  if (!in) return absl::OkStatus();
  std::array<int, 4> standings{};
  int games = 0;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    const std::vector<absl::string_view> w = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (w.empty()) continue;
    bool ok = false;
    if (w[0] == "standings" && w.size() == 5) {
      ok = true;
      for (int i = 0; i < 4; ++i) ok &= absl::SimpleAtoi(w[i + 1], &standings[i]);
    } else if (w[0] == "games" && w.size() == 2) {
      ok = absl::SimpleAtoi(w[1], &games);
    }
    if (!ok)
      return absl::DataLossError(absl::StrCat(path, ":", number, ": cannot read '", line, "'"));
  }
  view.set_standings(standings);
  view.set_games_finished(games);
  return absl::OkStatus();
}

absl::Status SaveStandings(const std::string& path, const TableView& view) {
  // Written beside and renamed, so a process killed mid-write leaves the old file whole.
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    const std::array<int, 4>& s = view.standings();
    out << "standings " << s[0] << " " << s[1] << " " << s[2] << " " << s[3] << "\n"
        << "games " << view.games_finished() << "\n";
    if (!out.flush()) return absl::UnavailableError(absl::StrCat("cannot write ", tmp));
  }
  // std::filesystem's rename replaces the old file on Windows too, where std::rename fails.
  std::error_code error;
  std::filesystem::rename(tmp, path, error);
  if (error) {
    return absl::UnavailableError(absl::StrCat("cannot rename ", tmp, " to ", path));
  }
  return absl::OkStatus();
}

}  // namespace mj16::bot
