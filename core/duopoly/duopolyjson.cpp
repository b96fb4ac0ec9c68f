#include "core/duopoly/duopolyjson.h"

#include "core/io/jsontext.h"

#include <cstdint>
#include <optional>

namespace gamelab {

namespace {

const char* const kModelNames = "cournot, stackelberg, bertrand, stackelberg-bertrand, entry";

Expected<Rational> number(const nlohmann::json& value, const std::string& place, const std::string& fileName) {
  auto r = exactJsonNumber(value);
  if (!r)
    return makeError(ErrorCode::NotANumber, {jsonExcerpt(value), place, "/game" + place}, SourceLocation{fileName, 0, 0});
  return *r;
}

std::string text(const Rational& r) { return toString(r); }

}  // namespace

nlohmann::json toJson(const DuopolyMarket& m) {
  nlohmann::json j = {{"model", duopolyModelName(m.model)}, {"a", text(m.a)}, {"c", text(m.c)}};
  if (m.b) j["b"] = text(*m.b);
  if (m.model == DuopolyModel::Cournot) j["firms"] = m.firms;
  if (!m.costs.empty()) {
    nlohmann::json costs = nlohmann::json::array();
    for (const auto& c : m.costs) costs.push_back(text(c));
    j["costs"] = std::move(costs);
  }
  if (m.fixedCost) j["fixed"] = text(*m.fixedCost);
  if (!m.fixedCosts.empty()) {
    nlohmann::json fixed = nlohmann::json::array();
    for (const auto& f : m.fixedCosts) fixed.push_back(text(f));
    j["fixed_costs"] = std::move(fixed);
  }
  return j;
}

Expected<DuopolyMarket> duopolyMarketFromJson(const nlohmann::json& json, const std::string& fileName) {
  if (!json.is_object()) return payloadShapeError(Problem::MustBeObject, "", fileName);
  DuopolyMarket m;
  const auto model = json.find("model");
  if (model == json.end()) return payloadShapeError(Problem::MissingField, "", fileName, {"model"});
  if (!model->is_string()) return payloadShapeError(Problem::MustBeString, "/model", fileName);
  const auto parsed = duopolyModelFromName(model->get<std::string>());
  if (!parsed) return payloadShapeError(Problem::MustBeOneOf, "/model", fileName, {kModelNames, jsonExcerpt(*model)});
  m.model = *parsed;
  for (const char* key : {"a", "c"}) {
    const auto it = json.find(key);
    if (it == json.end()) continue;  // the defaults of DuopolyMarket
    auto value = number(*it, std::string("/") + key, fileName);
    if (!value) return value.error();
    (key[0] == 'a' ? m.a : m.c) = *value;
  }
  for (const char* key : {"b", "fixed"}) {
    const auto it = json.find(key);
    if (it == json.end() || it->is_null()) continue;
    auto value = number(*it, std::string("/") + key, fileName);
    if (!value) return value.error();
    (key[0] == 'b' ? m.b : m.fixedCost) = *value;
  }
  if (const auto firms = json.find("firms"); firms != json.end()) {
    if (!firms->is_number_integer()) return payloadShapeError(Problem::MustBeInteger, "/firms", fileName);
    const auto n = firms->is_number_unsigned() ? std::int64_t(std::min<std::uint64_t>(firms->get<std::uint64_t>(), INT64_MAX))
                                               : firms->get<std::int64_t>();
    if (n < 1 || n > kDuopolyMaxFirms)
      return payloadShapeError(Problem::MustBeBetween, "/firms", fileName, {"1", std::to_string(kDuopolyMaxFirms), std::to_string(n)});
    m.firms = int(n);
  }
  for (const char* key : {"costs", "fixed_costs"}) {
    const auto list = json.find(key);
    if (list == json.end()) continue;
    const std::string place = std::string("/") + key;
    if (!list->is_array()) return payloadShapeError(Problem::MustBeList, place, fileName);
    if (list->size() > std::size_t(kDuopolyMaxFirms))
      return payloadShapeError(Problem::TooManyEntries, place, fileName, {std::to_string(list->size()), std::to_string(kDuopolyMaxFirms)});
    RationalVector& values = key[0] == 'c' ? m.costs : m.fixedCosts;
    for (std::size_t k = 0; k < list->size(); ++k) {
      auto value = number((*list)[k], place + "/" + std::to_string(k), fileName);
      if (!value) return value.error();
      values.push_back(*value);
    }
  }
  return m;
}

}  // namespace gamelab
