#include "ui/partizan/partizanthermographpage.h"

#include "ui/common/numberformat.h"
#include "ui/partizan/thermographchart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

QString wallText(const partizan::Wall& wall) {
  QStringList points;
  for (const auto& [t, v] : wall.points)
    points << QStringLiteral("(%1, %2)").arg(formatRational(t), formatRational(v));
  return points.join(QStringLiteral(" "));
}

}  // namespace

PartizanThermographPage::PartizanThermographPage(QWidget* parent)
    : PartizanPage(parent), which_(new QComboBox), chart_(new ThermographChart), details_(new QLabel) {
  auto* layout = new QVBoxLayout(this);
  auto* row = new QHBoxLayout;
  row->addWidget(new QLabel(tr("Thermograph of")));
  which_->setObjectName(QStringLiteral("thermographOf"));
  which_->setToolTip(tr("The sum G or one of its components"));
  row->addWidget(which_, 1);
  layout->addLayout(row);
  layout->addWidget(chart_, 1);
  details_->setWordWrap(true);
  details_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(details_);
  connect(which_, &QComboBox::currentIndexChanged, this, [this] { showCurrent(); });
  setAnalysis(nullptr, tr("No analysis yet."));
}

void PartizanThermographPage::setAnalysis(std::shared_ptr<const partizan::SumAnalysis> analysis, const QString& hint) {
  const int keep = which_->currentIndex();
  analysis_ = std::move(analysis);
  {
    const QSignalBlocker block(which_);
    which_->clear();
    if (analysis_)
      for (const auto& t : analysis_->thermographs)
        which_->addItem(t.title == "G" ? tr("G = %1").arg(QString::fromStdString(t.value))
                                       : tr("component %1 = %2").arg(QString::fromStdString(t.title), QString::fromStdString(t.value)));
    if (keep >= 0 && keep < which_->count()) which_->setCurrentIndex(keep);
  }
  chart_->setVisible(analysis_ != nullptr);
  if (!analysis_) details_->setText(hint);
  else showCurrent();
}

void PartizanThermographPage::showCurrent() {
  if (!analysis_) return;
  const int i = which_->currentIndex();
  if (i < 0 || i >= int(analysis_->thermographs.size())) return;
  const auto& t = analysis_->thermographs[std::size_t(i)];
  QString value = QString::fromStdString(t.value);
  if (value.size() > 60) value = value.left(59) + QStringLiteral("…");
  chart_->setThermograph(t.graph, i == 0 ? tr("G = %1").arg(value) : tr("Component %1 = %2").arg(QString::fromStdString(t.title), value));
  details_->setText(tr("Mean %1, temperature %2. Left wall (t, value): %3. Right wall: %4.")
                        .arg(formatRational(t.graph.mean), formatRational(t.graph.temperature), wallText(t.graph.left),
                             wallText(t.graph.right)));
}

QString PartizanThermographPage::text() const { return which_->currentText() + QLatin1Char('\n') + details_->text(); }

}  // namespace gamelab::ui
