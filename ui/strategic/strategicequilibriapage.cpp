#include "ui/strategic/strategicequilibriapage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"
#include "ui/strategic/refinementmarks.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

namespace {

using T = StrategicText;
constexpr std::size_t kListLimit = 40;

/// One row of the table, whatever list it comes from.
struct Row {
  MixedProfile profile;
  RationalVector payoffs;
  QString kind;
  QString accuracy;  ///< n players: "exact" / "≈ (regret …)"
  bool approximate = false;  ///< numbers are roundings of floats: shown as decimals, not fractions
  QString accuracyTip = {};  ///< what `accuracy` means, in words
  QString refinement = {};   ///< two players: the perfect / proper mark
  QString refinementTip = {};
  bool imperfect = false;
};

/// "≈(0.3333, 0.6667)": an approximate strategy in decimals (its rationals, roundings of floats,
/// can have 20-digit denominators that push the table off the screen).
QString approximateVector(const RationalVector& v) {
  QStringList parts;
  for (const Rational& x : v) parts << formatDecimal(x, 4);
  return QStringLiteral("≈(%1)").arg(parts.join(QLatin1String(", ")));
}

std::vector<Row> rows(const StrategicAnalysis& a) {
  std::vector<Row> out;
  const auto& g = a.game;
  auto kindOf = [](const MixedProfile& p) {
    return T::isPure(p) ? StrategicEquilibriaPage::tr("pure") : StrategicEquilibriaPage::tr("mixed");
  };
  if (g.players() == 2 && a.equilibria) {
    for (const auto& e : a.equilibria->equilibria) out.push_back({e.strategies, e.payoffs, kindOf(e.strategies), {}});
    if (a.refinements && a.refinements->equilibria.size() == out.size())
      for (std::size_t k = 0; k < out.size(); ++k) {
        out[k].refinement = RefinementMarks::equilibriumMark(g, a.refinements->equilibria[k]);
        out[k].refinementTip = RefinementMarks::equilibriumTip(g, *a.refinements, k);
        out[k].imperfect = !a.refinements->equilibria[k].perfect;
      }
  } else if (g.players() == 2 && a.lemkeHowson) {
    for (const auto& e : a.lemkeHowson->equilibria) out.push_back({e.strategies, e.payoffs, kindOf(e.strategies), {}});
  } else if (g.players() >= 3 && a.nPerson) {
    for (const auto& e : a.nPerson->found.equilibria) {
      QString accuracy = e.exact ? StrategicEquilibriaPage::tr("exact")
                                 : StrategicEquilibriaPage::tr("≈ (regret %1)").arg(e.maxRegret, 0, 'g', 2);
      QString tip = e.exact ? StrategicEquilibriaPage::tr("Proved exactly in rational arithmetic")
                            : StrategicEquilibriaPage::tr("Approximate: no player gains more than %1 by deviating from the "
                                                          "fractions listed (computed exactly; no fractions near its "
                                                          "probabilities solve the equations exactly)")
                                  .arg(e.maxRegret, 0, 'g', 3);
      if (e.foundBy == EquilibriumSource::QreLimit) {
        accuracy += StrategicEquilibriaPage::tr(", QRE limit");
        tip = StrategicEquilibriaPage::tr("The end of the logit QRE branch at λ = 10⁶: no search found an equilibrium, "
                                          "and every finite game has one.") +
              QLatin1Char(' ') + tip;
      } else if (e.foundBy == EquilibriumSource::LogitTracing) {
        accuracy += StrategicEquilibriaPage::tr(", restart");
        tip = StrategicEquilibriaPage::tr("Found by Find more: the end of a logit trace from a random starting "
                                          "mixture.") +
              QLatin1Char(' ') + tip;
      }
      out.push_back({e.strategies, e.payoffs, kindOf(e.strategies), accuracy, !e.exact, tip});
    }
  } else if (a.stars) {
    for (auto t : a.stars->pureEquilibria) {
      RationalVector payoffs;
      for (std::size_t k = 0; k < g.players(); ++k) payoffs.push_back(g.payoff(t, k));
      out.push_back({toMixedProfile(g, g.profileAt(t)), payoffs, StrategicEquilibriaPage::tr("pure"),
                     g.players() >= 3 ? StrategicEquilibriaPage::tr("exact") : QString()});
    }
  }
  return out;
}

/// "p ∈ conv{(1/2, 1/2), (1, 0)}" (vectors), or for a single point "p = (1/2, 1/2)" / "p = B".
QString convexHullText(const StrategicGame& game, std::size_t player, const std::vector<RationalVector>& points) {
  const QString name = player == 0 ? QStringLiteral("p") : QStringLiteral("q");
  if (points.size() == 1) return QStringLiteral("%1 = %2").arg(name, T::strategy(game, player, points.front()));
  QStringList parts;
  for (std::size_t k = 0; k < points.size() && k < kListLimit; ++k) parts << fmt::vector(points[k]);
  if (points.size() > kListLimit) parts << QStringLiteral("…");
  return QStringLiteral("%1 ∈ conv{%2}").arg(name, parts.join(QLatin1String(", ")));
}

}  // namespace

