#include "core/qre/logitmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gamelab::qre {

void LogitModel::setChoiceCounts(std::vector<std::size_t> counts) {
  counts_ = std::move(counts);
  offsets_.assign(counts_.size(), 0);
  total_ = 0;
  for (std::size_t a = 0; a < counts_.size(); ++a) {
    offsets_[a] = total_;
    total_ += counts_[a];
  }
}

void LogitModel::valueDerivatives(const std::vector<double>& logSigma, std::vector<double>& d,
                                  const CancelToken& cancel) const {
  const std::size_t n = choices();
  d.assign(n * n, 0.0);
  std::vector<double> shifted = logSigma, plus, minus;
  constexpr double h = 1e-6;
  for (std::size_t k = 0; k < n; ++k) {
    if (cancel.isCancelled()) return;
    shifted[k] = logSigma[k] + h;
    values(shifted, plus);
    shifted[k] = logSigma[k] - h;
    values(shifted, minus);
    shifted[k] = logSigma[k];
    for (std::size_t j = 0; j < n; ++j) d[j * n + k] = (plus[j] - minus[j]) / (2 * h);
  }
}

StrategicLogitModel::StrategicLogitModel(const StrategicGame& game)
    : players_(game.players()), profiles_(game.profileCount()) {
  setChoiceCounts(game.strategyCounts());
  choiceOf_.resize(profiles_ * players_);
  payoffs_.resize(profiles_ * players_);
  PureProfile profile(players_, 0);
  for (std::size_t t = 0; t < profiles_; ++t) {
    for (std::size_t k = 0; k < players_; ++k) {
      choiceOf_[t * players_ + k] = offset(k) + profile[k];
      payoffs_[t * players_ + k] = toDouble(game.payoff(t, k));
    }
    for (std::size_t k = 0; k < players_; ++k) {  // next profile, player 1 fastest (the game's order)
      if (++profile[k] < count(k)) break;
      profile[k] = 0;
    }
  }
}

void StrategicLogitModel::values(const std::vector<double>& logSigma, std::vector<double>& v) const {
  std::vector<double> sigma(logSigma.size());
  for (std::size_t j = 0; j < sigma.size(); ++j) sigma[j] = std::exp(logSigma[j]);
  v.assign(choices(), 0.0);
  std::vector<double> prefix(players_ + 1), suffix(players_ + 1);
  for (std::size_t t = 0; t < profiles_; ++t) {
    const std::size_t* choice = &choiceOf_[t * players_];
    prefix[0] = 1.0;
    for (std::size_t k = 0; k < players_; ++k) prefix[k + 1] = prefix[k] * sigma[choice[k]];
    suffix[players_] = 1.0;
    for (std::size_t k = players_; k-- > 0;) suffix[k] = suffix[k + 1] * sigma[choice[k]];
    for (std::size_t k = 0; k < players_; ++k) v[choice[k]] += payoffs_[t * players_ + k] * prefix[k] * suffix[k + 1];
  }
}

void StrategicLogitModel::valueDerivatives(const std::vector<double>& logSigma, std::vector<double>& d,
                                           const CancelToken& cancel) const {
  std::vector<double> sigma(logSigma.size());
  for (std::size_t j = 0; j < sigma.size(); ++j) sigma[j] = std::exp(logSigma[j]);
  const std::size_t n = choices();
  d.assign(n * n, 0.0);
  for (std::size_t t = 0; t < profiles_; ++t) {
    if ((t & 4095) == 0 && cancel.isCancelled()) return;
    const std::size_t* choice = &choiceOf_[t * players_];
    for (std::size_t k = 0; k < players_; ++k) {
      const double payoff = payoffs_[t * players_ + k];
      if (payoff == 0) continue;
      for (std::size_t l = 0; l < players_; ++l) {
        if (l == k) continue;
        double weight = payoff;
        for (std::size_t m = 0; m < players_ && weight != 0; ++m)
          if (m != k && m != l) weight *= sigma[choice[m]];
        d[choice[k] * n + choice[l]] += weight * sigma[choice[l]];  // ∂/∂log σ = σ ∂/∂σ
      }
    }
  }
}

