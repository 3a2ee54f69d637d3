// mjcalc: a hand calculator for people and scripts (SPEC §4, §7).
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "core/program.h"
#include "tools/common/json.h"
#include "tools/mjcalc/commands.h"
#include "tools/mjcalc/request.h"

namespace {

int Fail(const std::string& message, bool json) {
  std::cerr << "mjcalc: " << message << "\n";
  if (json) std::cout << "{\"error\":" << mj16::JsonQuote(message) << "}\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  const auto has = [&](absl::string_view a) {
    return std::find(args.begin(), args.end(), a) != args.end();
  };
  // --help anywhere (mjcalc score --help too): the one usage covers every subcommand.
  if (args.empty() || args[0] == "help" || has("--help") || has("-h")) {
    std::cout << mj16::mjcalc::Usage();
    return args.empty() ? 2 : 0;
  }
  if (has("--version")) {
    std::cout << "mjcalc " << mj16::BuildVersion() << "\n";
    return 0;
  }
  const bool json = mj16::mjcalc::WantsJson(args);
  absl::StatusOr<mj16::mjcalc::Request> request = mj16::mjcalc::ParseRequest(args);
  if (!request.ok()) return Fail(std::string(request.status().message()), json);
  if (!request->transcript.empty()) {
    std::ifstream in(request->transcript);
    if (!in) return Fail("cannot read transcript '" + request->transcript + "'", json);
    std::stringstream text;
    text << in.rdbuf();
    request->transcript_text = text.str();
  }
  absl::StatusOr<mj16::mjcalc::Output> out = mj16::mjcalc::Run(*request);
  if (!out.ok()) return Fail(std::string(out.status().message()), json);
  std::cout << (json ? out->json + "\n" : out->text);
  return 0;
}
