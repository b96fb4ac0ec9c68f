#include "ui/impartial/impartialdocument.h"

#include "core/io/documentkind.h"
#include "core/impartial/impartialjson.h"
#include "ui/impartial/playview.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace gamelab::ui {

namespace {

using nlohmann::json;

/// Where a setting stands in a .gamelab file ("game/settings/hints"), for errors.
std::string settingPlace(const std::string& key) { return "game/settings/" + key; }

/// settings[key] when it is a string, `fallback` when absent; MustBeString otherwise.
Expected<std::string> textSetting(const json& settings, const std::string& key, const std::string& fallback) {
  const auto it = settings.find(key);
  if (it == settings.end()) return fallback;
  if (!it->is_string()) return makeProblemError(ErrorCode::WrongShape, Problem::MustBeString, {settingPlace(key)});
  return it->get<std::string>();
}

/// settings[key] when it is true or false, `fallback` when absent; MustBeBoolean otherwise.
Expected<bool> flagSetting(const json& settings, const std::string& key, bool fallback) {
  const auto it = settings.find(key);
  if (it == settings.end()) return fallback;
  if (!it->is_boolean()) return makeProblemError(ErrorCode::WrongShape, Problem::MustBeBoolean, {settingPlace(key)});
  return it->get<bool>();
}

/// settings[key] when it is a number from 0 to 1, `fallback` when absent; MustBeProbability
/// quoting the value otherwise.
Expected<double> probabilitySetting(const json& settings, const std::string& key, double fallback) {
  const auto it = settings.find(key);
  if (it == settings.end()) return fallback;
  if (!it->is_number() || !(it->get<double>() >= 0 && it->get<double>() <= 1))
    return makeProblemError(ErrorCode::WrongShape, Problem::MustBeProbability, {settingPlace(key), it->dump()});
  return it->get<double>();
}

json pairs(const std::vector<std::pair<std::size_t, std::size_t>>& v) {
  json a = json::array();
  for (const auto& [x, y] : v) a.push_back({x, y});
  return a;
}
template <class T>
bool readPairs(const json& j, std::vector<std::pair<T, T>>& out) {
  if (!j.is_array()) return false;
  for (const auto& e : j) {
    if (!e.is_array() || e.size() != 2 || !e[0].is_number_integer() || !e[1].is_number_integer()) return false;
    out.emplace_back(e[0].get<T>(), e[1].get<T>());
  }
  return true;
}
json moveJson(const ImpartialMove& move) {
  return std::visit(
      [](const auto& m) -> json {
        using T = std::decay_t<decltype(m)>;
        json j;
        if constexpr (std::is_same_v<T, HeapMove>) {
          j = {{"heap", m.heap}, {"parts", m.parts}, {"new_sizes", m.newSizes}, {"count", m.count}};
        } else if constexpr (std::is_same_v<T, NimbleMove>) {
          json s = json::array();
          for (const auto& [c, to] : m.slides) s.push_back({c, to});
          j = {{"slides", s}};
        } else if constexpr (std::is_same_v<T, CoinMove>) {
          j = {{"coins", m.coins}};
        } else if constexpr (std::is_same_v<T, CoinGridMove>) {
          j = {{"cells", pairs(m.coins)}};
        } else if constexpr (std::is_same_v<T, QueenMove>) {
          j = {{"queen", m.queen}, {"to", {m.to.first, m.to.second}}};
        } else if constexpr (std::is_same_v<T, NorthcottMove>) {
          j = {{"row", m.row}, {"white", m.white}, {"to", m.to}};
        } else if constexpr (std::is_same_v<T, HackenbushMove>) {
          j = {{"edge", m.edge}};
        } else {
          j = {{"token", m.token}, {"to", m.to}};
        }
        return j;
      },
      move);
}

/// The move a history entry records, or nullopt when it is not a move (the history is then
/// dropped, so no reason is needed).
std::optional<ImpartialMove> moveFromJson(const json& j) {
  try {
    if (!j.is_object()) return std::nullopt;
    if (j.contains("heap")) {
      HeapMove m;
      m.heap = j.at("heap").get<std::size_t>();
      m.parts = j.value("parts", std::vector<HeapSize>{});
      m.newSizes = j.value("new_sizes", std::vector<HeapSize>{});
      m.count = j.value("count", HeapSize(0));
      return ImpartialMove(m);
    }
    if (j.contains("slides")) {
      NimbleMove m;
      if (!readPairs(j.at("slides"), m.slides)) return std::nullopt;
      return ImpartialMove(m);
    }
    if (j.contains("coins")) return ImpartialMove(CoinMove{j.at("coins").get<std::vector<std::size_t>>()});
    if (j.contains("cells")) {
      CoinGridMove m;
      if (!readPairs(j.at("cells"), m.coins)) return std::nullopt;
      return ImpartialMove(m);
    }
    if (j.contains("queen")) {
      QueenMove m;
      m.queen = j.at("queen").get<std::size_t>();
      m.to = {j.at("to").at(0).get<std::size_t>(), j.at("to").at(1).get<std::size_t>()};
      return ImpartialMove(m);
    }
    if (j.contains("row")) return ImpartialMove(NorthcottMove{j.at("row").get<std::size_t>(), j.at("white").get<bool>(), j.at("to").get<std::size_t>()});
    if (j.contains("edge")) return ImpartialMove(HackenbushMove{j.at("edge").get<std::size_t>()});
    if (j.contains("token")) return ImpartialMove(GraphMove{j.at("token").get<std::size_t>(), j.at("to").get<int>()});
    return std::nullopt;
  } catch (const json::exception&) {
    return std::nullopt;
  }
}

/// `state` reached from `start` by the moves of settings["history"] (with settings["first"]),
/// or nullopt when they are not legal moves leading to state.start.
std::optional<ImpartialState> replayHistory(const ImpartialState& state, const ImpartialPosition& start,
                                            const json& settings) {
  const json& history = settings.at("history");
  const auto first = textSetting(settings, "first", "human");
  if (!history.is_array() || !first) return std::nullopt;
  ImpartialState replay = state;
  replay.start = start;
  replay.firstToMove = *first == "computer" ? Side::Computer : Side::Human;
  ImpartialPosition position = replay.start;
  for (const auto& h : history) {
    if (!h.is_object() || !h.contains("move")) return std::nullopt;
    const auto move = moveFromJson(h.at("move"));
    const auto by = textSetting(h, "by", "human");
    if (!move || !by || !checkMove(position, *move).legal()) return std::nullopt;
    position = applyMove(position, *move);
    replay.history.push_back({*move, *by == "computer" ? Side::Computer : Side::Human});
  }
  if (position != state.start) return std::nullopt;
  return replay;
}

}  // namespace

