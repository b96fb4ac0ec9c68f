#pragma once
/// A strip bound to a SolverRunner: what is being computed, a busy or percent bar and a
/// Cancel button (also Esc). Visible only while the runner has a job.
#include "ui/analysis/solverrunner.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QShortcut;

namespace gamelab::ui {

class ProgressPanel : public QWidget {
  Q_OBJECT
 public:
  explicit ProgressPanel(SolverRunner* runner, QWidget* parent = nullptr);

  SolverRunner* runner() const { return runner_; }
  /// Current bar value in per mille, or -1 while the fraction is unknown (busy bar).
  int perMille() const;
  QString descriptionText() const;
  QString stageLabelText() const;
  QPushButton* cancelButton() const { return cancel_; }

  /// Translated name of a progress stage code ("lp" -> "Solving the linear program"), one for
  /// every code of core/common/progressstage.h (a test checks); "done" is empty; an unknown
  /// code is returned as it is.
  static QString stageText(const QString& stage);

 private:
  void onStarted(const QString& description);
  void onProgress(double fraction, const QString& stage);
  void onStopped();

  QPointer<SolverRunner> runner_;
  QLabel* description_;
  QLabel* stage_;
  QProgressBar* bar_;
  QPushButton* cancel_;
  QShortcut* escape_;
};

}  // namespace gamelab::ui
