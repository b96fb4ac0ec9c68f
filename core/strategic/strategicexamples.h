#pragma once
/// Built-in strategic-form games of source 000 §3.1-3.2 (digest ferguson-ch3-general-sum.md,
/// with the errata applied) and classic test games, for the GUI start page, the CLI and the
/// tests. English titles only: the GUI translates by `id`.
#include "core/strategic/strategicgame.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct StrategicExample {
  std::string id;            ///< stable, e.g. "battle-of-the-sexes"
  std::string englishTitle;  ///< e.g. "Battle of the Sexes"
  std::string section;       ///< source section ("3.2.2"), or "" for games from elsewhere
  StrategicGame game;        ///< with player names and strategy labels where the source has them
};

/// All built-in examples, in the order of the source, then the others.
const std::vector<StrategicExample>& strategicExamples();
/// The example with this id, or nullopt.
std::optional<StrategicExample> findStrategicExample(const std::string& id);

}  // namespace gamelab
