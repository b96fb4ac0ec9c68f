#include "ui/coalition/coalitionalcorepage.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
constexpr std::size_t kVertexListLimit = 200;
/// ε-cores of games up to this size are computed on the GUI thread (instant).
constexpr int kSynchronousEpsilonPlayers = 5;
}  // namespace

CoalitionalCorePage::CoalitionalCorePage(QWidget* parent)
    : HtmlCoalitionalPage(parent),
      pointEdit_(new QLineEdit),
      checkButton_(new QPushButton(tr("Check"))),
      membership_(new QLabel),
      epsilonSpin_(new QDoubleSpinBox),
      epsilonResult_(new QLabel),
      runner_(new SolverRunner(this)) {
  auto* box = new QGroupBox(tr("Is x in the core? The ε-core"));
  auto* grid = new QGridLayout(box);
  pointEdit_->setPlaceholderText(tr("x, one number per player, e.g. 1, 3, 4"));
  pointEdit_->setToolTip(tr("Type an allocation (fractions allowed) and press Enter: the answer names every coalition "
                            "that can improve on it, with its excess v(S) − x(S)"));
  grid->addWidget(new QLabel(tr("x =")), 0, 0);
  grid->addWidget(pointEdit_, 0, 1);
  grid->addWidget(checkButton_, 0, 2);
  membership_->setWordWrap(true);
  membership_->setTextFormat(Qt::RichText);
  membership_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  grid->addWidget(membership_, 1, 0, 1, 3);
  grid->addWidget(new QLabel(tr("ε =")), 2, 0);
  epsilonSpin_->setRange(-1e9, 1e9);
  epsilonSpin_->setDecimals(4);
  epsilonSpin_->setSingleStep(0.25);
  epsilonSpin_->setKeyboardTracking(false);
  epsilonSpin_->setToolTip(tr("The ε-core: efficient x with every excess v(S) − x(S) ≤ ε. ε = 0 is the core; the smallest ε "
                              "with a non-empty ε-core is the least core. Typed decimals are read as the nearest fraction "
                              "with denominator ≤ 100 (0.3333 is 1/3)."));
  grid->addWidget(epsilonSpin_, 2, 1, 1, 2);
  epsilonResult_->setWordWrap(true);
  epsilonResult_->setTextFormat(Qt::RichText);
  epsilonResult_->setTextInteractionFlags(Qt::TextBrowserInteraction);
  epsilonResult_->setOpenExternalLinks(false);
  grid->addWidget(epsilonResult_, 3, 0, 1, 3);
  grid->setColumnStretch(1, 1);
  static_cast<QVBoxLayout*>(layout())->addWidget(box);

  connect(pointEdit_, &QLineEdit::returnPressed, this, &CoalitionalCorePage::checkTypedPoint);
  connect(checkButton_, &QPushButton::clicked, this, &CoalitionalCorePage::checkTypedPoint);
  connect(epsilonSpin_, &QDoubleSpinBox::valueChanged, this, [this](double value) { setEpsilon(approximate(value, 100)); });
  connect(epsilonResult_, &QLabel::linkActivated, this, [this](const QString& anchor) {
    if (auto point = epsilonLinks_.find(anchor)) emit pointSelected(point->first, point->second);
  });
}

void CoalitionalCorePage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  runner_->cancel();
  HtmlCoalitionalPage::setAnalysis(std::move(analysis), hint);
  membership_->clear();
  epsilonResult_->clear();
  epsilonVertices_.clear();
  epsilon_.reset();
  const bool usable = analysis_ && analysis_->game.hasTable();
  for (QWidget* w : std::initializer_list<QWidget*>{pointEdit_, checkButton_, epsilonSpin_}) w->setEnabled(usable);
  if (!usable) {
    emit epsilonContoursChanged({});
    return;
  }
  if (!pointEdit_->text().trimmed().isEmpty()) {
    QString message;
    if (auto x = T::parsePoint(pointEdit_->text(), analysis_->game.players(), &message)) membership_->setText(membershipHtml(*x));
  }
  // Start at the least core when it is known (the smallest ε with a non-empty ε-core).
  if (analysis_->core && analysis_->game.players() <= kMaxCoreVertexPlayers) {
    setEpsilon(analysis_->core->leastCoreEpsilon);
  } else {
    emit epsilonContoursChanged({});
  }
}

