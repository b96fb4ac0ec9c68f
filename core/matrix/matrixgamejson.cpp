#include "core/matrix/matrixgamejson.h"

#include "core/io/gamepayload.h"
#include "core/common/gamesizelimit.h"
#include "core/io/jsontext.h"

#include <string>

namespace gamelab {
namespace {

/// A WrongShape error: `problem` at the value `pointer` (relative to the game object,
/// "/payoffs/1/2") names; its first arg is the place (gamePlace), which callers holding the text
/// turn back into the pointer and then into line:column.
Error shapeError(Problem problem, const std::string& pointer, const std::string& fileName,
                 std::vector<std::string> values = {}) {
  return gameProblem(ErrorCode::WrongShape, problem, pointer, std::move(values), fileName);
}

std::string cellName(std::size_t i, std::size_t j) {
  return "payoffs[" + std::to_string(i + 1) + "][" + std::to_string(j + 1) + "]";
}

Expected<std::vector<std::string>> labels(const nlohmann::json& json, const char* key, std::size_t count,
                                          const std::string& fileName) {
  std::vector<std::string> out(count);
  const auto it = json.find(key);
  if (it == json.end()) return out;
  const std::string pointer = std::string("/") + key;
  if (!it->is_array()) return shapeError(Problem::MustBeList, pointer, fileName);
  if (it->size() != count)
    return shapeError(Problem::WrongCount, pointer, fileName, {std::to_string(count), std::to_string(it->size())});
  for (std::size_t k = 0; k < count; ++k) {
    const auto& label = (*it)[k];
    if (!label.is_string())
      return shapeError(Problem::MustBeString, pointer + "/" + std::to_string(k), fileName);
    out[k] = label.get<std::string>();
  }
  return out;
}

}  // namespace

nlohmann::json toJson(const MatrixGame& game) {
  nlohmann::json rows = nlohmann::json::array(), cols = nlohmann::json::array(), payoffs = nlohmann::json::array();
  for (std::size_t i = 0; i < game.rows; ++i) rows.push_back(i < game.rowLabels.size() ? game.rowLabels[i] : "");
  for (std::size_t j = 0; j < game.cols; ++j) cols.push_back(j < game.colLabels.size() ? game.colLabels[j] : "");
  for (std::size_t i = 0; i < game.rows; ++i) {
    nlohmann::json row = nlohmann::json::array();
    for (std::size_t j = 0; j < game.cols; ++j) row.push_back(toString(game.at(i, j)));
    payoffs.push_back(std::move(row));
  }
  return {{"rows", std::move(rows)}, {"cols", std::move(cols)}, {"payoffs", std::move(payoffs)}};
}

Expected<MatrixGame> matrixGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object()) return shapeError(Problem::MustBeObject, "", fileName);
  const auto payoffs = json.find("payoffs");
  if (payoffs == json.end()) return shapeError(Problem::MissingField, "", fileName, {"payoffs"});
  if (!payoffs->is_array()) return shapeError(Problem::MustBeList, "/payoffs", fileName);
  const std::size_t rows = payoffs->size();
  if (rows == 0) return makeError(ErrorCode::EmptyGame, {}, SourceLocation{fileName, 0, 0});
  for (std::size_t i = 0; i < rows; ++i)
    if (!(*payoffs)[i].is_array())
      return shapeError(Problem::MustBeList, "/payoffs/" + std::to_string(i), fileName);
  const std::size_t cols = (*payoffs)[0].size();
  for (std::size_t i = 1; i < rows; ++i)
    if ((*payoffs)[i].size() != cols)
      return shapeError(Problem::WrongCount, "/payoffs/" + std::to_string(i), fileName,
                        {std::to_string(cols), std::to_string((*payoffs)[i].size())});
  if (cols == 0) return makeError(ErrorCode::EmptyGame, {}, SourceLocation{fileName, 0, 0});
  if (auto tooLarge = checkGameSize({rows, cols}, SourceLocation{fileName, 0, 0})) return *tooLarge;

  MatrixGame game(rows, cols);
  for (std::size_t i = 0; i < rows; ++i)
    for (std::size_t j = 0; j < cols; ++j) {
      const auto& cell = (*payoffs)[i][j];
      auto value = exactJsonNumber(cell);
      if (!value)
        return makeError(ErrorCode::NotANumber,
                         {jsonExcerpt(cell), cellName(i, j),
                          "/payoffs/" + std::to_string(i) + "/" + std::to_string(j)},
                         SourceLocation{fileName, 0, 0});
      game.at(i, j) = std::move(*value);
    }
  auto rowLabels = labels(json, "rows", rows, fileName);
  if (!rowLabels) return rowLabels.error();
  auto colLabels = labels(json, "cols", cols, fileName);
  if (!colLabels) return colLabels.error();
  game.rowLabels = std::move(*rowLabels);
  game.colLabels = std::move(*colLabels);
  return game;
}

}  // namespace gamelab
