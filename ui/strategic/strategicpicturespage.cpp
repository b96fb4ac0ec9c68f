#include "ui/strategic/strategicpicturespage.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"
#include "ui/strategic/bestresponsechart.h"
#include "ui/strategic/payoffregionchart.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = StrategicText;
}

StrategicPicturesPage::StrategicPicturesPage(QWidget* parent)
    : StrategicPage(parent), text_(new QLabel), diagram_(new QChartView), region_(new QChartView) {
  // The charts stack vertically at full width (the panel is narrow beside the table), in a
  // scroll area so each keeps a readable size.
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* content = new QWidget;
  auto* column = new QVBoxLayout(content);
  column->setContentsMargins(0, 0, 0, 0);
  column->addWidget(text_);
  column->addWidget(diagram_);
  column->addWidget(region_);
  column->addStretch(1);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(content);
  layout->addWidget(scroll, 1);
  text_->setWordWrap(true);
  text_->setTextFormat(Qt::RichText);
  text_->setMargin(6);
  text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  for (auto* view : {diagram_, region_}) {
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(300, 440);
  }
}

void StrategicPicturesPage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  charts::showChart(diagram_, new QChart);
  charts::showChart(region_, new QChart);
  if (!analysis) {
    diagram_->setVisible(false);
    region_->setVisible(false);
    text_->setText(hint);
    return;
  }
  const auto& a = *analysis;
  const auto& g = a.game;
  QStringList notes;
  if (g.players() != 2) {
    notes << tr("The pictures are drawn for two-player games; this game has %n player(s).", nullptr, int(g.players()));
  }
  diagram_->setVisible(a.diagram.has_value());
  if (a.diagram) {
    charts::showChart(diagram_, charts::BestResponseChart::create(g, *a.diagram));
    QStringList parts;
    if (a.diagram->indifferenceP)
      parts << tr("%1 is indifferent between its columns at p = %2.").arg(T::playerHtml(g, 1), formatRational(*a.diagram->indifferenceP));
    if (a.diagram->indifferenceQ)
      parts << tr("%1 is indifferent between its rows at q = %2.").arg(T::playerHtml(g, 0), formatRational(*a.diagram->indifferenceQ));
    parts << tr("%n equilibrium piece(s) at the crossings (points, or segments for continua).", nullptr, int(a.diagram->equilibria.size()));
    notes << parts.join(QLatin1Char(' '));
  } else if (g.players() == 2) {
    notes << tr("The best-response diagram is drawn for 2x2 games; this game is %1.").arg(T::size(g));
  }
  region_->setVisible(a.region.has_value());
  if (a.region) {
    charts::showChart(region_, charts::PayoffRegionChart::create(a));
    notes << tr("Payoff region: every point of the shaded hull is the payoff of some distribution over the cells; "
                "hover over a point for its cell or equilibrium.");
  }
  text_->setText(notes.join(QStringLiteral("<br>")));
}

QString StrategicPicturesPage::text() const {
  QString t = QTextDocumentFragment::fromHtml(text_->text()).toPlainText();
  for (auto* view : {diagram_, region_})
    if (view->isVisibleTo(this) && view->chart()) t += QLatin1Char('\n') + view->chart()->title();
  return t;
}

}  // namespace gamelab::ui
