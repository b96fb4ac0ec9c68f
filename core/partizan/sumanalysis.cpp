#include "core/partizan/sumanalysis.h"

#include "core/common/utf8.h"
#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"
#include "core/partizan/storesolver.h"

#include <algorithm>
#include <limits>

namespace gamelab::partizan {

namespace {

constexpr int kShortText = 18;

/// `text` cut to `length` characters (code points), the last one "…" when cut.
std::string elided(const std::string& text, int length) {
  if (utf8Columns(text) <= std::size_t(length)) return text;
  return text.substr(0, utf8OffsetOfColumn(text, length)) + "…";
}

/// A tree node's label: the number, the value's name, or the form's text shortened.
std::string nodeLabel(GameStore& store, GameId g) {
  if (auto value = store.numberValue(g)) return dyadicText(*value);
  if (auto name = gameName(store, g)) return *name;
  return elided(formText(store, g), kShortText);
}

TreePicture treePicture(GameStore& store, GameId root) {
  using Node = TreePicture::Node;
  TreePicture picture;
  picture.treeSize = store.treeSize(root);
  struct Item {
    GameId id;
    int parent;
    Side side;
    int depth;
  };
  std::vector<Item> stack{{root, -1, Side::Left, 0}};
  while (!stack.empty() && picture.nodes.size() < kTreeNodeBudget) {
    const Item item = stack.back();
    stack.pop_back();
    picture.nodes.push_back(Node{item.parent, item.side, item.depth, 0, nodeLabel(store, item.id), item.id});
    const int index = int(picture.nodes.size()) - 1;
    const auto right = store.rightOptions(item.id);
    for (auto it = right.rbegin(); it != right.rend(); ++it) stack.push_back({*it, index, Side::Right, item.depth + 1});
    const auto left = store.leftOptions(item.id);
    for (auto it = left.rbegin(); it != left.rend(); ++it) stack.push_back({*it, index, Side::Left, item.depth + 1});
  }
  // Leaves take consecutive slots in preorder; a parent sits between its last Left child and
  // its first Right child (half a slot beside them when it has options of one side only).
  auto& nodes = picture.nodes;
  std::vector<double> maxLeft(nodes.size(), -std::numeric_limits<double>::infinity());
  std::vector<double> minRight(nodes.size(), std::numeric_limits<double>::infinity());
  std::vector<bool> hasChild(nodes.size(), false);
  for (const Node& n : nodes)
    if (n.parent >= 0) hasChild[std::size_t(n.parent)] = true;
  double slot = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i)
    if (!hasChild[i]) nodes[i].x = slot++;
  for (std::size_t i = nodes.size(); i-- > 0;) {
    Node& n = nodes[i];
    if (hasChild[i]) {
      const bool l = maxLeft[i] > -std::numeric_limits<double>::infinity();
      const bool r = minRight[i] < std::numeric_limits<double>::infinity();
      n.x = l && r ? (maxLeft[i] + minRight[i]) / 2 : l ? maxLeft[i] + 0.5 : minRight[i] - 0.5;
    }
    if (n.parent >= 0) {
      const auto p = std::size_t(n.parent);
      if (n.side == Side::Left) maxLeft[p] = std::max(maxLeft[p], n.x);
      else minRight[p] = std::min(minRight[p], n.x);
    }
  }
  const double least = nodes.empty() ? 0 : std::min_element(nodes.begin(), nodes.end(), [](const Node& a, const Node& b) {
                                             return a.x < b.x;
                                           })->x;
  for (Node& n : nodes) n.x -= least;
  return picture;
}

std::vector<IncentiveText> incentives(GameStore& store, const std::vector<GameId>& ids) {
  std::vector<IncentiveText> out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    IncentiveText inc{valueName(store, ids[i]), false};
    for (std::size_t j = 0; j < ids.size() && !inc.incomparable; ++j)
      inc.incomparable = j != i && store.compare(ids[i], ids[j]) == Relation::Fuzzy;
    out.push_back(std::move(inc));
  }
  return out;
}