StrategicEquilibriaPage::StrategicEquilibriaPage(QWidget* parent)
    : StrategicPage(parent),
      summary_(new QLabel),
      table_(new QTableWidget),
      details_(new QTextBrowser),
      findMore_(new QPushButton(tr("Find more"))) {
  QVBoxLayout* layout = layOutUnderSummary(this, summary_);
  findMore_->setObjectName(QStringLiteral("findMore"));
  findMore_->setToolTip(tr("Search longer for equilibria (twice the time each press) and follow logit traces from 8 "
                           "more random starting mixtures; progress and Cancel below"));
  findMore_->setVisible(false);
  auto* buttons = new QHBoxLayout;
  buttons->setContentsMargins(6, 0, 6, 0);
  buttons->addWidget(findMore_);
  buttons->addStretch(1);
  layout->addLayout(buttons);
  connect(findMore_, &QPushButton::clicked, this, &StrategicEquilibriaPage::findMoreRequested);
  auto* splitter = new QSplitter(Qt::Vertical);
  splitter->addWidget(table_);
  splitter->addWidget(details_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  layout->addWidget(splitter, 1);
  details_->setOpenLinks(false);
  table_->setToolTip(tr("Select an equilibrium to highlight it on the table"));
  connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
    const auto selected = table_->selectionModel()->selectedRows();
    emit equilibriumSelected(selected.isEmpty() ? -1 : selected.front().row());
  });
}

void StrategicEquilibriaPage::selectEquilibrium(int index) {
  const QSignalBlocker block(table_);
  if (index < 0 || index >= table_->rowCount()) table_->clearSelection();
  else table_->selectRow(index);
}

void StrategicEquilibriaPage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  {
    const QSignalBlocker block(table_);
    table_->clear();
    table_->setRowCount(0);
    table_->setColumnCount(0);
  }
  findMore_->setVisible(analysis_ && analysis_->game.players() >= 3 && analysis_->nPerson);
  if (!analysis_) {
    summary_->setText(pagehtml::note(hint));
    details_->clear();
    table_->setVisible(false);
    return;
  }
  const auto& a = *analysis_;
  summary_->setText(summaryHtml(a));
  fillTable(a);
  details_->setHtml(detailsHtml(a));
}

