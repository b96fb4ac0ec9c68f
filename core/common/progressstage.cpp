#include "core/common/progressstage.h"

#include <array>

namespace gamelab {

std::span<const std::string_view> progressStages() {
  static constexpr std::array<std::string_view, 54> kStages{
      "backward-induction",
      "born-by",
      "canonical",
      "cgt",
      "coalitions",
      "components",
      "core",
      "correlated",
      "dominance",
      "done",
      "enumerate",
      "essence",
      "exact",
      "graph",
      "guess-it",
      "iteration",
      "kingmaker",
      "lambda",
      "lemke",
      "lemke-howson",
      "liars-dice",
      "lp",
      "match",
      "matching",
      "maxn",
      "n-person",
      "nash",
      "nucleolus",
      "origin",
      "path",
      "poker-discrete",
      "positions",
      "power",
      "properties",
      "qre",
      "refinements",
      "saddle",
      "safety",
      "sequence-form",
      "shapley",
      "sp1ep",
      "spe",
      "stars",
      "states",
      "strategic-form",
      "subgames",
      "supports",
      "symmetric-equilibria",
      "thermograph",
      "tu",
      "values",
      "verify",
      "vertices",
      "vertices-cols",
      "vertices-rows",
};
  return kStages;
}

}  // namespace gamelab
