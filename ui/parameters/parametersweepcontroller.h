#pragma once
/// Keeps a document's "vs parameter" page current. On every document change (debounced), while
/// the page is visible (shown() catches up), it asks for the sweep's input; when that differs from
/// the input last swept (a move of the swept parameter's slider only moves the page's
/// current-value line), it runs the sweep off the GUI thread with its own runner (the next change
/// cancels it) and shows the result, or why there is none.
#include "core/common/expected.h"
#include "ui/parameters/parametersweepinput.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

class QTabWidget;
class QTimer;

namespace gamelab::ui {

class ParameterSweepPage;
class SolverRunner;

class ParameterSweepController : public QObject {
  Q_OBJECT
 public:
  /// `sweepable()` lists the parameters that can be swept now; `request(name)` builds the input
  /// for one of them (its errors are shown as the page's hint).
  ParameterSweepController(ParameterSweepPage* page, std::function<QStringList()> sweepable,
                           std::function<Expected<SweepRequest>(const std::string&)> request, QObject* parent);

  /// Call on every change of the document: the page is brought up to date soon after.
  void documentChanged();
  SolverRunner* runner() const { return runner_; }

 private:
  void update();

  ParameterSweepPage* page_;
  std::function<QStringList()> sweepable_;
  std::function<Expected<SweepRequest>(const std::string&)> request_;
  SolverRunner* runner_;
  QTimer* debounce_;
  std::string sweptKey_;  ///< the key of the input last swept (or being swept)
};

class GameDocument;

/// Adds the "vs parameter" tab to `tabs` with its controller (owned by `owner`), kept current on
/// every change of `document`; returns the page.
ParameterSweepPage* addParameterSweepTab(QTabWidget* tabs, GameDocument* document, std::function<QStringList()> sweepable,
                                         std::function<Expected<SweepRequest>(const std::string&)> request,
                                         QObject* owner);

}  // namespace gamelab::ui
