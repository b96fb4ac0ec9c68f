#pragma once
/// A game as the logit QRE tracer sees it (internal to core/qre): "agents", each choosing among
/// its own choices, and the value of every choice to its agent when all agents mix by σ.
/// A strategic game's agents are its players (values: each pure strategy's expected payoff
/// against the others' mixtures); a tree's agents are its players' information sets, the
/// agent form of McKelvey and Palfrey 1998 (values: each action's expected payoff at the set,
/// weighted by the beliefs that σ induces there).
///
/// Choices are numbered agent by agent: agent a owns [offset(a), offset(a) + count(a)).
/// Payoffs are held in double precision, unscaled, so that λ means what it means in the
/// literature and in Gambit.
#include "core/common/cancel.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/gametree.h"

#include <cstddef>
#include <vector>

namespace gamelab::qre {

class LogitModel {
 public:
  virtual ~LogitModel() = default;

  std::size_t agents() const { return counts_.size(); }
  std::size_t count(std::size_t agent) const { return counts_[agent]; }
  std::size_t offset(std::size_t agent) const { return offsets_[agent]; }
  /// All choices of all agents (N).
  std::size_t choices() const { return total_; }

  /// v[j]: the value of choice j to its agent against σ = exp(logSigma) (N entries, each
  /// agent's a probability vector). Log-probabilities, so that beliefs at sets reached with
  /// probabilities below the double range (λ large) are still ratios of exact magnitudes.
  virtual void values(const std::vector<double>& logSigma, std::vector<double>& v) const = 0;
  /// d[j * N + k] = ∂v_j / ∂(log σ_k). The default takes central differences of values()
  /// (N + N evaluations); models with a closed form override it. Returns early, with `d`
  /// incomplete, once `cancel` is set (the caller checks it).
  virtual void valueDerivatives(const std::vector<double>& logSigma, std::vector<double>& d,
                                const CancelToken& cancel) const;

 protected:
  void setChoiceCounts(std::vector<std::size_t> counts);

 private:
  std::vector<std::size_t> counts_, offsets_;
  std::size_t total_ = 0;
};

/// The players of a strategic game as agents. Cost per values(): profiles × players; per
/// valueDerivatives(): profiles × players³.
class StrategicLogitModel final : public LogitModel {
 public:
  explicit StrategicLogitModel(const StrategicGame& game);
  void values(const std::vector<double>& logSigma, std::vector<double>& v) const override;
  void valueDerivatives(const std::vector<double>& logSigma, std::vector<double>& d,
                        const CancelToken& cancel) const override;

 private:
  std::size_t players_ = 0, profiles_ = 0;
  std::vector<std::size_t> choiceOf_;  ///< profiles × players: the global choice index
  std::vector<double> payoffs_;        ///< profiles × players
};

/// The agent form of a tree: one agent per information set of a player (not chance), in set
/// order. Cost per values(): O(nodes × players); derivatives by differences (N + N walks).
class AgentLogitModel final : public LogitModel {
 public:
  explicit AgentLogitModel(const GameTree& tree);
  void values(const std::vector<double>& logSigma, std::vector<double>& v) const override;

  /// The information set of each agent.
  const std::vector<int>& agentSets() const { return agentSets_; }
  /// Per information set (index as in the tree), the beliefs σ induces on its members (in
  /// GameTree::infoSetMembers order): reach probabilities normalised; uniform when no member
  /// is reached (a chance probability 0 above it).
  std::vector<std::vector<double>> beliefs(const std::vector<double>& logSigma) const;

 private:
  /// The log of every node's reach probability (−∞: a chance probability 0 on the way).
  void logReach(const std::vector<double>& logSigma, std::vector<double>& out) const;
  /// The beliefs of one set from logReach.
  void beliefsAt(std::size_t set, const std::vector<double>& logReach, std::vector<double>& out) const;
  const GameTree& tree_;  ///< outlives the model
  std::vector<int> agentSets_;
  std::vector<int> agentOfSet_;  ///< per set: its agent, or -1 for chance sets
  std::vector<std::vector<NodeId>> members_;
  std::vector<std::vector<double>> chance_, logChance_;  ///< per set (empty for players)
  std::vector<std::vector<double>> outcome_; ///< per node: its outcome's payoffs (empty: none)
};

}  // namespace gamelab::qre
