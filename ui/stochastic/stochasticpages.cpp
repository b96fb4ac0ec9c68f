#include "ui/stochastic/stochasticpages.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/numberformat.h"

#include <QTextBrowser>

namespace gamelab::ui {

namespace {

QString strategyText(const std::optional<RationalVector>& exact, const std::vector<double>& approx) {
  if (exact) return fmt::vector(*exact);
  QStringList parts;
  for (double x : approx) parts << QString::number(x, 'f', 4);
  return fmt::tuple(parts);
}

QString stateName(const stochastic::StochasticGame& game, int k) {
  return fmt::label(game.states[static_cast<std::size_t>(k)].name);
}

}  // namespace

void StochasticPage::setCurrentState(int state) {
  if (state == state_) return;
  state_ = state;
  refresh();
}

StochasticValuesPage::StochasticValuesPage(QWidget* parent) : StochasticPage(parent) { addBrowser(); }

void StochasticValuesPage::setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint) {
  if (!analysis) {
    showHint(hint);
    return;
  }
  const auto& game = analysis->game;
  const auto& solution = analysis->solution;
  QString html = QStringLiteral("<h3>%1</h3>").arg(tr("Values and stationary strategies"));
  html += fmt::tableStart({tr("State"), tr("Value (exact)"), tr("Decimal"), tr("Player I"), tr("Player II")});
  for (int k = 0; k < game.stateCount(); ++k) {
    const auto& value = solution.values[static_cast<std::size_t>(k)];
    const auto& strategy = solution.strategies[static_cast<std::size_t>(k)];
    QString exact = exactValueText(value);
    if (exact.isEmpty()) exact = tr("not identified");
    QString row = strategyText(strategy.rowExact, strategy.row);
    QString col = strategyText(strategy.colExact, strategy.col);
    if (!strategy.rowOptimal) row += QStringLiteral(" ") + pagehtml::note(tr("ε-optimal"));
    if (!strategy.colOptimal) col += QStringLiteral(" ") + pagehtml::note(tr("ε-optimal"));
    html += fmt::tableRow({stateName(game, k), exact, decimalValueText(value), row, col});
  }
  html += QStringLiteral("</table>");
  html += QStringLiteral("<p>%1</p>")
              .arg(solution.proved ? pagehtml::ok(tr("Proved: each value is the exact value of its state's one-shot game "
                                                "A(v) with the values substituted."))
                                   : pagehtml::warning(tr("Approximate: some values could not be proved exactly.")));
  bool epsilon = false;
  for (const auto& s : solution.strategies) epsilon = epsilon || !s.rowOptimal || !s.colOptimal;
  if (epsilon)
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("No optimal stationary strategy exists where ε-optimal is marked: the value is not attained, "
                        "and the strategies shown guarantee it to within ε = %1.")
                         .arg(QString::number(solution.epsilon, 'g', 3)));
  if (game.infinitePlay)
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Recursive game: infinite play pays Q = %1; among the solutions of v = Val(A(v)) the value is "
                        "the one value iteration from Q reaches.")
                         .arg(formatRational(*game.infinitePlay)));
  if (const auto& interval = solution.fixedPointInterval)
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Every v in [%1, %2] solves v = Val(A(v)).")
                         .arg(formatRational(interval->first), formatRational(interval->second)));
  showHtml(html);
}

StochasticOneShotPage::StochasticOneShotPage(QWidget* parent) : StochasticPage(parent) { addBrowser(); }

void StochasticOneShotPage::setAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  if (!analysis_) showHint(hint);
  else refresh();
}

void StochasticOneShotPage::refresh() {
  if (!analysis_) return;
  const auto& game = analysis_->game;
  const int k = std::clamp(currentState(), 0, game.stateCount() - 1);
  const auto& state = game.states[static_cast<std::size_t>(k)];
  QString html = QStringLiteral("<h3>%1</h3>").arg(tr("One-shot game A(v) of state %1").arg(stateName(game, k)));
  html += QStringLiteral("<p>%1</p>").arg(tr("Each cell with the values v of the states it leads to substituted; "
                                             "its value is the value of the state."));
  const auto rows = oneShotMatrix(game, k, analysis_->solution);
  QStringList headers{QString()};
  for (int j = 0; j < state.cols; ++j) {
    const std::string& label = j < static_cast<int>(state.colLabels.size()) ? state.colLabels[static_cast<std::size_t>(j)] : std::string();
    headers << (label.empty() ? QString::number(j + 1) : fmt::label(label));
  }
  html += fmt::tableStart(headers);
  for (int i = 0; i < state.rows; ++i) {
    const std::string& label = i < static_cast<int>(state.rowLabels.size()) ? state.rowLabels[static_cast<std::size_t>(i)] : std::string();
    QStringList cells{label.empty() ? QString::number(i + 1) : fmt::label(label)};
    cells << rows[static_cast<std::size_t>(i)];
    html += fmt::tableRow(cells, fmt::Align::Right);
  }
  html += QStringLiteral("</table>");
  const auto& value = analysis_->solution.values[static_cast<std::size_t>(k)];
  html += QStringLiteral("<p>%1</p>").arg(tr("Val = %1 ≈ %2").arg(exactValueText(value), decimalValueText(value)));
  showHtml(html);
}

}  // namespace gamelab::ui