std::vector<std::string> texts(GameStore& store, const std::vector<GameId>& ids) {
  std::vector<std::string> out;
  for (GameId g : ids) out.push_back(valueName(store, g));
  return out;
}

/// G compared with the expression H: by the store when both are in it, else symbolically
/// (nimbersum.h). H unreadable or too large: the texts' error.
Expected<ComparisonText> comparisonWith(GameStore& store, const ExpressionValue& g, const std::string& text,
                                        const CancelToken& cancel) {
  ComparisonText c;
  c.h = text;
  auto h = parseGameOrNimberSum(store, text);
  Expected<NimberSumComparison> comparison = h ? NimberSumComparison{} : Expected<NimberSumComparison>(h.error());
  if (h && std::holds_alternative<GameId>(g) && std::holds_alternative<GameId>(*h)) {
    auto inStore = solveComparison(store, std::get<GameId>(g), std::get<GameId>(*h), Progress::none(), cancel);
    comparison = inStore ? runStoreSolver<NimberSumComparison>(store, cancel, [&] {
      return NimberSumComparison{inStore->relation, valueName(store, inStore->difference), inStore->differenceOutcome};
    })
                         : Expected<NimberSumComparison>(inStore.error());
  } else if (h) {
    comparison = solveNimberSumComparison(store, g, *h, cancel);
  }
  if (!comparison) {
    if (cancel.isCancelled()) return stopError(cancel);
    c.error = comparison.error();
    return c;
  }
  c.relation = comparison->relation;
  c.differenceOutcome = comparison->differenceOutcome;
  c.difference = comparison->difference;
  return c;
}

/// The report's facts as texts (inside runStoreSolver: it reads the store).
void fillReport(SumAnalysis& out, GameStore& store, const GameReport& report) {
  out.canonical = report.canonicalText;
  if (report.name) out.name = *report.name;
  out.outcome = report.outcome;
  out.leftWinsFirst = report.leftWinsMovingFirst;
  out.rightWinsFirst = report.rightWinsMovingFirst;
  out.leftWinningMoves = texts(store, report.leftWinningMoves);
  out.rightWinningMoves = texts(store, report.rightWinningMoves);
  out.number = report.number;
  out.birthday = std::to_string(report.birthday);
  out.leftStop = report.leftStop;
  out.rightStop = report.rightStop;
  out.mean = report.mean;
  out.temperature = report.temperature;
  out.leftIncentives = incentives(store, report.leftIncentives);
  out.rightIncentives = incentives(store, report.rightIncentives);
  out.formTreeSize = report.formTreeSize;
  out.canonicalTreeSize = report.canonicalTreeSize;
}

/// The closed-form facts of a symbolic G = x + *n; its trees are not drawn.
void fillSymbolic(SumAnalysis& out, const NimberSumReport& report) {
  out.canonical = report.name;
  out.name = out.canonical;
  out.outcome = report.outcome;
  out.leftWinsFirst = report.leftWinsMovingFirst;
  out.rightWinsFirst = report.rightWinsMovingFirst;
  out.leftWinningMoves = report.leftWinningMoves;
  out.rightWinningMoves = report.rightWinningMoves;
  out.birthday = report.birthday.get_str();
  out.leftStop = out.rightStop = out.mean = report.stop;
  out.temperature = report.temperature;
  for (const auto& text : report.incentives) {
    out.leftIncentives.push_back({(text), report.incentives.size() > 1});  // nimbers: pairwise ∥
    out.rightIncentives.push_back(out.leftIncentives.back());
  }
  out.optionsPerSide = report.optionsPerSide.get_str();
  out.formTreeSize = out.canonicalTreeSize = UINT64_MAX;
  for (auto* picture : {&out.before, &out.after, &out.negatedBefore, &out.negatedAfter}) picture->treeSize = UINT64_MAX;
}

