#include "ui/coalition/coalitionalpicturepage.h"

#include "ui/coalition/imputationsimplexwidget.h"
#include "ui/analysis/analysisformat.h"

#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

CoalitionalPicturePage::CoalitionalPicturePage(QWidget* parent)
    : CoalitionalPage(parent), note_(new QLabel), simplex_(new ImputationSimplexWidget) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  note_->setWordWrap(true);
  note_->setTextFormat(Qt::RichText);
  note_->setMargin(6);
  layout->addWidget(note_);
  layout->addWidget(simplex_, 1);
  connect(simplex_, &ImputationSimplexWidget::pointClicked, this,
          [this](const RationalVector& x) { emit pointSelected(x, fmt::vector(x)); });
}

void CoalitionalPicturePage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  simplex_->setAnalysis(analysis);
  if (!analysis) {
    note_->setText(pagehtml::note(hint));
    simplex_->setVisible(false);
    return;
  }
  const int n = analysis->game.players();
  const bool drawn = analysis->game.hasTable() && (n == 3 || n == 4);
  simplex_->setVisible(drawn);
  if (!drawn)
    note_->setText(pagehtml::note(tr("The imputation simplex is drawn for 3 players (a triangle) and 4 players (a tetrahedron); "
                                     "this game has %n player(s). The Core page lists the core's vertices and inequalities.",
                                     nullptr, n)));
  else if (n == 3)
    note_->setText(pagehtml::note(tr("The imputations as a triangle, each corner a player (§4.2.4). Hover for a point's payoffs "
                                     "and excesses; click to choose it.")));
  else
    note_->setText(pagehtml::note(tr("The imputations as a tetrahedron with the core inside; drag to rotate, double-click to reset.")));
}

QString CoalitionalPicturePage::text() const {
  QString t = QTextDocumentFragment::fromHtml(note_->text()).toPlainText();
  if (simplex_->isVisibleTo(this) && !simplex_->message().isEmpty()) t += QLatin1Char('\n') + simplex_->message();
  return t;
}

}  // namespace gamelab::ui