void CoalitionalCorePage::checkTypedPoint() {
  if (!analysis_ || !analysis_->game.hasTable()) return;
  QString message;
  auto x = T::parsePoint(pointEdit_->text(), analysis_->game.players(), &message);
  if (!x) {
    membership_->setText(pagehtml::warning(message.toHtmlEscaped()));
    return;
  }
  membership_->setText(membershipHtml(*x));
  emit pointSelected(*x, fmt::vector(*x));
}

void CoalitionalCorePage::checkPoint(const RationalVector& x, bool select) {
  if (!analysis_ || !analysis_->game.hasTable() || int(x.size()) != analysis_->game.players()) return;
  pointEdit_->setText(fmt::vector(x).mid(1).chopped(1));
  membership_->setText(membershipHtml(x));
  if (select) emit pointSelected(x, fmt::vector(x));
}

QString CoalitionalCorePage::membershipHtml(const RationalVector& x) const {
  const auto& g = analysis_->game;
  const auto m = coreMembership(g, x, 50);
  QString h;
  const QString point = fmt::vector(x).toHtmlEscaped();
  if (m.inCore()) return pagehtml::ok(tr("x = %1 is in the core ✓ (efficient, and no coalition has a positive excess).").arg(point));
  if (!m.efficient) {
    h += pagehtml::warning(tr("x = %1 is not efficient: Σx = %2, but v(N) = %3 (Σx − v(N) = %4).")
                               .arg(point, formatRational(coalitionTotal(g.grand(), x)), formatRational(g.value(g.grand())),
                                    formatRational(m.efficiencyGap)));
  }
  if (m.violatedCount == 0) {
    h += QStringLiteral("<p>%1</p>").arg(tr("No coalition has a positive excess at x."));
  } else {
    QStringList parts;
    for (const auto& v : m.violated)
      parts << tr("%1 (excess %2)").arg(T::coalition(g, v.coalition).toHtmlEscaped(), formatRational(v.excess));
    if (m.violatedCount > m.violated.size()) parts << QStringLiteral("…");
    h += pagehtml::warning(tr("x = %1 is not in the core: it is unstable via %n coalition(s), which can get more on their own:",
                              nullptr, int(m.violatedCount))
                               .arg(point)) +
         QStringLiteral("<p>%1</p>").arg(parts.join(QLatin1String(", ")));
  }
  return h;
}

void CoalitionalCorePage::setEpsilon(const Rational& epsilon) {
  if (!analysis_ || !analysis_->game.hasTable()) return;
  {
    const QSignalBlocker block(epsilonSpin_);
    epsilonSpin_->setValue(toDouble(epsilon));
  }
  epsilon_ = epsilon;
  epsilonVertices_.clear();
  emit epsilonContoursChanged({epsilon});
  const CoalitionalGame& game = analysis_->game;
  if (game.players() > kMaxCoreVertexPlayers) {
    epsilonResult_->setText(pagehtml::note(tr("ε-core vertices are listed for up to %1 players.").arg(kMaxCoreVertexPlayers)));
    return;
  }
  if (game.players() <= kSynchronousEpsilonPlayers) {
    showEpsilonCore(gamelab::solveEpsilonCoreVertices(game, {.epsilon = epsilon}));
    return;
  }
  epsilonResult_->setText(pagehtml::note(tr("Computing the ε-core…")));
  auto snapshot = analysis_;
  runner_->run<std::vector<RationalVector>>(
      tr("ε-core"),
      [snapshot, epsilon](const Progress&, const CancelToken& cancel) { return gamelab::solveEpsilonCoreVertices(snapshot->game, {.epsilon = epsilon}, Progress::none(), cancel); },
      [this](const Expected<std::vector<RationalVector>>& result) { showEpsilonCore(result); });
}

