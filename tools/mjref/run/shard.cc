#include "tools/mjref/run/shard.h"

#include <algorithm>
#include <set>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "tools/common/files.h"
#include "tools/common/json.h"
#include "tools/common/json_value.h"

namespace mj16::mjref {
namespace {

absl::Status Bad(absl::string_view why) { return absl::InvalidArgumentError(why); }

// Options that change where results go or how fast, not what they are (each takes a value);
// none of them is in a shard's command.
bool IsOutputOption(absl::string_view option) {
  for (absl::string_view o :
       {"--shard", "--json", "--csv", "--log-dir", "--report", "--jobs", "-j"}) {
    if (option == o) return true;
  }
  return false;
}

const JsonValue* Member(const JsonValue& v, absl::string_view key, JsonValue::Type type) {
  const JsonValue* m = v.Find(key);
  return m != nullptr && m->type == type ? m : nullptr;
}

// One group of WritePartial's: [id, score, games, wins, self_draws, deal_ins], with
// [..., luck_milli, luck_games] after them when the luck was scored, or the [id, score, games] of
// shard files written before the counts, whose counts are then unknown.
bool ReadGroup(const JsonValue& v, int& id, GroupScore& g) {
  const size_t n = v.items.size();
  if (n != 3 && n != 6 && n != 8) return false;
  std::vector<long long> x;
  for (const JsonValue& item : v.items) {
    long long value = 0;
    if (!absl::SimpleAtoi(item.text, &value)) return false;
    x.push_back(value);
  }
  id = static_cast<int>(x[0]);
  g.score = x[1];
  g.games = static_cast<int>(x[2]);
  g.counts_known = n >= 6;
  if (g.counts_known) {
    g.wins = static_cast<int>(x[3]);
    g.self_draws = static_cast<int>(x[4]);
    g.deal_ins = static_cast<int>(x[5]);
  }
  if (n == 8) {
    g.luck_milli = x[6];
    g.luck_games = static_cast<int>(x[7]);
  }
  return true;
}

// How a shard's point was scored for luck, for the error that refuses to merge it.
std::string LuckScoring(const std::string& luck_model) {
  return luck_model.empty()
             ? "was not luck-scored"
             : absl::StrCat("was luck-scored by value estimate \"", luck_model, "\"");
}

}  // namespace

bool Shard::Plays(const GameConfig& game) const {
  if (whole()) return true;
  const int group = game.group >= 0 ? game.group : game.game;
  return group % count == index;
}

absl::StatusOr<Shard> ParseShard(absl::string_view text) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, '/');
  Shard s;
  if (parts.size() != 2 || !absl::SimpleAtoi(parts[0], &s.index) ||
      !absl::SimpleAtoi(parts[1], &s.count) || s.count < 1 || s.count > 100000 || s.index < 0 ||
      s.index >= s.count) {
    return Bad(absl::StrCat("--shard: '", text, "' is not I/N with 0 <= I < N"));
  }
  return s;
}

std::vector<GameConfig> ShardPlan(const std::vector<GameConfig>& plan, const Shard& shard) {
  std::vector<GameConfig> out;
  for (const GameConfig& g : plan) {
    if (shard.Plays(g)) out.push_back(g);
  }
  return out;
}

std::vector<std::string> RunCommand(const std::vector<std::string>& args) {
  std::vector<std::string> out;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const size_t eq = a.find('=');
    const std::string option = absl::StartsWith(a, "--") && eq != std::string::npos
                                   ? a.substr(0, eq)
                                   : (absl::StartsWith(a, "-j") && a.size() > 2 ? "-j" : a);
    if (i > 0 && IsOutputOption(option)) {
      if (option == a && i + 1 < args.size()) ++i;  // its value was the next word
      continue;
    }
    out.push_back(a);
  }
  return out;
}

