#pragma once
/// Built-in duopoly markets of source 000 §3.3 (digest ferguson-ch3-general-sum.md T25–T34) for
/// the GUI start page. English titles only: the GUI translates by `id`.
#include "core/duopoly/duopoly.h"

#include <string>
#include <vector>

namespace gamelab {

struct DuopolyExample {
  std::string id;            ///< stable, e.g. "cournot-17-1"
  std::string englishTitle;  ///< e.g. "Cournot duopoly (a = 17, c = 1)"
  std::string section;       ///< source section, e.g. "3.3.1"
  std::string testCase;      ///< the digest's case, e.g. "T25"
  DuopolyMarket market;
};

/// All built-in markets, in the order of the source.
const std::vector<DuopolyExample>& duopolyExamples();

}  // namespace gamelab
