#include "ui/duopoly/duopolyeditor.h"

#include "ui/analysis/analysisformat.h"
#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/parameterrow.h"
#include "ui/duopoly/duopolycharts.h"
#include "ui/duopoly/duopolydocument.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

QString rationalText(const Rational& r) { return formatRationalWithDecimal(r); }

/// "1, 3" from costs, "" when empty.
QString listText(const RationalVector& values) {
  QStringList parts;
  for (const auto& v : values) parts << formatRational(v);
  return parts.join(QStringLiteral(", "));
}

const DuopolyModel kModels[] = {DuopolyModel::Cournot, DuopolyModel::Stackelberg, DuopolyModel::Bertrand,
                                DuopolyModel::StackelbergBertrand, DuopolyModel::Entry};

}  // namespace

DuopolyEditor::DuopolyEditor(DuopolyDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), model_(new QComboBox), firms_(new QSpinBox), status_(new QLabel),
      tabs_(new QTabWidget), results_(new QTextBrowser) {
  auto* form = new QWidget;
  buildForm(form);
  tabs_->setDocumentMode(true);
  tabs_->addTab(results_, tr("Results"));
  for (const auto& [key, title, tip] :
       {std::tuple{QStringLiteral("reaction"), tr("Reaction curves"),
                   tr("Best-response lines in the (q₁, q₂) plane, iso-profit curves, Cournot, Stackelberg, monopoly and cartel points")},
        std::tuple{QStringLiteral("prices"), tr("Prices"), tr("Price reaction lines, or the undercutting jump of homogeneous Bertrand")},
        std::tuple{QStringLiteral("entry"), tr("Entry"), tr("The entrant's best profit and the incumbent's profit against the incumbent's output")},
        std::tuple{QStringLiteral("iesds"), tr("Elimination"), tr("Iterated elimination of strictly dominated outputs: the intervals shrinking to (a − c)/3")}})
    charts_[key] = charts::addChartTab(tabs_, key, title, tip);
  results_->setOpenLinks(false);
  layOutFormBesideResults(this, form, tabs_);
  connect(doc_, &GameDocument::changed, this, &DuopolyEditor::onDocumentChanged);
  onDocumentChanged();
}

