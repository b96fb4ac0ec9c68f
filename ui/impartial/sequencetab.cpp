#include "ui/impartial/sequencetab.h"

#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/impartial/grundysequencechart.h"

#include <QBrush>
#include <QComboBox>
#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

namespace {

QString joinIndices(const std::vector<std::size_t>& list, int origin, std::size_t limit) {
  QStringList parts;
  for (std::size_t k = 0; k < list.size() && k < limit; ++k) parts << QString::number(list[k] + std::size_t(origin));
  if (list.size() > limit) parts << QStringLiteral("…");
  return parts.join(QStringLiteral(", "));
}

int originOf(const SequenceRule& rule) {
  if (const auto* coin = std::get_if<CoinRule>(&rule)) return coin->origin();
  return 0;
}

}  // namespace

// --- model ------------------------------------------------------------------------------

GrundySequenceModel::GrundySequenceModel(QObject* parent) : QAbstractTableModel(parent) {}

void GrundySequenceModel::setSequence(std::shared_ptr<const std::vector<Nimber>> values, std::size_t count, int origin,
                                      std::vector<std::size_t> exceptions) {
  beginResetModel();
  values_ = std::move(values);
  count_ = values_ ? std::min(count, values_->size()) : 0;
  origin_ = origin;
  exceptions_ = std::move(exceptions);
  endResetModel();
}

int GrundySequenceModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid()) return 0;
  return int((count_ + kColumns - 1) / kColumns);
}

int GrundySequenceModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : kColumns; }

long long GrundySequenceModel::indexAt(const QModelIndex& index) const {
  if (!index.isValid()) return -1;
  const auto at = std::size_t(index.row()) * kColumns + std::size_t(index.column());
  return at < count_ ? (long long)at : -1;
}

QVariant GrundySequenceModel::data(const QModelIndex& index, int role) const {
  const long long at = indexAt(index);
  if (at < 0) return {};
  const Nimber g = (*values_)[std::size_t(at)];
  const bool exception = std::binary_search(exceptions_.begin(), exceptions_.end(), std::size_t(at));
  switch (role) {
    case Qt::DisplayRole: return QString::number(g);
    case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
      if (g == 0) return QBrush(QColor(0xf6, 0xc9, 0xc4));
      return {};
    case Qt::FontRole:
      if (exception) {
        QFont bold;
        bold.setBold(true);
        bold.setUnderline(true);
        return bold;
      }
      return {};
    case Qt::ToolTipRole: {
      QString tip = tr("g(%1) = %2").arg(at + origin_).arg(g);
      if (g == 0) tip += tr(" — a P-position (the player to move loses)");
      if (exception) tip += tr(" — an exception before the period");
      return tip;
    }
    default: return {};
  }
}

QVariant GrundySequenceModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Horizontal) return QStringLiteral("+%1").arg(section);
  return QString::number((long long)section * kColumns + origin_);
}

// --- tab --------------------------------------------------------------------------------

