#pragma once
/// The typed base of the partizan analysis pages: every page gets the analysis of the session
/// (nullptr with a hint while there is none: running, cancelled, an error).
#include "ui/analysis/resultpage.h"
#include "core/partizan/sumanalysis.h"

#include <memory>

namespace gamelab::ui {

class PartizanPage : public ResultPage {
  Q_OBJECT
 public:
  using ResultPage::ResultPage;
  virtual void setAnalysis(std::shared_ptr<const partizan::SumAnalysis> analysis, const QString& hint = {}) = 0;
};

/// Shared words of the pages: "L — Left wins whoever starts", "wins"/"loses", "∥".
QString outcomeSentence(partizan::Outcome outcome);
QString relationSymbol(partizan::Relation relation);

}  // namespace gamelab::ui
