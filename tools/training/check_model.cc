// check_model reading|policy|value MODEL FIXTURE: a freshly trained model's C++ forward pass
// (bot/reading/model.h, bot/policy/network.h, tools/mjref/luck/value_model.h) against PyTorch's
// outputs on the fixture the training wrote with it (fixture.h). Exit 0 when every output agrees
// to 1e-5, 1 when one does not, 2 for a bad argument or an unreadable file.
#include <iostream>

#include "tools/common/files.h"
#include "tools/training/fixture.h"

namespace mj16::training {
namespace {

// The disagreements of the model of `kind` that `text` holds.
absl::StatusOr<std::vector<std::string>> Check(const std::string& kind, const std::string& text,
                                               const std::vector<FixtureCase>& cases) {
  const auto check = [&](const auto& model) -> absl::StatusOr<std::vector<std::string>> {
    if (!model.ok()) return model.status();
    return Disagreements(*model, cases);
  };
  if (kind == "reading") return check(bot::ReadingModel::Parse(text));
  if (kind == "policy") return check(bot::policy::PolicyNetwork::Parse(text));
  if (kind == "value") return check(mjref::ValueModel::Parse(text));
  return absl::InvalidArgumentError(absl::StrCat("no model '", kind, "'"));
}

int Main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: check_model reading|policy|value MODEL FIXTURE\n";
    return 2;
  }
  const absl::StatusOr<std::string> text = tooling::ReadTextFile(argv[2]);
  const absl::StatusOr<std::vector<FixtureCase>> cases = ReadFixture(argv[3]);
  absl::StatusOr<std::vector<std::string>> bad = !text.ok()    ? text.status()
                                                 : !cases.ok() ? cases.status()
                                                               : Check(argv[1], *text, *cases);
  if (!bad.ok()) {
    std::cerr << "check_model: " << bad.status().message() << "\n";
    return 2;
  }
  for (const std::string& line : *bad) std::cerr << "check_model: " << line << "\n";
  if (!bad->empty()) return 1;
  std::cout << cases->size() << " cases: C++ agrees with PyTorch to 1e-5\n";
  return cases->empty() ? 1 : 0;
}

}  // namespace
}  // namespace mj16::training

int main(int argc, char** argv) { return mj16::training::Main(argc, argv); }
