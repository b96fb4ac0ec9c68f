#include "ui/impartial/impartialanalysispanel.h"

#include "ui/impartial/heatmaptab.h"
#include "ui/impartial/nimcalculatortab.h"
#include "ui/impartial/nimtabletab.h"
#include "ui/impartial/sequencetab.h"
#include "ui/impartial/shortestwintab.h"

#include <algorithm>

namespace gamelab::ui {

namespace {

/// The distinct rules of a position's components, in order of first use.
std::vector<SequenceRule> rulesOf(const ImpartialPosition& position) {
  std::vector<SequenceRule> rules;
  auto add = [&rules](SequenceRule rule) {
    if (std::find(rules.begin(), rules.end(), rule) == rules.end()) rules.push_back(std::move(rule));
  };
  if (const auto* heaps = std::get_if<HeapPosition>(&position)) {
    if (heaps->variant != HeapPosition::Variant::Sum) {
      add(HeapRule::nim());
    } else {
      for (const auto& rule : heaps->rules) add(rule);
    }
  } else if (std::holds_alternative<NimblePosition>(position) || std::holds_alternative<NorthcottPosition>(position)) {
    add(HeapRule::nim());
  } else if (const auto* row = std::get_if<CoinRowPosition>(&position)) {
    add(row->rule);
  } else if (const auto* grid = std::get_if<CoinGridPosition>(&position)) {
    if (grid->rule.kind == CoinGridRule::Kind::Tartan) {
      add(grid->rule.rows);
      add(grid->rule.cols);
    }
  }
  return rules;
}

}  // namespace

ImpartialAnalysisPanel::ImpartialAnalysisPanel(QWidget* parent)
    : QTabWidget(parent),
      sequence_(new SequenceTab(this)),
      heatMap_(new HeatMapTab(this)),
      calculator_(new NimCalculatorTab(this)),
      table_(new NimTableTab(this)),
      shortestWin_(new ShortestWinTab(this)) {
  setObjectName(QStringLiteral("impartialAnalysisPanel"));
  setDocumentMode(true);
  addTab(sequence_, tr("Sequence"));
  setTabToolTip(0, tr("Grundy values g(n) of the rule, with the period"));
  addTab(heatMap_, tr("Heat map"));
  setTabToolTip(1, tr("g(x, y) of Wythoff's game or of a two-dimensional coin game"));
  addTab(calculator_, tr("Nim calculator"));
  setTabToolTip(2, tr("Nim-sum, nim-product, inverse, quotient and square root"));
  addTab(table_, tr("Nim table"));
  setTabToolTip(3, tr("The nim-multiplication table"));
  addTab(shortestWin_, tr("Shortest win"));
  setTabToolTip(4, tr("Shortest winning strategies of the stone and pyramid games (dynamic programming)"));
}

void ImpartialAnalysisPanel::setPosition(const ImpartialPosition& position) {
  const auto rules = rulesOf(position);
  if (!rules.empty()) sequence_->setRules(rules);
  // Hackenbush and graph games have no rule sequence and no heat map of their own: the two
  // explorers would sit beside their hints showing another game's numbers (Nim's sequence).
  const bool ownNumbers = !std::holds_alternative<HackenbushPosition>(position) &&
                          !std::holds_alternative<GraphPosition>(position);
  setTabVisible(indexOf(sequence_), ownNumbers);
  setTabVisible(indexOf(heatMap_), ownNumbers);
  if (const auto* queens = std::get_if<QueensPosition>(&position)) {
    const std::string source = "wythoff:" + std::to_string(queens->size);
    if (heatMapSource_ != source) {
      heatMapSource_ = source;
      heatMap_->showWythoff(int(queens->size));
    }
  } else if (const auto* grid = std::get_if<CoinGridPosition>(&position)) {
    const std::string source = "grid:" + std::to_string(int(grid->rule.kind)) + ":" + grid->rule.rows.spec() + ":" +
                               grid->rule.cols.spec() + ":" + std::to_string(grid->rows) + "x" + std::to_string(grid->cols);
    if (heatMapSource_ != source) {
      heatMapSource_ = source;
      heatMap_->showCoinGrid(grid->rule, int(grid->rows), int(grid->cols));
    }
  }
}

QString ImpartialAnalysisPanel::text() const {
  QStringList out;
  out << tr("Sequence") << sequence_->text();
  out << QString() << tr("Heat map") << heatMap_->text();
  out << QString() << tr("Nim calculator") << calculator_->text();
  out << QString() << tr("Nim table") << table_->text();
  out << QString() << tr("Shortest win") << shortestWin_->text();
  return out.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
