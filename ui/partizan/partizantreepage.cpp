#include "ui/partizan/partizantreepage.h"

#include "ui/partizan/partizantreeview.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QPointer>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

QWidget* titled(QLabel* title, QWidget* body) {
  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(2, 2, 2, 2);
  title->setWordWrap(true);
  layout->addWidget(title);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(body);
  layout->addWidget(scroll, 1);
  return box;
}

QString countText(const partizan::TreePicture& picture) {
  QString text = PartizanTreePage::tr("%n node(s)", nullptr, int(std::min<std::uint64_t>(picture.treeSize, 2'000'000'000)));
  if (picture.treeSize == UINT64_MAX) text = PartizanTreePage::tr("more than 10¹⁹ nodes");
  if (picture.truncated() && !picture.nodes.empty())
    text += QStringLiteral(" ") + PartizanTreePage::tr("(the first %1 drawn)").arg(picture.nodes.size());
  return text;
}

/// Scrolls the view's scroll area so that the root is in sight (a wide tree once opened
/// scrolled to its left edge with the root off screen), once the new size is laid out.
void revealRoot(PartizanTreeView* view) {
  QScrollArea* area = nullptr;
  for (QWidget* w = view->parentWidget(); w && !area; w = w->parentWidget()) area = qobject_cast<QScrollArea*>(w);
  if (!area || view->picture().nodes.empty()) return;
  QTimer::singleShot(0, area, [area, view = QPointer<PartizanTreeView>(view)] {
    if (!view || view->picture().nodes.empty()) return;
    const QPointF root = view->nodePoint(0);
    area->ensureVisible(int(root.x()), int(root.y()), area->viewport()->width() / 2, 40);
  });
}

}  // namespace

PartizanTreePage::PartizanTreePage(QWidget* parent)
    : PartizanPage(parent), hint_(new QLabel), negate_(new QCheckBox(tr("−G"))), beforeTitle_(new QLabel),
      afterTitle_(new QLabel), before_(new PartizanTreeView), after_(new PartizanTreeView), log_(new QListWidget) {
  auto* layout = new QVBoxLayout(this);
  auto* row = new QHBoxLayout;
  negate_->setObjectName(QStringLiteral("negate"));
  negate_->setToolTip(tr("Draw −G instead of G: the tree mirrored, Left and Right (blue and red) swapped"));
  row->addWidget(negate_);
  hint_->setForegroundRole(QPalette::PlaceholderText);
  row->addWidget(hint_, 1);
  layout->addLayout(row);
  before_->setObjectName(QStringLiteral("treeBefore"));
  after_->setObjectName(QStringLiteral("treeAfter"));
  before_->setToolTip(tr("The game tree as given: Left's options down-left (blue), Right's down-right (red)"));
  after_->setToolTip(tr("The tree of the canonical form: dominated options deleted, reversible ones bypassed"));
  log_->setObjectName(QStringLiteral("reductionLog"));
  log_->setWordWrap(true);
  log_->setToolTip(tr("The steps from the form to the canonical form; click one to ring its position in the tree"));
  auto* logTitle = new QLabel(tr("<b>Reduction log</b>"));
  auto* logBox = new QWidget;
  auto* logLayout = new QVBoxLayout(logBox);
  logLayout->setContentsMargins(2, 2, 2, 2);
  logLayout->addWidget(logTitle);
  logLayout->addWidget(log_, 1);
  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(titled(beforeTitle_, before_));
  split->addWidget(titled(afterTitle_, after_));
  split->addWidget(logBox);
  split->setStretchFactor(0, 3);
  split->setStretchFactor(1, 2);
  split->setStretchFactor(2, 2);
  layout->addWidget(split, 1);
  connect(negate_, &QCheckBox::toggled, this, [this] { showTrees(); });
  connect(log_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (!analysis_ || row < 0 || row >= int(analysis_->log.size())) {
      before_->setHighlight(partizan::kNoGame);
      return;
    }
    if (negate_->isChecked()) negate_->setChecked(false);  // the log is about G
    before_->setHighlight(analysis_->log[std::size_t(row)].position);
  });
  setAnalysis(nullptr, tr("No analysis yet."));
}

QString PartizanTreePage::stepText(const partizan::LogStepText& s) {
  const bool left = s.side == partizan::Side::Left;
  const QString current = QString::fromStdString(s.current), option = QString::fromStdString(s.option),
                by = QString::fromStdString(s.by);
  if (s.kind == partizan::Reduction::Dominated)
    return left ? tr("At %1: Left option %2 dominated by %3 (%3 ≥ %2)").arg(current, option, by)
                : tr("At %1: Right option %2 dominated by %3 (%3 ≤ %2)").arg(current, option, by);
  QStringList replacement;
  for (const auto& r : s.replacement) replacement << QString::fromStdString(r);
  const QString replaced = replacement.isEmpty() ? tr("none") : replacement.join(QStringLiteral(", "));
  return left ? tr("At %1: Left option %2 reversed through its right option %3 (%3 ≤ %1); replaced by the left "
                   "options of %3 (%4)")
                    .arg(current, option, by, replaced)
              : tr("At %1: Right option %2 reversed through its left option %3 (%3 ≥ %1); replaced by the right "
                   "options of %3 (%4)")
                    .arg(current, option, by, replaced);
}

void PartizanTreePage::setAnalysis(std::shared_ptr<const partizan::SumAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  hint_->setText(analysis_ ? QString() : hint);
  log_->clear();
  if (analysis_ && analysis_->optionsPerSide) {
    hint_->setText(tr("G = %1 is computed symbolically: its trees have %2 options at every level and are not drawn.")
                       .arg(QString::fromStdString(analysis_->canonical), QString::fromStdString(*analysis_->optionsPerSide)));
  } else if (analysis_) {
    for (const auto& step : analysis_->log) log_->addItem(stepText(step));
    if (analysis_->log.empty()) log_->addItem(tr("The form is already canonical: nothing to remove."));
    if (analysis_->logTruncated) log_->addItem(tr("… more steps not logged"));
  }
  showTrees();
}

void PartizanTreePage::showTrees() {
  if (!analysis_) {
    before_->setPicture({});
    after_->setPicture({});
    beforeTitle_->setText(tr("<b>As given</b>"));
    afterTitle_->setText(tr("<b>Canonical</b>"));
    return;
  }
  const bool negated = negate_->isChecked();
  before_->setPicture(negated ? analysis_->negatedBefore : analysis_->before);
  after_->setPicture(negated ? analysis_->negatedAfter : analysis_->after);
  revealRoot(before_);
  revealRoot(after_);
  before_->setHighlight(partizan::kNoGame);
  const QString g = negated ? QStringLiteral("−G") : QStringLiteral("G");
  beforeTitle_->setText(tr("<b>%1 as given</b>: %2").arg(g, countText(before_->picture())));
  afterTitle_->setText(tr("<b>%1 canonical</b>: %2").arg(g, countText(after_->picture())));
}

QString PartizanTreePage::text() const {
  QStringList lines{beforeTitle_->text(), afterTitle_->text()};
  if (!hint_->text().isEmpty()) lines.prepend(hint_->text());
  for (int i = 0; i < log_->count(); ++i) lines << log_->item(i)->text();
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
