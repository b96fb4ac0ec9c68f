#pragma once
/// Built-in game trees for the GUI start page, the CLI and the tests: the §2.5 trees of source
/// 000 (digest ferguson-ch2-zero-sum.md §3.4, errata applied), the §3.2 general-sum trees
/// (ferguson-ch3-general-sum.md T21 and a centipede game), and the poker models. English titles
/// only: the GUI translates by `id`.
#include "core/common/rational.h"
#include "core/tree/gametree.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct TreeExample {
  std::string id;            ///< stable, e.g. "kuhn-poker"
  std::string englishTitle;  ///< e.g. "Kuhn poker"
  std::string section;       ///< source section ("2.5.9 Ex.5")
  std::string testCase;      ///< digest case ("T71"), may be empty
  GameTree tree;
  /// The value the digest gives for two-person zero-sum trees (to player I), when it has one.
  std::optional<Rational> value;
};

/// All built-in trees in the order of the source.
const std::vector<TreeExample>& treeExamples();
/// The example with this id, or nullopt.
std::optional<TreeExample> findTreeExample(const std::string& id);

/// Kuhn poker (T71): deck {1,2,3}; value −1/18 to player I.
GameTree kuhnPoker();
/// Leduc hold'em (Southey et al. 2005): deck of 6 cards (two suits of J, Q, K), antes 1, two
/// betting rounds with raise sizes 2 and 4 and at most two raises per round, one public card;
/// 936 information sets of the two players together (the standard count). Used by the benchmark.
GameTree leducPoker();
/// A centipede game with `rounds` moves (payoffs of the common textbook version, labelled as
/// not from the source: the source's figure is missing).
GameTree centipede(int rounds);

}  // namespace gamelab
