#include "core/partizan/partizanexamples.h"

#include "core/common/examplename.h"

namespace gamelab {

namespace {

using partizan::PartizanComponent;
using partizan::Position;
using partizan::Ruleset;

PartizanComponent component(Ruleset ruleset, std::string text) { return {Position{ruleset, std::move(text)}, {}}; }

std::vector<PartizanExample> build() {
  std::vector<PartizanExample> list;
  const auto add = [&](ExampleName name, std::string testCase, std::vector<PartizanComponent> components,
                       std::string compare = {}) {
    partizan::PartizanSession session;
    session.title = name.title;
    session.components = std::move(components);
    session.compare = std::move(compare);
    list.push_back({std::move(name.id), std::move(name.title), std::move(testCase), std::move(session)});
  };
  const auto expr = [](std::string text) { return component(Ruleset::Expression, std::move(text)); };
  add(GAMELAB_EXAMPLE("PartizanExamples", "↑ + ↑ (two ups)", "up-plus-up"), "C1", {expr("^"), expr("^")}, "*");
  add(GAMELAB_EXAMPLE("PartizanExamples", "{0, 1 | 3}: a dominated option", "dominated"), "C2", {expr("{0,1|3}")});
  add(GAMELAB_EXAMPLE("PartizanExamples", "±1 + ±1", "switch-plus-switch"), "C1", {expr("+-1"), expr("+-1")}, "0");
  add(GAMELAB_EXAMPLE("PartizanExamples", "↑ + *2", "up-plus-star2"), "C1", {expr("^"), expr("*2")}, "^*");
  add(GAMELAB_EXAMPLE("PartizanExamples", "Domineering: the empty 4×4 board", "domineering-4x4"), "",
      {component(Ruleset::Domineering, "..../..../..../....")});
  // A small tree in three colours: a blue trunk with a red and a green branch, and a red stalk.
  PartizanComponent picture = component(Ruleset::Hackenbush, "0-1:L,1-2:R,1-3:G,0-4:R");
  picture.layout = {{0, 0}, {0, 1}, {-0.7, 1.8}, {0.7, 1.8}, {1.6, 1}};
  add(GAMELAB_EXAMPLE("PartizanExamples", "Hackenbush: blue, red and green", "hackenbush-three-colours"), "",
      {picture});
  add(GAMELAB_EXAMPLE("PartizanExamples", "Toads and Frogs: TT..FF", "toads-frogs-tt-ff"), "",
      {component(Ruleset::ToadsAndFrogs, "TT..FF")});
  add(GAMELAB_EXAMPLE("PartizanExamples", "Cutcake: 3×2 + 1×4", "cutcake-3x2-1x4"), "",
      {component(Ruleset::Cutcake, "3x2+1x4")});
  add(GAMELAB_EXAMPLE("PartizanExamples", "A sum of switches ±1 + ±2 + ±3", "switches-1-2-3"), "",
      {expr("+-1"), expr("+-2"), expr("+-3")});
  return list;
}

}  // namespace

const std::vector<PartizanExample>& partizanExamples() {
  static const std::vector<PartizanExample> examples = build();
  return examples;
}

}  // namespace gamelab
