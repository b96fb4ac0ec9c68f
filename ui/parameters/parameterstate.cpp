#include "ui/parameters/parameterstate.h"

#include "core/param/documentparameters.h"
#include "ui/common/numberformat.h"

#include <algorithm>
#include <cctype>

namespace gamelab::ui {

bool ParameterState::hasExpressions() const {
  return std::any_of(expressions.begin(), expressions.end(), [](const std::string& e) { return !e.empty(); });
}

bool ParameterState::uses(std::string_view name) const {
  for (const auto& text : expressions) {
    if (text.empty()) continue;
    auto e = parseExpression(text, {});
    if (!e) continue;
    const auto names = e->names();
    if (std::find(names.begin(), names.end(), name) != names.end()) return true;
  }
  return false;
}

Expected<std::vector<std::pair<std::size_t, Rational>>> evaluateExpressions(const ParameterState& state,
                                                                          const PayoffPlace& place) {
  for (const auto& p : state.parameters.list)
    if (auto problem = checkParameterRange(p)) return *problem;
  const ParameterValues values = state.parameters.values();
  std::vector<std::pair<std::size_t, Rational>> out;
  for (std::size_t i = 0; i < state.expressions.size(); ++i) {
    if (state.expressions[i].empty()) continue;
    const std::string where = place(i).toStdString();
    auto e = parseExpression(state.expressions[i], where);
    if (!e) return e.error();
    auto v = evaluateExpression(*e, values, where);
    if (!v) return v.error();
    out.emplace_back(i, std::move(*v));
  }
  return out;
}

Expected<TypedPayoff> readTypedPayoff(const QString& text, const Parameters& parameters, const QString& place) {
  const QString trimmed = text.trimmed();
  if (auto plain = parseTypedNumber(trimmed)) return TypedPayoff{*plain, {}};
  const std::string where = place.toStdString();
  auto e = parseExpression(trimmed.toStdString(), where);
  if (!e) return e.error();
  auto v = evaluateExpression(*e, parameters.values(), where);
  if (!v) return v.error();
  return TypedPayoff{std::move(*v), e->text};
}

QString expressionCellText(const std::string& expression, const Rational& value) {
  if (expression.empty()) return formatRational(value);
  return QStringLiteral("%1 = %2").arg(QString::fromStdString(expression), formatRational(value));
}

std::string renamedInExpression(std::string_view text, std::string_view from, std::string_view to) {
  auto isStart = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; };
  auto isPart = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (isStart(text[i]) && (i == 0 || !(isPart(text[i - 1]) || text[i - 1] == '.'))) {
      std::size_t j = i;
      while (j < text.size() && isPart(text[j])) ++j;
      const std::string_view word = text.substr(i, j - i);
      out.append(word == from ? to : word);
      i = j;
    } else {
      out.push_back(text[i++]);
    }
  }
  return out;
}

std::string expressionPlus(const std::string& expression, const Rational& c) {
  if (c == 0) return expression;
  return "(" + expression + ")" + (c < 0 ? " - " + toString(Rational(-c)) : " + " + toString(c));
}

namespace {
/// (a, b) of "/payoffs/<a>/<b>", or false.
bool payoffPosition(const std::string& pointer, std::size_t& a, std::size_t& b) {
  static constexpr std::string_view prefix = "/payoffs/";
  if (pointer.rfind(prefix, 0) != 0) return false;
  const std::size_t slash = pointer.find('/', prefix.size());
  if (slash == std::string::npos) return false;
  try {
    a = std::stoul(pointer.substr(prefix.size(), slash - prefix.size()));
    b = std::stoul(pointer.substr(slash + 1));
  } catch (...) {
    return false;
  }
  return true;
}
}  // namespace

Expected<ParameterState> loadParameterState(nlohmann::json& game, const nlohmann::json& declared,
                                            std::string_view kind) {
  ParameterState state;
  std::vector<std::pair<std::string, std::string>> found;  // pointer, expression
  forEachExpressionPlace(game, kind, [&](const std::string& pointer, nlohmann::json& value, bool) {
    if (value.is_string() && !parseRational(value.get<std::string>())) found.emplace_back(pointer, value.get<std::string>());
  });
  auto applied = applyParameters(game, declared, kind, {}, {}, {});
  if (!applied) return applied.error();
  state.parameters = std::move(*applied);
  const auto payoffs = game.find("payoffs");
  if (payoffs == game.end() || !payoffs->is_array()) return state;
  for (auto& [pointer, text] : found) {
    std::size_t a = 0, b = 0;
    if (!payoffPosition(pointer, a, b) || a >= payoffs->size() || !(*payoffs)[a].is_array()) continue;
    const std::size_t index = a * (*payoffs)[a].size() + b;
    if (state.expressions.size() <= index) state.expressions.resize(index + 1);
    state.expressions[index] = std::move(text);
  }
  return state;
}

void storeExpressions(nlohmann::json& game, const ParameterState& state) {
  const auto it = game.find("payoffs");
  if (it == game.end() || !it->is_array() || it->empty() || !(*it)[0].is_array()) return;
  auto& payoffs = *it;
  const std::size_t width = payoffs[0].size();
  if (width == 0) return;
  for (std::size_t i = 0; i < state.expressions.size(); ++i)
    if (!state.expressions[i].empty() && i / width < payoffs.size()) payoffs[i / width][i % width] = state.expressions[i];
}

}  // namespace gamelab::ui