void StrategicEquilibriaPage::fillTable(const StrategicAnalysis& a) {
  const QSignalBlocker block(table_);
  const auto& g = a.game;
  const std::size_t n = g.players();
  const bool withSafety = a.safety.has_value();
  const bool withAccuracy = n >= 3;
  const bool withRefinement = n == 2 && a.equilibria && a.refinements;
  QStringList headers{QStringLiteral("#"), tr("Kind")};
  for (std::size_t k = 0; k < n; ++k) headers << T::playerName(g, k);
  for (std::size_t k = 0; k < n; ++k) headers << tr("Payoff %1").arg(T::playerName(g, k));
  if (withSafety) headers << tr("≥ safety levels");
  if (withAccuracy) headers << tr("Accuracy");
  if (withRefinement) headers << tr("Perfect / proper");
  setupResultTable(table_, headers);
  for (std::size_t k = 0; k < n; ++k) {
    table_->horizontalHeaderItem(int(2 + k))->setForeground(playerColor(int(k)));
    table_->horizontalHeaderItem(int(2 + n + k))->setForeground(playerColor(int(k)));
  }
  const auto list = rows(a);
  table_->setVisible(!list.empty());
  table_->setRowCount(int(list.size()));
  for (std::size_t r = 0; r < list.size(); ++r) {
    const auto& row = list[r];
    int c = 0;
    table_->setItem(int(r), c++, resultItem(QString::number(r + 1)));
    table_->setItem(int(r), c++, resultItem(row.kind));
    for (std::size_t k = 0; k < n; ++k) {
      auto* item = row.approximate ? resultItem(approximateVector(row.profile[k]), T::mixture(g, k, row.profile[k]))
                                   : resultItem(T::strategy(g, k, row.profile[k]), T::mixture(g, k, row.profile[k]));
      item->setForeground(playerColor(int(k)));
      table_->setItem(int(r), c++, item);
    }
    for (std::size_t k = 0; k < n; ++k) {
      auto* item = row.approximate
                       ? resultItem(QStringLiteral("≈") + formatDecimal(row.payoffs[k], 4), formatRational(row.payoffs[k]))
                       : resultItem(formatRational(row.payoffs[k]), formatRationalWithDecimal(row.payoffs[k]));
      item->setForeground(playerColor(int(k)));
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table_->setItem(int(r), c++, item);
    }
    if (withSafety) {
      QStringList below;
      for (std::size_t k = 0; k < n && k < a.safety->size(); ++k)
        if (row.payoffs[k] < (*a.safety)[k].value) below << T::playerName(g, k);
      auto* item = below.isEmpty() ? resultItem(QStringLiteral("✓"), tr("Every player gets at least its safety level"))
                                   : resultItem(tr("below for %1").arg(below.join(QLatin1String(", "))),
                                                tr("Impossible for an equilibrium: the result is wrong"));
      if (!below.isEmpty()) item->setForeground(QColor(0xc6, 0x28, 0x28));
      table_->setItem(int(r), c++, item);
    }
    if (withAccuracy) table_->setItem(int(r), c++, resultItem(row.accuracy, row.accuracyTip));
    if (withRefinement) {
      auto* item = resultItem(row.refinement, row.refinementTip);
      if (row.imperfect) item->setForeground(QColor(0x75, 0x75, 0x75));
      table_->setItem(int(r), c++, item);
    }
  }
  fitResultColumns(table_);
  fitTableHeight(table_);  // a short list takes only the room it needs; the details get the rest
}

