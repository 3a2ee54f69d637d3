// A table view rebuilt from protocol lines, for the tests of the units that read one; every line
// must parse and apply.
#ifndef MJ16_TESTS_TEST_VIEWS_H_
#define MJ16_TESTS_TEST_VIEWS_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/protocol.h"
#include "core/table_view.h"

namespace mj16::testing {

inline TableView ReplayLines(const std::vector<std::string>& lines) {
  TableView view;
  for (const std::string& line : lines) {
    absl::StatusOr<Message> m = ParseMessage(line);
    EXPECT_TRUE(m.ok()) << line;
    if (m.ok()) {
      EXPECT_TRUE(view.Apply(*m).ok()) << line;
    }
  }
  return view;
}

}  // namespace mj16::testing

#endif  // MJ16_TESTS_TEST_VIEWS_H_
