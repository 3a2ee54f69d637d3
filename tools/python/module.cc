// The C++ half of the Python package mj16 (tools/python/mj16/__init__.py builds the Gymnasium-
// and PettingZoo-style classes on it; docs/python.md). Errors become Python exceptions: a bad
// action is mj16.IllegalActionError (a ValueError) naming it and the legal ones.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "core/meld.h"
#include "core/notation.h"
#include "core/protocol.h"
#include "core/table_view.h"
#include "tools/mjcalc/commands.h"
#include "tools/mjcalc/request.h"
#include "tools/mjref/engine/record.h"
#include "tools/players/builtins.h"
#include "tools/python/env/action_space.h"
#include "tools/python/env/env.h"
#include "tools/python/env/observation.h"
#include "tools/python/env/vector_env.h"

namespace py = pybind11;

namespace mj16::env {
namespace {

py::object illegal_action_error;

[[noreturn]] void Raise(const absl::Status& status) {
  if (status.code() == absl::StatusCode::kInvalidArgument) {
    PyErr_SetString(illegal_action_error.ptr(), std::string(status.message()).c_str());
    throw py::error_already_set();
  }
  throw std::runtime_error(std::string(status.message()));
}

py::dtype FieldType(const FieldLayout& f) {
  return f.item_bytes == 1 ? py::dtype::of<std::int8_t>() : py::dtype::of<std::int32_t>();
}

// Observations as a dict of arrays: one from `obs`, or a batch of `n` from consecutive ones.
py::dict ToDict(const Observation* obs, std::optional<int> batch) {
  py::dict out;
  const int rows = batch.value_or(1);
  for (const FieldLayout& f : ObservationLayout()) {
    std::vector<py::ssize_t> shape;
    if (batch) shape.push_back(rows);
    shape.insert(shape.end(), f.shape.begin(), f.shape.end());
    py::array array(FieldType(f), shape);
    std::size_t bytes = static_cast<std::size_t>(f.item_bytes);
    for (int d : f.shape) bytes *= static_cast<std::size_t>(d);
    // Each row's field is contiguous in Observation: one copy per row into the new array.
    char* to = static_cast<char*>(array.mutable_data());
    for (int r = 0; r < rows; ++r) {
      std::memcpy(to + r * bytes, reinterpret_cast<const char*>(obs + r) + f.offset, bytes);
    }
    out[py::str(f.name.data(), f.name.size())] = std::move(array);
  }
  return out;
}

py::array_t<bool> MaskArray(const ActionMask& mask) {
  py::array_t<bool> out(kNumActions);
  std::copy(mask.begin(), mask.end(), out.mutable_data());
  return out;
}

// The four seats ("" for a learning seat) and the teacher, as the environments take them.
EnvConfig Config(const std::vector<std::string>& players, const std::string& teacher) {
  if (players.size() != 4) throw py::value_error("players: give four, \"\" for a learning seat");
  EnvConfig config;
  for (int s = 0; s < 4; ++s) config.players[s] = players[s];
  config.teacher = teacher;
  return config;
}

std::unique_ptr<Env> MakeEnv(const std::vector<std::string>& players, const std::string& teacher) {
  absl::StatusOr<std::unique_ptr<Env>> env = Env::Make(Config(players, teacher));
  if (!env.ok()) throw py::value_error(std::string(env.status().message()));
  return *std::move(env);
}

const LearningSeat& Learning(const Env& env, int seat) {
  if (seat < 0 || seat > 3 || env.seat(seat) == nullptr) {
    throw py::value_error("seat " + std::to_string(seat) + " is not a learning seat in a game");
  }
  return *env.seat(seat);
}

py::dict Observe(const Env& env, int seat) {
  const LearningSeat& s = Learning(env, seat);
  Observation obs;
  Encode(s.view(), s.question(), obs);
  return ToDict(&obs, std::nullopt);
}

// The table as the seat's bot sees it (core/table_view.h), for people who encode their own:
// positions 1..4 as in the protocol, tiles by name ("5m") and cards by protocol code.
py::dict View(const Env& env, int seat) {
  const TableView& v = Learning(env, seat).view();
  py::dict out;
  out["pos"] = v.pos();
  out["dealer"] = v.dealer();
  out["round_wind"] = static_cast<int>(v.round_wind());
  out["seat_wind"] = static_cast<int>(v.SeatWind(v.pos()));
  out["hand"] = v.hand().concealed;
  out["drawn"] = v.drawn();
  out["last_discard"] = v.last_discard();
  out["last_discarder"] = v.last_discarder();
  out["draws"] = v.draws();
  out["live_wall"] = v.live_wall();
  out["go_around"] = v.go_around();
  out["standings"] = v.standings();
  py::list seats;
  for (int p = 1; p <= 4; ++p) {
    const SeatView& sv = v.seat(p);
    py::list melds;
    for (const Meld& m : sv.melds) {
      py::dict d;
      d["type"] = std::string(MeldTypeName(m.type));
      d["meld"] = FormatMeld(m);
      d["from"] = static_cast<int>(m.from);
      melds.append(d);
    }
    py::list discards;
    for (const DiscardRecord& r : sv.discards) {
      py::dict d;
      d["card"] = r.card;
      d["tile"] = FormatTile(*KindOfCard(r.card));
      d["claimed_by"] = r.claimed ? r.claimed_by : 0;
      discards.append(d);
    }
    py::dict d;
    d["pos"] = p;
    d["melds"] = melds;
    d["hidden_kongs"] = sv.hidden_kongs;
    d["discards"] = discards;
    d["concealed"] = p == v.pos() ? static_cast<int>(v.hand().concealed.size()) : sv.concealed;
    d["draws"] = sv.draws;
    seats.append(d);
  }
  out["seats"] = seats;
  return out;
}

py::list Scores(const Env& env) {
  py::list out;
  for (int s : env.record().scores) out.append(s);
  return out;
}

std::unique_ptr<VectorEnv> MakeVector(int n, const std::vector<std::string>& players,
                                      const std::string& teacher, int threads) {
  // Env::Make, game by game, names a bad player spec.
  absl::StatusOr<std::unique_ptr<VectorEnv>> v =
      VectorEnv::Make(n, Config(players, teacher), threads);
  if (!v.ok()) throw py::value_error(std::string(v.status().message()));
  return *std::move(v);
}

template <typename T>
py::array_t<T> Copy(const std::vector<T>& v) {
  py::array_t<T> out(static_cast<py::ssize_t>(v.size()));
  std::copy(v.begin(), v.end(), out.mutable_data());
  return out;
}

// A built-in player's answer to the last line of a transcript (protocol lines as the player
// would have received them, ending with an /ask): the answer, its reason and its action index.
py::dict Decide(const std::string& spec, const std::vector<std::string>& lines) {
  if (lines.empty() || !absl::StartsWith(lines.back(), "/ask")) {
    throw py::value_error("lines: the protocol lines a player received, ending with an /ask");
  }
  absl::StatusOr<std::unique_ptr<mjref::PlayerFactory>> factory = players::MakePlayerFactory(spec);
  if (!factory.ok()) throw py::value_error(std::string(factory.status().message()));
  absl::StatusOr<std::unique_ptr<mjref::Player>> player = (*factory)->Create(0, 0, 1);
  if (!player.ok()) throw py::value_error(std::string(player.status().message()));
  // Each line parsed as the player's process would read it.
  const auto parse = [&](size_t i) {
    absl::StatusOr<Message> m = ParseMessage(lines[i]);
    if (!m.ok()) throw py::value_error("line " + std::to_string(i + 1) + ": " + lines[i]);
    return *std::move(m);
  };
  TableView view;
  for (size_t i = 0; i + 1 < lines.size(); ++i) {
    const Message m = parse(i);
    (void)(*player)->Tell(m);
    if (absl::Status st = view.Apply(m); !st.ok()) {
      throw py::value_error("line " + std::to_string(i + 1) + ": " + std::string(st.message()));
    }
  }
  absl::StatusOr<Action> action = (*player)->Decide(parse(lines.size() - 1));
  if (!action.ok()) throw py::value_error(std::string(action.status().message()));
  py::dict out;
  out["answer"] = FormatAnswer(*action);
  out["reason"] = (*player)->Reason();
  out["action"] = ToIndex(view, *action);
  return out;
}

py::dict Calc(const std::vector<std::string>& args) {
  absl::StatusOr<mjcalc::Request> request = mjcalc::ParseRequest(args);
  if (!request.ok()) throw py::value_error(std::string(request.status().message()));
  absl::StatusOr<mjcalc::Output> out = mjcalc::Run(*request);
  if (!out.ok()) throw py::value_error(std::string(out.status().message()));
  return py::module_::import("json").attr("loads")(out->json);
}

}  // namespace
}  // namespace mj16::env