SequenceTab::SequenceTab(QWidget* parent)
    : QWidget(parent),
      rules_(new QComboBox(this)),
      specKind_(new QComboBox(this)),
      spec_(new QLineEdit(this)),
      apply_(new QPushButton(tr("Show"), this)),
      error_(new QLabel(this)),
      limit_(new QSpinBox(this)),
      computeButton_(new QPushButton(tr("Compute"), this)),
      runner_(new SolverRunner(this)),
      progress_(new ProgressPanel(runner_, this)),
      summary_(new QLabel(this)),
      chart_(new charts::GrundySequenceChart(this)),
      model_(new GrundySequenceModel(this)),
      table_(new QTableView(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);

  auto* form = new QGridLayout;
  auto* ruleLabel = new QLabel(tr("Rule:"), this);
  ruleLabel->setBuddy(rules_);
  form->addWidget(ruleLabel, 0, 0);
  form->addWidget(rules_, 0, 1, 1, 3);
  rules_->setToolTip(tr("The rules used by the position on the board, and the rules you typed"));
  auto* specLabel = new QLabel(tr("Other rule:"), this);
  specLabel->setBuddy(spec_);
  form->addWidget(specLabel, 1, 0);
  specKind_->addItem(tr("heap"));
  specKind_->addItem(tr("coins"));
  specKind_->setToolTip(tr("Whether the rule is for a heap of counters or for a row of coins"));
  form->addWidget(specKind_, 1, 1);
  spec_->setPlaceholderText(tr("1,3,4  or  0.137  or  kayles, grundy, …"));
  spec_->setToolTip(tr("<p>A heap rule: a subtraction set such as <b>1,3,4</b>, an octal code such as "
                       "<b>0.137</b> or <b>4.333</b>, or a name: nim, kayles, dawson, lasker, grundy, powers-of-two, "
                       "at-least-half, at-most-half, dim-plus, aliquot, even-if-not-all.</p>"
                       "<p>A coin rule: turning-turtles, twins, mock-turtles, triplets, ruler, rulerette, grunt, "
                       "subtraction:1,2,3, one-or-two:1,2,3.</p>"));
  form->addWidget(spec_, 1, 2);
  form->addWidget(apply_, 1, 3);
  form->setColumnStretch(2, 1);
  layout->addLayout(form);
  styleAsError(error_);
  error_->setWordWrap(true);
  error_->hide();
  layout->addWidget(error_);

  auto* limitRow = new QHBoxLayout;
  auto* limitLabel = new QLabel(tr("Values g(0) … g(N), N ="), this);
  limitLabel->setBuddy(limit_);
  limit_->setRange(1, kMaxLimit);
  limit_->setValue(100);
  limit_->setGroupSeparatorShown(true);
  limit_->setToolTip(tr("Up to %1; beyond %2 the values are computed in the background").arg(QLocale().toString(kMaxLimit),
                                                                                             QLocale().toString(qulonglong(kSynchronousLimit))));
  limitRow->addWidget(limitLabel);
  limitRow->addWidget(limit_);
  limitRow->addWidget(computeButton_);
  limitRow->addStretch(1);
  layout->addLayout(limitRow);
  layout->addWidget(progress_);

  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  layout->addWidget(summary_);

  auto* splitter = new QSplitter(Qt::Vertical, this);
  chart_->setMinimumHeight(290);  // below this the axes' labels collapse to "…"
  splitter->addWidget(chart_);
  table_->setModel(model_);
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table_->horizontalHeader()->setMinimumSectionSize(28);
  table_->setSelectionMode(QAbstractItemView::ContiguousSelection);
  table_->setToolTip(tr("g(n) for n = row + column; red cells are P-positions (g = 0); bold underlined values are "
                        "exceptions before the period"));
  splitter->addWidget(table_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  layout->addWidget(splitter, 1);

  connect(rules_, &QComboBox::currentIndexChanged, this, &SequenceTab::onRuleChosen);
  connect(apply_, &QPushButton::clicked, this, &SequenceTab::onApplySpec);
  connect(spec_, &QLineEdit::returnPressed, this, &SequenceTab::onApplySpec);
  connect(computeButton_, &QPushButton::clicked, this, &SequenceTab::compute);
  connect(limit_, &QSpinBox::editingFinished, this, [this] {
    if (rule_ && (!values_ || shownCount_ != std::size_t(limit_->value()) + 1)) compute();
  });
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    summary_->setText(tr("The computation was cancelled."));
  });
  setRules({HeapRule::nim()});
}

SequenceTab::~SequenceTab() { runner_->cancel(); }

Expected<SequenceRule> SequenceTab::parseSpec(const QString& text, bool coin) {
  QString spec = text.trimmed();
  spec.remove(QRegularExpression(QStringLiteral("[{}\\s]")));
  if (spec.isEmpty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptyRule);
  static const QRegularExpression numberList(QStringLiteral("^\\d+(,\\d+)*$"));
  static const QRegularExpression code(QStringLiteral("^\\d*\\.[0-9A-Fa-f]*$"));
  if (coin) {
    if (numberList.match(spec).hasMatch()) spec = QStringLiteral("subtraction:") + spec;
    auto rule = CoinRule::parse(spec.toStdString());
    if (!rule) return rule.error();
    return SequenceRule(rule.value());
  }
  if (numberList.match(spec).hasMatch()) {
    spec = QStringLiteral("subtraction:") + spec;
  } else if (code.match(spec).hasMatch()) {
    const bool hex = spec.contains(QRegularExpression(QStringLiteral("[A-Fa-f]")));
    spec = (hex ? QStringLiteral("hex:") : QStringLiteral("octal:")) + spec;
  }
  auto rule = HeapRule::parse(spec.toLower().toStdString());
  if (!rule) return rule.error();
  return SequenceRule(rule.value());
}

