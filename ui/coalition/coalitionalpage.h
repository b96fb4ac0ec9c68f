#pragma once
/// One page of the coalitional-game analysis panel, and the text helpers the pages share. Pages
/// show a CoalitionalAnalysis (shared, immutable) or, given nullptr, a hint that the analysis
/// is out of date or running. Every allocation a page shows can be chosen: the page emits
/// pointSelected(x, name) for the editor's excess column and the picture.
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/resultpage.h"
#include "ui/coalition/coalitionalanalysis.h"

#include <QCoreApplication>
#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>


namespace gamelab::ui {

class CoalitionalPage : public ResultPage {
  Q_OBJECT
 public:
  using ResultPage::ResultPage;
  /// nullptr: no current result (edited since, or not solved yet); `hint` says why.
  virtual void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) = 0;

 signals:
  /// The user chose the allocation x (n entries) called `name`.
  void pointSelected(const gamelab::RationalVector& x, const QString& name);
};

/// Allocations shown as links in a text browser ("point:K"): register() returns the anchor
/// HTML; a click on it looks the point up.
class PointLinks {
 public:
  QString link(const RationalVector& x, const QString& name, const QString& html);
  void clear() { points_.clear(); }
  /// The point behind an anchor "point:K", if any.
  std::optional<std::pair<RationalVector, QString>> find(const QString& anchor) const;

 private:
  std::vector<std::pair<RationalVector, QString>> points_;
};

/// A text page whose point links emit pointSelected.
class HtmlCoalitionalPage : public CoalitionalPage {
  Q_OBJECT
 public:
  explicit HtmlCoalitionalPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  /// Emits pointSelected for the anchor (as a click on it would).
  bool activateLink(const QString& anchor);
  /// Every point link of the page in order (for tests).
  const PointLinks& links() const { return links_; }

 protected:
  virtual QString render(const CoalitionalAnalysis& analysis) = 0;
  /// Renders the current analysis again (after a control of the page changed).
  void refresh();

  std::shared_ptr<const CoalitionalAnalysis> analysis_;
  QString hint_;
  PointLinks links_;
};

/// Text helpers for the coalitional pages (translation context "gamelab::ui::CoalitionalText").
class CoalitionalText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::CoalitionalText)
 public:
  /// The stored player name ("1", "A", ...).
  static QString playerName(const CoalitionalGame& game, int player);
  /// HTML: the player's name in the player's colour, bold.
  static QString playerHtml(const CoalitionalGame& game, int player);
  /// "12", "AB", "{Ann, Bob}", "∅" (coalitionLabel).
  static QString coalition(const CoalitionalGame& game, Coalition s);
  /// "x₁ = 1" style list of the entries named by player: "1: 7/3, 2: 17/6, …" in colours.
  static QString allocationHtml(const CoalitionalGame& game, const RationalVector& x);
  /// The hint for parts skipped because the game is too large for automatic analysis.
  static QString notComputed();
  /// HTML for a part that has no result: the part's error, or else the notComputed() hint.
  static QString unavailable(const std::optional<Error>& error);
  /// Parses "1, 3, 4" / "1 3 4" / "(1/2; 3; 4)" into `players` exact numbers; an error message
  /// (translated) otherwise.
  static std::optional<RationalVector> parsePoint(const QString& text, int players, QString* message);
  /// "x(S) = v(S)"-style sum "x₁ + x₃".
  static QString coalitionSum(const CoalitionalGame& game, Coalition s);
};

/// n! as a big integer.
mpz_class factorial(int n);

}  // namespace gamelab::ui
