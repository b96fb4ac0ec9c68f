#pragma once
/// One page of the strategic-form analysis panel, and the text helpers the pages share. Pages
/// show a StrategicAnalysis (shared, immutable) or, given nullptr, a hint that the analysis is
/// out of date or running. Pages that list equilibria emit equilibriumSelected(index) with an
/// index into equilibriumList(analysis) (the list the table highlights from).
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/resultpage.h"
#include "ui/strategic/strategicanalysis.h"

#include <QCoreApplication>
#include <QString>
#include <QWidget>

#include <functional>
#include <memory>

class QLabel;
class QTableWidget;
class QTableWidgetItem;
class QVBoxLayout;

namespace gamelab::ui {

class StrategicPage : public ResultPage {
  Q_OBJECT
 public:
  using ResultPage::ResultPage;
  /// nullptr: no current result (edited since, or not solved yet); `hint` says why.
  virtual void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) = 0;

 signals:
  /// Index into equilibriumList(analysis), or -1 when the selection is not an equilibrium.
  void equilibriumSelected(int index);
};

/// A text page of the strategic panel.
using HtmlStrategicPage = HtmlPageOf<StrategicPage, StrategicAnalysis>;

/// The equilibria the table can highlight, in the order the Equilibria page lists them: two
/// players: the extreme equilibria when enumerated, else those Lemke–Howson found, else the pure
/// ones; three or more: solveNPersonEquilibria's list when computed, else the pure ones.
std::vector<MixedProfile> equilibriumList(const StrategicAnalysis& analysis);
/// Index of `profile` in equilibriumList(analysis), or -1.
int equilibriumIndex(const StrategicAnalysis& analysis, const MixedProfile& profile);

/// Text helpers for the strategic pages (translation context "gamelab::ui::StrategicText").
class StrategicText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::StrategicText)
 public:
  /// The stored player name or "Player 2".
  static QString playerName(const StrategicGame& game, std::size_t player);
  /// HTML: the player's name in the player's colour, bold.
  static QString playerHtml(const StrategicGame& game, std::size_t player);
  /// HTML: `text` in the player's colour.
  static QString colored(std::size_t player, const QString& text);
  /// The strategy's label ("A", or "1" when unlabelled), HTML-escaped when `html`.
  static QString strategyLabel(const StrategicGame& game, std::size_t player, std::size_t strategy);
  /// A pure strategy by name: its label when the user gave one, else "row 2" / "column 2" (two
  /// players) or "strategy 2".
  static QString strategyName(const StrategicGame& game, std::size_t player, std::size_t strategy);
  /// True when `player` has at least one strategy label of its own.
  static bool hasOwnLabels(const StrategicGame& game, std::size_t player);
  /// strategyName for a unit vector, else "(1/3, 0, 2/3)".
  static QString strategy(const StrategicGame& game, std::size_t player, const RationalVector& v);
  /// "1/2 A + 1/2 C" (zero weights left out; a pure strategy is its label).
  static QString mixture(const StrategicGame& game, std::size_t player, const RationalVector& v);
  /// "(A, b)" for a pure profile given by its index.
  static QString cell(const StrategicGame& game, std::size_t profileIndex);
  /// "3 x 2 x 2".
  static QString size(const StrategicGame& game);
  /// "3 x 2" of the strategies left per player.
  static QString size(const std::vector<std::vector<std::size_t>>& remaining);
  /// The hint for parts skipped because the game is too large for automatic analysis.
  static QString notComputed();
  /// HTML for a part that has no result: the part's error, or else the notComputed() hint.
  static QString unavailable(const std::optional<Error>& error);
  /// True when every strategy of the profile is pure.
  static bool isPure(const MixedProfile& profile);
  /// The single strategy of a unit vector, or -1.
  static int pureIndex(const RationalVector& v);
  /// Two players: an HTML table laid out like the game (rows = player 1's strategies), each
  /// cell's content given by `cell(profileIndex)`; `background(profileIndex)` may return a colour.
  static QString gameTableHtml(const StrategicGame& game, const std::function<QString(std::size_t)>& cell,
                               const std::function<QString(std::size_t)>& background = {});
  /// Two players: the payoff pairs, coloured per player.
  static QString payoffTableHtml(const StrategicGame& game);
  /// A page's opening: `title` as its heading, then the paragraph `intro` (both HTML).
  static QString heading(const QString& title, const QString& intro);
  /// "verified ✓ (by definition: …)" in green, or the warning that it could not be verified.
  static QString verifiedHtml(bool verified);
};

/// Gives `page` a vertical layout without margins that starts with `summary`, the rich-text
/// summary above the page's tables (wrapped, 6-pixel margin, selectable with the mouse); the
/// caller adds the rest to the returned layout.
QVBoxLayout* layOutUnderSummary(QWidget* page, QLabel* summary);
/// The cells of `table` as text: one line a row, cells separated by tabs (an empty cell is empty).
QString resultTableText(const QTableWidget* table);
/// Table widgets of the pages: read-only, whole rows selected, one at a time.
void setupResultTable(QTableWidget* table, const QStringList& headers);
/// Columns as wide as their contents; the last one stretches over spare room but is never
/// narrower than its contents (a table wider than the page scrolls instead of cutting the
/// last column, once the 3-player Accuracy column).
void fitResultColumns(QTableWidget* table);
/// Lists of up to `rows` rows take only the height they need (so a splitter gives the rest to
/// the next widget); longer ones may grow.
void fitTableHeight(QTableWidget* table, int rows = 12);
/// A read-only item with `text`; `tooltip` when given.
QTableWidgetItem* resultItem(const QString& text, const QString& tooltip = {});

}  // namespace gamelab::ui
