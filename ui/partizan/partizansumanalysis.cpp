#include "ui/partizan/partizansumanalysis.h"

#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"
#include "core/partizan/storesolver.h"
#include "ui/common/errortext.h"

#include <algorithm>
#include <limits>

namespace gamelab::ui {

using partizan::GameId;
using partizan::GameStore;
using partizan::Side;

namespace {

constexpr int kShortText = 18;

QString elided(const std::string& text, int length) {
  QString t = QString::fromStdString(text);
  return t.size() > length ? t.left(length - 1) + QStringLiteral("…") : t;
}

/// The value's name, else its canonical text (canonical ids).
QString valueText(GameStore& store, GameId g) {
  if (auto name = partizan::gameName(store, g)) return QString::fromStdString(*name);
  return QString::fromStdString(partizan::canonicalText(store, g));
}

/// A tree node's label: the number, the value's name, or the form's text shortened.
QString nodeLabel(GameStore& store, GameId g) {
  if (auto value = store.numberValue(g)) return QString::fromStdString(partizan::dyadicText(*value));
  if (auto name = partizan::gameName(store, g)) return QString::fromStdString(*name);
  return elided(partizan::formText(store, g), kShortText);
}

PartizanTreePicture treePicture(GameStore& store, GameId root) {
  using Node = PartizanTreePicture::Node;
  PartizanTreePicture picture;
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

std::vector<PartizanIncentive> incentives(GameStore& store, const std::vector<GameId>& ids) {
  std::vector<PartizanIncentive> out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    PartizanIncentive inc{valueText(store, ids[i]), false};
    for (std::size_t j = 0; j < ids.size() && !inc.incomparable; ++j)
      inc.incomparable = j != i && store.compare(ids[i], ids[j]) == partizan::Relation::Fuzzy;
    out.push_back(std::move(inc));
  }
  return out;
}

QStringList texts(GameStore& store, const std::vector<GameId>& ids) {
  QStringList out;
  for (GameId g : ids) out << valueText(store, g);
  return out;
}

Expected<PartizanAnalysis> analyseIn(GameStore& store, partizan::PositionValues& values,
                                     const partizan::PartizanSession& session, const Progress& progress,
                                     const CancelToken& cancel) {
  PartizanAnalysis out;
  out.session = session;
  // The components' values and forms.
  std::vector<GameId> forms, componentValues;
  for (std::size_t i = 0; i < session.components.size(); ++i) {
    progress.report(double(i) / double(session.components.size() + 4), "positions");
    auto position = partizan::readPosition(session.components[i].position.ruleset, session.components[i].position.text);
    if (!position) return position.error();
    auto value = values.solveValue(*position, Progress::none(), cancel);
    if (!value) return value.error();
    auto form = values.solveForm(*position, Progress::none(), cancel);
    if (!form) return form.error();
    componentValues.push_back(*value);
    forms.push_back(*form);
  }
  // G: the sum-rule form when small enough, else the canonical sum.
  auto g = partizan::runStoreSolver<GameId>(store, cancel, [&] {
    GameId sum = GameStore::zero();
    for (GameId v : componentValues) sum = store.add(sum, v);
    for (GameId v : componentValues) out.componentValues << valueText(store, v);
    std::size_t positions = 1;
    int height = 0;
    for (GameId f : forms) {
      const std::size_t count = store.positionCount(f);
      positions = count != 0 && positions > kMaxSumFormPositions / count ? kMaxSumFormPositions + 1 : positions * count;
      height += store.height(f);
    }
    out.sumFormPositions = positions;
    out.formIsSum = !forms.empty() && positions <= kMaxSumFormPositions && height <= partizan::kMaxHeight;
    if (!out.formIsSum) return forms.size() == 1 ? forms.front() : sum;
    GameId form = forms.front();
    for (std::size_t i = 1; i < forms.size(); ++i) form = store.sumForm(form, forms[i]);
    return form;
  });
  if (!g) return g.error();
  if (forms.size() == 1) out.formIsSum = true;
  progress.report(double(forms.size()) / double(forms.size() + 4), "canonical");
  auto report = partizan::solveGameReport(store, *g, Progress::none(), cancel);
  if (!report) return report.error();
  auto log = partizan::solveCanonicalWithLog(store, *g, {}, Progress::none(), cancel);
  if (!log) return log.error();
  progress.report(double(forms.size() + 2) / double(forms.size() + 4), "thermograph");
  auto done = partizan::runStoreSolver<bool>(store, cancel, [&] {
    out.canonical = QString::fromStdString(report->canonicalText);
    if (report->name) out.name = QString::fromStdString(*report->name);
    out.outcome = report->outcome;
    out.leftWinsFirst = report->leftWinsMovingFirst;
    out.rightWinsFirst = report->rightWinsMovingFirst;
    out.leftWinningMoves = texts(store, report->leftWinningMoves);
    out.rightWinningMoves = texts(store, report->rightWinningMoves);
    out.number = report->number;
    out.birthday = report->birthday;
    out.leftStop = report->leftStop;
    out.rightStop = report->rightStop;
    out.mean = report->mean;
    out.temperature = report->temperature;
    out.leftIncentives = incentives(store, report->leftIncentives);
    out.rightIncentives = incentives(store, report->rightIncentives);
    out.formTreeSize = report->formTreeSize;
    out.canonicalTreeSize = report->canonicalTreeSize;
    out.before = treePicture(store, *g);
    out.after = treePicture(store, report->canonical);
    out.negatedBefore = treePicture(store, store.negate(*g));
    out.negatedAfter = treePicture(store, store.negate(report->canonical));
    for (const auto& step : log->steps) {
      PartizanLogStep s{step.position, step.side, step.kind, {}, valueText(store, step.option), valueText(store, step.by), {}};
      // A position is named by its form (its value's name, e.g. "0" for {*|*}, would hide
      // what is being simplified; formText names only canonical parts, * for {0|0}); G
      // itself by its letter.
      s.current = step.position == *g ? QStringLiteral("G") : elided(partizan::formText(store, step.current), 2 * kShortText);
      for (GameId r : step.replacement) s.replacement << valueText(store, r);
      out.log.push_back(std::move(s));
    }
    out.logTruncated = log->truncated;
    partizan::ThermographTable table(store);
    out.thermographs.push_back({QStringLiteral("G"), out.name.value_or(out.canonical), table.of(report->canonical)});
    for (std::size_t i = 0; i < componentValues.size(); ++i)
      out.thermographs.push_back({QString::number(i + 1), out.componentValues[qsizetype(i)], table.of(componentValues[i])});
    return true;
  });
  if (!done) return done.error();
  if (!session.compare.empty()) {
    PartizanComparisonTexts c;
    c.h = QString::fromStdString(session.compare);
    auto h = partizan::parseGameExpression(store, session.compare);
    auto comparison = h ? partizan::solveComparison(store, report->canonical, *h, Progress::none(), cancel)
                        : Expected<partizan::Comparison>(h.error());
    if (!comparison) {
      if (cancel.isCancelled()) return stopError(cancel);
      c.error = errorText(comparison.error());
    } else {
      c.relation = comparison->relation;
      c.differenceOutcome = comparison->differenceOutcome;
      auto text = partizan::runStoreSolver<QString>(store, cancel, [&] { return valueText(store, comparison->difference); });
      if (!text) return text.error();
      c.difference = *text;
    }
    out.comparison = std::move(c);
  }
  progress.report(1.0, "done");
  return out;
}

}  // namespace

Expected<PartizanAnalysis> analysePartizan(const partizan::PartizanSession& session, partizan::SharedStore& shared,
                                           const Progress& progress, const CancelToken& cancel) {
  return shared.use<PartizanAnalysis>(cancel, [&](GameStore& store, partizan::PositionValues& values) {
    return analyseIn(store, values, session, progress, cancel);
  });
}

}  // namespace gamelab::ui
