#include "core/stochastic/stochasticjson.h"

#include "core/io/jsontext.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace gamelab::stochastic {
namespace {

using nlohmann::json;

/// "~" and "/" escaped as RFC 6901 wants them inside a pointer.
std::string pointerToken(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

class Reader {
 public:
  explicit Reader(std::string fileName) : fileName_(std::move(fileName)) {}

  Expected<StochasticGame> read(const json& root) {
    if (!root.is_object()) return shape(Problem::MustBeObject, "");
    StochasticGame game;
    if (const auto t = root.find("title"); t != root.end() && !t->is_null()) {
      if (!t->is_string()) return shape(Problem::MustBeString, "/title");
      game.title = t->get<std::string>();
    }
    if (const auto q = root.find("infinite_play"); q != root.end() && !q->is_null()) {
      auto value = number(*q, "/infinite_play");
      if (!value) return value.error();
      game.infinitePlay = *value;
    }
    const auto states = root.find("states");
    if (states == root.end()) return shape(Problem::MissingField, "", {"states"});
    if (!states->is_array()) return shape(Problem::MustBeList, "/states");
    if (states->size() > static_cast<std::size_t>(kMaxStochasticStates)) return tooMany("/states", states->size(), kMaxStochasticStates);
    // Names first: a cell may move to a state listed after it.
    game.states.resize(states->size());
    for (std::size_t k = 0; k < states->size(); ++k) {
      const auto& s = (*states)[k];
      const std::string place = "/states/" + std::to_string(k);
      if (!s.is_object()) return shape(Problem::MustBeObject, place);
      const auto name = s.find("name");
      if (name == s.end()) return shape(Problem::MissingField, place, {"name"});
      if (!name->is_string()) return shape(Problem::MustBeString, place + "/name");
      game.states[k].name = name->get<std::string>();
    }
    for (std::size_t k = 0; k < states->size(); ++k) {
      auto ok = readState((*states)[k], "/states/" + std::to_string(k), game, game.states[k]);
      if (!ok) return ok.error();
    }
    return game;
  }

 private:
  Error shape(Problem problem, const std::string& place, std::vector<std::string> more = {}) const {
    std::vector<std::string> values{place.empty() ? "/" : place};
    for (auto& v : more) values.push_back(std::move(v));
    return makeProblemError(ErrorCode::WrongShape, problem, std::move(values), SourceLocation{fileName_, 0, 0});
  }
  Error tooMany(const std::string& place, std::size_t found, int limit) const {
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyEntries,
                            {place, std::to_string(found), std::to_string(limit)}, SourceLocation{fileName_, 0, 0});
  }

  /// An exact number (exactJsonNumber: "3/10", "0.3", a JSON integer, 0.3 as 3/10).
  Expected<Rational> number(const json& value, const std::string& place) const {
    const std::optional<Rational> r = exactJsonNumber(value);
    if (!r) return makeError(ErrorCode::NotANumber, {jsonExcerpt(value), place}, SourceLocation{fileName_, 0, 0});
    return *r;
  }

  /// Optional list of `count` labels.
  Expected<std::vector<std::string>> labels(const json& state, const char* key, const std::string& place,
                                            std::size_t count) const {
    std::vector<std::string> out(count);
    const auto it = state.find(key);
    if (it == state.end() || it->is_null()) return out;
    const std::string here = place + "/" + key;
    if (!it->is_array()) return shape(Problem::MustBeList, here);
    if (it->size() != count) return shape(Problem::WrongCount, here, {std::to_string(count), std::to_string(it->size())});
    for (std::size_t k = 0; k < count; ++k) {
      if (!(*it)[k].is_string()) return shape(Problem::MustBeString, here + "/" + std::to_string(k));
      out[k] = (*it)[k].get<std::string>();
    }
    return out;
  }

  Expected<bool> readState(const json& s, const std::string& place, const StochasticGame& game, StochasticState& state) const {
    const auto cells = s.find("cells");
    if (cells == s.end()) return shape(Problem::MissingField, place, {"cells"});
    const std::string cellsPlace = place + "/cells";
    if (!cells->is_array()) return shape(Problem::MustBeList, cellsPlace);
    if (cells->size() > static_cast<std::size_t>(kMaxStochasticStrategies))
      return tooMany(cellsPlace, cells->size(), kMaxStochasticStrategies);
    if (cells->empty()) return shape(Problem::WrongCount, cellsPlace, {"1", "0"});
    const auto& firstRow = cells->front();
    if (!firstRow.is_array()) return shape(Problem::MustBeList, cellsPlace + "/0");
    if (firstRow.size() > static_cast<std::size_t>(kMaxStochasticStrategies))
      return tooMany(cellsPlace + "/0", firstRow.size(), kMaxStochasticStrategies);
    if (firstRow.empty()) return shape(Problem::WrongCount, cellsPlace + "/0", {"1", "0"});
    const std::size_t rows = cells->size(), cols = firstRow.size();
    for (std::size_t i = 0; i < rows; ++i) {
      const auto& row = (*cells)[i];
      const std::string rowPlace = cellsPlace + "/" + std::to_string(i);
      if (!row.is_array()) return shape(Problem::MustBeList, rowPlace);
      if (row.size() != cols) return shape(Problem::WrongCount, rowPlace, {std::to_string(cols), std::to_string(row.size())});
    }
    state.rows = static_cast<int>(rows);
    state.cols = static_cast<int>(cols);
    auto rowLabels = labels(s, "rows", place, rows);
    if (!rowLabels) return rowLabels.error();
    auto colLabels = labels(s, "cols", place, cols);
    if (!colLabels) return colLabels.error();
    state.rowLabels = std::move(*rowLabels);
    state.colLabels = std::move(*colLabels);
    state.cells.reserve(rows * cols);
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t j = 0; j < cols; ++j) {
        auto cell = readCell((*cells)[i][j], cellsPlace + "/" + std::to_string(i) + "/" + std::to_string(j), game,
                             state.name, static_cast<int>(i), static_cast<int>(j));
        if (!cell) return cell.error();
        state.cells.push_back(std::move(*cell));
      }
    return true;
  }

