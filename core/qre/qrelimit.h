#pragma once
/// The end of a QRE branch made exact (internal to core/qre): near λ = ∞ the branch is within
/// O(1/λ) of a Nash equilibrium (strategic) or of a sequential equilibrium's assessment (agent
/// form, McKelvey and Palfrey 1998), which these functions try to name exactly.
#include "core/strategic/strategicgame.h"
#include "core/tree/assessment.h"

#include <functional>
#include <optional>
#include <vector>

namespace gamelab::qre {

/// A rational Nash equilibrium near `sigma` (per player): for two players the indifference
/// equations on the supports `sigma` suggests, solved exactly; for more players Newton's method
/// on the support's system, then rounding (nperson::exactEquilibriumNear). Nullopt when no
/// candidate passes isNashEquilibrium.
std::optional<MixedProfile> exactEquilibriumNearLimit(const StrategicGame& game,
                                                      const std::vector<std::vector<double>>& sigma);

struct ExactAssessment {
  BehaviourProfile behaviour;
  Beliefs beliefs;
};

/// An assessment near (behaviour, beliefs) (per set, chance sets included) that passes
/// checkAssessment exactly: each probability rounded to denominators 10, 100, …, 10⁸ in turn
/// (within 1e-4: near a continuum of equilibria the branch converges slowly, and the check is
/// exact whatever the rounding). `accept`, when given, must also pass (a further exact check:
/// consistency). Nullopt when no rounding passes.
std::optional<ExactAssessment> exactAssessmentNearLimit(
    const GameTree& tree, const std::vector<std::vector<double>>& behaviour,
    const std::vector<std::vector<double>>& beliefs,
    const std::function<bool(const ExactAssessment&)>& accept = {});

}  // namespace gamelab::qre
