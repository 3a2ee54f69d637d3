// `mjref verify RECORD…`: a record played again through the core (core/game/game.h) with the
// referee as its adapter, each seat answering what the record says it answered. The record is
// genuine when every line comes out the same, in the same order to the same seats, with the same
// result; a record edited by hand (or made by another rule set) shows the first line that
// differs.
#ifndef MJ16_TOOLS_MJREF_RECORDS_VERIFY_H_
#define MJ16_TOOLS_MJREF_RECORDS_VERIFY_H_

#include <string>

#include "tools/mjref/engine/record.h"

namespace mj16::mjref {

struct Verdict {
  bool same = true;
  int line = 0;         // the first transcript line that differs, 1-based (0: the result)
  std::string message;  // what differs, empty when the same
};

// The record must have its wall and its transcript (a --log-dir record does).
Verdict VerifyRecord(const GameRecord& record);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_RECORDS_VERIFY_H_
