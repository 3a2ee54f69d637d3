// mjbot: the player, speaking the competition protocol on stdin/stdout (SPEC §3, §4).
#ifdef _WIN32
#ifndef NOMINMAX  // windows.h's min and max macros would break std::min below
#define NOMINMAX
#endif
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/flags/usage.h"
#include "absl/strings/str_cat.h"
#include "bot/session/session.h"
#include "bot/session/socket_client.h"
#include "bot/session/state_file.h"
#include "bot/session/transcript.h"
#include "bot/settings/settings.h"
#include "core/program.h"
#include "tables/shanten.h"

ABSL_FLAG(std::string, config, "",
          "configuration file (key = value); default: mjbot.conf beside the executable, if any");
ABSL_FLAG(bool, print_config, false, "print the effective settings, grouped by module, and exit");
ABSL_FLAG(bool, settings_doc, false,
          "print every setting with its default and help in Markdown (docs/settings.md) and exit");
ABSL_FLAG(std::string, explain, "", "write every decision, its candidates and the deciding rule");
ABSL_FLAG(bool, prefault, false,
          "map the 31 MB of tables in at start-up (off: measured slower first answers, "
          "docs/bot-processes.md)");
ABSL_FLAG(bool, reasons, false,
          "before each answer, write its one-line reason to stderr as 'reason: ...' (mjref "
          "--reasons shows them in its record and report)");
ABSL_FLAG(bool, stay, false,
          "keep running after /exit (one process for a whole match); stop on /close or EOF");
ABSL_FLAG(std::string, connect, "",
          "HOST:PORT: connect to a competition server and play over TCP instead of stdin/stdout, "
          "game after game until /close or the server closes (the setting connect; "
          "connect_timeout and connect_retries bound the attempts)");
ABSL_FLAG(std::string, transcript, "",
          "DIR: write every line received and sent, with its time, one file a game (the setting "
          "transcript; docs/transcripts.md)");

namespace {

// mjbot.conf in the executable's directory.
std::string DefaultConfigPath() {
  char buf[4096];
#ifdef _WIN32
  // The ANSI spelling, as std::ifstream opens a narrow path in the same code page.
  const DWORD n = GetModuleFileNameA(nullptr, buf, sizeof(buf));
  if (n == 0 || n >= sizeof(buf)) return "";
  std::string exe(buf, n);
  const size_t slash = exe.find_last_of("\\/");
#else
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
  if (n <= 0) return "";
  std::string exe(buf, static_cast<size_t>(n));
  const size_t slash = exe.rfind('/');
#endif
  return exe.substr(0, slash + 1) + "mjbot.conf";
}

absl::StatusOr<mj16::bot::Settings> LoadSettings() {
  std::string path = absl::GetFlag(FLAGS_config);
  const bool explicit_path = !path.empty();
  if (!explicit_path) path = DefaultConfigPath();
  std::ifstream in(path);
  if (!in) {
    if (explicit_path) return absl::NotFoundError(absl::StrCat("cannot read config '", path, "'"));
    return mj16::bot::Settings{};
  }
  std::stringstream text;
  text << in.rdbuf();
  return mj16::bot::ParseSettings(text.str(), path);
}

// Abseil spells flags with underscores; the documented spelling is --print-config. Both work.
std::vector<std::string> NormalizeFlags(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  for (size_t i = 1; i < args.size(); ++i) {
    std::string& a = args[i];
    if (a.rfind("--", 0) != 0) continue;
    const size_t end = std::min(a.find('='), a.size());
    std::replace(a.begin() + 2, a.begin() + static_cast<std::ptrdiff_t>(end), '-', '_');
  }
  return args;
}

}  // namespace