void DuopolyEditor::buildForm(QWidget* form) {
  auto* box = new QVBoxLayout(form);
  auto* grid = new QFormLayout;
  box->addLayout(grid);
  for (DuopolyModel m : kModels) {
    static const char* const names[] = {QT_TR_NOOP("Cournot (quantities)"), QT_TR_NOOP("Stackelberg (firm 1 leads)"),
                                        QT_TR_NOOP("Bertrand (prices)"), QT_TR_NOOP("Price leadership (Stackelberg–Bertrand)"),
                                        QT_TR_NOOP("Entry deterrence")};
    model_->addItem(tr(names[int(m)]), int(m));
  }
  model_->setToolTip(tr("The model of competition (Ferguson §3.3)"));
  grid->addRow(tr("Model:"), model_);
  connect(model_, &QComboBox::activated, this, [this](int index) {
    DuopolyMarket m = doc_->state();
    m.model = DuopolyModel(model_->itemData(index).toInt());
    // Keep only what the new model uses, so that it is valid when the old one was.
    if (m.model != DuopolyModel::Cournot) {
      m.firms = 2;
      m.costs.clear();
      m.fixedCosts.clear();
    }
    if (m.model == DuopolyModel::StackelbergBertrand && !m.b) m.b = Rational(1, 2);
    if (m.model != DuopolyModel::Bertrand && m.model != DuopolyModel::StackelbergBertrand) m.b.reset();
    if (m.model == DuopolyModel::Entry && !m.fixedCost) m.fixedCost = Rational(9);
    if (m.model != DuopolyModel::Entry) m.fixedCost.reset();
    doc_->edit(m, tr("Model: %1").arg(model_->itemText(model_->currentIndex())));
  });
  struct Field {
    const char* key;
    const char* label;
    const char* tip;
    int sliderMax;  ///< the slider runs over 0..sliderMax in steps of 1/sliderScale
    int sliderScale;
  };
  static const Field kFields[] = {
      {"a", QT_TR_NOOP("Demand intercept a:"), QT_TR_NOOP("Price P = a − Q (quantity models), demand Q = a − P (price models)"), 100, 1},
      {"c", QT_TR_NOOP("Unit cost c:"), QT_TR_NOOP("Cost of each unit, the same for every firm unless costs are given"), 100, 1},
      {"b", QT_TR_NOOP("Substitution b:"), QT_TR_NOOP("Differentiated demand q_i = a − p_i + b·p_j (0 < b < 2); leave empty for homogeneous Bertrand"), 199, 100},
      {"costs", QT_TR_NOOP("Costs c₁, c₂, …:"), QT_TR_NOOP("One unit cost per firm, e.g. 1, 3; leave empty for equal costs c"), 0, 1},
      {"fixed", QT_TR_NOOP("Fixed cost F:"),
       QT_TR_NOOP("Entry: the entrant pays F if it produces, the incumbent always. Cournot: one sunk fixed cost per firm, e.g. 2, 1"), 100, 1},
  };
  for (const Field& f : kFields) {
    const QString key = QString::fromLatin1(f.key);
    auto* edit = new QLineEdit;
    edit->setObjectName(QStringLiteral("field_") + key);
    fields_[key] = edit;
    QSlider* slider = f.sliderMax > 0 ? new QSlider(Qt::Horizontal) : nullptr;
    auto* row = parameterRow(edit, slider, tr(f.tip));
    if (slider) {
      slider->setRange(0, f.sliderMax);
      sliders_[key] = slider;
      const int scale = f.sliderScale;
      connect(slider, &QSlider::valueChanged, this, [this, key, scale](int v) {
        fields_[key]->setText(formatRational(Rational(v, scale)));
        commitField(key);
      });
    }
    rows_[key] = row;
    grid->addRow(tr(f.label), row);
    connect(edit, &QLineEdit::editingFinished, this, [this, key] { commitField(key); });
    if (key == QLatin1String("c")) {
      firms_->setRange(1, 100);
      firms_->setToolTip(tr("Number of firms (Cournot)"));
      rows_[QStringLiteral("firms")] = firms_;
      grid->addRow(tr("Firms N:"), firms_);
      connect(firms_, &QSpinBox::editingFinished, this, [this] {
        DuopolyMarket m = doc_->state();
        if (m.firms == firms_->value()) return;
        m.firms = firms_->value();
        if (!m.costs.empty()) m.costs.resize(std::size_t(m.firms), m.c);
        if (!m.fixedCosts.empty()) m.fixedCosts.resize(std::size_t(m.firms), Rational(0));
        doc_->edit(m, tr("Firms: %1").arg(m.firms));
      });
    }
  }
  // Tab goes field to field in the form's order ("20 Tab 2" sets a and then c); the sliders
  // follow the fields instead of sitting between them.
  QList<QWidget*> chain{model_, fields_[QStringLiteral("a")], fields_[QStringLiteral("c")], firms_};
  for (const char* key : {"b", "costs", "fixed"}) chain << fields_[QString::fromLatin1(key)];
  for (const char* key : {"a", "c", "b", "fixed"}) chain << sliders_[QString::fromLatin1(key)];
  for (qsizetype i = 1; i < chain.size(); ++i) QWidget::setTabOrder(chain[i - 1], chain[i]);
  status_->setWordWrap(true);
  status_->setMinimumWidth(260);
  box->addWidget(status_);
  box->addStretch(1);
}

QLineEdit* DuopolyEditor::field(const QString& key) const {
  const auto it = fields_.find(key);
  return it == fields_.end() ? nullptr : it->second;
}

QChartView* DuopolyEditor::chartView(const QString& key) const {
  const auto it = charts_.find(key);
  return it == charts_.end() ? nullptr : it->second;
}

QString DuopolyEditor::resultsText() const { return results_->toPlainText(); }

QString DuopolyEditor::statusText() const { return status_->text(); }

void DuopolyEditor::setStatus(const QString& text, bool error) { showStatusText(status_, text, error); }