void CoalitionalCorePage::showEpsilonCore(const Expected<std::vector<RationalVector>>& result) {
  epsilonLinks_.clear();
  epsilonVertices_.clear();
  if (!result) {
    epsilonResult_->setText(pagehtml::warning(errorText(result.error())));
    return;
  }
  epsilonVertices_ = result.value();
  const QString eps = formatRational(*epsilon_);
  if (epsilonVertices_.empty()) {
    epsilonResult_->setText(QStringLiteral("<p>%1</p>").arg(
        tr("The ε-core for ε = %1 is empty (ε is below the least-core value).").arg(eps)));
    return;
  }
  QStringList links;
  for (std::size_t k = 0; k < epsilonVertices_.size() && k < kVertexListLimit; ++k) {
    const QString text = fmt::vector(epsilonVertices_[k]);
    links << epsilonLinks_.link(epsilonVertices_[k], text, text.toHtmlEscaped());
  }
  if (epsilonVertices_.size() > kVertexListLimit) links << QStringLiteral("…");
  epsilonResult_->setText(QStringLiteral("<p>%1 %2</p>")
                              .arg(tr("The ε-core for ε = %1 has %n vertex(es):", nullptr, int(epsilonVertices_.size())).arg(eps),
                                   links.join(QLatin1String(", "))));
}