int main(int argc, char** argv) {
#ifdef _WIN32
  // The protocol's bytes as they are: answers end in '\n' alone, as on Linux, and the lines read
  // keep their '\r' for the session to strip, so both builds see and write the same bytes.
  _setmode(_fileno(stdin), _O_BINARY);
  _setmode(_fileno(stdout), _O_BINARY);
#endif
  std::vector<std::string> args = NormalizeFlags(argc, argv);
  std::vector<char*> arg_ptrs;
  for (std::string& a : args) arg_ptrs.push_back(a.data());
  mj16::SetUpFlags(
      "mjbot",
      "mjbot [--config FILE] [--explain FILE] [--stay] [--connect HOST:PORT] [--transcript DIR]: "
      "a Taiwanese 16-tile mahjong player speaking the competition protocol on stdin/stdout or "
      "over TCP (SPEC §3); settings come from the configuration file (mjbot --print_config "
      "lists them)",
      "bot/main.cc", static_cast<int>(arg_ptrs.size()), arg_ptrs.data());
  absl::ParseCommandLine(static_cast<int>(arg_ptrs.size()), arg_ptrs.data());
  absl::StatusOr<mj16::bot::Settings> settings = LoadSettings();
  // A misconfigured bot fails before a match, never during one.
  if (!settings.ok()) {
    std::cerr << "mjbot: " << settings.status().message() << "\n";
    return 2;
  }
  if (absl::GetFlag(FLAGS_settings_doc)) {
    std::cout << mj16::bot::SettingsReference();
    return 0;
  }
  if (absl::GetFlag(FLAGS_print_config)) {
    std::cout << mj16::bot::FormatSettings(*settings);
    return 0;
  }
  // Before the first line is read: the referee's clock for the first answer is not running yet.
  if (absl::GetFlag(FLAGS_prefault)) mj16::tables::Prefault();
  std::unique_ptr<std::ofstream> explain_file;
  mj16::bot::Session::Sink explain;
  if (const std::string path = absl::GetFlag(FLAGS_explain); !path.empty()) {
    explain_file = std::make_unique<std::ofstream>(path, std::ios::app);
    if (!*explain_file) {
      std::cerr << "mjbot: cannot write explain file '" << path << "'\n";
      return 2;
    }
    explain = [&](absl::string_view text) { *explain_file << text << std::flush; };
  }
  mj16::bot::Session session(
      *settings, [](absl::string_view note) { std::cerr << "mjbot: " << note << "\n"; }, explain);
  const std::string& state_file = settings->session.state_file;
  if (!state_file.empty()) {
    if (absl::Status s = mj16::bot::LoadStandings(state_file, session.mutable_view()); !s.ok()) {
      std::cerr << "mjbot: " << s.message() << " (standings start from zero)\n";
    }
  }
  // The protocol's two ends: stdin/stdout, or a connection to a server (which plays game after
  // game on it).
  std::string address = absl::GetFlag(FLAGS_connect);
  if (address.empty()) address = settings->session.connect;
  std::unique_ptr<mj16::bot::SocketLines> socket;
  if (!address.empty()) {
    absl::StatusOr<int> fd = mj16::bot::ConnectTcp(address, settings->session.connect_timeout,
                                                   settings->session.connect_retries);
    if (!fd.ok()) {
      std::cerr << "mjbot: " << fd.status().message() << "\n";
      return 1;
    }
    socket = std::make_unique<mj16::bot::SocketLines>(*fd);
  }
  std::string transcript_dir = absl::GetFlag(FLAGS_transcript);
  if (transcript_dir.empty()) transcript_dir = settings->session.transcript;
  mj16::bot::Transcript transcript(
      transcript_dir, std::string(mj16::BuildVersion()),
      [](absl::string_view note) { std::cerr << "mjbot: " << note << "\n"; });
  const auto read_line = [&](std::string& line) {
    const bool ok =
        socket ? socket->ReadLine(line) : static_cast<bool>(std::getline(std::cin, line));
    if (ok) transcript.Received(line);
    return ok;
  };
  const auto write_line = [&](const std::string& line) {
    transcript.Sent(line);
    if (socket) return socket->WriteLine(line);
    std::cout << line << "\n" << std::flush;
    return static_cast<bool>(std::cout);
  };
  const bool stay = absl::GetFlag(FLAGS_stay) || socket != nullptr;
  const bool reasons = absl::GetFlag(FLAGS_reasons);
  int games_saved = session.view().games_finished();
  std::string line;
  bool lost = false;
  while (true) {
    if (!read_line(line)) {
      lost = socket != nullptr && session.view().in_game();
      break;
    }
    if (std::optional<std::string> answer = session.OnLine(line)) {
      // The reason first: a referee reading stderr finds it there once the answer arrives.
      if (reasons && *answer != "/ready") std::cerr << "reason: " << session.last_reason() << "\n";
      if (!write_line(*answer)) {
        lost = socket != nullptr;
        break;
      }
    }
    if (session.closed()) break;
    if (session.view().games_finished() != games_saved) {  // an /exit: the game is over
      games_saved = session.view().games_finished();
      if (!state_file.empty()) {
        if (absl::Status s = mj16::bot::SaveStandings(state_file, session.view()); !s.ok()) {
          std::cerr << "mjbot: " << s.message() << "\n";
        }
      }
      if (!stay) break;
    }
  }
  if (lost) {
    std::cerr << "mjbot: the connection to " << address << " was lost during a game\n";
    return 1;
  }
  return 0;
}
