#pragma once
/// The payload of a `.gamelab` document of kind "partizan" (documentkind.h):
///   {"title": "…", "components": [{"ruleset": "domineering", "position": "..../....",
///     "layout": [[x, y], …]}, {"ruleset": "expression", "position": "{1|0}"}, …],
///    "compare": "^*"}
/// The game is the sum of the components. "layout" (optional, Hackenbush only) gives the
/// drawing position of each vertex, index = vertex number. "compare" (optional) is the
/// expression of H in the comparison panel.
#include "core/common/expected.h"
#include "core/partizan/ruleset.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string>
#include <vector>

namespace gamelab::partizan {

struct PartizanComponent {
  Position position;
  std::vector<std::array<double, 2>> layout;
  bool operator==(const PartizanComponent&) const = default;
};

struct PartizanSession {
  std::string title;
  std::vector<PartizanComponent> components;
  std::string compare;
  bool operator==(const PartizanSession&) const = default;
};

inline constexpr std::size_t kMaxComponents = 64;

nlohmann::json toJson(const PartizanSession& session);
/// Errors name the place as a JSON pointer ("/components/2/position"): WrongShape
/// (MustBeObject, MustBeList, MustBeString, MissingField), CgtUnknownRuleset, TooManyEntries
/// beyond kMaxComponents, and readPosition's errors with the pointer appended to the args.
/// Never throws.
Expected<PartizanSession> partizanSessionFromJson(const nlohmann::json& json);

}  // namespace gamelab::partizan