QString CoalitionalCorePage::render(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  const int n = g.players();
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Imputations"));
  if (!g.hasTable()) {
    return h + pagehtml::note(tr("This voting game has %n players: too many for a table of every coalition, so only the "
                                 "voting power is computed.", nullptr, n));
  }
  const Rational vN = g.value(g.grand());
  const Rational singles = singletonTotal(g);
  if (a.imputationVertices.empty()) {
    h += pagehtml::warning(tr("The game has no imputation: Σ v({i}) = %1 exceeds v(N) = %2 (the table is not superadditive).")
                               .arg(formatRational(singles), formatRational(vN)));
  } else {
    h += QStringLiteral("<p>%1</p>").arg(
        singles == vN ? tr("The game is inessential (Σ v({i}) = v(N) = %1): the only imputation is (v(1), …, v(n)).").arg(formatRational(vN))
                      : tr("The game is essential: Σ v({i}) = %1 &lt; v(N) = %2. The imputations (efficient and individually "
                           "rational allocations) form a simplex with %n vertex(es); vertex i is the imputation player i likes best:",
                           nullptr, n)
                            .arg(formatRational(singles), formatRational(vN)));
    // An inessential game's n vertices are one point: list it once.
    const std::size_t listed = singles == vN ? 1 : std::min(a.imputationVertices.size(), kVertexListLimit);
    QStringList vertices;
    for (std::size_t i = 0; i < listed; ++i) {
      const QString text = fmt::vector(a.imputationVertices[i]);
      const QString label = singles == vN ? tr("the only imputation") : tr("imputation vertex %1").arg(i + 1);
      vertices << links_.link(a.imputationVertices[i], label, text.toHtmlEscaped());
    }
    h += QStringLiteral("<p>%1</p>").arg(vertices.join(QLatin1String(", ")));
  }

  h += QStringLiteral("<h3>%1</h3>").arg(tr("Core"));
  if (!a.core) return h + T::unavailable(a.coreError);
  const auto& c = *a.core;
  if (c.empty) {
    h += pagehtml::warning(tr("The core is empty (decided exactly by linear programming)."));
    if (!c.balancedCollection.empty()) {
      Rational claim = 0;
      QStringList parts;
      for (const auto& [s, weight] : c.balancedCollection) {
        claim += weight * g.value(s);
        parts << tr("%1 with λ = %2 (v = %3)").arg(T::coalition(g, s).toHtmlEscaped(), formatRational(weight), formatRational(g.value(s)));
      }
      h += QStringLiteral("<p>%1</p><p>%2</p><p>%3</p>")
               .arg(tr("Why (Bondareva–Shapley): the coalitions"), parts.join(QLatin1String("; ")),
                    tr("form a balanced collection: every player belongs to coalitions whose weights add up to 1. The weights λ "
                       "show that the coalitions together claim more than v(N): Σ λ<sub>S</sub> v(S) = %1 > v(N) = %2. Any "
                       "allocation of v(N) gives them only Σ λ<sub>S</sub> x(S) = Σx = %2 in total, so at least one of them "
                       "gets less than it can secure alone.")
                        .arg(formatRational(claim), formatRational(vN)));
    }
  } else {
    h += pagehtml::ok(tr("The core is not empty (decided exactly by linear programming)."));
    if (c.verticesComputed) {
      QString shape;
      if (c.vertices.size() == 1) shape = tr("a single point");
      else if (c.vertices.size() == 2) shape = tr("a segment");
      else shape = n == 3 ? tr("a polygon") : tr("a polytope");
      QStringList vertices;
      for (std::size_t k = 0; k < c.vertices.size() && k < kVertexListLimit; ++k) {
        const QString text = fmt::vector(c.vertices[k]);
        vertices << links_.link(c.vertices[k], tr("core vertex %1").arg(text), text.toHtmlEscaped());
      }
      if (c.vertices.size() > kVertexListLimit) vertices << QStringLiteral("…");
      h += QStringLiteral("<p>%1</p><p>%2</p>")
               .arg(tr("The core is %1 with %n vertex(es) (exact):", nullptr, int(c.vertices.size())).arg(shape),
                    vertices.join(QLatin1String(", ")));
    } else {
      h += pagehtml::note(tr("The core's vertices are listed for up to %1 players.").arg(kMaxCoreVertexPlayers));
    }
    if (!c.alwaysTight.empty()) {
      QStringList tight;
      for (auto s : c.alwaysTight)
        tight << QStringLiteral("%1 = %2").arg(T::coalitionSum(g, s), formatRational(g.value(s)));
      h += QStringLiteral("<p>%1 %2</p>").arg(tr("Tight on the whole core (these coalitions get exactly their value in every core "
                                                 "allocation):"),
                                              tight.join(QLatin1String(", ")));
    }
  }
  h += QStringLiteral("<h3>%1</h3>").arg(tr("Least core"));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("ε₁ = %1: the smallest ε for which some efficient x has every excess v(S) − x(S) ≤ ε (S ≠ ∅, N). "
                   "The core is non-empty exactly when ε₁ ≤ 0.")
                    .arg(formatRationalWithDecimal(c.leastCoreEpsilon).toHtmlEscaped()));
  if (!c.leastCorePoint.empty()) {
    const QString text = fmt::vector(c.leastCorePoint);
    h += QStringLiteral("<p>%1 %2</p>").arg(tr("A point of the least core:"),
                                            links_.link(c.leastCorePoint, tr("least core"), text.toHtmlEscaped()));
  }
  if (n <= 5) {
    h += QStringLiteral("<h4>%1</h4><p>").arg(tr("The inequalities of the core"));
    QStringList rows;
    rows << QStringLiteral("%1 = %2").arg(T::coalitionSum(g, g.grand()), formatRational(vN));
    for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic))
      if (s != 0 && s != g.grand()) rows << QStringLiteral("%1 ≥ %2").arg(T::coalitionSum(g, s), formatRational(g.value(s)));
    h += rows.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
  }
  return h;
}

QString CoalitionalCorePage::text() const {
  QString t = HtmlCoalitionalPage::text();
  t += QLatin1Char('\n') + QTextDocumentFragment::fromHtml(membership_->text()).toPlainText();
  t += QLatin1Char('\n') + QTextDocumentFragment::fromHtml(epsilonResult_->text()).toPlainText();
  return t;
}

}  // namespace gamelab::ui
