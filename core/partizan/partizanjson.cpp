#include "core/partizan/partizanjson.h"

#include "core/common/problem.h"
#include "core/common/textexcerpt.h"

namespace gamelab::partizan {
namespace {

using nlohmann::json;

/// The largest layout: one point per vertex number.
constexpr std::size_t kMaxLayoutPoints = static_cast<std::size_t>(kMaxHackenbushVertex) + 1;

Error shape(Problem problem, std::vector<std::string> values) {
  return makeProblemError(ErrorCode::WrongShape, problem, std::move(values));
}

/// The string at `key` of `object` (at `pointer`); `fallback` when absent, else MissingField.
Expected<std::string> stringAt(const json& object, const std::string& pointer, const char* key,
                               std::optional<std::string> fallback) {
  const auto it = object.find(key);
  if (it == object.end()) {
    if (fallback) return *fallback;
    return shape(Problem::MissingField, {pointer, key});
  }
  if (!it->is_string()) return shape(Problem::MustBeString, {pointer + "/" + key});
  return it->get<std::string>();
}

Expected<std::vector<std::array<double, 2>>> layoutAt(const json& object, const std::string& pointer) {
  std::vector<std::array<double, 2>> layout;
  const auto it = object.find("layout");
  if (it == object.end() || it->is_null()) return layout;
  const std::string here = pointer + "/layout";
  if (!it->is_array()) return shape(Problem::MustBeList, {here});
  if (it->size() > kMaxLayoutPoints)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyEntries,
                            {here, std::to_string(it->size()), std::to_string(kMaxLayoutPoints)});
  layout.reserve(it->size());
  for (std::size_t i = 0; i < it->size(); ++i) {
    const auto& p = (*it)[i];
    if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number())
      return shape(Problem::MustBePoint, {here + "/" + std::to_string(i)});
    layout.push_back({p[0].get<double>(), p[1].get<double>()});
  }
  return layout;
}

Expected<PartizanComponent> componentAt(const json& value, const std::string& pointer) {
  if (!value.is_object()) return shape(Problem::MustBeObject, {pointer});
  auto name = stringAt(value, pointer, "ruleset", std::nullopt);
  if (!name) return name.error();
  const auto ruleset = rulesetFromName(*name);
  if (!ruleset)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::CgtUnknownRuleset,
                            {excerpt(*name), rulesetNames(), pointer + "/ruleset"});
  auto text = stringAt(value, pointer, "position", std::nullopt);
  if (!text) return text.error();
  auto position = readPosition(*ruleset, *text);
  if (!position) {
    Error e = position.error();
    e.args.push_back(pointer + "/position");
    return e;
  }
  auto layout = layoutAt(value, pointer);
  if (!layout) return layout.error();
  return PartizanComponent{std::move(*position), std::move(*layout)};
}

}  // namespace

nlohmann::json toJson(const PartizanSession& session) {
  json out = json::object();
  if (!session.title.empty()) out["title"] = session.title;
  json components = json::array();
  for (const auto& c : session.components) {
    json item = {{"ruleset", rulesetName(c.position.ruleset)}, {"position", c.position.text}};
    if (!c.layout.empty()) {
      json layout = json::array();
      for (const auto& p : c.layout) layout.push_back({p[0], p[1]});
      item["layout"] = std::move(layout);
    }
    components.push_back(std::move(item));
  }
  out["components"] = std::move(components);
  if (!session.compare.empty()) out["compare"] = session.compare;
  return out;
}

Expected<PartizanSession> partizanSessionFromJson(const nlohmann::json& json) {
  try {
    if (!json.is_object()) return shape(Problem::MustBeObject, {""});
    PartizanSession session;
    auto title = stringAt(json, "", "title", std::string());
    if (!title) return title.error();
    session.title = std::move(*title);
    const auto it = json.find("components");
    if (it == json.end()) return shape(Problem::MissingField, {"", "components"});
    if (!it->is_array()) return shape(Problem::MustBeList, {"/components"});
    if (it->size() > kMaxComponents)
      return makeProblemError(ErrorCode::TooLarge, Problem::TooManyEntries,
                              {"/components", std::to_string(it->size()), std::to_string(kMaxComponents)});
    for (std::size_t i = 0; i < it->size(); ++i) {
      auto component = componentAt((*it)[i], "/components/" + std::to_string(i));
      if (!component) return component.error();
      session.components.push_back(std::move(*component));
    }
    auto compare = stringAt(json, "", "compare", std::string());
    if (!compare) return compare.error();
    session.compare = std::move(*compare);
    return session;
  } catch (const std::exception& e) {
    return makeError(ErrorCode::Internal, {e.what()});
  }
}

}  // namespace gamelab::partizan