QString SequenceTab::ruleSpec(const SequenceRule& rule) {
  if (const auto* heap = std::get_if<HeapRule>(&rule)) return QString::fromStdString(heap->spec());
  return QString::fromStdString(std::get<CoinRule>(rule).spec());
}

QString SequenceTab::ruleName(const SequenceRule& rule) {
  if (const auto* heap = std::get_if<HeapRule>(&rule)) {
    struct Named {
      const char* spec;
      const char* name;
    };
    static const Named names[] = {
        {"nim", QT_TR_NOOP("Nim")},
        {"kayles", QT_TR_NOOP("Kayles")},
        {"dawson", QT_TR_NOOP("Dawson's chess")},
        {"lasker", QT_TR_NOOP("Lasker's Nim")},
        {"grundy", QT_TR_NOOP("Grundy's game")},
        {"powers-of-two", QT_TR_NOOP("Subtract a power of 2")},
        {"at-least-half", QT_TR_NOOP("At-Least-Half")},
        {"at-most-half", QT_TR_NOOP("At-Most-Half")},
        {"dim-plus", QT_TR_NOOP("Dim⁺ (remove a divisor)")},
        {"aliquot", QT_TR_NOOP("Aliquot (remove a proper divisor)")},
        {"even-if-not-all", QT_TR_NOOP("Even if not all, all if odd")},
    };
    for (const auto& named : names) {
      auto known = HeapRule::parse(named.spec);
      if (known && known.value() == *heap) return tr(named.name);
    }
    if (heap->kind == HeapRule::Kind::TakeBreak && !heap->impatient) {
      // A pure subtraction game: only "take k leaving one heap or none" digits (3) and zeros.
      const auto& d = heap->code.digits;
      bool subtraction = !d.empty() && d[0] == 0 && !heap->code.repeatLast;
      QStringList set;
      for (std::size_t k = 1; subtraction && k < d.size(); ++k) {
        if (d[k] == 3) set << QString::number(k);
        else if (d[k] != 0) subtraction = false;
      }
      if (subtraction && !set.isEmpty()) return tr("Subtraction game S = {%1}").arg(set.join(QStringLiteral(", ")));
    }
    return QString::fromStdString(heap->spec());
  }
  const auto& coin = std::get<CoinRule>(rule);
  switch (coin.kind) {
    case CoinRule::Kind::TurningTurtles: return tr("Turning Turtles");
    case CoinRule::Kind::Twins: return tr("Twins");
    case CoinRule::Kind::MockTurtles: return tr("Mock Turtles");
    case CoinRule::Kind::Triplets: return tr("Triplets");
    case CoinRule::Kind::Ruler: return tr("Ruler");
    case CoinRule::Kind::Rulerette: return tr("Rulerette");
    case CoinRule::Kind::Grunt: return tr("Grunt");
    case CoinRule::Kind::Subtraction:
    case CoinRule::Kind::OneOrTwoCoin: break;
  }
  return QString::fromStdString(coin.spec());
}

void SequenceTab::setRules(const std::vector<SequenceRule>& rules) {
  if (rules.empty() || rules == positionRules_) return;
  positionRules_ = rules;
  updatingRules_ = true;
  rules_->clear();
  for (const auto& rule : rules) {
    const QString name = ruleName(rule), spec = ruleSpec(rule);
    rules_->addItem(name == spec ? name : tr("%1 (%2)").arg(name, spec));
  }
  rules_->setCurrentIndex(0);
  updatingRules_ = false;
  rule_ = rules.front();
  compute();
}

void SequenceTab::onRuleChosen(int index) {
  if (updatingRules_ || index < 0) return;
  const std::size_t at = std::size_t(index);
  if (at < positionRules_.size()) {
    rule_ = positionRules_[at];
  } else {
    auto typed = parseSpec(rules_->itemData(index).toString(), rules_->itemData(index, Qt::UserRole + 1).toBool());
    if (!typed) return;
    rule_ = typed.value();
  }
  compute();
}

