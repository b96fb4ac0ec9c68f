#include "core/poker/pokerexamples.h"

#include "core/common/examplename.h"

namespace gamelab {

namespace {

std::vector<PokerExample> build() {
  std::vector<PokerExample> list;
  const auto add = [&](ExampleName name, std::string section, std::string testCase, PokerModel model) {
    list.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(testCase),
                    PokerGame{model, Rational(2)}});
  };
  add(GAMELAB_EXAMPLE("PokerExamples", "von Neumann's poker (β = 2)", "von-neumann-2"), "2.7.2", "T103",
      PokerModel::VonNeumann);
  add(GAMELAB_EXAMPLE("PokerExamples", "La Relance (β = 2)", "la-relance-2"), "2.7.1", "T102", PokerModel::LaRelance);
  add(GAMELAB_EXAMPLE("PokerExamples", "Poker with check-back (β = 2)", "check-back-2"), "2.7.4", "T104",
      PokerModel::CheckBack);
  return list;
}

}  // namespace

const std::vector<PokerExample>& pokerExamples() {
  static const std::vector<PokerExample> examples = build();
  return examples;
}

}  // namespace gamelab