QString StrategicEquilibriaPage::summaryHtml(const StrategicAnalysis& a) const {
  const auto& g = a.game;
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Nash equilibria"));
  if (a.stars) {
    const auto& pure = a.stars->pureEquilibria;
    if (pure.empty()) {
      h += QStringLiteral("<p>%1</p>").arg(tr("No pure equilibrium: no cell is starred for every player."));
    } else {
      QStringList cells;
      for (std::size_t k = 0; k < pure.size() && k < kListLimit; ++k) cells << T::cell(g, pure[k]).toHtmlEscaped();
      if (pure.size() > kListLimit) cells << QStringLiteral("…");
      h += QStringLiteral("<p>%1 %2</p>")
               .arg(tr("%n pure equilibrium(s) (cells starred for every player):", nullptr, int(pure.size())), cells.join(QLatin1String(", ")));
    }
  }
  if (g.players() == 2) {
    if (a.equilibria) {
      const auto& e = *a.equilibria;
      h += QStringLiteral("<p>%1</p>")
               .arg(tr("%n extreme equilibrium(s), exact (vertex enumeration of the best-response polytopes),", nullptr, int(e.equilibria.size())) +
                    QLatin1Char(' ') + tr("in %n maximal convex component(s).", nullptr, int(e.components.size())));
      h += T::verifiedHtml(e.verified);
    } else {
      if (a.equilibriaError) h += pagehtml::warning(errorText(*a.equilibriaError));
      else h += pagehtml::note(tr("All equilibria:") + QLatin1Char(' ') + T::notComputed());
      if (a.lemkeHowson)
        h += QStringLiteral("<p>%1</p>").arg(tr("Listed: the %n distinct equilibrium(s) Lemke–Howson found from the starting labels tried "
                                                "(not necessarily all).", nullptr, int(a.lemkeHowson->equilibria.size())));
      else
        h += QStringLiteral("<p>%1</p>").arg(tr("Listed: the pure equilibria only."));
    }
  } else if (g.players() >= 3) {
    if (a.nPerson) {
      const NPersonSolution& solution = *a.nPerson;
      const NPersonEquilibria& e = solution.found;
      std::size_t searched = 0, traced = 0;
      for (const auto& x : e.equilibria)
        (x.foundBy == EquilibriumSource::QreLimit || x.foundBy == EquilibriumSource::LogitTracing ? traced : searched) += 1;
      if (solution.searchTooLarge || !a.options.nPersonMixed) {
        h += QStringLiteral("<p>%1</p>").arg(tr("%n pure equilibrium(s).", nullptr, int(searched)));
        h += pagehtml::note(tr("Mixed equilibria: the game is too large for a search of its supports."));
      } else {
        h += QStringLiteral("<p>%1</p>").arg(
            tr("%n equilibrium(s) found by the support search", nullptr, int(searched)) + QLatin1Char(' ') +
            tr("(%n support profile(s) examined).", nullptr, int(e.supportProfilesTried)));
        if (e.complete)
          h += pagehtml::ok(tr("Search complete: every support profile was examined (a continuum of equilibria is "
                               "represented by the points found)."));
        else if (e.stoppedByBudget)
          h += pagehtml::warning(tr("Not all: the search stopped after %1 s, with %2 of %3 support profiles examined "
                                    "(small and balanced supports first). Find more searches longer and restarts "
                                    "from random mixtures.")
                                     .arg(a.options.nPersonBudgetSeconds)
                                     .arg(QLocale().toString(qulonglong(e.supportProfilesTried)))
                                     .arg(e.supportProfiles < 1e15 ? QLocale().toString(qulonglong(e.supportProfiles))
                                                                  : QString::number(e.supportProfiles, 'g', 3)));
        else
          h += pagehtml::warning(tr("Search incomplete: some support profiles were not examined; there may be more equilibria."));
      }
      if (traced > 0 && solution.restartsRun == 0)
        h += QStringLiteral("<p>%1</p>").arg(tr("1 equilibrium found as the limit of the logit QRE branch (not all: the "
                                                "searches found none, and the game is too large for a complete search)."));
      if (solution.restartsRun > 0)
        h += QStringLiteral("<p>%1</p>").arg(tr("%n restart(s) from random mixtures (logit traces) ran;", nullptr,
                                                int(solution.restartsRun)) +
                                             QLatin1Char(' ') +
                                             tr("%n new equilibrium(s) among their ends.", nullptr, int(traced)));
      if (solution.tracingError) h += pagehtml::warning(errorText(*solution.tracingError));
    } else {
      if (a.nPersonError) h += pagehtml::warning(errorText(*a.nPersonError));
      else h += pagehtml::note(tr("Mixed equilibria:") + QLatin1Char(' ') + T::notComputed());
      h += QStringLiteral("<p>%1</p>").arg(tr("Listed: the pure equilibria only."));
    }
  } else {
    h += QStringLiteral("<p>%1</p>").arg(tr("A one-player game: its equilibria are the player's best strategies."));
  }
  return h;
}

