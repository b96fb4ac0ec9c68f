#include "ui/impartial/impartialdocument.h"

#include "core/io/impartialjson.h"
#include "ui/impartial/playview.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gamelab::ui {

namespace {

using nlohmann::json;

Error shape(const std::string& what) { return makeError(ErrorCode::WrongShape, {what}); }

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

Expected<ImpartialMove> moveFromJson(const json& j) {
  try {
    if (!j.is_object()) return shape("move");
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
      if (!readPairs(j.at("slides"), m.slides)) return shape("move.slides");
      return ImpartialMove(m);
    }
    if (j.contains("coins")) return ImpartialMove(CoinMove{j.at("coins").get<std::vector<std::size_t>>()});
    if (j.contains("cells")) {
      CoinGridMove m;
      if (!readPairs(j.at("cells"), m.coins)) return shape("move.cells");
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
    return shape("move: unknown move");
  } catch (const json::exception& e) {
    return shape(std::string("move: ") + e.what());
  }
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
  file.kind = "impartial";
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
  try {
    if (s.is_object()) {
      state.settings.againstComputer = s.value("opponent", std::string("computer")) != "human";
      state.settings.humanStarts = s.value("human_starts", true);
      state.settings.convention = s.value("convention", std::string("normal")) == "misere" ? PlayConvention::Misere
                                                                                             : PlayConvention::Normal;
      state.settings.mistakeProbability = s.value("mistake_probability", 0.0);
      if (state.settings.mistakeProbability < 0 || state.settings.mistakeProbability > 1)
        return shape("settings.mistake_probability must lie in [0, 1]");
      state.settings.hints = s.value("hints", false);
      state.firstToMove = s.value("to_move", std::string("human")) == "computer" ? Side::Computer : Side::Human;
      // The moves played since the start, when they lead to the saved position; otherwise the
      // saved position is a fresh start (e.g. edited by hand or written by another program).
      if (s.contains("start") && s.contains("history")) {
        auto start = impartialGameFromJson(s.at("start"));
        if (!start) return start.error();
        ImpartialState replay = state;
        replay.start = start->position;
        replay.firstToMove = s.value("first", std::string("human")) == "computer" ? Side::Computer : Side::Human;
        ImpartialPosition position = replay.start;
        bool ok = true;
        for (const auto& h : s.at("history")) {
          auto move = moveFromJson(h.at("move"));
          if (!move || !checkMove(position, *move).legal()) {
            ok = false;
            break;
          }
          position = applyMove(position, *move);
          replay.history.push_back({*move, h.value("by", std::string("human")) == "computer" ? Side::Computer : Side::Human});
        }
        if (ok && position == state.start) state = std::move(replay);
      }
    }
  } catch (const json::exception& e) {
    return shape(std::string("settings: ") + e.what());
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
