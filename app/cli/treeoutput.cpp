#include "app/cli/treeoutput.h"

#include <string>

namespace gamelab::cli {
namespace {

/// Appends a member whose key the object does not have yet (the caller guarantees it) in O(1):
/// ordered_json's operator[] searches its members linearly, which made objects with 10⁵ keys
/// quadratic to build.
void appendNewMember(Json& object, std::string key, Json value) {
  auto& members = static_cast<Json::object_t::Container&>(object.get_ref<Json::object_t&>());
  members.emplace_back(std::move(key), std::move(value));
}

}  // namespace

Json perInfoSetJson(const GameTree& tree, const std::function<Json(std::size_t set)>& valueOf) {
  Json out = Json::object();
  for (int player = 0; player < tree.players(); ++player) {
    Json sets = Json::object();
    for (int set : tree.infoSetsOf(player)) {
      const auto index = static_cast<std::size_t>(set);
      appendNewMember(sets, std::to_string(tree.infoSets[index].number), valueOf(index));
    }
    appendNewMember(out, std::to_string(player + 1), std::move(sets));
  }
  return out;
}

Json behaviourJson(const GameTree& tree, const BehaviourProfile& profile) {
  return perInfoSetJson(tree, [&](std::size_t set) { return set < profile.size() ? exactList(profile[set]) : Json::array(); });
}

}  // namespace gamelab::cli
