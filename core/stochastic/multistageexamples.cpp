#include "core/stochastic/multistageexamples.h"

#include "core/common/examplename.h"
#include "core/stochastic/multistagegames.h"

namespace gamelab {

namespace {

std::vector<StochasticExample> build() {
  std::vector<StochasticExample> list;
  const auto add = [&](ExampleName name, std::string section, std::string testCase, stochastic::StochasticGame game) {
    game.title = name.title;
    list.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(testCase), std::move(game)});
  };
  add(GAMELAB_EXAMPLE("StochasticExamples", "Games as components", "components-t78"), "2.6.1", "T78",
      componentsGameT78());
  add(GAMELAB_EXAMPLE("StochasticExamples", "Inspection game G6", "inspection-6"), "2.6.2", "T79", inspectionGame(6));
  add(GAMELAB_EXAMPLE("StochasticExamples", "Games as components (Ex. 2.6.7-1)", "components-t90"), "2.6.7", "T90",
      componentsGameT90());
  add(GAMELAB_EXAMPLE("StochasticExamples", "Inspection game with 2 inspections in 5 periods", "inspection-2-5"),
      "2.6.7", "T91", inspectionGame(2, 5));
  add(GAMELAB_EXAMPLE("StochasticExamples", "Game of endurance G8", "endurance-8"), "2.6.7", "T92", enduranceGame(8));
  return list;
}

}  // namespace

const std::vector<StochasticExample>& multistageExamples() {
  static const std::vector<StochasticExample> examples = build();
  return examples;
}

}  // namespace gamelab
