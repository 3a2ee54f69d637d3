#include "tools/training/labels_command.h"

#include <fstream>
#include <ostream>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bot/settings/settings.h"
#include "tools/common/args.h"
#include "tools/mjref/records/record_parse.h"
#include "tools/training/labels.h"

namespace mj16::training {
namespace {

int Fail(std::ostream& err, const std::string& message) {
  err << "mjref labels: " << message << "\n";
  return 2;
}

}  // namespace

int LabelsCommand(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::vector<std::string> logs;
  std::string output;
  LabelOptions options;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "-o" || a == "--output") {
      if (i + 1 >= args.size()) return Fail(err, absl::StrCat(a, " needs a file"));
      output = args[++i];
    } else if (absl::StartsWith(a, "--output=")) {
      output = a.substr(9);
    } else if (a == "--no-heuristics") {
      options.heuristics = false;
    } else if (const std::string name = a.substr(0, a.find('='));
               name == "--worlds" || name == "--set") {
      const absl::StatusOr<std::string> value = OptionValue(args, i, name);
      if (!value.ok()) return Fail(err, std::string(value.status().message()));
      const std::string& v = *value;
      if (name == "--worlds") {
        if (!absl::SimpleAtoi(v, &options.worlds) || options.worlds < 0) {
          return Fail(err, absl::StrCat("--worlds: '", v, "' is not a count of worlds"));
        }
      } else {
        absl::StatusOr<bot::Settings> s = bot::ParseOverrides(v, options.settings);
        if (!s.ok()) return Fail(err, absl::StrCat("--set: ", s.status().message()));
        options.settings = *s;
      }
    } else if (absl::StartsWith(a, "-")) {
      return Fail(err, absl::StrCat("unknown option '", a, "' (see mjref labels --help)"));
    } else {
      logs.push_back(a);
    }
  }
  if (logs.empty()) return Fail(err, "which logs? (mjref labels LOG... -o FILE)");
  if (output.empty()) return Fail(err, "where to? (-o FILE)");
  std::ofstream rows(output, std::ios::binary | std::ios::trunc);
  if (!rows) return Fail(err, absl::StrCat("cannot write '", output, "'"));
  LabelWriter writer(rows, options);
  for (const std::string& log : logs) {
    const std::string path = mjref::RecordPathOf(log);
    absl::StatusOr<std::vector<mjref::GameRecord>> records = mjref::ReadRecordFile(path);
    if (!records.ok()) return Fail(err, std::string(records.status().message()));
    for (const mjref::GameRecord& r : *records) {
      if (!writer.Add(r))
        err << "mjref labels: '" << path << "': skipped " << writer.last_skip() << "\n";
    }
  }
  rows.close();
  std::ofstream schema(output + ".json", std::ios::trunc);
  schema << writer.Schema();
  if (!rows || !schema) return Fail(err, absl::StrCat("cannot finish writing '", output, "'"));
  out << writer.games() << " games, " << writer.rows() << " rows of " << kLabelColumns
      << " float32 to " << output << " (schema " << output << ".json)";
  if (writer.skipped() > 0) out << ", " << writer.skipped() << " skipped";
  out << "\n";
  return 0;
}

}  // namespace mj16::training
