#include "bot/settings/settings.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_split.h"

namespace mj16::bot {
namespace {

using ::testing::HasSubstr;

TEST(SettingsTest, DefaultsAreTheSeeds) {
  const Settings s;
  EXPECT_TRUE(
      s.offence.shanten_first);  // not the seed's: measured stronger (docs/lab/strength-log.md)
  EXPECT_TRUE(
      s.claims.claim_when_tenpai);  // not seed 000 §3.6's: measured stronger with the evaluator
  EXPECT_EQ(s.claims.min_tai_to_win, 0);  // win whenever legal
  EXPECT_EQ(s.offence.chow_discard_weight, 1.0);
  // Seed 000 §3.6.2–3.6.5: on only where the ablation in docs/lab/strength-log.md shows a gain.
  EXPECT_FALSE(s.offence.wait_switch_pung);
  EXPECT_FALSE(s.offence.wait_switch_chow);
  EXPECT_TRUE(s.offence.unfix_pair);
}

// A retired key (a behaviour measured to lose or do nothing, removed with its code) stops the
// parse with the key, the line and where the measurement is, not as an unknown key.
TEST(SettingsTest, RetiredKeysAreRefusedByName) {
  const auto s = ParseSettings("shanten_first = true\nmc_push_fold = false\n", "old.conf");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.status().message().find("old.conf:2"), std::string::npos) << s.status();
  EXPECT_NE(s.status().message().find("retired key 'mc_push_fold'"), std::string::npos);
  EXPECT_NE(s.status().message().find("docs/strength.md#retired-settings"), std::string::npos);
  EXPECT_NE(ParseOverrides("keep_partial_by_neighbours=false").status().message().find("retired"),
            std::string::npos);
  EXPECT_NE(ParseOverrides("no_such_key=1").status().message().find("unknown key"),
            std::string::npos);
}

TEST(SettingsTest, ParsesKeyValueLinesWithComments) {
  auto s = ParseSettings(
      "# a comment\n\nclaim_chow = false\n  pung_discard_weight=0.5   # trailing comment\r\n"
      "state_file = /tmp/mj16 standings\n",
      "a.conf");
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_FALSE(s->claims.claim_chow);
  EXPECT_EQ(s->offence.pung_discard_weight, 0.5);
  EXPECT_EQ(s->session.state_file, "/tmp/mj16 standings");
}

TEST(SettingsTest, ErrorsNameTheOriginLineAndKey) {
  EXPECT_THAT(ParseSettings("claim_chow = true\nfold_round = 3\n", "a.conf").status().message(),
              HasSubstr("a.conf:2: unknown key 'fold_round'"));
  EXPECT_THAT(ParseSettings("claim_chow = maybe", "b.conf").status().message(),
              HasSubstr("b.conf:1: bad value 'maybe' for claim_chow"));
  EXPECT_THAT(ParseSettings("chow_discard_weight = 1.5x", "c").status().message(),
              HasSubstr("bad value '1.5x' for chow_discard_weight"));
  EXPECT_THAT(ParseSettings("chow_discard_weight = nan", "c").status().message(),
              HasSubstr("a number"));
  EXPECT_THAT(ParseSettings("claim_chow\n", "d").status().message(),
              HasSubstr("d:1: expected 'key = value'"));
}

TEST(SettingsTest, OverridesInOneString) {
  auto s = ParseOverrides("claim_chow=false, claim_when_tenpai = true");
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_FALSE(s->claims.claim_chow);
  EXPECT_TRUE(s->claims.claim_when_tenpai);
  EXPECT_THAT(ParseOverrides("claim_chow").status().message(), HasSubstr("key=value"));
  EXPECT_THAT(ParseOverrides("nope=1").status().message(), HasSubstr("unknown key 'nope'"));
}

TEST(SettingsTest, PrintedSettingsReadBack) {
  Settings changed;
  changed.claims.claim_pung = false;
  changed.offence.pung_discard_weight = 0.25;
  const std::string text = FormatSettings(changed);
  EXPECT_THAT(text, HasSubstr("claim_pung = false  # "));
  auto back = ParseSettings(text, "printed");
  ASSERT_TRUE(back.ok()) << back.status();
  EXPECT_EQ(FormatSettings(*back), text);
}

// Fuzz finding (settings_fuzzer, docs/fuzzing.md): an override whose text value held a line
// break (or '#') was accepted, and FormatSettings then wrote a file ParseSettings rejected.
TEST(SettingsTest, TextValuesAFileCannotHoldAreRejected) {
  EXPECT_THAT(ParseOverrides("state_file=a\nP = 1").status().message(), HasSubstr("bad value"));
  EXPECT_THAT(ParseOverrides("state_file=a#b").status().message(), HasSubstr("bad value"));
  auto s = ParseOverrides("state_file=/tmp/a b.txt");
  ASSERT_TRUE(s.ok()) << s.status();
  EXPECT_TRUE(ParseSettings(FormatSettings(*s), "printed").ok());
}

TEST(SettingsTest, EveryKeyIsUniqueAndDocumented) {
  for (size_t i = 0; i < AllSettings().size(); ++i) {
    EXPECT_FALSE(AllSettings()[i].help.empty()) << AllSettings()[i].key;
    for (size_t j = 0; j < i; ++j) EXPECT_NE(AllSettings()[i].key, AllSettings()[j].key);
  }
}

// bot/presets/mjdx3.conf parses, sets every key (a key added to Settings must be given its MJDX3
// value there) and, while mjbot's defaults are MJDX3's offence, equals the defaults.
TEST(SettingsTest, Mjdx3PresetNamesEveryKey) {
  std::ifstream in(MJ16_MJDX3_PRESET);
  ASSERT_TRUE(in) << MJ16_MJDX3_PRESET;
  std::stringstream text;
  text << in.rdbuf();
  const absl::StatusOr<Settings> preset = ParseSettings(text.str(), "mjdx3.conf");
  ASSERT_TRUE(preset.ok()) << preset.status();
  std::set<std::string> keys;  // the key of every `key = value` line
  for (absl::string_view line : absl::StrSplit(text.str(), '\n')) {
    const size_t eq = line.find('=');
    if (!absl::StartsWith(line, "#") && eq != absl::string_view::npos) {
      keys.emplace(absl::StripAsciiWhitespace(line.substr(0, eq)));
    }
  }
  for (const SettingSpec& spec : AllSettings()) {
    EXPECT_TRUE(keys.contains(std::string(spec.key))) << spec.key << " is missing from the preset";
  }
  // MJDX3 is mjbot's defaults but for what mj16 adds to the seed's offence, the defence, the
  // new behaviours of seed 000 §3.6.2–3.6.5 and the Monte-Carlo endgame, which MJDX3 did not
  // have, and the learned reading.
  Settings mjdx3;
  mjdx3.reading.learned_reading = false;
  mjdx3.offence.shanten_first = false;
  mjdx3.offence.ev = false;
  mjdx3.claims.claim_when_tenpai = false;
  mjdx3.defence.enabled = false;
  mjdx3.defence.fold_by_value = false;
  mjdx3.offence.wait_switch_pung = false;
  mjdx3.offence.wait_switch_chow = false;
  mjdx3.offence.unfix_pair = false;
  mjdx3.mc.enabled = false;
  mjdx3.mc.mc_learned_worlds = 0;
  EXPECT_EQ(FormatSettings(*preset), FormatSettings(mjdx3));
}

std::string ReadPreset(const std::string& name) {
  std::ifstream in(std::string(MJ16_PRESETS_DIR) + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every preset parses (a renamed key would otherwise fail only when an entrant loads it).
TEST(SettingsTest, EveryPresetParses) {
  for (const char* name : {"mjdx3.conf", "cautious.conf", "competition.conf"}) {
    const std::string text = ReadPreset(name);
    ASSERT_FALSE(text.empty()) << name;
    const absl::StatusOr<Settings> preset = ParseSettings(text, name);
    EXPECT_TRUE(preset.ok()) << name << ": " << preset.status();
  }
}

// The defaults play a fixed count with the clock as a cap; the
// competition preset plays by the clock, on both cores, and leaves the rest at the defaults.
TEST(SettingsTest, CompetitionPresetPlaysByTime) {
  const Settings defaults;
  EXPECT_GT(defaults.mc.mc_playouts, 0);
  EXPECT_EQ(defaults.mc.mc_time_ms, 500);
  EXPECT_EQ(defaults.mc.mc_threads, 1);
  const absl::StatusOr<Settings> preset =
      ParseSettings(ReadPreset("competition.conf"), "competition.conf");
  ASSERT_TRUE(preset.ok()) << preset.status();
  EXPECT_EQ(preset->mc.mc_playouts, 0);
  EXPECT_EQ(preset->mc.mc_time_ms, 500);
  EXPECT_EQ(preset->mc.mc_threads, 2);
  Settings expected;
  expected.mc.mc_playouts = 0;
  expected.mc.mc_threads = 2;
  EXPECT_EQ(FormatSettings(*preset), FormatSettings(expected));
}

}  // namespace
}  // namespace mj16::bot