AgentLogitModel::AgentLogitModel(const GameTree& tree) : tree_(tree) {
  members_ = tree.infoSetMembers();
  agentOfSet_.assign(tree.infoSets.size(), -1);
  chance_.resize(tree.infoSets.size());
  logChance_.resize(tree.infoSets.size());
  std::vector<std::size_t> counts;
  for (std::size_t s = 0; s < tree.infoSets.size(); ++s) {
    const InfoSet& set = tree.infoSets[s];
    if (set.isChance()) {
      for (const Rational& p : set.probabilities) {
        chance_[s].push_back(toDouble(p));
        logChance_[s].push_back(p > 0 ? std::log(toDouble(p)) : -std::numeric_limits<double>::infinity());
      }
      continue;
    }
    agentOfSet_[s] = static_cast<int>(agentSets_.size());
    agentSets_.push_back(static_cast<int>(s));
    counts.push_back(set.actions.size());
  }
  setChoiceCounts(std::move(counts));
  outcome_.resize(tree.nodes.size());
  for (std::size_t x = 0; x < tree.nodes.size(); ++x)
    if (const int o = tree.nodes[x].outcome; o >= 0)
      for (const Rational& u : tree.outcomes[static_cast<std::size_t>(o)].payoffs) outcome_[x].push_back(toDouble(u));
}

void AgentLogitModel::logReach(const std::vector<double>& logSigma, std::vector<double>& out) const {
  out.assign(tree_.nodes.size(), 0.0);
  for (std::size_t x = 0; x < tree_.nodes.size(); ++x) {  // parents before children
    const TreeNode& node = tree_.nodes[x];
    if (node.isTerminal()) continue;
    const std::size_t set = static_cast<std::size_t>(node.infoSet);
    const int agent = agentOfSet_[set];
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      const double logP = agent < 0 ? logChance_[set][a] : logSigma[offset(static_cast<std::size_t>(agent)) + a];
      out[static_cast<std::size_t>(node.children[a])] = out[x] + logP;
    }
  }
}

void AgentLogitModel::beliefsAt(std::size_t set, const std::vector<double>& reached, std::vector<double>& out) const {
  const std::vector<NodeId>& nodes = members_[set];
  double top = -std::numeric_limits<double>::infinity();
  for (NodeId x : nodes) top = std::max(top, reached[static_cast<std::size_t>(x)]);
  out.assign(nodes.size(), 1.0 / double(nodes.size()));  // no member reached: uniform
  if (!std::isfinite(top)) return;
  double mass = 0;
  for (std::size_t m = 0; m < nodes.size(); ++m) mass += out[m] = std::exp(reached[static_cast<std::size_t>(nodes[m])] - top);
  for (double& b : out) b /= mass;
}

void AgentLogitModel::values(const std::vector<double>& logSigma, std::vector<double>& v) const {
  const std::size_t nodes = tree_.nodes.size(), players = static_cast<std::size_t>(tree_.players());
  // Expected payoff of every player from each node on (outcomes at the node and below).
  std::vector<double> below(nodes * players, 0.0);
  for (std::size_t x = nodes; x-- > 0;) {
    const TreeNode& node = tree_.nodes[x];
    double* own = &below[x * players];
    for (std::size_t i = 0; i < outcome_[x].size(); ++i) own[i] = outcome_[x][i];
    if (node.isTerminal()) continue;
    const std::size_t set = static_cast<std::size_t>(node.infoSet);
    const int agent = agentOfSet_[set];
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      const double p = agent < 0 ? chance_[set][a] : std::exp(logSigma[offset(static_cast<std::size_t>(agent)) + a]);
      if (p == 0) continue;
      const double* child = &below[static_cast<std::size_t>(node.children[a]) * players];
      for (std::size_t i = 0; i < players; ++i) own[i] += p * child[i];
    }
  }
  std::vector<double> reached, weights;
  logReach(logSigma, reached);
  v.assign(choices(), 0.0);
  for (std::size_t agent = 0; agent < agents(); ++agent) {
    const std::size_t set = static_cast<std::size_t>(agentSets_[agent]);
    const std::size_t player = static_cast<std::size_t>(tree_.infoSets[set].player);
    beliefsAt(set, reached, weights);
    for (std::size_t m = 0; m < members_[set].size(); ++m) {
      const TreeNode& node = tree_.node(members_[set][m]);
      for (std::size_t a = 0; a < count(agent); ++a)
        v[offset(agent) + a] += weights[m] * below[static_cast<std::size_t>(node.children[a]) * players + player];
    }
  }
}

std::vector<std::vector<double>> AgentLogitModel::beliefs(const std::vector<double>& logSigma) const {
  std::vector<double> reached;
  logReach(logSigma, reached);
  std::vector<std::vector<double>> out(members_.size());
  for (std::size_t set = 0; set < members_.size(); ++set) beliefsAt(set, reached, out[set]);
  return out;
}

}  // namespace gamelab::qre
