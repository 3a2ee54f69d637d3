// Simultaneous-perturbation stochastic approximation (Spall 1992) over mjbot's settings, as
// Stockfish's fishtest tunes: its SPEC fields and its gain schedule (docs/tune.md).
//
// A SPEC line names one setting: `KEY START MIN MAX C_END R_END`. Over N iterations, iteration k
// (1-based) perturbs every setting by ±c_k at once (the signs Δ from the tune's seed) and plays
// θ + c_k·Δ against θ − c_k·Δ; with r the first's points a game minus the second's, each setting
// moves by a_k · r / (c_k · Δ_i), then is clamped to [MIN, MAX]. The gains:
//   c_k = c / k^γ,          c = C_END · N^γ            (so c_N = C_END)
//   a_k = a / (A + k)^α,    a = R_END · C_END² · (A + N)^α  (so a_N / c_N² = R_END)
// with α = 0.602, γ = 0.101 and A = 0.1·N: fishtest's defaults. C_END is the perturbation at the
// end, in the setting's units; R_END the learning rate at the end, per point a game: a last
// iteration that finds r moves a setting by R_END · C_END · r.
#ifndef MJ16_TOOLS_MJREF_TUNE_SPSA_H_
#define MJ16_TOOLS_MJREF_TUNE_SPSA_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace mj16::mjref {

struct TuneParam {
  std::string key;
  double start = 0;
  double min = 0;
  double max = 0;
  double c_end = 0;
  double r_end = 0;
  bool integer = false;  // an integer setting: played rounded
};

// The SPEC's text: one setting a line, `#` comments and blank lines. A line is refused, by its
// number, when it has not six fields, a field is no number, the key is no numeric setting of
// mjbot's (bot/settings/settings.h) or is there twice, MIN ≥ MAX, START lies outside [MIN, MAX],
// or C_END or R_END is not above zero.
absl::StatusOr<std::vector<TuneParam>> ParseTuneSpec(absl::string_view text,
                                                     absl::string_view origin);

struct SpsaGains {
  int iterations = 0;  // N
  double alpha = 0.602;
  double gamma = 0.101;
  double a_ratio = 0.1;                       // A = a_ratio · N
  double C(const TuneParam& p, int k) const;  // c_k
  double A(const TuneParam& p, int k) const;  // a_k
};

// Iteration k's signs, one per setting: ±1 from the seed alone, so a resumed tune draws the same.
std::vector<int> Perturbation(std::uint64_t seed, int k, int settings);

// θ + sign · c_k · Δ, each within [MIN, MAX].
std::vector<double> Perturbed(const std::vector<TuneParam>& params, const SpsaGains& gains, int k,
                              const std::vector<double>& theta, const std::vector<int>& delta,
                              int sign);
// θ after iteration k found `result` (θ+ minus θ−, points a game), each within [MIN, MAX].
std::vector<double> Updated(const std::vector<TuneParam>& params, const SpsaGains& gains, int k,
                            const std::vector<double>& theta, const std::vector<int>& delta,
                            double result);

// A setting's value as played and written: rounded for an integer setting, else up to 6
// significant digits.
std::string SettingText(const TuneParam& param, double value);
// "key=value,key=value": a --point / builtin:mjbot override list.
std::string SettingsText(const std::vector<TuneParam>& params, const std::vector<double>& theta);

}  // namespace mj16::mjref

#endif  // MJ16_TOOLS_MJREF_TUNE_SPSA_H_
