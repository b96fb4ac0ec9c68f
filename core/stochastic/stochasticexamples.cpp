#include "core/stochastic/stochasticexamples.h"

#include "core/common/examplename.h"
#include "core/stochastic/stochasticjson.h"

namespace gamelab {

namespace {

/// The games in the short form of stochasticjson.h with cells in the editor's notation. A role
/// reversal −Gᵀ is its own state (minus the transpose, its transitions to G going to −Gᵀ and
/// back). Where the source leaves Q open and the value does not depend on it, Q = 0.
std::vector<StochasticExample> build() {
  std::vector<StochasticExample> list;
  const auto add = [&](ExampleName name, std::string section, std::string testCase, const char* json) {
    auto game = stochastic::stochasticGameFromJson(nlohmann::json::parse(json, nullptr, false));
    if (!game) return;  // a typo here is caught by tests/core/test_stochastic_examples.cpp
    game->title = name.title;
    list.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(testCase),
                    std::move(game).value()});
  };
  add(GAMELAB_EXAMPLE("StochasticExamples", "A recursive game without an optimal strategy (§2.6.3)", "epsilon-optimal"),
      "2.6.3", "T81", R"({"states": [{"name": "G", "cells": [["G", "1"], ["1", "0"]]}], "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "A recursive game with an interval of solutions (§2.6.3)",
                      "interval-of-solutions"),
      "2.6.3", "T82", R"({"states": [{"name": "G0", "cells": [["G0", "5"], ["1", "0"]]}], "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Recursive game, Example 3 (§2.6.3)", "example-3"), "2.6.3", "T83",
      R"({"states": [{"name": "G", "cells": [["G", "1", "0"], ["1", "0", "G"], ["0", "G", "1"]]}],
          "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Dare (Example 4, §2.6.3)", "dare"), "2.6.3", "T84",
      R"({"states": [{"name": "G", "rows": ["pass", "dare"], "cols": ["pass", "dare"],
                      "cells": [["0", "1"], ["3", "H"]]},
                     {"name": "H", "rows": ["pass", "dare"], "cols": ["pass", "dare"],
                      "cells": [["0", "-3"], ["-1", "G"]]}],
          "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Three linked recursive games (Example 5, §2.6.3)", "three-linked"),
      "2.6.3", "T85",
      R"({"states": [{"name": "G1", "cells": [["G2", "0"], ["0", "G3"]]},
                     {"name": "G2", "cells": [["G1", "1"], ["1", "0"]]},
                     {"name": "G3", "cells": [["G1", "2"], ["2", "0"]]}],
          "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Probabilistic transitions (Example 6, §2.6.4)", "probabilistic"), "2.6.4",
      "T86",
      R"({"states": [{"name": "G1", "cells": [["1/2 G2", "1"], ["2", "0"]]},
                     {"name": "G2", "cells": [["-2/3 + 2/3 G1", "0"], ["0", "-1"]]}]})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Coin tossing with role reversal (Example 7, §2.6.4)", "role-reversal"),
      "2.6.4", "T87",
      R"({"states": [{"name": "G", "cells": [["2/3 G + 1/3 H", "2/3"], ["4/3", "1/3 G + 2/3 H"]]},
                     {"name": "H", "cells": [["1/3 G + 2/3 H", "-4/3"], ["-2/3", "2/3 G + 1/3 H"]]}],
          "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "A one-state stochastic game (Example 8, §2.6.5)", "one-state"), "2.6.5",
      "T88",
      R"({"states": [{"name": "G", "cells": [["1 + 3/5 G", "3 + 1/5 G"], ["1 + 4/5 G", "2 + 2/5 G"]]}]})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Shapley iteration with two states (§2.6.6)", "shapley-iteration"), "2.6.6",
      "T89",
      R"({"states": [{"name": "G1", "cells": [["4 + 0.3 G1", "0.4 G2"], ["1 + 0.4 G2", "3 + 0.5 G1"]]},
                     {"name": "G2", "cells": [["0.5 G1", "-5"], ["-4", "1 + 0.5 G2"]]}]})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "Three linked games (Exercise 7, §2.6.7)", "three-linked-exercise"), "2.6.7",
      "T97",
      R"({"states": [{"name": "G1", "cells": [["G2", "1"], ["1", "0"]]},
                     {"name": "G2", "cells": [["G3", "0"], ["0", "2"]]},
                     {"name": "G3", "cells": [["G1", "1"], ["1", "0"]]}],
          "infinite_play": "0"})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "A point in tennis (Exercise 9, §2.6.7)", "tennis"), "2.6.7", "T99",
      R"({"states": [{"name": "Serve", "rows": ["high", "low"], "cols": ["near", "far"],
                      "cells": [["0.8 + 0.2 Receive", "0.5 + 0.5 Receive"], ["0.6 + 0.4 Receive", "0.7 + 0.3 Receive"]]},
                     {"name": "Receive", "rows": ["near", "far"], "cols": ["high", "low"],
                      "cells": [["-0.8 + 0.2 Serve", "-0.6 + 0.4 Serve"], ["-0.5 + 0.5 Serve", "-0.7 + 0.3 Serve"]]}]})");
  add(GAMELAB_EXAMPLE("StochasticExamples", "A two-state stochastic game (Exercise 12, §2.6.7)", "two-state"), "2.6.7",
      "T101",
      R"({"states": [{"name": "G1", "cells": [["2", "2 + 1/2 G2"], ["0", "4 + 1/2 G2"]]},
                     {"name": "G2", "cells": [["-4", "0"], ["-2 + 1/2 G1", "-4 + 1/2 G1"]]}]})");
  return list;
}

}  // namespace

const std::vector<StochasticExample>& stochasticExamples() {
  static const std::vector<StochasticExample> examples = build();
  return examples;
}

}  // namespace gamelab