bool SequenceTab::showSpec(const QString& spec, bool coin) {
  specKind_->setCurrentIndex(coin ? 1 : 0);
  spec_->setText(spec);
  onApplySpec();
  return error_->isHidden();
}

void SequenceTab::onApplySpec() {
  const bool coin = specKind_->currentIndex() == 1;
  auto parsed = parseSpec(spec_->text(), coin);
  if (!parsed) {
    error_->setText(coin ? tr("Not a coin rule: %1").arg(errorReasonText(parsed.error()))
                         : tr("Not a heap rule: %1").arg(errorReasonText(parsed.error())));
    error_->show();
    return;
  }
  error_->clear();
  error_->hide();
  const SequenceRule& rule = parsed.value();
  // Reuse the combo entry of an equal rule, else add one for it.
  int found = -1;
  for (int i = 0; i < rules_->count(); ++i) {
    const std::size_t at = std::size_t(i);
    if (at < positionRules_.size() ? positionRules_[at] == rule
                                   : (rules_->itemData(i).toString() == ruleSpec(rule) &&
                                      rules_->itemData(i, Qt::UserRole + 1).toBool() == coin))
      found = i;
  }
  if (found < 0) {
    const QString name = ruleName(rule), specText = ruleSpec(rule);
    rules_->addItem(name == specText ? tr("typed: %1").arg(name) : tr("typed: %1 (%2)").arg(name, specText), specText);
    found = rules_->count() - 1;
    rules_->setItemData(found, coin, Qt::UserRole + 1);
  }
  updatingRules_ = true;
  rules_->setCurrentIndex(found);
  updatingRules_ = false;
  rule_ = rule;
  compute();
}

void SequenceTab::setLimit(std::size_t n) {
  limit_->setValue(int(std::clamp<std::size_t>(n, 1, std::size_t(kMaxLimit))));
  compute();
}

std::size_t SequenceTab::limit() const { return std::size_t(limit_->value()); }

Expected<SequenceTab::Result> SequenceTab::run(const SequenceRule& rule, std::size_t upTo, const Progress& progress,
                                               const CancelToken& cancel) {
  Result result;
  if (const auto* heap = std::get_if<HeapRule>(&rule)) {
    auto values = solveHeapValues(*heap, {.upTo = HeapSize(upTo)}, progress, cancel);
    if (!values) return values.error();
    result.periodicity = values->periodicity;
    result.values = std::make_shared<const std::vector<Nimber>>(std::move(values->values));
  } else {
    auto values = solveCoinValues(std::get<CoinRule>(rule), {.count = upTo + 1}, Progress::none(), cancel);
    if (!values) return values.error();
    result.values = std::make_shared<const std::vector<Nimber>>(std::move(values.value()));
  }
  return result;
}

void SequenceTab::compute() {
  if (!rule_) return;
  const std::size_t n = limit();
  const bool heap = std::holds_alternative<HeapRule>(*rule_);
  const std::size_t upTo = heap ? std::max(n, kPeriodProbe) : n;
  shownCount_ = n + 1;
  const SequenceRule rule = *rule_;
  if (upTo <= kSynchronousLimit) {
    runner_->cancel();
    auto result = run(rule, upTo, Progress::none(), CancelToken::none());
    if (!result) showError(errorReasonText(result.error()));
    else show(result.value());
    return;
  }
  summary_->setText(tr("Computing g(0) … g(%1) for %2 …").arg(QLocale().toString(qulonglong(n)), ruleName(rule)));
  runner_->run<Result>(
      tr("Grundy values of %1 up to %2").arg(ruleName(rule), QLocale().toString(qulonglong(n))),
      [rule, upTo](const Progress& progress, const CancelToken& cancel) { return run(rule, upTo, progress, cancel); },
      [this](const Expected<Result>& result) {
        if (!result) showError(errorReasonText(result.error()));
        else show(result.value());
      });
}

void SequenceTab::showError(const QString& message) {
  values_.reset();
  periodicity_.reset();
  exceptions_.clear();
  model_->setSequence(nullptr, 0, 0, {});
  chart_->clear();
  summary_->setText(tr("%1: %2").arg(rule_ ? ruleName(*rule_) : QString(), message));
  emit sequenceChanged();
}

