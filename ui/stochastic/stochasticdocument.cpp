#include "ui/stochastic/stochasticdocument.h"

#include "core/stochastic/stochasticjson.h"
#include "ui/stochastic/stochasticeditor.h"

namespace gamelab::ui {

StochasticDocument::StochasticDocument(StochasticDraft draft, QObject* parent)
    : StateDocument(std::move(draft), parent) {}

QWidget* StochasticDocument::createEditor(QWidget* parent) { return new StochasticEditor(this, parent); }

void StochasticDocument::writeState(const StochasticDraft& draft, GamelabFile& file) {
  file.game = stochastic::toJson(draft.game);
  if (!draft.badCells.empty()) {
    nlohmann::json bad = nlohmann::json::array();
    for (const auto& [key, text] : draft.badCells)
      bad.push_back({{"state", key[0]}, {"row", key[1]}, {"col", key[2]}, {"text", text}});
    file.view["bad_cells"] = std::move(bad);
  }
}

Expected<StochasticDraft> StochasticDocument::readState(const GamelabFile& file) {
  auto game = stochastic::stochasticGameFromJson(file.game);
  if (!game) return game.error();
  StochasticDraft draft;
  draft.game = std::move(game).value();
  if (draft.game.states.empty()) draft = newStochasticDraft();
  const auto bad = file.view.find("bad_cells");
  if (bad != file.view.end() && bad->is_array()) {
    for (const auto& entry : *bad) {
      if (!entry.is_object()) continue;
      const auto number = [&](const char* key) {
        const auto it = entry.find(key);
        return it != entry.end() && it->is_number_integer() ? it->get<long long>() : -1LL;
      };
      const auto text = entry.find("text");
      const long long s = number("state"), r = number("row"), c = number("col");
      if (text == entry.end() || !text->is_string() || s < 0 || s >= draft.game.stateCount()) continue;
      const auto& state = draft.game.states[static_cast<std::size_t>(s)];
      if (r < 0 || r >= state.rows || c < 0 || c >= state.cols) continue;
      draft.badCells[{static_cast<int>(s), static_cast<int>(r), static_cast<int>(c)}] = text->get<std::string>();
    }
  }
  return draft;
}

}  // namespace gamelab::ui
