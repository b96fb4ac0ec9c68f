#include "core/duopoly/duopolyexamples.h"

#include "core/common/examplename.h"

namespace gamelab {

namespace {

std::vector<DuopolyExample> build() {
  std::vector<DuopolyExample> list;
  const auto add = [&](ExampleName name, std::string section, std::string testCase, DuopolyMarket market) {
    list.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(testCase), std::move(market)});
  };
  const auto market = [](DuopolyModel model, int a, int c) {
    DuopolyMarket m;
    m.model = model;
    m.a = a;
    m.c = c;
    return m;
  };
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Cournot duopoly (a = 17, c = 1)", "cournot-17-1"), "3.3.1", "T25",
      market(DuopolyModel::Cournot, 17, 1));
  DuopolyMarket costs = market(DuopolyModel::Cournot, 17, 1);
  costs.costs = {Rational(1), Rational(3)};
  costs.fixedCosts = {Rational(2), Rational(1)};  // the source's costs x + 2 and 3y + 1
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Cournot with unit costs 1 and 3 (Ex. 3.3.5-1)", "cournot-costs-1-3"), "3.3.5",
      "T32", costs);
  DuopolyMarket three = market(DuopolyModel::Cournot, 17, 1);
  three.firms = 3;
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Cournot with three firms (Ex. 3.3.5-2)", "cournot-3-firms"), "3.3.5", "T33",
      three);
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Bertrand duopoly, homogeneous goods", "bertrand-17-1"), "3.3.2", "T27",
      market(DuopolyModel::Bertrand, 17, 1));
  DuopolyMarket differentiated = market(DuopolyModel::Bertrand, 4, 2);
  differentiated.b = Rational(1, 2);
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Bertrand with differentiated goods (a = 4, c = 2, b = 1/2)",
                      "bertrand-differentiated"),
      "3.3.2", "T28", differentiated);
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Stackelberg duopoly (a = 17, c = 1)", "stackelberg-17-1"), "3.3.3", "T29",
      market(DuopolyModel::Stackelberg, 17, 1));
  DuopolyMarket leader = market(DuopolyModel::StackelbergBertrand, 4, 2);
  leader.b = Rational(1, 2);
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Price leadership: Stackelberg–Bertrand (Ex. 3.3.5-3)", "stackelberg-bertrand"),
      "3.3.5", "T34", leader);
  DuopolyMarket entry = market(DuopolyModel::Entry, 17, 1);
  entry.fixedCost = Rational(9);
  add(GAMELAB_EXAMPLE("DuopolyExamples", "Entry deterrence (P = 17 − Q, cost q + 9)", "entry-17-1-9"), "3.3.4", "T30",
      entry);
  return list;
}

}  // namespace

const std::vector<DuopolyExample>& duopolyExamples() {
  static const std::vector<DuopolyExample> examples = build();
  return examples;
}

}  // namespace gamelab
