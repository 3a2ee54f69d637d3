#include "tools/mjref/results/sprt.h"

#include <cmath>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_split.h"

namespace mj16::mjref {

double SprtTest::Lower() const { return std::log(beta / (1 - alpha)); }
double SprtTest::Upper() const { return std::log((1 - beta) / alpha); }

absl::StatusOr<SprtTest> ParseSprt(absl::string_view text) {
  const std::vector<absl::string_view> fields = absl::StrSplit(text, ',');
  const auto bad = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat("--sprt: '", text, "': ", why));
  };
  if (fields.size() != 2 && fields.size() != 4) return bad("not H0,H1[,ALPHA,BETA]");
  std::vector<double> v;
  for (absl::string_view f : fields) {
    double x = 0;
    if (!absl::SimpleAtod(f, &x) || !std::isfinite(x)) {
      return bad(absl::StrCat("'", f, "' is not a number"));
    }
    v.push_back(x);
  }
  SprtTest t{v[0], v[1]};
  if (!(t.h0 < t.h1)) return bad("H0 must be below H1 (points a game)");
  if (v.size() == 4) {
    t.alpha = v[2];
    t.beta = v[3];
    if (!(t.alpha > 0 && t.alpha < 0.5 && t.beta > 0 && t.beta < 0.5)) {
      return bad("ALPHA and BETA must lie between 0 and 0.5");
    }
  }
  return t;
}

std::string SprtLabel(const SprtTest& t) {
  return absl::StrCat(t.h0, ",", t.h1, ",", t.alpha, ",", t.beta);
}

const char* VerdictName(SprtVerdict verdict) {
  switch (verdict) {
    case SprtVerdict::kH0:
      return "H0";
    case SprtVerdict::kH1:
      return "H1";
    case SprtVerdict::kUndecided:
      break;
  }
  return "undecided";
}

SprtOutcome RunSprt(const SprtTest& test, const std::vector<GroupDiff>& groups, int sides) {
  SprtOutcome out;
  out.test = test;
  double sum = 0, sum_sq = 0;
  for (const GroupDiff& g : groups) {
    SprtStep step = out.last;
    ++step.groups;
    step.games += g.games * sides;
    sum += g.diff;
    sum_sq += g.diff * g.diff;
    const double n = step.groups;
    step.mean = sum / n;
    const double variance = sum_sq / n - step.mean * step.mean;
    step.llr = variance > 0
                   ? n * (test.h1 - test.h0) * (2 * step.mean - test.h0 - test.h1) / (2 * variance)
                   : 0.0;
    out.last = step;
    out.trajectory.push_back(step);
    if (step.groups < kSprtMinGroups) continue;
    if (step.llr >= test.Upper()) out.verdict = SprtVerdict::kH1;
    if (step.llr <= test.Lower()) out.verdict = SprtVerdict::kH0;
    if (out.verdict != SprtVerdict::kUndecided) break;
  }
  return out;
}

std::string SprtLine(const SprtOutcome& o) {
  const SprtTest& t = o.test;
  const std::string head =
      absl::StrFormat("SPRT H0 %g / H1 %g (alpha %g, beta %g): ", t.h0, t.h1, t.alpha, t.beta);
  const std::string verdict = o.verdict == SprtVerdict::kUndecided
                                  ? std::string("undecided")
                                  : absl::StrCat(VerdictName(o.verdict), " accepted");
  return absl::StrFormat(
      "%s%s after %d games (%d groups), %s mean %+.1f, LLR %.2f [bounds %.2f, %.2f]", head, verdict,
      o.last.games, o.last.groups, o.luck_adjusted ? "luck-adjusted" : "raw", o.last.mean,
      o.last.llr, t.Lower(), t.Upper());
}

void WriteSprtJson(JsonWriter& j, const SprtOutcome& o) {
  j.BeginObject();
  j.Key("result").String(VerdictName(o.verdict));
  j.Key("games").Int(o.last.games);
  j.Key("groups").Int(o.last.groups);
  j.Key("mean").Double(o.last.mean);
  j.Key("llr").Double(o.last.llr);
  j.Key("luck_adjusted").Bool(o.luck_adjusted);
  j.Key("bounds").BeginArray().Double(o.test.Lower()).Double(o.test.Upper()).EndArray();
  j.Key("h0").Double(o.test.h0);
  j.Key("h1").Double(o.test.h1);
  j.Key("alpha").Double(o.test.alpha);
  j.Key("beta").Double(o.test.beta);
  j.Key("trajectory").BeginArray();
  for (const SprtStep& s : o.trajectory) {
    j.BeginObject();
    j.Key("groups").Int(s.groups);
    j.Key("games").Int(s.games);
    j.Key("mean").Double(s.mean);
    j.Key("llr").Double(s.llr);
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
}

}  // namespace mj16::mjref
