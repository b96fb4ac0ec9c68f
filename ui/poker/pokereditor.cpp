#include "ui/poker/pokereditor.h"

#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/poker/guessittab.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/parameterrow.h"
#include "ui/poker/pokercharts.h"
#include "ui/poker/pokerdocument.h"
#include "ui/poker/pokerpictures.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

namespace {

constexpr int kSliderScale = 10;  ///< the slider moves β in steps of 1/10
constexpr int kSliderMax = 100;   ///< up to β = 10

QString modelTitle(PokerModel m) {
  switch (m) {
    case PokerModel::LaRelance: return PokerEditor::tr("La Relance (Borel)");
    case PokerModel::VonNeumann: return PokerEditor::tr("von Neumann's poker");
    case PokerModel::CheckBack: return PokerEditor::tr("Poker with check-back");
  }
  return {};
}

QString modelRule(PokerModel m) {
  switch (m) {
    case PokerModel::LaRelance:
      return PokerEditor::tr("I folds (losing the ante) or bets β; II folds or calls. I bets iff x > b², II calls iff y > b.");
    case PokerModel::VonNeumann:
      return PokerEditor::tr("I checks (showdown for the antes) or bets β; II folds or calls. I bets iff x < a (bluff) or "
                             "x > b, II calls iff y > c.");
    case PokerModel::CheckBack:
      return PokerEditor::tr("I checks or bets β; after a check II checks back (no payoff) or calls (showdown for the "
                             "antes). I bets iff x < a or x > b; II calls a bet iff y > c and a check iff y > d.");
  }
  return {};
}

QTableWidgetItem* cell(const QString& text) {
  auto* item = new QTableWidgetItem(text);
  item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
  item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
  return item;
}

}  // namespace

const std::vector<int>& PokerEditor::discreteClasses() {
  static const std::vector<int> classes{2, 4, 8, 16, 32, 64};
  return classes;
}

PokerEditor::PokerEditor(PokerDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), model_(new QComboBox), beta_(new QLineEdit), slider_(new QSlider(Qt::Horizontal)),
      status_(new QLabel), results_(new QTextBrowser), discrete_(new QTableWidget), runner_(new SolverRunner(this)),
      progress_(new ProgressPanel(runner_, this)), tabs_(new QTabWidget), square_(new PokerSquareView),
      tree_(new PokerTreeView) {
  auto* form = new QWidget;
  buildForm(form);
  tabs_->setDocumentMode(true);
  int index = tabs_->addTab(square_, tr("Strategies"));
  tabs_->setTabToolTip(index, tr("The unit square of hands: the regions of optimal play and I's payoff in each"));
  index = tabs_->addTab(tree_, tr("Betting tree"));
  tabs_->setTabToolTip(index, tr("Who moves when, and the payoffs to I"));
  for (const auto& [key, title, tip] :
       {std::tuple{QStringLiteral("value"), tr("Value"), tr("The value v(β) to player I against the bet size")},
        std::tuple{QStringLiteral("thresholds"), tr("Thresholds"), tr("The optimal thresholds against the bet size")}})
    charts_[key] = charts::addChartTab(tabs_, key, title, tip);
  index = tabs_->addTab(new GuessItTab, tr("Guess it! (§2.6.2)"));
  tabs_->setTabToolTip(index, tr("A multistage bluffing game of §2.6.2: the exact table of values and bluffing and "
                                 "calling probabilities"));
  layOutFormBesideResults(this, form, tabs_);
  connect(doc_, &GameDocument::changed, this, &PokerEditor::onDocumentChanged);
  onDocumentChanged();
}

PokerEditor::~PokerEditor() { runner_->cancel(); }

void PokerEditor::buildForm(QWidget* form) {
  auto* box = new QVBoxLayout(form);
  auto* grid = new QFormLayout;
  box->addLayout(grid);
  for (PokerModel m : allPokerModels()) model_->addItem(modelTitle(m), int(m));
  model_->setToolTip(tr("The poker model (Ferguson §2.7)"));
  grid->addRow(tr("Model:"), model_);
  connect(model_, &QComboBox::activated, this, [this](int index) {
    PokerGame g = doc_->state();
    g.model = PokerModel(model_->itemData(index).toInt());
    doc_->edit(g, tr("Model: %1").arg(model_->itemText(index)));
  });
  const QString tip = tr("The bet size β > 0 in antes (exact: 2, 1/2, 0.75)");
  beta_->setObjectName(QStringLiteral("field_beta"));
  slider_->setRange(1, kSliderMax);
  grid->addRow(tr("Bet size β:"), parameterRow(beta_, slider_, tip));
  connect(beta_, &QLineEdit::editingFinished, this, [this] { commitBeta(); });
  connect(slider_, &QSlider::valueChanged, this, [this](int v) {
    Rational beta(v, kSliderScale);
    beta.canonicalize();
    beta_->setText(formatRational(beta));
    commitBeta();
  });
  status_->setWordWrap(true);
  status_->setMinimumWidth(280);
  box->addWidget(status_);
  results_->setOpenLinks(false);
  results_->setMinimumHeight(200);
  box->addWidget(results_, 2);
  auto* discreteTitle = new QLabel(tr("Discretised game (hands in n equally likely classes, exact):"));
  discreteTitle->setWordWrap(true);
  box->addWidget(discreteTitle);
  discrete_->setColumnCount(4);
  discrete_->setHorizontalHeaderLabels({tr("n"), tr("value vₙ"), tr("≈"), tr("vₙ − v")});
  discrete_->verticalHeader()->hide();
  discrete_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  discrete_->setToolTip(tr("The value of the game with hands in n classes (ties split), solved exactly by the "
                           "sequence form; it tends to the continuous value v as n grows"));
  discrete_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  discrete_->setMinimumHeight(150);
  box->addWidget(discrete_, 1);
  box->addWidget(progress_);
}