void SequenceTab::show(const Result& result) {
  values_ = result.values;
  periodicity_ = result.periodicity;
  exceptions_.clear();
  const auto& v = *values_;
  const int origin = originOf(*rule_);
  if (periodicity_ && periodicity_->period > 0) {
    const std::size_t pre = periodicity_->preperiod, per = periodicity_->period;
    for (std::size_t k = 0; k < pre && k < v.size(); ++k) {
      const std::size_t m = k + per * ((pre - k + per - 1) / per);
      if (m < v.size() && v[m] != v[k]) exceptions_.push_back(k);
    }
  }
  const std::size_t shown = std::min(shownCount_, v.size());
  model_->setSequence(values_, shown, origin, exceptions_);

  // Summary lines.
  const QString name = ruleName(*rule_), spec = ruleSpec(*rule_);
  QStringList lines;
  lines << (name == spec ? tr("Rule: %1").arg(name) : tr("Rule: %1 — spec “%2”").arg(name, spec));
  QString title;
  if (periodicity_ && periodicity_->period > 0) {
    const auto& p = *periodicity_;
    title = tr("%1: period %2 from n = %3, proved at n = %4").arg(name).arg(p.period).arg(p.preperiod + std::size_t(origin)).arg(p.provedAt + std::size_t(origin));
    lines << tr("Period %1 from n = %2 on: g(n + %1) = g(n) for every n ≥ %2 (pre-period %2; proved with the values up to n = %3).")
                 .arg(p.period).arg(p.preperiod + std::size_t(origin)).arg(p.provedAt + std::size_t(origin));
    if (exceptions_.empty())
      lines << tr("No exceptions: every value before the period already follows it.");
    else
      lines << tr("Exceptions before the period, where g(n) differs from the periodic value (%1 in all): %2.")
                   .arg(exceptions_.size())
                   .arg(joinIndices(exceptions_, origin, 60));
  } else if (std::holds_alternative<HeapRule>(*rule_)) {
    title = tr("%1: no period proved up to n = %2").arg(name).arg(v.size() - 1);
    lines << tr("No period was found and proved with the values up to n = %1.").arg(v.size() - 1);
  } else {
    title = tr("%1: g(x) for x = %2 … %3").arg(name).arg(origin).arg(shown - 1 + std::size_t(origin));
    lines << tr("Coin positions are numbered from %1, as in the source. A row of coins is worth the nim-sum of g(x) over its heads.").arg(origin);
  }
  std::vector<std::size_t> zeros;
  Nimber top = 0;
  for (std::size_t k = 0; k < shown; ++k) {
    if (v[k] == 0) zeros.push_back(k);
    top = std::max(top, v[k]);
  }
  lines << tr("P-positions (g = 0) up to %1 (%2 in all): %3.")
               .arg(QLocale().toString(qulonglong(shown - 1 + std::size_t(origin))))
               .arg(zeros.size())
               .arg(zeros.empty() ? tr("none") : joinIndices(zeros, origin, 40));
  lines << tr("Largest value up to there: %1.").arg(top);
  summary_->setText(lines.join(QLatin1Char('\n')));
  if (std::holds_alternative<HeapRule>(*rule_)) chart_->setAxisTitles(tr("heap size n"), tr("g(n)"));
  else chart_->setAxisTitles(tr("coin position x"), tr("g(x)"));
  chart_->setSequence(values_, shown, periodicity_, origin, title);
  emit sequenceChanged();
}

QString SequenceTab::summaryText() const { return summary_->text(); }

QString SequenceTab::errorText() const { return error_->isHidden() ? QString() : error_->text(); }

QString SequenceTab::text() const {
  QStringList out;
  out << chart_->title();
  out << summaryText();
  if (!errorText().isEmpty()) out << errorText();
  if (values_) {
    const std::size_t count = std::min<std::size_t>(model_->count(), 121);
    const int origin = rule_ ? originOf(*rule_) : 0;
    QStringList values;
    for (std::size_t k = 0; k < count; ++k) values << QString::number((*values_)[k]);
    out << tr("g(%1 … %2) = %3").arg(origin).arg(count - 1 + std::size_t(origin)).arg(values.join(QLatin1Char(' ')));
  }
  return out.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