ImpartialDocument::ImpartialDocument(ImpartialPosition start, ImpartialSettings settings, QObject* parent)
    : GameDocument(parent) {
  state_.start = std::move(start);
  state_.settings = settings;
  state_.firstToMove = (!settings.againstComputer || settings.humanStarts) ? Side::Human : Side::Computer;
  position_ = state_.start;
}

ImpartialPosition ImpartialDocument::defaultPosition() {
  HeapPosition p;
  p.heaps = {3, 4, 5};
  return p;
}

GamelabFile ImpartialDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kImpartial;
  file.title = title().toStdString();
  ImpartialGame game;
  game.position = position_;
  const auto& s = state_.settings;
  json settings = {{"opponent", s.againstComputer ? "computer" : "human"},
                   {"human_starts", s.humanStarts},
                   {"convention", s.convention == PlayConvention::Misere ? "misere" : "normal"},
                   {"mistake_probability", s.mistakeProbability},
                   {"hints", s.hints},
                   {"to_move", toMove() == Side::Human ? "human" : "computer"}};
  if (!state_.history.empty()) {
    settings["start"] = toJson(state_.start);
    settings["first"] = state_.firstToMove == Side::Human ? "human" : "computer";
    json history = json::array();
    for (const auto& m : state_.history)
      history.push_back({{"move", moveJson(m.move)}, {"by", m.by == Side::Human ? "human" : "computer"}});
    settings["history"] = history;
  }
  game.settings = settings;
  file.game = toJson(game);
  return file;
}