  Expected<StochasticCell> readCell(const json& c, const std::string& place, const StochasticGame& game,
                                    const std::string& stateName, int row, int col) const {
    if (c.is_string()) {
      auto cell = parseCellExpression(c.get<std::string>(), game);
      if (!cell) {
        Error e = cell.error();
        e.where.file = fileName_;
        e.where.line = 0;  // the column counts inside the string, not the file
        if (e.problem == Problem::StochasticUnknownState && e.args.size() >= 3) {
          e.args[1] = stateName;
          e.args[2] = cellText(row, col);
        }
        e.args.push_back(place);  // beyond the template: where the string stands
        return e;
      }
      return cell;
    }
    if (c.is_number()) {
      auto payoff = number(c, place);
      if (!payoff) return payoff.error();
      StochasticCell cell;
      cell.payoff = *payoff;
      return cell;
    }
    if (!c.is_object()) return shape(Problem::MustBeObject, place);
    StochasticCell cell;
    if (const auto p = c.find("payoff"); p != c.end() && !p->is_null()) {
      auto payoff = number(*p, place + "/payoff");
      if (!payoff) return payoff.error();
      cell.payoff = *payoff;
    }
    if (const auto next = c.find("next"); next != c.end() && !next->is_null()) {
      if (!next->is_object()) return shape(Problem::MustBeObject, place + "/next");
      if (next->size() > game.states.size())
        return tooMany(place + "/next", next->size(), static_cast<int>(game.states.size()));
      for (const auto& [name, probability] : next->items()) {
        const std::string here = place + "/next/" + pointerToken(name);
        const int state = game.findState(name);
        if (state < 0)
          return makeProblemError(ErrorCode::InvalidArgument, Problem::StochasticUnknownState,
                                  {name, stateName, cellText(row, col), here}, SourceLocation{fileName_, 0, 0});
        auto p = number(probability, here);
        if (!p) return p.error();
        cell.next.push_back({state, *p});
      }
      std::sort(cell.next.begin(), cell.next.end(), [](const Transition& a, const Transition& b) { return a.state < b.state; });
    }
    return cell;
  }

  static std::string cellText(int row, int col) {
    return "(" + std::to_string(row + 1) + ", " + std::to_string(col + 1) + ")";
  }

  std::string fileName_;
};

bool anyNonEmpty(const std::vector<std::string>& labels) {
  return std::any_of(labels.begin(), labels.end(), [](const std::string& s) { return !s.empty(); });
}

}  // namespace

json toJson(const StochasticGame& game) {
  json states = json::array();
  for (const auto& state : game.states) {
    json s = {{"name", state.name}};
    if (anyNonEmpty(state.rowLabels)) s["rows"] = state.rowLabels;
    if (anyNonEmpty(state.colLabels)) s["cols"] = state.colLabels;
    json cells = json::array();
    for (int i = 0; i < state.rows; ++i) {
      json row = json::array();
      for (int j = 0; j < state.cols; ++j) {
        const auto& cell = state.cell(i, j);
        json c = {{"payoff", toString(cell.payoff)}};
        if (!cell.next.empty()) {
          json next = json::object();
          for (const auto& t : cell.next)
            if (t.state >= 0 && t.state < game.stateCount())
              next[game.states[static_cast<std::size_t>(t.state)].name] = toString(t.probability);
          c["next"] = std::move(next);
        }
        row.push_back(std::move(c));
      }
      cells.push_back(std::move(row));
    }
    s["cells"] = std::move(cells);
    states.push_back(std::move(s));
  }
  json out = {{"states", std::move(states)}};
  if (!game.title.empty()) out["title"] = game.title;
  if (game.infinitePlay) out["infinite_play"] = toString(*game.infinitePlay);
  return out;
}

Expected<StochasticGame> stochasticGameFromJson(const json& json, const std::string& fileName) {
  try {
    return Reader(fileName).read(json);
  } catch (const std::exception&) {
    // Defensive: nlohmann throws only on misuse; keep the promise never to throw.
    return makeError(ErrorCode::Internal, {"stochasticGameFromJson threw"}, SourceLocation{fileName, 0, 0});
  }
}

}  // namespace gamelab::stochastic
