#include "ui/strategic/strategicqrepage.h"

#include "ui/analysis/qrepanel.h"
#include "ui/common/numberformat.h"

#include <QBoxLayout>
#include <QTextBrowser>
#include <QUrl>

namespace gamelab::ui {

StrategicQrePage::StrategicQrePage(QWidget* parent) : StrategicPage(parent) {
  QTextBrowser* limit = addBrowser();
  limit->setMaximumHeight(110);
  panel_ = new QrePanel(this);
  static_cast<QBoxLayout*>(layout())->insertWidget(0, panel_, 1);
  connect(limit, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    if (url.scheme() == QLatin1String("equilibrium")) emit equilibriumSelected(url.path().toInt());
  });
}

void StrategicQrePage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  if (!analysis_) {
    panel_->setBranch(nullptr, {}, hint);
    showHint(hint);
    return;
  }
  if (!analysis_->qre) {
    const QString why = StrategicText::unavailable(analysis_->qreError);
    panel_->setBranch(nullptr, {}, QString());
    showHtml(why);
    return;
  }
  const StrategicQre& qre = *analysis_->qre;
  const StrategicGame& game = analysis_->game;
  auto view = std::make_shared<QreBranchView>();
  for (std::size_t k = 0; k < game.players(); ++k) {
    view->agentNames << StrategicText::playerName(game, k);
    QStringList choices;
    for (std::size_t s = 0; s < game.strategies(k); ++s) choices << StrategicText::strategyName(game, k, s);
    view->choiceNames.push_back(choices);
    view->agentPlayers.push_back(int(k));
  }
  view->setBranch(qre);
  panel_->setBranch(view, qreFitJob(std::make_shared<const StrategicGame>(game), [](auto&&... args) {
                      return solveStrategicQre(args...);
                    }));
  showHtml(limitHtml(*analysis_, qre));
}

QString StrategicQrePage::limitHtml(const StrategicAnalysis& analysis, const StrategicQre& qre) const {
  const StrategicGame& game = analysis.game;
  QString h = QStringLiteral("<p><b>%1</b> ").arg(tr("Limit as λ → ∞:"));
  QStringList parts;
  for (std::size_t k = 0; k < game.players(); ++k)
    parts << StrategicText::playerHtml(game, k) + QStringLiteral(" ") +
                 (qre.exact ? StrategicText::mixture(game, k, qre.strategies[k]).toHtmlEscaped()
                            : fmt::decimals(qre.strategies[k], 6).toHtmlEscaped());
  h += parts.join(QStringLiteral("; ")) + QStringLiteral("</p>");
  if (qre.exact) {
    h += QStringLiteral("<p>%1</p>").arg(pagehtml::ok(tr("An exact Nash equilibrium, checked by its definition: the branch selects it.")));
    const int index = equilibriumIndex(analysis, qre.strategies);
    if (index >= 0)
      h += QStringLiteral("<p><a href='equilibrium:%1'>%2</a></p>").arg(index).arg(tr("Select it in the equilibrium list (No. %1)").arg(index + 1));
  } else {
    h += QStringLiteral("<p>%1</p>").arg(pagehtml::warning(tr("Approximate: the end of the branch did not round to an exact equilibrium (it may be irrational).")));
  }
  h += QStringLiteral("<p>%1</p>").arg(pagehtml::note(tr("%n points traced, up to λ = %1.", "", int(qre.branch.size()))
                                                     .arg(QString::number(qre.lambdaMax, 'g', 6))));
  return h;
}

QString StrategicQrePage::text() const { return panel_->text() + QLatin1Char('\n') + ResultPage::text(); }

}  // namespace gamelab::ui
