// Runs a program for an end-to-end test and captures what it prints.
#ifndef MJ16_TESTS_RUN_PROGRAM_H_
#define MJ16_TESTS_RUN_PROGRAM_H_

#include <sys/wait.h>

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace mj16::testing {

struct ProgramResult {
  int exit_code = -1;
  std::string out;  // stdout
  std::string err;  // stderr
};

// `command` is a shell command line; stderr goes to a temporary file so both streams are kept.
inline ProgramResult RunProgram(const std::string& command) {
  char err_path[] = "/tmp/mj16_e2e_XXXXXX";
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

// A path in the test temporary directory named after the running test, so that tests running in
// parallel processes (ctest -j) never share a file.
inline std::string TestPath(const std::string& name) {
  const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
  return ::testing::TempDir() + info->test_suite_name() + "_" + info->name() + "_" + name;
}

// Writes `text` to TestPath(name) and returns the path.
inline std::string WriteTestFile(const std::string& name, const std::string& text) {
  const std::string path = TestPath(name);
  std::ofstream(path) << text;
  return path;
}

inline std::string ReadTestFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_RUN_PROGRAM_H_
