#pragma once
/// Built-in TU games of source 000 chapter 4 (digest ferguson-ch4-coalitional.md, errata
/// applied: T59 v(3) = 3/4, T61 v(1) = 3/5, T65 v(2) = 8/5, ...) for the GUI start page, the
/// CLI and the tests. English titles only: the GUI translates by `id`.
#include "core/coalition/coalitionalgame.h"
#include "core/strategic/strategicgame.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct CoalitionalExample {
  std::string id;            ///< stable, e.g. "bankruptcy-36"
  std::string englishTitle;  ///< e.g. "Bankruptcy: claims 10, 20, 30, estate 36"
  std::string section;       ///< source section ("4.4.1"), or "" for games from elsewhere
  std::string testCase;      ///< digest case ("T89"), or ""
  CoalitionalGame game;      ///< with player names where the source has them (A, B, C, ...)
  /// The strategic-form game whose characteristic function (4.1) `game` is, when the source
  /// gives one (T59–T61: player 1 chooses the table, 2 the row, 3 the column; T65).
  std::optional<StrategicGame> origin;
};

/// The source's three-person layout (§4.1.4): tables[s1][s2][s3] = "u1,u2,u3" (player 1 chooses
/// the table, player 2 the row, player 3 the column), as a StrategicGame whose profile is
/// (s1, s2, s3). Precondition: the tables are non-empty and of one shape, and every cell holds
/// three valid rationals separated by commas (checked by assert only).
StrategicGame threePersonStrategicGame(const std::vector<std::vector<std::vector<std::string>>>& tables);

/// All built-in examples in the order of the source.
const std::vector<CoalitionalExample>& coalitionalExamples();
/// The example with this id, or nullopt.
std::optional<CoalitionalExample> findCoalitionalExample(const std::string& id);

}  // namespace gamelab
