#pragma once
/// The Play page's reading of the board (which move a click means) and the moves in words; the
/// rules and the evaluation are core's (core/partizan/sumplay.h).
#include "core/partizan/sumplay.h"

#include <QString>

#include <vector>

namespace gamelab::ui {

/// The move a click on component `component`'s board means, as an index into `legal` (the
/// mover's legal moves), or -1 when there is none: `at` is the clicked cell (row, column) of a
/// Domineering board, whose domino covering it is chosen (the clicked cell first, else
/// second); the clicked cell of a Toads and Frogs strip, whose piece moves; the clicked edge
/// of a Hackenbush picture, which is chopped. Other rulesets have no board to click.
int partizanMoveAt(const std::vector<partizan::PlayMove>& legal, const partizan::PlayState& state, int component,
                   const std::vector<int>& at);
/// The move in words ("vertical domino on (1,2)–(2,2)", "cut edge 1–2", …), translated.
QString partizanMoveText(const partizan::Position& before, const partizan::Move& move, partizan::Side side);

}  // namespace gamelab::ui