QChartView* PokerEditor::chartView(const QString& key) const {
  const auto it = charts_.find(key);
  return it == charts_.end() ? nullptr : it->second;
}

QString PokerEditor::resultsText() const { return results_->toPlainText(); }

QString PokerEditor::statusText() const { return status_->text(); }

void PokerEditor::setStatus(const QString& text, bool error) { showStatusText(status_, text, error); }

void PokerEditor::commitBeta() {
  const QString text = beta_->text().trimmed();
  auto value = parseTypedNumber(text);
  if (!value) {
    setStatus(tr("“%1” is not a number (use 2, 1/2 or 0.75).").arg(text), true);
    showGame(doc_->state());
    return;
  }
  PokerGame g = doc_->state();
  g.beta = *value;
  doc_->edit(g, tr("Bet size β = %1").arg(formatRational(*value)));
}

void PokerEditor::onDocumentChanged() {
  const PokerGame& game = doc_->state();
  showGame(game);
  showResults(game);
  startDiscrete(game);
}

void PokerEditor::showGame(const PokerGame& g) {
  const int index = model_->findData(int(g.model));
  if (index >= 0) model_->setCurrentIndex(index);
  const QString text = formatRational(g.beta);
  if (!beta_->hasFocus() || beta_->text() != text) beta_->setText(text);
  const QSignalBlocker block(slider_);
  slider_->setValue(int(std::clamp(toDouble(g.beta) * kSliderScale, 1.0, double(kSliderMax)) + 0.5));
}

void PokerEditor::showResults(const PokerGame& game) {
  square_->setGame(game);
  tree_->setGame(game);
  auto solution = continuousPokerSolution(game);
  if (!solution) {
    setStatus(errorText(solution.error()), true);
    results_->setHtml(pagehtml::note(tr("No results: %1").arg(errorText(solution.error()).toHtmlEscaped())));
    for (auto& [key, view] : charts_) charts::showChart(view, new QChart);
    return;
  }
  setStatus(QString(), false);
  const PokerSolution& s = *solution;
  QString h = QStringLiteral("<h3>%1</h3><p>%2</p>").arg(modelTitle(game.model).toHtmlEscaped(), modelRule(game.model).toHtmlEscaped());
  h += QStringLiteral("<p><b>%1</b> %2</p>")
           .arg(tr("Value to I:"), formatRationalWithDecimal(s.value).toHtmlEscaped());
  h += QStringLiteral("<p>%1</p>")
           .arg(sgn(s.value) > 0 ? tr("The game favours player I.")
                : sgn(s.value) < 0 ? tr("The game favours player II.")
                                   : tr("The game is fair."));
  h += fmt::tableStart({tr("Threshold"), tr("Exact"), tr("Decimal")});
  for (const auto& t : s.thresholds) {
    const QString name = t.name == "b2" ? QStringLiteral("b²") : QString::fromStdString(t.name);
    h += fmt::tableRow({name, formatRational(t.value), formatDecimal(t.value)}, fmt::Align::Right);
  }
  h += QStringLiteral("</table>");
  results_->setHtml(h);
  charts::showChart(charts_[QStringLiteral("value")], PokerCharts::value(game));
  charts::showChart(charts_[QStringLiteral("thresholds")], PokerCharts::thresholds(game));
}

void PokerEditor::startDiscrete(const PokerGame& game) {
  discrete_->setRowCount(0);
  if (sgn(game.beta) <= 0) {
    runner_->cancel();
    return;
  }
  DiscretePokerOptions options;
  options.classes = discreteClasses();
  runner_->run<std::vector<DiscretePokerRow>>(
      tr("Solving the discretised games"),
      [game, options](const Progress& progress, const CancelToken& cancel) {
        return solveDiscretePoker(game, options, progress, cancel);
      },
      [this, game](const Expected<std::vector<DiscretePokerRow>>& rows) {
        if (!(doc_->state() == game)) return;  // stale: a newer run follows
        if (!rows) {
          setStatus(errorText(rows.error()), true);
          return;
        }
        discrete_->setRowCount(int(rows->size()));
        for (int r = 0; r < int(rows->size()); ++r) {
          const DiscretePokerRow& row = (*rows)[std::size_t(r)];
          discrete_->setItem(r, 0, cell(QString::number(row.classes)));
          discrete_->setItem(r, 1, cell(formatRational(row.value)));
          discrete_->setItem(r, 2, cell(formatDecimal(row.value, 5)));
          discrete_->setItem(r, 3, cell(formatDecimal(row.error, 5)));
        }
        emit discreteFinished();
      });
}

}  // namespace gamelab::ui
