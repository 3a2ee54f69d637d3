#include "tools/mjref/tune/spsa.h"

#include <algorithm>
#include <cmath>
#include <variant>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "bot/settings/settings.h"
#include "core/rng.h"

namespace mj16::mjref {
namespace {

// The stream of the perturbations' signs under the tune's seed (the deals use streams 0 to 2).
constexpr std::uint64_t kPerturbationStream = 0x7475;

// Whether `key` is a numeric setting of mjbot's, and an integer one; an error otherwise.
absl::StatusOr<bool> IntegerSetting(absl::string_view key) {
  for (const bot::SettingSpec& s : bot::AllSettings()) {
    if (s.key != key) continue;
    if (std::holds_alternative<int* (*)(bot::Settings&)>(s.field)) return true;
    if (std::holds_alternative<double* (*)(bot::Settings&)>(s.field)) return false;
    return absl::InvalidArgumentError(
        absl::StrCat("'", key, "' is not a numeric setting (a tune moves numbers only)"));
  }
  return absl::InvalidArgumentError(
      absl::StrCat("'", key, "' is no setting of mjbot's (docs/settings.md lists them)"));
}

}  // namespace

absl::StatusOr<std::vector<TuneParam>> ParseTuneSpec(absl::string_view text,
                                                     absl::string_view origin) {
  std::vector<TuneParam> params;
  int number = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++number;
    const auto bad = [&](absl::string_view why) {
      return absl::InvalidArgumentError(absl::StrCat(origin, ":", number, ": ", why));
    };
    line = line.substr(0, line.find('#'));
    const std::vector<absl::string_view> f =
        absl::StrSplit(line, absl::ByAnyChar(" \t\r"), absl::SkipEmpty());
    if (f.empty()) continue;
    if (f.size() != 6) {
      return bad(absl::StrCat("'", absl::StripAsciiWhitespace(line),
                              "' is not KEY START MIN MAX C_END R_END"));
    }
    TuneParam p;
    p.key = std::string(f[0]);
    absl::StatusOr<bool> integer = IntegerSetting(p.key);
    if (!integer.ok()) return bad(integer.status().message());
    p.integer = *integer;
    double* fields[] = {&p.start, &p.min, &p.max, &p.c_end, &p.r_end};
    constexpr const char* kNames[] = {"START", "MIN", "MAX", "C_END", "R_END"};
    for (int i = 0; i < 5; ++i) {
      if (!absl::SimpleAtod(f[i + 1], fields[i]) || !std::isfinite(*fields[i])) {
        return bad(absl::StrCat(kNames[i], " '", f[i + 1], "' is not a number"));
      }
    }
    for (const TuneParam& q : params) {
      if (q.key == p.key) return bad(absl::StrCat("'", p.key, "' is tuned twice"));
    }
    if (!(p.min < p.max)) return bad("MIN must be below MAX");
    if (p.start < p.min || p.start > p.max) {
      return bad(
          absl::StrFormat("START %g lies outside [MIN, MAX] = [%g, %g]", p.start, p.min, p.max));
    }
    if (!(p.c_end > 0) || !(p.r_end > 0)) return bad("C_END and R_END must be above zero");
    params.push_back(std::move(p));
  }
  if (params.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(origin, ": no setting to tune"));
  }
  return params;
}

double SpsaGains::C(const TuneParam& p, int k) const {
  return p.c_end * std::pow(static_cast<double>(iterations) / k, gamma);
}

double SpsaGains::A(const TuneParam& p, int k) const {
  const double big_a = a_ratio * iterations;
  return p.r_end * p.c_end * p.c_end * std::pow((big_a + iterations) / (big_a + k), alpha);
}

std::vector<int> Perturbation(std::uint64_t seed, int k, int settings) {
  Rng rng(DeriveSeed(DeriveSeed(seed, kPerturbationStream), static_cast<std::uint64_t>(k)));
  std::vector<int> delta(static_cast<size_t>(settings));
  for (int& d : delta) d = (rng.Next() >> 63) != 0 ? 1 : -1;
  return delta;
}

std::vector<double> Perturbed(const std::vector<TuneParam>& params, const SpsaGains& gains, int k,
                              const std::vector<double>& theta, const std::vector<int>& delta,
                              int sign) {
  std::vector<double> out(theta.size());
  for (size_t i = 0; i < params.size(); ++i) {
    out[i] = std::clamp(theta[i] + sign * gains.C(params[i], k) * delta[i], params[i].min,
                        params[i].max);
  }
  return out;
}

std::vector<double> Updated(const std::vector<TuneParam>& params, const SpsaGains& gains, int k,
                            const std::vector<double>& theta, const std::vector<int>& delta,
                            double result) {
  std::vector<double> out(theta.size());
  for (size_t i = 0; i < params.size(); ++i) {
    const double step = gains.A(params[i], k) / gains.C(params[i], k) * result / delta[i];
    out[i] = std::clamp(theta[i] + step, params[i].min, params[i].max);
  }
  return out;
}

std::string SettingText(const TuneParam& param, double value) {
  return param.integer ? absl::StrCat(std::llround(value)) : absl::StrFormat("%.6g", value);
}

std::string SettingsText(const std::vector<TuneParam>& params, const std::vector<double>& theta) {
  std::vector<std::string> items;
  for (size_t i = 0; i < params.size(); ++i) {
    items.push_back(absl::StrCat(params[i].key, "=", SettingText(params[i], theta[i])));
  }
  return absl::StrJoin(items, ",");
}

}  // namespace mj16::mjref
