#pragma once
/// SVG drawing of the imputation triangle of a three-player TU game, with the GUI's colours
/// (ui/coalition/simplexpainting.cpp): the triangle of imputations (corner i: the imputation
/// player i likes best, x = v({i}) + (v(N) − Σ v({j})) · e_i), player i's name at corner i, the
/// core filled amber with its edge, the Shapley value (red) and the nucleolus (blue) as points,
/// each labelled. Points outside the triangle are drawn where they fall (the picture grows).
#include "core/coalition/coalitionalgame.h"
#include "core/common/rational.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct ImputationPicture {
  std::vector<RationalVector> coreVertices;  ///< any order; empty: an empty core
  std::optional<RationalVector> shapley, nucleolus;
};

/// The words on the picture, from the caller (core makes no sentences); XML-escaped.
struct ImputationSvgText {
  std::string title;
  std::string core = "core", shapley = "Shapley value", nucleolus = "nucleolus";
};

/// True iff the game has three players, a table and v(N) > Σ v({i}) (a proper triangle).
bool hasImputationTriangle(const CoalitionalGame& game);

/// A standalone `<svg>` document (UTF-8, with the XML declaration). Requires
/// hasImputationTriangle(game).
std::string writeImputationTriangleSvg(const CoalitionalGame& game, const ImputationPicture& picture,
                                       const ImputationSvgText& text = {});

}  // namespace gamelab