/// G when a component is an expression holding a nimber too large for the store: the
/// components are added as sums of numbers and nimbers (nimbersum.h; CgtNimberTooLarge when
/// one is not), and G = x + *n reported in closed form, or, when the huge nimbers cancel, by
/// its canonical value (no form: the sum-rule form would have more than (n + 1)² positions).
/// Thermographs: x + *n has x + *'s. nullopt when no component is symbolic.
std::optional<Expected<SumAnalysis>> analyseSymbolic(GameStore& store, PositionValues& values,
                                                          const PartizanSession& session,
                                                          const CancelToken& cancel) {
  std::vector<ExpressionValue> parts;
  bool symbolic = false;
  for (const auto& component : session.components) {
    auto value = solveValueOrNimberSum(values, store, component.position, cancel);
    if (!value) return value.error();
    symbolic = symbolic || std::holds_alternative<NimberSum>(*value);
    parts.push_back(*value);
  }
  if (!symbolic) return std::nullopt;
  auto total = solveSumOfValues(store, parts, cancel);
  if (!total) return total.error();
  SumAnalysis out;
  out.session = session;
  auto drawn = runStoreSolver<bool>(store, cancel, [&] {
    ThermographTable table(store);
    const auto thermographOf = [&](const ExpressionValue& value) {
      const auto* sum = std::get_if<NimberSum>(&value);
      return table.of(sum ? buildNimberSum(store, NimberSum{sum->number, sum->nimber == 0 ? 0 : 1})
                          : std::get<GameId>(value));
    };
    for (const auto& part : parts) out.componentValues.push_back(valueName(store, part));
    out.thermographs.push_back({"G", valueName(store, *total), thermographOf(*total)});
    for (std::size_t i = 0; i < parts.size(); ++i)
      out.thermographs.push_back({std::to_string(i + 1), out.componentValues[i], thermographOf(parts[i])});
    return true;
  });
  if (!drawn) return drawn.error();
  if (const auto* g = std::get_if<NimberSum>(&*total)) {
    fillSymbolic(out, reportNimberSum(*g));
  } else {
    auto report = solveGameReport(store, std::get<GameId>(*total), Progress::none(), cancel);
    if (!report) return report.error();
    auto filled = runStoreSolver<bool>(store, cancel, [&] {
      fillReport(out, store, *report);
      out.before = out.after = treePicture(store, report->canonical);
      out.negatedBefore = out.negatedAfter = treePicture(store, store.negate(report->canonical));
      return true;
    });
    if (!filled) return filled.error();
    out.formIsSum = false;
  }
  if (!session.compare.empty()) {
    auto comparison = comparisonWith(store, *total, session.compare, cancel);
    if (!comparison) return comparison.error();
    out.comparison = std::move(*comparison);
  }
  return out;
}