void DuopolyEditor::commitField(const QString& key) {
  DuopolyMarket m = doc_->state();
  const QString text = fields_[key]->text().trimmed();
  auto parse = [&](const QString& t) { return parseTypedNumber(t); };
  if (key == QLatin1String("costs") || (key == QLatin1String("fixed") && m.model == DuopolyModel::Cournot)) {
    RationalVector costs;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      auto v = parse(part.trimmed());
      if (!v) {
        setStatus(tr("“%1” is not a number (use 3, -1/2 or 0.25).").arg(part.trimmed()), true);
        showMarket(doc_->state());
        return;
      }
      costs.push_back(*v);
    }
    if (key == QLatin1String("fixed")) {
      m.fixedCosts = std::move(costs);
      if (!m.fixedCosts.empty()) m.firms = int(m.fixedCosts.size());
      doc_->edit(m, tr("Fixed costs: %1").arg(text));
      return;
    }
    m.costs = std::move(costs);
    if (!m.costs.empty()) m.firms = int(m.costs.size());
    doc_->edit(m, tr("Costs: %1").arg(text));
    return;
  }
  std::optional<Rational> value;
  if (!text.isEmpty()) {
    value = parse(text);
    if (!value) {
      setStatus(tr("“%1” is not a number (use 3, -1/2 or 0.25).").arg(text), true);
      showMarket(doc_->state());
      return;
    }
  }
  if (key == QLatin1String("a") || key == QLatin1String("c")) {
    if (!value) {
      setStatus(tr("Enter a number."), true);
      showMarket(doc_->state());
      return;
    }
    (key == QLatin1String("a") ? m.a : m.c) = *value;
  } else if (key == QLatin1String("b")) {
    m.b = value;
  } else {
    m.fixedCost = value;
  }
  doc_->edit(m, tr("Set %1 = %2").arg(key, text.isEmpty() ? tr("(none)") : text));
}

void DuopolyEditor::onDocumentChanged() {
  const DuopolyMarket& market = doc_->state();
  showMarket(market);
  showResults(market);
}

void DuopolyEditor::showMarket(const DuopolyMarket& m) {
  const int index = model_->findData(int(m.model));
  if (index >= 0) model_->setCurrentIndex(index);
  const auto set = [this](const QString& key, const QString& text) {
    if (!fields_[key]->hasFocus() || fields_[key]->text() != text) fields_[key]->setText(text);
  };
  set(QStringLiteral("a"), formatRational(m.a));
  set(QStringLiteral("c"), formatRational(m.c));
  set(QStringLiteral("b"), m.b ? formatRational(*m.b) : QString());
  set(QStringLiteral("costs"), listText(m.costs));
  set(QStringLiteral("fixed"), m.model == DuopolyModel::Cournot ? listText(m.fixedCosts)
                               : m.fixedCost                      ? formatRational(*m.fixedCost)
                                                                  : QString());
  for (auto& [key, slider] : sliders_) {
    const QSignalBlocker block(slider);
    std::optional<Rational> v = key == QLatin1String("a") ? std::optional(m.a)
                                : key == QLatin1String("c") ? std::optional(m.c)
                                : key == QLatin1String("b") ? m.b
                                                            : m.fixedCost;
    const int scale = key == QLatin1String("b") ? 100 : 1;
    slider->setValue(v ? int(std::clamp(toDouble(*v) * scale, 0.0, double(slider->maximum())) + 0.5) : 0);
  }
  {
    const QSignalBlocker block(firms_);
    firms_->setValue(m.firms);
  }
  const bool cournot = m.model == DuopolyModel::Cournot;
  rows_[QStringLiteral("b")]->setEnabled(isPriceModel(m.model));
  rows_[QStringLiteral("firms")]->setEnabled(cournot);
  rows_[QStringLiteral("costs")]->setEnabled(cournot);
  rows_[QStringLiteral("fixed")]->setEnabled(m.model == DuopolyModel::Entry || cournot);
  if (QSlider* slider = sliders_[QStringLiteral("fixed")]) slider->setEnabled(m.model == DuopolyModel::Entry);
}