QString StrategicEquilibriaPage::detailsHtml(const StrategicAnalysis& a) const {
  const auto& g = a.game;
  QString h;
  if (g.players() == 2 && a.equilibria) {
    const auto& e = *a.equilibria;
    bool continuum = false;
    h += QStringLiteral("<h4>%1</h4><ol>").arg(tr("Maximal convex components"));
    for (std::size_t c = 0; c < e.components.size() && c < kListLimit; ++c) {
      const auto& comp = e.components[c];
      continuum = continuum || comp.rowStrategies.size() > 1 || comp.colStrategies.size() > 1;
      QStringList numbers;
      for (auto k : comp.equilibria) numbers << QString::number(k + 1);
      QString mark;
      if (a.refinements && c < a.refinements->components.size())
        mark = QStringLiteral(" — <i>%1</i>").arg(RefinementMarks::componentMark(comp, a.refinements->components[c]).toHtmlEscaped());
      h += QStringLiteral("<li>%1 &nbsp;×&nbsp; %2 <span style='color:#757575'>(%3)</span>%4</li>")
               .arg(T::colored(0, convexHullText(g, 0, comp.rowStrategies).toHtmlEscaped()),
                    T::colored(1, convexHullText(g, 1, comp.colStrategies).toHtmlEscaped()),
                    tr("extreme equilibria %1").arg(numbers.join(QLatin1String(", "))), mark);
    }
    if (e.components.size() > kListLimit) h += QStringLiteral("<li>…</li>");
    h += QStringLiteral("</ol>");
    if (continuum)
      h += QStringLiteral("<p>%1</p>").arg(tr("The game is degenerate: it has continua of equilibria. Every p and q in a component "
                                              "above form an equilibrium, not only the extreme ones; the components describe the "
                                              "whole equilibrium set."));
    else if (!e.components.empty())
      h += QStringLiteral("<p>%1</p>").arg(tr("Every equilibrium is isolated: the extreme equilibria are all the equilibria."));
    bool joined = false;
    for (const auto& set : e.connectedSets) joined = joined || set.size() > 1;
    if (joined) {
      QStringList sets;
      for (const auto& set : e.connectedSets) {
        QStringList members;
        for (auto c : set) members << QString::number(c + 1);
        sets << QStringLiteral("{%1}").arg(members.join(QLatin1String(", ")));
      }
      h += QStringLiteral("<p>%1 %2</p>").arg(tr("Connected sets of components (sharing an extreme equilibrium):"),
                                              sets.join(QLatin1String(", ")));
    } else if (e.components.size() > 1) {
      h += QStringLiteral("<p>%1</p>").arg(tr("No two components meet: each is its own connected set."));
    }
    if (a.refinements) h += RefinementMarks::explanationHtml(g, e, *a.refinements);
    else if (a.refinementsError) h += pagehtml::warning(errorText(*a.refinementsError));
  }
  // Safety levels against the equilibria.
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Equilibria and safety levels"));
  if (a.safety) {
    QStringList levels;
    for (std::size_t k = 0; k < a.safety->size(); ++k)
      levels << QStringLiteral("%1 = %2").arg(T::playerHtml(g, k), formatRationalWithDecimal((*a.safety)[k].value));
    h += QStringLiteral("<p>%1 %2</p>").arg(tr("Safety levels:"), levels.join(QLatin1String(", ")));
    QStringList violations;
    const auto list = rows(a);
    for (std::size_t r = 0; r < list.size(); ++r)
      for (std::size_t k = 0; k < g.players() && k < a.safety->size(); ++k)
        if (list[r].payoffs[k] < (*a.safety)[k].value)
          violations << tr("equilibrium %1 pays %2 only %3").arg(r + 1).arg(T::playerName(g, k).toHtmlEscaped(), formatRational(list[r].payoffs[k]));
    h += QStringLiteral("<p>%1</p>").arg(tr("An equilibrium below a player's safety level cannot happen: in an equilibrium each "
                                            "player's strategy is a best response, so it earns at least what the maxmin strategy "
                                            "guarantees."));
    if (violations.isEmpty())
      h += pagehtml::ok(tr("Every equilibrium listed meets every player's safety level ✓"));
    else
      h += pagehtml::warning(tr("Below a safety level, which is impossible — please report this: %1").arg(violations.join(QLatin1String("; "))));
  } else {
    h += T::unavailable(a.safetyError);
  }
  return h;
}

QString StrategicEquilibriaPage::text() const {
  QString t = QTextDocumentFragment::fromHtml(summary_->text()).toPlainText() + QLatin1Char('\n');
  for (int r = 0; r < table_->rowCount(); ++r) {
    QStringList cells;
    for (int c = 0; c < table_->columnCount(); ++c)
      if (auto* item = table_->item(r, c)) cells << item->text();
    t += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
  }
  return t + details_->toPlainText();
}

}  // namespace gamelab::ui