Expected<SumAnalysis> analyseIn(GameStore& store, PositionValues& values,
                                     const PartizanSession& session, const Progress& progress,
                                     const CancelToken& cancel) {
  if (auto symbolic = analyseSymbolic(store, values, session, cancel)) return std::move(*symbolic);
  SumAnalysis out;
  out.session = session;
  // The components' values and forms.
  std::vector<GameId> forms, componentValues;
  for (std::size_t i = 0; i < session.components.size(); ++i) {
    progress.report(double(i) / double(session.components.size() + 4), "positions");
    auto position = readPosition(session.components[i].position.ruleset, session.components[i].position.text);
    if (!position) return position.error();
    auto value = values.solveValue(*position, Progress::none(), cancel);
    if (!value) return value.error();
    auto form = values.solveForm(*position, Progress::none(), cancel);
    if (!form) return form.error();
    componentValues.push_back(*value);
    forms.push_back(*form);
  }
  // G: the sum-rule form when small enough, else the canonical sum.
  auto g = runStoreSolver<GameId>(store, cancel, [&] {
    GameId sum = GameStore::zero();
    for (GameId v : componentValues) sum = store.add(sum, v);
    for (GameId v : componentValues) out.componentValues.push_back(valueName(store, v));
    std::size_t positions = 1;
    int height = 0;
    for (GameId f : forms) {
      const std::size_t count = store.positionCount(f);
      positions = count != 0 && positions > kMaxAnalysedSumFormPositions / count ? kMaxAnalysedSumFormPositions + 1 : positions * count;
      height += store.height(f);
    }
    out.sumFormPositions = positions;
    out.formIsSum = !forms.empty() && positions <= kMaxAnalysedSumFormPositions && height <= kMaxHeight;
    if (!out.formIsSum) return forms.size() == 1 ? forms.front() : sum;
    GameId form = forms.front();
    for (std::size_t i = 1; i < forms.size(); ++i) form = store.sumForm(form, forms[i]);
    return form;
  });
  if (!g) return g.error();
  if (forms.size() == 1) out.formIsSum = true;
  progress.report(double(forms.size()) / double(forms.size() + 4), "canonical");
  auto report = solveGameReport(store, *g, Progress::none(), cancel);
  if (!report) return report.error();
  auto log = solveCanonicalWithLog(store, *g, {}, Progress::none(), cancel);
  if (!log) return log.error();
  progress.report(double(forms.size() + 2) / double(forms.size() + 4), "thermograph");
  auto done = runStoreSolver<bool>(store, cancel, [&] {
    fillReport(out, store, *report);
    out.before = treePicture(store, *g);
    out.after = treePicture(store, report->canonical);
    out.negatedBefore = treePicture(store, store.negate(*g));
    out.negatedAfter = treePicture(store, store.negate(report->canonical));
    for (const auto& step : log->steps) {
      LogStepText s{step.position, step.side, step.kind, {}, valueName(store, step.option), valueName(store, step.by), {}};
      // A position is named by its form (its value's name, e.g. "0" for {*|*}, would hide
      // what is being simplified; formText names only canonical parts, * for {0|0}); G
      // itself by its letter.
      s.current = step.position == *g ? "G" : elided(formText(store, step.current), 2 * kShortText);
      for (GameId r : step.replacement) s.replacement.push_back(valueName(store, r));
      out.log.push_back(std::move(s));
    }
    out.logTruncated = log->truncated;
    ThermographTable table(store);
    out.thermographs.push_back({"G", out.name.value_or(out.canonical), table.of(report->canonical)});
    for (std::size_t i = 0; i < componentValues.size(); ++i)
      out.thermographs.push_back({std::to_string(i + 1), out.componentValues[i], table.of(componentValues[i])});
    return true;
  });
  if (!done) return done.error();
  if (!session.compare.empty()) {
    auto comparison = comparisonWith(store, report->canonical, session.compare, cancel);
    if (!comparison) return comparison.error();
    out.comparison = std::move(*comparison);
  }
  progress.report(1.0, "done");
  return out;
}

}  // namespace

Expected<SumAnalysis> solveSumAnalysis(const PartizanSession& session, SharedStore& shared,
                                           const Progress& progress, const CancelToken& cancel) {
  return shared.use<SumAnalysis>(cancel, [&](GameStore& store, PositionValues& values) {
    return analyseIn(store, values, session, progress, cancel);
  });
}

Expected<SumValues> solveSumValues(const PartizanSession& session, SharedStore& shared, const Progress& progress,
                                   const CancelToken& cancel) {
  return shared.use<SumValues>(cancel, [&](GameStore& store, PositionValues& values) -> Expected<SumValues> {
    SumValues out;
    std::vector<ExpressionValue> known;
    for (std::size_t i = 0; i < session.components.size(); ++i) {
      progress.report(double(i) / double(session.components.size() + 1), "cgt");
      auto value = solveValueOrNimberSum(values, store, session.components[i].position, cancel);
      if (!value) {
        if (cancel.isCancelled()) return stopError(cancel);
        out.components.push_back({{}, value.error()});
        continue;
      }
      known.push_back(*value);
      auto text = runStoreSolver<std::string>(store, cancel, [&] { return valueName(store, *value); });
      if (!text) return text.error();
      out.components.push_back({*text, std::nullopt});
    }
    if (known.size() < session.components.size()) return out;
    auto sum = solveSumOfValues(store, known, cancel);
    auto text = sum ? runStoreSolver<std::string>(store, cancel, [&] { return valueName(store, *sum); })
                    : Expected<std::string>(sum.error());
    if (!text && cancel.isCancelled()) return text.error();
    out.sum = text ? ValueText{*text, std::nullopt} : ValueText{{}, text.error()};
    return out;
  });
}

}  // namespace gamelab::partizan
