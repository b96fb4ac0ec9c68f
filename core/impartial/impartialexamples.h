#pragma once
/// Built-in positions of source 000 chapter 1 (digest ferguson-ch1-impartial.md, errata applied)
/// for the GUI start page, the CLI and the tests. English titles only: the GUI translates by `id`.
#include "core/impartial/position.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct ImpartialExample {
  std::string id;            ///< stable, e.g. "nim-5-7-9"
  std::string englishTitle;  ///< e.g. "Nim (5, 7, 9)"
  std::string section;       ///< source section ("1.2.1")
  std::string testCase;      ///< digest case ("T18")
  ImpartialPosition position;
  PlayConvention convention = PlayConvention::Normal;  ///< the play the source analyses
};

/// All built-in examples in the order of the source.
const std::vector<ImpartialExample>& impartialExamples();
/// The example with this id, or nullopt.
std::optional<ImpartialExample> findImpartialExample(const std::string& id);

}  // namespace gamelab
