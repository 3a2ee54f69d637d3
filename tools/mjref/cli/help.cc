#include "tools/mjref/cli/help.h"

#include <array>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "tools/mjref/cli/commands.h"

namespace mj16::mjref {
namespace {

constexpr OptionHelp kBot = {
    "--bot", "CMD",
    "a player, four times: a command line (a bot process), builtin:NAME[:key=value,...], or "
    "tcp:[HOST:]PORT (a seat a bot connects to, as mjbot --connect)"};
constexpr OptionHelp kGames = {"--games", "N", "games to play (default 16)"};
constexpr OptionHelp kSets = {"--sets", "K", "sets of 192 duplicate games (default 1)"};
constexpr OptionHelp kSeed = {"--seed", "S",
                              "match seed: walls, dice and seeded players (default 1)"};
constexpr OptionHelp kJson = {"--json", "FILE", "write the results as JSON"};
constexpr OptionHelp kCsv = {"--csv", "FILE", "write the results as CSV"};
constexpr OptionHelp kLogDir = {"--log-dir", "DIR",
                                "write every game's log, games.jsonl, the scores and bots' stderr"};
constexpr OptionHelp kReport = {"--report", "FILE.html",
                                "write the HTML report: results, curves and a game viewer"};
constexpr OptionHelp kTimeout = {
    "--timeout", "SECONDS", "a bot process's time for one answer before it faults (default 3)"};
constexpr OptionHelp kAcceptTimeout = {
    "--accept-timeout", "SECONDS",
    "how long a tcp: seat waits for its bot to connect (default 30)"};
constexpr OptionHelp kJobs = {"--jobs", "N", "tables played at once (default: one per core)"};
constexpr OptionHelp kJ = {"-j", "N", "the same as --jobs"};
constexpr OptionHelp kLifetime = {
    "--lifetime", "game|match",
    "a new bot process every game (default, as cycgame) or one kept for the match"};
constexpr OptionHelp kStableWall = {
    "--stable-wall", "", "stable draws: each seat draws its own part of the wall, whatever claims"};
constexpr OptionHelp kStableDraws = {"--stable-draws", "", "the same as --stable-wall"};
constexpr OptionHelp kShard = {
    "--shard", "I/N",
    "play only part I of N (duplicate groups g with g mod N = I); --json writes a shard file for "
    "mjref merge"};
constexpr OptionHelp kReasons = {
    "--reasons", "",
    "read bot processes' stderr for 'reason: ...' lines (mjbot --reasons) into the record"};
constexpr OptionHelp kNoLuck = {
    "--no-luck", "", "do not score the luck of the cards (no luck-adjusted means and intervals)"};

constexpr OptionHelp kWatch = {
    "--watch", "[HOST:]PORT",
    "show the games live in a browser at http://HOST:PORT/ (HOST 127.0.0.1; PORT 0: any free); "
    "docs/play.md"};

constexpr std::array kMatch = {kBot,    kGames,    kSeed,       kJson,          kCsv,
                               kLogDir, kReport,   kTimeout,    kAcceptTimeout, kJobs,
                               kJ,      kLifetime, kStableWall, kStableDraws,   kReasons,
                               kShard,  kNoLuck,   kWatch};
constexpr std::array kTournament = {
    kBot,  kSets, kSeed,     kJson,       kCsv,         kLogDir,  kReport, kTimeout, kAcceptTimeout,
    kJobs, kJ,    kLifetime, kStableWall, kStableDraws, kReasons, kShard,  kNoLuck,  kWatch};
constexpr std::array kStrength = {
    OptionHelp{"--challenger", "CMD", "the program measured (builtin:NAME[:k=v] to sweep)"},
    OptionHelp{"--opponent", "CMD",
               "three opponents (a tournament), or with --one-vs-three the one baseline"},
    OptionHelp{"--one-vs-three", "", "the challenger against three copies of one baseline"},
    OptionHelp{"--sets", "K", "sets of 192 games per sweep point (default 10)"},
    OptionHelp{"--sweep", "key=v1,v2,...",
               "play the challenger once per value of a setting (at most two keys: a grid)"},
    OptionHelp{"--point", "k=v,k=v",
               "instead of --sweep: one point of settings, in order (repeat: the first is the "
               "baseline)"},
    OptionHelp{"--first-set", "K",
               "play sets K .. K+sets-1 of the seed's deals (default 0): new deals for a run "
               "continued"},
    OptionHelp{"--sprt", "H0,H1[,ALPHA,BETA]",
               "stop when a sequential test decides between the differences H0 and H1 (points a "
               "game; errors 0.05): two points' second minus first, else the challenger minus "
               "the first opponent (docs/sprt.md)"},
    kSeed,
    kJson,
    kCsv,
    kReport,
    kTimeout,
    kJobs,
    kJ,
    kStableWall,
    kStableDraws,
    kShard,
    kNoLuck};
constexpr std::array kTune = {
    OptionHelp{"--iterations", "N", "SPSA iterations, each one set of 192 games a side (required)"},
    OptionHelp{"--challenger", "builtin:NAME",
               "the player tuned (default builtin:mjbot; its own settings stay)"},
    OptionHelp{"--opponent", "CMD",
               "three opponents (a tournament), or with --one-vs-three the one baseline"},
    OptionHelp{"--one-vs-three", "", "the challenger against three copies of one baseline"},
    kSeed,
    kTimeout,
    kJobs,
    kJ,
    kStableWall,
    kStableDraws,
    kNoLuck,
    OptionHelp{"--state", "FILE",
               "the state and trajectory as JSON, after every iteration; an existing FILE of this "
               "tune is resumed"},
    OptionHelp{"-o", "FILE", "write the tuned settings as a configuration file (config=FILE)"},
    OptionHelp{"--output", "FILE", "the same as -o"},
    OptionHelp{"--runner", "CMD",
               "play each iteration through CMD N OUTDIR MJREF-ARGS... (e.g. "
               "'tools/cluster/parallel_run.sh 8'); needs --state"},
    OptionHelp{"--pause-after", "K",
               "stop after K iterations this time (resume from --state later)"},
    OptionHelp{"--alpha", "X", "a_k's decay exponent (default 0.602)"},
    OptionHelp{"--gamma", "X", "c_k's decay exponent (default 0.101)"},
    OptionHelp{"--a-ratio", "X", "A as a share of the iterations (default 0.1)"}};
constexpr std::array kReplay = {
    OptionHelp{"--game", "N", "only game N of a games.jsonl (default: every game in the file)"}};
constexpr std::array kReportCommand = {
    OptionHelp{"--log-dir", "DIR",
               "the match's log folder: its games.jsonl gives the curves and the viewer"},
    OptionHelp{"-o", "FILE.html", "the page to write (required)"},
    OptionHelp{"--output", "FILE.html", "the same as -o"}};

constexpr std::array kMerge = {
    OptionHelp{"--json", "FILE", "write the merged results as the one-machine run's --json"},
    OptionHelp{"--report", "FILE.html", "write the merged results' HTML report"}};

constexpr std::array kProfile = {OptionHelp{"--json", "FILE", "write the profiles as JSON"}};

constexpr std::array kLabels = {
    OptionHelp{"-o", "FILE", "the rows to write (required); the schema goes to FILE.json"},
    OptionHelp{"--output", "FILE", "the same as -o"},
    OptionHelp{"--no-heuristics", "", "leave the heuristics' columns 0 (labels 5x faster)"},
    OptionHelp{"--worlds", "N",
               "the heuristics' columns from N of Monte-Carlo's sampled worlds instead"},
    OptionHelp{"--set", "K=V,...", "mjbot settings for the heuristics and the worlds"}};

constexpr std::array kReview = {
    OptionHelp{"--seat", "N", "review seat N (1..4) only"},
    OptionHelp{"--program", "NAME", "review the seats of this program (the record's name)"},
    OptionHelp{"--analyst", "builtin:mjbot[:K=V,...]",
               "the analyst, made as that player is (builtin:mjdx3 too; config=FILE; no clock)"},
    OptionHelp{"--playouts", "N", "Monte-Carlo worlds per candidate (200)"},
    OptionHelp{"--after-fold", "fold|play",
               "where the analyst folds, every answer is followed by folding (fold, the default) "
               "or by the playout policy (play)"},
    OptionHelp{"-j", "N", "games at once (1)"},
    OptionHelp{"--json", "FILE", "every decision, its candidates and the summaries as JSON"},
    OptionHelp{"-o", "FILE.html",
               "the review on a page: the summary, and the game viewer with "
               "each decision beside its step"}};

constexpr std::array kPlay = {
    OptionHelp{"--bot", "CMD",
               "the next other seat, three times: a command line (a bot process) or "
               "builtin:NAME[:key=value,...]"},
    OptionHelp{"--seat", "N", "your seat, 1..4 (default 1)"},
    OptionHelp{"--games", "N", "games to play (default 1)"},
    kSeed,
    OptionHelp{"--log-dir", "DIR", "write every game's record as mjref match does"},
    OptionHelp{"--host", "HOST",
               "the address to listen on (default 127.0.0.1: this machine only; another prints a "
               "warning)"},
    OptionHelp{"--port", "N", "the port to listen on (default 0: any free port)"},
    OptionHelp{"--delay", "MS", "the other seats' pause before each answer (default 300)"},
    OptionHelp{"--answer-time", "SECONDS",
               "your time for each answer (default 0: no limit); then the default answer"},
    OptionHelp{"--away", "SECONDS|wait",
               "with no page open, your question is answered by default after this long "
               "(default 30), or waits"},
    OptionHelp{"--review-playouts", "N",
               "the review's Monte-Carlo worlds per candidate (default 200)"},
    kTimeout};

constexpr std::array kValueData = {
    OptionHelp{"--bot", "CMD", "the player in the next seat (four, seat 1..4)"},
    OptionHelp{"--games", "N", "games to play (1000)"},
    OptionHelp{"--seed", "S", "the match seed (1)"}, OptionHelp{"-j", "N", "tables at once (1)"},
    OptionHelp{"-o", "FILE", "the rows to write (required)"}};

constexpr std::array kPolicyData = {
    OptionHelp{"--bot", "CMD", "the player in the next seat (four, seat 1..4)"},
    OptionHelp{"--record", "K,...", "the --bot numbers whose answers are recorded (1)"},
    OptionHelp{"--branch", "K",
               "K decisions a recorded seat and game, each with every candidate's score played "
               "out (0: every decision, no branches)"},
    OptionHelp{"--games", "N", "games to play (1000)"},
    OptionHelp{"--seed", "S", "the match seed (1)"},
    OptionHelp{"-j", "N", "tables at once (1)"},
    OptionHelp{"-o", "FILE", "the rows to write (required)"}};

// The subcommands in the order `mjref --help` gives them.
const std::array kSubcommands = {
    SubcommandEntry{"match",
                    "mjref match --bot CMD --bot CMD --bot CMD --bot CMD [--games N] [options]\n"
                    "  Four players, seat 1..4, play N games.",
                    kMatch, MatchMain},
    SubcommandEntry{
        "tournament",
        "mjref tournament --bot CMD --bot CMD --bot CMD --bot CMD [--sets K] [options]\n"
        "  SPEC §6's competition format: every program in every seat on duplicate deals.",
        kTournament, MatchMain},
    SubcommandEntry{
        "strength",
        "mjref strength --challenger CMD --opponent CMD ×3 [--sets K] [--sweep k=v1,v2] ...\n"
        "mjref strength --one-vs-three --challenger CMD --opponent CMD [...]\n"
        "  How strong a challenger is, paired by deal (docs/strength.md).",
        kStrength, StrengthMain},
    SubcommandEntry{
        "tune",
        "mjref tune SPEC --iterations N --opponent CMD ×3 [--one-vs-three] [options]\n"
        "  SPSA over mjbot's settings: SPEC holds `KEY START MIN MAX C_END R_END` lines; each\n"
        "  iteration plays theta+ against theta- on new deals (docs/tune.md).",
        kTune, nullptr},
    SubcommandEntry{
        "merge",
        "mjref merge SHARD.json... [--json FILE] [--report FILE.html]\n"
        "  The shards of one --shard run added up: the one-machine run's summary and JSON.",
        kMerge, MergeMain},
    SubcommandEntry{
        "replay",
        "mjref replay LOG [--game N]\n"
        "  A game log (game-NNNNN.log or games.jsonl) turn by turn, every hand shown; a bot's\n"
        "  transcript (mjbot --transcript) as its seat saw it.",
        kReplay, ReplayMain},
    SubcommandEntry{
        "verify",
        "mjref verify RECORD...\n"
        "  Each game of each record (a game log or games.jsonl) played again through the game\n"
        "  engine, every seat answering as recorded: 'the same', or the first line that "
        "differs\n"
        "  (exit status 1). A bot's transcript is checked line by line against its seat's view\n"
        "  (it holds no wall to play again).",
        {},
        VerifyMain},
    SubcommandEntry{
        "profile",
        "mjref profile RECORD... [--json FILE]\n"
        "  Where each program's points came from over recorded games (a --log-dir or\n"
        "  games.jsonl): discard wins, self-draws, deal-ins and others' self-draws a game, the\n"
        "  rates, claims a game, concealed wins and the tai items a hundred wins.",
        kProfile, ProfileMain},
    SubcommandEntry{
        "review",
        "mjref review RECORD... [--seat N | --program NAME] [--analyst "
        "builtin:mjbot[:K=V,...]]\n"
        "    [--playouts N] [-j N] [--json FILE] [-o FILE.html]\n"
        "  Every decision of the reviewed seats weighed by the analyst (mjbot) from the seat's "
        "own\n"
        "  view: its answer, each candidate's value by Monte-Carlo, a verdict, and a summary "
        "per\n"
        "  program (docs/review.md). A RECORD may be a bot's transcript (mjbot --transcript):\n"
        "  its seat reviewed from what it saw, the others' hands not known.",
        kReview, nullptr},
    SubcommandEntry{"report",
                    "mjref report RESULT.json [--log-dir DIR] -o FILE.html\n"
                    "  The HTML report of a finished match from its --json (and its logs).",
                    kReportCommand, ReportMain},
    SubcommandEntry{
        "play",
        "mjref play --bot CMD ×3 [--seat N] [--games N] [--delay MS] [options]\n"
        "  You play in the browser against three seats: a local web server, its URL printed\n"
        "  when it listens; Ctrl-C ends the session (docs/play.md).",
        kPlay, nullptr},
    SubcommandEntry{
        "labels",
        "mjref labels LOG... -o FILE [--no-heuristics | --worlds N] [--set K=V,...]\n"
        "  Labelled positions for the learned reading from game logs (games.jsonl, or a run's\n"
        "  --log-dir): at every discard, each opponent's features and truth (docs/reading.md).",
        kLabels, nullptr},
    SubcommandEntry{
        "value-data",
        "mjref value-data --bot CMD ×4 [--games N] [--seed S] [-j N] -o FILE\n"
        "  The luck-adjusted scores' training data: at the deal and after every draw, each\n"
        "  seat's view of the table and its final score (docs/strength.md).",
        kValueData, nullptr},
    SubcommandEntry{
        "policy-data",
        "mjref policy-data --bot CMD ×4 [--record K,...] [--branch K | --search-values W]\n"
        "                  [--games N] [--seed S] [-j N] -o FILE\n"
        "  The learned policy's training data: at every question the recorded players answer,\n"
        "  the table and the candidates as the policy sees them, the answer given and the\n"
        "  seat's final score; with --search-values, every candidate's value by mjbot's search\n"
        "  on W worlds a candidate (docs/policy.md).",
        kPolicyData, nullptr},
    SubcommandEntry{
        "bot",
        "mjref bot NAME[:key=value,...]\n"
        "  A built-in player (random, mjbot, mjdx3, efficiency, dishu) as a protocol process\n"
        "  on stdin/stdout.",
        {},
        BotMain},
};

}  // namespace

std::span<const SubcommandEntry> SubcommandTable() { return kSubcommands; }

const SubcommandEntry* FindSubcommand(absl::string_view name) {
  for (const SubcommandEntry& e : kSubcommands) {
    if (e.name == name) return &e;
  }
  return nullptr;
}

std::span<const OptionHelp> SubcommandOptions(absl::string_view subcommand) {
  const SubcommandEntry* e = FindSubcommand(subcommand);
  return e == nullptr ? std::span<const OptionHelp>() : e->options;
}

const OptionHelp* FindOption(absl::string_view subcommand, absl::string_view name) {
  for (const OptionHelp& o : SubcommandOptions(subcommand)) {
    if (o.name == name) return &o;
  }
  return nullptr;
}

std::string SubcommandHelp(absl::string_view subcommand) {
  const SubcommandEntry* e = FindSubcommand(subcommand);
  std::string out = absl::StrCat("usage: ", e == nullptr ? "" : e->synopsis, "\n");
  const std::span<const OptionHelp> options = SubcommandOptions(subcommand);
  if (!options.empty()) absl::StrAppend(&out, "options (--opt VALUE or --opt=VALUE):\n");
  for (const OptionHelp& o : options) {
    const std::string left =
        o.value.empty() ? std::string(o.name) : absl::StrCat(o.name, " ", o.value);
    absl::StrAppendFormat(&out, "  %-24s %s\n", left, o.help);
  }
  return out;
}

std::string GeneralHelp() {
  std::string out =
      "mjref: the referee of Taiwanese 16-tile mahjong (SPEC §8): matches, tournaments,\n"
      "strength runs, replays and reports. A CMD is a command line (a bot process, plugged as\n"
      "cycgame would) or builtin:NAME[:key=value,...]. builtin:mjbot and builtin:mjdx3 play\n"
      "without Monte-Carlo's wall-clock cap, so a run plays the same whatever the machine's\n"
      "load, unless told mc_time_ms=N (as an option or in a config=FILE).\n\n";
  for (const SubcommandEntry& e : kSubcommands) absl::StrAppend(&out, SubcommandHelp(e.name), "\n");
  absl::StrAppend(&out,
                  "mjref --version       the commit mjref was built from\n"
                  "mjref SUBCOMMAND --help   one subcommand's options\n");
  return out;
}

std::string SeeHelp(absl::string_view subcommand) {
  return absl::StrCat("; mjref ", subcommand, " --help lists the options");
}

}  // namespace mj16::mjref