PYBIND11_MODULE(_mj16, m) {
  using namespace mj16::env;
  m.doc() = "mj16's engine, players and calculators (docs/python.md)";
  illegal_action_error = py::reinterpret_borrow<py::object>(
      PyErr_NewException("mj16.IllegalActionError", PyExc_ValueError, nullptr));
  m.attr("IllegalActionError") = illegal_action_error;
  m.attr("NUM_ACTIONS") = kNumActions;
  m.attr("MAX_RIVER") = kMaxRiver;
  m.def("action_name", &ActionName, "What action index i means: 'discard 5m', 'pass', ...");
  m.def("observation_fields", [] {
    py::list out;
    for (const FieldLayout& f : ObservationLayout()) {
      out.append(py::make_tuple(std::string(f.name), py::tuple(py::cast(f.shape)),
                                f.item_bytes == 1 ? "int8" : "int32"));
    }
    return out;
  });
  m.def("decide", &Decide, py::arg("player"), py::arg("lines"),
        "A built-in player's answer to a transcript's last /ask: {'answer', 'reason', 'action'}.");
  m.def("calc", &Calc, py::arg("args"),
        "mjcalc's subcommands from Python: calc(['score', '123456789m555666z77z', '--win', '7z'])"
        " returns mjcalc's JSON as a dict; a bad argument raises ValueError.");

  py::class_<Env>(m, "Game", "One seat or more played from Python against built-in players.")
      .def(py::init(&MakeEnv), py::arg("players"), py::arg("teacher") = "")
      .def(
          "reset",
          [](Env& env, std::optional<std::uint64_t> seed) {
            if (absl::Status s = env.Reset(seed); !s.ok()) Raise(s);
          },
          py::arg("seed") = py::none())
      .def("step",
           [](Env& env, int action) {
             if (absl::Status s = env.Step(action); !s.ok()) Raise(s);
           })
      .def_property_readonly("current", &Env::current)
      .def_property_readonly("over", &Env::over)
      .def_property_readonly("game_index", &Env::game_index)
      .def_property_readonly("match_seed", &Env::match_seed)
      .def_property_readonly("names", &Env::names)
      .def("is_learning", &Env::is_learning)
      .def("observe", &Observe, py::arg("seat"))
      .def("view", &View, py::arg("seat"), "The table as the seat's bot sees it, as a dict.")
      .def("mask", [](const Env& env, int seat) { return MaskArray(Learning(env, seat).mask()); })
      .def("teacher_action",
           [](const Env& env, int seat) { return Learning(env, seat).teacher_action(); })
      .def("question",
           [](const Env& env, int seat) {
             return std::string(mj16::AskName(Learning(env, seat).question()));
           })
      .def("scores",
           [](const Env& env) {
             if (!env.over()) throw py::value_error("the game is not over");
             return Scores(env);
           })
      .def("record_json",
           [](const Env& env) {
             if (!env.over()) throw py::value_error("the game is not over");
             return mj16::mjref::RecordJson(env.record());
           })
      .def("record_text", [](const Env& env) {
        if (!env.over()) throw py::value_error("the game is not over");
        return mj16::mjref::RecordText(env.record());
      });

  py::class_<VectorEnv>(m, "VectorGame", "n games with one learning seat each, stepped at once.")
      .def(py::init(&MakeVector), py::arg("n"), py::arg("players"), py::arg("teacher") = "",
           py::arg("num_threads") = 1)
      .def_property_readonly("size", &VectorEnv::size)
      .def_property_readonly("num_threads", &VectorEnv::threads)
      .def_property_readonly("seat", &VectorEnv::seat)
      .def("reset",
           [](VectorEnv& v, std::uint64_t seed) {
             absl::Status s;
             {
               py::gil_scoped_release release;
               s = v.Reset(seed);
             }
             if (!s.ok()) Raise(s);
           })
      .def("step",
           [](VectorEnv& v, py::array_t<int, py::array::c_style | py::array::forcecast> actions) {
             if (actions.ndim() != 1) throw py::value_error("actions: a 1-d array");
             absl::Status s;
             {
               py::gil_scoped_release release;
               s = v.Step({actions.data(), static_cast<std::size_t>(actions.shape(0))});
             }
             if (!s.ok()) Raise(s);
           })
      .def("observations",
           [](const VectorEnv& v) { return ToDict(v.observations().data(), v.size()); })
      .def("masks",
           [](const VectorEnv& v) {
             py::array_t<bool> out({v.size(), kNumActions});
             bool* p = out.mutable_data();
             for (const ActionMask& m : v.masks()) p = std::copy(m.begin(), m.end(), p);
             return out;
           })
      .def("rewards", [](const VectorEnv& v) { return Copy(v.rewards()); })
      .def("terminated",
           [](const VectorEnv& v) { return Copy(v.terminated()).attr("astype")("bool"); })
      .def("teacher_actions", [](const VectorEnv& v) { return Copy(v.teacher_actions()); });
}
