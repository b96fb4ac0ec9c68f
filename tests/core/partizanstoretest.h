#pragma once
// Helpers for the partizan store tests: games built through the GameStore API (no parser).
#include "core/partizan/gamestore.h"

#include <gtest/gtest.h>

namespace gamelab::partizan::testing {

struct Games {
  GameStore s;
  GameId zero = GameStore::zero();
  GameId num(long a, long b = 1) { return s.number(Rational(a, b)); }
  GameId f(std::vector<GameId> left, std::vector<GameId> right) { return s.form(std::move(left), std::move(right)); }
  GameId star() { return s.nimber(1); }
  GameId nim(unsigned n) { return s.nimber(n); }
  GameId up() { return s.up(1); }
  GameId down() { return s.up(-1); }
  GameId upStar() { return f({zero, star()}, {zero}); }  // {0,*|0}, structurally
  GameId pm(GameId g) { return s.plusMinus(g); }
  GameId sum(std::initializer_list<GameId> parts) {
    GameId total = zero;
    for (const GameId g : parts) total = s.add(total, g);
    return total;
  }
};

}  // namespace gamelab::partizan::testing
