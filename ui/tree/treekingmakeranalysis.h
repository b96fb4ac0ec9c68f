#pragma once
/// The kingmaker analysis of a tree snapshot (source 001; spec/kingmaker-thesis.md part 5):
/// the binary game of the tree, forced-win and strict kingmaker nodes, the pure SPE count,
/// maxn with a tie rule, the SP-1EP (with a reading) and its kmn-η-only variant, the
/// Table 5.1 uniqueness summaries and the Table 5.2 counts. Computed off the GUI thread as a
/// part of TreeAnalysis (analyzeTree); a tree that is not a win/lose tree is an error (the
/// reason from binaryGameOf, naming the node).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/sp1ep.h"
#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"

#include <memory>

namespace gamelab::ui {

struct KingmakerOptions {
  kingmaker::Reading reading = kingmaker::Reading::Set;
  kingmaker::MaxnOptions maxn;
  bool operator==(const KingmakerOptions& o) const {
    return reading == o.reading && maxn.tie == o.maxn.tie && maxn.viewpoint == o.maxn.viewpoint && maxn.seed == o.maxn.seed;
  }
};

struct KingmakerAnalysis {
  KingmakerOptions options;
  /// Shared so that an SpeIterator on the GUI thread can point into it.
  std::shared_ptr<const kingmaker::BinaryGame> game;
  kingmaker::Structure structure;
  kingmaker::SpeCount spe;
  kingmaker::Sp1epResult sp1ep;   ///< with options.reading and the ancestor test
  kingmaker::Sp1epResult kmnEta;  ///< steps 1–4 without the ancestor test
  kingmaker::MaxnResult maxn;
  std::vector<int> depth;         ///< per BinaryGame node (root 0)
  /// Table 5.1: SPE (edges chosen in some SPE), kmn-η, SP-1EP.
  kingmaker::UniquenessSummary uniqueSpe, uniqueKmnEta, uniqueSp1ep;
  /// Table 5.2: the tree, after rules 1–4, restricted to kmn-η then reduced, restricted to
  /// SP-1EP then reduced.
  kingmaker::TreeCounts original, transformed, kmnEtaTransformed, sp1epTransformed;

  /// The editor node of a BinaryGame node (kNoNode when unknown).
  NodeId treeNode(kingmaker::NodeIndex v) const;
};

/// Everything above for `tree` (progress stages "kingmaker", then those of the solvers).
/// Errors: binaryGameOf's (the tree is not a win/lose tree), Cancelled.
Expected<KingmakerAnalysis> analyzeKingmaker(const GameTree& tree, const KingmakerOptions& options,
                                             const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