void DuopolyEditor::showResults(const DuopolyMarket& market) {
  auto outcome = solveDuopoly(market);
  if (!outcome) {
    setStatus(errorText(outcome.error()), true);
    results_->setHtml(pagehtml::note(tr("No results: %1").arg(errorText(outcome.error()).toHtmlEscaped())));
    for (auto& [key, view] : charts_) charts::showChart(view, new QChart);
    return;
  }
  setStatus(QString(), false);
  const DuopolyOutcome& o = *outcome;
  const bool prices = isPriceModel(market.model);
  QString h = QStringLiteral("<h3>%1</h3>").arg(market.model == DuopolyModel::Cournot || market.model == DuopolyModel::Bertrand
                                                     ? tr("Equilibrium")
                                                     : tr("Subgame-perfect outcome"));
  h += fmt::tableStart({tr("Firm"), tr("Quantity"), tr("Price"), tr("Profit")});
  const auto& eq = o.equilibrium;
  for (std::size_t i = 0; i < eq.quantities.size(); ++i)
    h += fmt::tableRow({QString::number(i + 1), formatSurdWithDecimal(eq.quantities[i]),
                        i < eq.prices.size() ? formatSurdWithDecimal(eq.prices[i]) : QString(),
                        i < eq.profits.size() ? formatSurdWithDecimal(eq.profits[i]) : QString()},
                       fmt::Align::Right);
  h += QStringLiteral("</table>");
  QStringList facts;
  facts << tr("Total output %1").arg(formatSurdWithDecimal(eq.totalQuantity));
  if (o.marketPrice && !prices) facts << tr("market price %1").arg(formatSurdWithDecimal(*o.marketPrice));
  if (eq.consumerSurplus) facts << tr("consumer surplus %1").arg(formatSurdWithDecimal(*eq.consumerSurplus));
  h += QStringLiteral("<p>%1</p>").arg(tr("%1.").arg(facts.join(tr(", "))));
  if (o.simultaneous) {
    h += QStringLiteral("<h4>%1</h4>").arg(prices ? tr("If both set prices at once (Bertrand)") : tr("If both choose at once (Cournot)"));
    h += fmt::tableStart({tr("Firm"), tr("Quantity"), tr("Price"), tr("Profit")});
    for (std::size_t i = 0; i < o.simultaneous->quantities.size(); ++i)
      h += fmt::tableRow({QString::number(i + 1), formatSurdWithDecimal(o.simultaneous->quantities[i]),
                          formatSurdWithDecimal(o.simultaneous->prices[i]), formatSurdWithDecimal(o.simultaneous->profits[i])},
                         fmt::Align::Right);
    h += QStringLiteral("</table>");
  }
  if (o.monopoly)
    h += QStringLiteral("<p><b>%1</b> %2</p>")
             .arg(tr("Monopoly:"), tr("quantity %1, price %2, profit %3")
                                       .arg(rationalText(o.monopoly->quantity), rationalText(o.monopoly->price),
                                            rationalText(o.monopoly->profit)));
  if (o.cartel)
    h += QStringLiteral("<p><b>%1</b> %2</p>")
             .arg(tr("Cartel (joint profit shared):"),
                  tr("quantities %1, profits %2").arg(fmt::vector(o.cartel->quantities), fmt::vector(o.cartel->profits)));
  if (!o.iesdsBounds.empty()) {
    QStringList bounds;
    for (const auto& b : o.iesdsBounds) bounds << formatRational(b);
    h += QStringLiteral("<p><b>%1</b> %2</p>")
             .arg(tr("Iterated elimination of strictly dominated outputs:"),
                  tr("the bounds %1 … close in on %2 (upper and lower bounds alternate).")
                      .arg(bounds.join(QStringLiteral(", ")), rationalText((market.a - market.c) / 3)));
  }
  if (o.entry) {
    const auto& e = *o.entry;
    static const char* const regimes[] = {QT_TR_NOOP("blockaded: the monopoly output already keeps the entrant out"),
                                          QT_TR_NOOP("deterred: the incumbent produces the deterrence output"),
                                          QT_TR_NOOP("accommodated: the entrant comes in and the incumbent leads")};
    h += QStringLiteral("<h4>%1</h4><p>%2</p>").arg(tr("Entry"), tr("Entry is %1.").arg(tr(regimes[int(e.regime)])));
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Deterrence output %1 with profit %2; monopoly output %3 with profit %4.")
                      .arg(formatSurdWithDecimal(e.deterrenceQuantity), formatSurdWithDecimal(e.deterrenceProfit),
                           rationalText(e.monopoly.quantity), rationalText(e.monopoly.profit)));
  }
  results_->setHtml(h);
  for (const auto& [key, make] : {std::pair{QStringLiteral("reaction"), &DuopolyCharts::reactionCurves},
                                  std::pair{QStringLiteral("prices"), &DuopolyCharts::prices},
                                  std::pair{QStringLiteral("entry"), &DuopolyCharts::entry},
                                  std::pair{QStringLiteral("iesds"), &DuopolyCharts::iesds}}) {
    QChart* chart = make(market, o);
    const int index = tabs_->indexOf(charts_[key]);
    tabs_->setTabVisible(index, chart != nullptr);
    charts::showChart(charts_[key], chart ? chart : new QChart);
  }
}

}  // namespace gamelab::ui
