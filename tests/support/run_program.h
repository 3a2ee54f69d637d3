// Runs a program for an end-to-end test and captures what it prints.
#ifndef MJ16_TESTS_RUN_PROGRAM_H_
#define MJ16_TESTS_RUN_PROGRAM_H_

#include <sys/wait.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace mj16::testing {

struct ProgramResult {
  int exit_code = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

// `command` is a shell command line; stderr goes to a temporary file so both streams are kept.
inline ProgramResult RunProgram(const std::string& command) {
  char err_path[] = "/tmp/mj16_e2e_XXXXXX";  // mkstemp: a name of its own
  const int fd = mkstemp(err_path);
  if (fd >= 0) close(fd);
  ProgramResult result;
  FILE* pipe = popen((command + " 2>" + err_path).c_str(), "r");
  if (pipe == nullptr) return result;
  std::array<char, 4096> buf;
  size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), pipe)) > 0) result.out.append(buf.data(), n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (FILE* err = fopen(err_path, "r")) {
    while ((n = fread(buf.data(), 1, buf.size(), err)) > 0) result.err.append(buf.data(), n);
    fclose(err);
  }
  remove(err_path);
  return result;
}

// A folder of this test process's own under the temporary directory (mkdtemp: a unique name),
// removed when the process exits: two test runs at once (two clones, CI beside a developer)
// never read each other's files. Ends with '/'.
inline const std::string& UniqueTempDir() {
  // A plain array, so that the exit handler still has it when static strings are gone.
  static char made[4096];
  static const std::string dir = [] {
    const std::string pattern = ::testing::TempDir() + "mj16_test_XXXXXX";
    if (pattern.size() >= sizeof(made)) return ::testing::TempDir();
    pattern.copy(made, pattern.size());
    if (mkdtemp(made) == nullptr) return ::testing::TempDir();
    std::atexit([] {
      std::error_code ignored;
      std::filesystem::remove_all(made, ignored);
    });
    return std::string(made) + "/";
  }();
  return dir;
}

// A path in this process's unique folder named after the running test.
inline std::string TestPath(const std::string& name) {
  const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
  return UniqueTempDir() + info->test_suite_name() + "_" + info->name() + "_" + name;
}

// Writes `text` to TestPath(name) and returns the path.
inline std::string WriteTestFile(const std::string& name, const std::string& text) {
  const std::string path = TestPath(name);
  std::ofstream(path) << text;
  return path;
}

// An in-process subcommand, `command(args, out, err)` → exit status, run as `name args...`, with
// what it printed: the same result as its program would give.
template <class Command>
ProgramResult RunSubcommand(Command&& command, const std::string& name,
                            std::vector<std::string> args) {
  args.insert(args.begin(), name);
  std::ostringstream out, err;
  ProgramResult r;
  r.exit_code = command(args, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

inline std::string ReadTestFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_RUN_PROGRAM_H_
