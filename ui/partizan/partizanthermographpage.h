#pragma once
/// The Thermograph page (spec §8): the thermograph of G or of one component, chosen in a list,
/// drawn by ThermographChart with the mean and temperature marked; the exact walls below it.
#include "ui/partizan/partizanpage.h"

class QComboBox;
class QLabel;

namespace gamelab::ui {

class ThermographChart;

class PartizanThermographPage : public PartizanPage {
  Q_OBJECT
 public:
  explicit PartizanThermographPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const partizan::SumAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QComboBox* chooser() const { return which_; }
  ThermographChart* chart() const { return chart_; }

 private:
  void showCurrent();

  std::shared_ptr<const partizan::SumAnalysis> analysis_;
  QComboBox* which_;
  ThermographChart* chart_;
  QLabel* details_;
};

}  // namespace gamelab::ui