QWidget* ImpartialDocument::createEditor(QWidget* parent) { return new PlayView(this, parent); }

Expected<DocumentPtr> ImpartialDocument::fromGamelabFile(const GamelabFile& file) {
  auto game = impartialGameFromJson(file.game);
  if (!game) return game.error();
  ImpartialState state;
  state.start = game->position;
  const json& s = game->settings;
  if (s.is_object()) {
    const auto opponent = textSetting(s, "opponent", "computer");
    if (!opponent) return opponent.error();
    const auto humanStarts = flagSetting(s, "human_starts", true);
    if (!humanStarts) return humanStarts.error();
    const auto convention = textSetting(s, "convention", "normal");
    if (!convention) return convention.error();
    const auto mistakes = probabilitySetting(s, "mistake_probability", 0.0);
    if (!mistakes) return mistakes.error();
    const auto hints = flagSetting(s, "hints", false);
    if (!hints) return hints.error();
    const auto toMove = textSetting(s, "to_move", "human");
    if (!toMove) return toMove.error();
    state.settings.againstComputer = *opponent != "human";
    state.settings.humanStarts = *humanStarts;
    state.settings.convention = *convention == "misere" ? PlayConvention::Misere : PlayConvention::Normal;
    state.settings.mistakeProbability = *mistakes;
    state.settings.hints = *hints;
    state.firstToMove = *toMove == "computer" ? Side::Computer : Side::Human;
    // The moves played since the start, when they lead to the saved position; otherwise the
    // saved position is a fresh start (e.g. edited by hand or written by another program).
    if (s.contains("start") && s.contains("history")) {
      auto start = impartialGameFromJson(s.at("start"));
      if (!start) return start.error();
      if (auto replay = replayHistory(state, start->position, s)) state = std::move(*replay);
    }
  }
  auto doc = std::make_unique<ImpartialDocument>(state.start, state.settings);
  doc->replaceState(state);
  const std::string title = !file.title.empty() ? file.title : game->title;
  if (!title.empty()) doc->setTitle(QString::fromStdString(title));
  return DocumentPtr(std::move(doc));
}

ImpartialPosition ImpartialDocument::positionBefore(std::size_t i) const {
  ImpartialPosition p = state_.start;
  for (std::size_t k = 0; k < i && k < state_.history.size(); ++k) p = applyMove(p, state_.history[k].move);
  return p;
}

Side ImpartialDocument::toMove() const {
  const bool flip = state_.history.size() % 2 == 1;
  return (state_.firstToMove == Side::Human) != flip ? Side::Human : Side::Computer;
}

bool ImpartialDocument::gameOver() const { return legalMoves(position_, 1).empty(); }

bool ImpartialDocument::computerToMove() const {
  return state_.settings.againstComputer && toMove() == Side::Computer && !gameOver();
}

Side ImpartialDocument::winner() const {
  const Side mover = toMove();
  const Side other = mover == Side::Human ? Side::Computer : Side::Human;
  return state_.settings.convention == PlayConvention::Normal ? other : mover;
}

void ImpartialDocument::replaceState(ImpartialState state) {
  const bool hints = state_.settings.hints;
  state_ = std::move(state);
  state_.settings.hints = hints;
  position_ = state_.start;
  for (const auto& m : state_.history) position_ = applyMove(position_, m.move);
  emit stateChanged();
  emit changed();
}

void ImpartialDocument::setHintsVisible(bool on) {
  if (state_.settings.hints == on) return;
  state_.settings.hints = on;
  markModified();
  emit hintsChanged(on);
}

}  // namespace gamelab::ui