namespace {

// Every count of `r` and every group's sums, as one JSON object (inside `j`); the luck of the
// cards (its sums and the value estimate's name) only when it was scored.
void WritePartial(JsonWriter& j, const MatchResult& r) {
  j.BeginObject();
  j.Key("format").String(r.format);
  j.Key("games").Int(r.games);
  j.Key("planned").Int(r.planned);
  j.Key("seed").String(absl::StrCat(r.seed));
  j.Key("stable_draws").Bool(r.stable_draws);
  j.Key("referee_errors").Int(r.referee_errors);
  if (!r.luck_model.empty()) j.Key("luck_model").String(r.luck_model);
  j.Key("programs").BeginArray();
  for (const ProgramStats& p : r.programs) {
    j.BeginObject();
    j.Key("name").String(p.name);
    j.Key("program").Int(p.program);
    j.Key("seat").Int(p.seat);
    j.Key("counts").BeginArray();
    for (long long c :
         {static_cast<long long>(p.games), p.score, static_cast<long long>(p.wins),
          static_cast<long long>(p.self_draws), static_cast<long long>(p.deal_ins),
          static_cast<long long>(p.draws), static_cast<long long>(p.faults), p.tai, p.win_turns}) {
      j.Int(c);
    }
    j.EndArray();
    // The luck's totals only when scored, so that a file of a run without it reads as before.
    if (p.luck_games > 0) j.Key("luck").BeginArray().Int(p.luck_milli).Int(p.luck_games).EndArray();
    // Each group: [id, score, games, wins, self_draws, deal_ins], then [luck_milli, luck_games]
    // when the luck was scored (files before the rates' intervals have the first three only;
    // ReadGroup takes every form).
    j.Key("groups").BeginArray();
    for (const auto& [id, g] : p.groups()) {
      j.BeginArray().Int(id).Int(g.score).Int(g.games);
      if (g.counts_known) {
        j.Int(g.wins).Int(g.self_draws).Int(g.deal_ins);
        if (g.luck_games > 0) j.Int(g.luck_milli).Int(g.luck_games);
      }
      j.EndArray();
    }
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
}

// Reads WritePartial's object back; an older file's groups, without wins, self-draws and
// deal-ins, are read with those counts unknown (GroupScore::counts_known), and a file without
// the luck as not luck-scored.
absl::StatusOr<MatchResult> ReadPartial(const JsonValue& v) {
  if (v.type != JsonValue::Type::kObject) return Bad("a partial result is not an object");
  MatchResult r;
  r.format = v.StringOr("format", "");
  r.games = static_cast<int>(v.IntOr("games", 0));
  r.planned = static_cast<int>(v.IntOr("planned", 0));
  if (!absl::SimpleAtoi(v.StringOr("seed", ""), &r.seed)) return Bad("a partial result's seed");
  r.stable_draws = v.BoolOr("stable_draws", false);
  r.referee_errors = static_cast<int>(v.IntOr("referee_errors", 0));
  r.luck_model = v.StringOr("luck_model", "");
  const JsonValue* programs = Member(v, "programs", JsonValue::Type::kArray);
  if (programs == nullptr) return Bad("a partial result without programs");
  for (const JsonValue& q : programs->items) {
    ProgramStats p;
    p.name = q.StringOr("name", "");
    p.program = static_cast<int>(q.IntOr("program", 0));
    p.seat = static_cast<int>(q.IntOr("seat", -1));
    const JsonValue* counts = Member(q, "counts", JsonValue::Type::kArray);
    const JsonValue* groups = Member(q, "groups", JsonValue::Type::kArray);
    if (counts == nullptr || counts->items.size() != 9 || groups == nullptr) {
      return Bad(absl::StrCat("program '", p.name, "': counts or groups missing"));
    }
    std::vector<long long> c;
    for (const JsonValue& x : counts->items) {
      long long n = 0;
      if (!absl::SimpleAtoi(x.text, &n)) return Bad("a count is not an integer");
      c.push_back(n);
    }
    p.games = static_cast<int>(c[0]);
    p.score = c[1];
    p.wins = static_cast<int>(c[2]);
    p.self_draws = static_cast<int>(c[3]);
    p.deal_ins = static_cast<int>(c[4]);
    p.draws = static_cast<int>(c[5]);
    p.faults = static_cast<int>(c[6]);
    p.tai = c[7];
    p.win_turns = c[8];
    if (const JsonValue* luck = Member(q, "luck", JsonValue::Type::kArray)) {
      if (luck->items.size() != 2 || !absl::SimpleAtoi(luck->items[0].text, &p.luck_milli) ||
          !absl::SimpleAtoi(luck->items[1].text, &p.luck_games)) {
        return Bad(absl::StrCat("program '", p.name, "': luck is not [luck_milli, luck_games]"));
      }
    }
    for (const JsonValue& g : groups->items) {
      int id = 0;
      GroupScore group;
      if (!ReadGroup(g, id, group)) {
        return Bad(absl::StrCat("program '", p.name,
                                "': a group is not [id, score, games, wins, self_draws, "
                                "deal_ins] with [luck_milli, luck_games] or not (or [id, score, "
                                "games] from an older mjref)"));
      }
      if (!p.AddGroup(id, group)) {
        return Bad(absl::StrCat("program '", p.name, "': group ", id, " twice"));
      }
    }
    r.programs.push_back(std::move(p));
  }
  return r;
}

}  // namespace

absl::Status MergeInto(MatchResult& into, const MatchResult& part) {
  if (into.programs.size() != part.programs.size()) return Bad("the shards have other programs");
  // Luck measured by two value estimates does not add up to either's.
  if (into.luck_model != part.luck_model) {
    return Bad(absl::StrCat("a shard ", LuckScoring(part.luck_model), ", another ",
                            LuckScoring(into.luck_model)));
  }
  for (size_t i = 0; i < part.programs.size(); ++i) {
    if (into.programs[i].name != part.programs[i].name) {
      return Bad(absl::StrCat("the shards name program ", i + 1, " '", into.programs[i].name,
                              "' and '", part.programs[i].name, "'"));
    }
  }
  for (size_t i = 0; i < part.programs.size(); ++i) {
    if (!into.programs[i].Merge(part.programs[i])) {
      return Bad("a duplicate group is in two shards");
    }
  }
  into.games += part.games;
  into.planned += part.planned;
  into.referee_errors += part.referee_errors;
  return absl::OkStatus();
}

std::string ShardJson(const ShardFile& f) {
  JsonWriter j;
  j.BeginObject();
  j.Key("mjref_shard").Int(1);
  j.Key("kind").String(f.kind);
  j.Key("shard").Int(f.shard.index);
  j.Key("shards").Int(f.shard.count);
  j.Key("commit").String(f.commit);
  j.Key("seed").String(f.seed);
  j.Key("command").StringArray(f.command);
  j.Key("results").BeginArray();
  for (const MatchResult& r : f.results) WritePartial(j, r);
  j.EndArray();
  j.EndObject();
  return j.str();
}

absl::StatusOr<ShardFile> ParseShardFile(absl::string_view text) {
  absl::StatusOr<JsonValue> v = ParseJson(text);
  if (!v.ok()) return v.status();
  if (v->type != JsonValue::Type::kObject || v->IntOr("mjref_shard", 0) != 1) {
    return Bad("not a shard file (mjref ... --shard I/N --json FILE writes one)");
  }
  ShardFile f;
  f.kind = v->StringOr("kind", "");
  f.shard.index = static_cast<int>(v->IntOr("shard", -1));
  f.shard.count = static_cast<int>(v->IntOr("shards", 0));
  f.commit = v->StringOr("commit", "");
  f.seed = v->StringOr("seed", "");
  if (const JsonValue* c = Member(*v, "command", JsonValue::Type::kArray)) {
    for (const JsonValue& w : c->items) f.command.push_back(w.text);
  }
  const JsonValue* results = Member(*v, "results", JsonValue::Type::kArray);
  if (results == nullptr || f.shard.count < 1 || f.shard.index < 0 ||
      f.shard.index >= f.shard.count) {
    return Bad("a shard file without its shard, shards or results");
  }
  for (const JsonValue& r : results->items) {
    absl::StatusOr<MatchResult> m = ReadPartial(r);
    if (!m.ok()) return m.status();
    f.results.push_back(*std::move(m));
  }
  return f;
}

absl::StatusOr<std::vector<ShardFile>> CheckShards(std::vector<ShardFile> shards) {
  if (shards.empty()) return Bad("merge: no shard files");
  std::sort(shards.begin(), shards.end(),
            [](const ShardFile& a, const ShardFile& b) { return a.shard.index < b.shard.index; });
  const ShardFile& first = shards.front();
  const std::string run = absl::StrJoin(first.command, " ");
  for (const ShardFile& s : shards) {
    if (s.kind != first.kind || s.command != first.command || s.seed != first.seed) {
      return Bad(absl::StrCat("shard ", s.shard.index, "/", s.shard.count, " is of another run: '",
                              absl::StrJoin(s.command, " "), "' against '", run, "'"));
    }
    if (s.commit != first.commit) {
      return Bad(absl::StrCat("shard ", s.shard.index, "/", s.shard.count, " was played by commit ",
                              s.commit, ", shard ", first.shard.index, " by ", first.commit));
    }
    if (s.shard.count != first.shard.count) return Bad("the shards split the run differently");
    if (s.results.size() != first.results.size()) return Bad("the shards have other points");
    for (size_t p = 0; p < s.results.size(); ++p) {
      const std::string& model = s.results[p].luck_model;
      const std::string& first_model = first.results[p].luck_model;
      if (model == first_model) continue;
      // "shard 2/4 was luck-scored by value estimate "X", shard 0/4 by "Y"", or "... was not".
      const std::string other = first_model.empty() ? "was not"
                                : model.empty()     ? LuckScoring(first_model)
                                                    : absl::StrCat("by \"", first_model, "\"");
      return Bad(absl::StrCat("shard ", s.shard.index, "/", s.shard.count, " ", LuckScoring(model),
                              ", shard ", first.shard.index, "/", first.shard.count, " ", other,
                              ": play every shard with one build"));
    }
  }
  std::set<int> have;
  for (const ShardFile& s : shards) {
    if (!have.insert(s.shard.index).second) {
      return Bad(absl::StrCat("shard ", s.shard.index, "/", s.shard.count, " is given twice"));
    }
  }
  std::vector<std::string> missing;
  for (int i = 0; i < first.shard.count; ++i) {
    if (!have.contains(i)) {
      missing.push_back(
          absl::StrCat("mjref ", run, " --shard ", i, "/", first.shard.count, " --json FILE"));
    }
  }
  if (!missing.empty()) {
    return Bad(absl::StrCat(missing.size(), " shard(s) missing; play them and merge again: ",
                            absl::StrJoin(missing, "; ")));
  }
  for (const ShardFile& s : shards) {
    for (const MatchResult& r : s.results) {
      if (r.Interrupted()) {
        return Bad(absl::StrCat("shard ", s.shard.index, "/", s.shard.count, " was interrupted (",
                                r.games, " of ", r.planned, " games): re-run it"));
      }
    }
  }
  return shards;
}

absl::StatusOr<std::vector<ShardFile>> ReadShards(const std::vector<std::string>& paths) {
  std::vector<ShardFile> files;
  for (const std::string& path : paths) {
    absl::StatusOr<std::string> text = tooling::ReadTextFile(path);
    if (!text.ok()) return text.status();
    absl::StatusOr<ShardFile> f = ParseShardFile(*text);
    if (!f.ok()) return Bad(absl::StrCat("'", path, "': ", f.status().message()));
    files.push_back(*std::move(f));
  }
  return CheckShards(std::move(files));
}

absl::StatusOr<std::vector<MatchResult>> MergeShards(const std::vector<ShardFile>& shards) {
  std::vector<MatchResult> out = shards.front().results;
  for (size_t i = 1; i < shards.size(); ++i) {
    for (size_t p = 0; p < out.size(); ++p) {
      if (absl::Status s = MergeInto(out[p], shards[i].results[p]); !s.ok()) return s;
    }
  }
  return out;
}

}  // namespace mj16::mjref
