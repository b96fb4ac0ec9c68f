#pragma once
/// The Grundy sequence g(n) of one rule as a Qt Charts plot over a window of heap sizes:
/// ordinary values as points, P-positions (g = 0) in their own colour, the end of the
/// pre-period as a dashed vertical line and the first period as a shaded band (further period
/// boundaries dotted). A scroll bar moves the window and a zoom box sets its width, so 10⁷
/// values are never drawn at once.
#include "core/impartial/heapvalues.h"
#include "core/impartial/nimber.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QScrollBar;
class QCategoryAxis;

namespace gamelab::ui::charts {

class GrundySequenceChart : public QWidget {
  Q_OBJECT
 public:
  explicit GrundySequenceChart(QWidget* parent = nullptr);

  /// Shows values[0..shown] (index i is printed as n = i + origin); `periodicity` in indices.
  void setSequence(std::shared_ptr<const std::vector<Nimber>> values, std::size_t shown,
                   std::optional<HeapPeriodicity> periodicity, int origin, const QString& title);
  /// The axis words ("heap size n", "coin position x"; "g(n)", "g(x)"); empty = the heap words.
  void setAxisTitles(const QString& xTitle, const QString& yTitle);
  /// Clears the plot (no rule, or an error).
  void clear(const QString& title = {});
  /// Window of indices [first, first + width) (clamped to the shown range).
  void setWindow(std::size_t first, std::size_t width);
  std::size_t windowFirst() const { return first_; }
  std::size_t windowWidth() const { return width_; }
  /// Number of points plotted in the current window.
  std::size_t plottedPoints() const;

  QChart* chart() const;
  QChartView* view() const { return view_; }
  QString title() const;

  /// The widths offered by the zoom box.
  static const std::vector<std::size_t>& zoomWidths();

 private:
  void rebuild();
  void syncControls();

  QChartView* view_;
  QScrollBar* scroll_;
  QComboBox* zoom_;
  std::shared_ptr<const std::vector<Nimber>> values_;
  std::size_t shown_ = 0;  ///< number of indices shown (values 0..shown_-1)
  std::optional<HeapPeriodicity> periodicity_;
  int origin_ = 0;
  QString title_;
  QString xTitle_;
  QString yTitle_;
  QCategoryAxis* xAxis_ = nullptr;
  QCategoryAxis* yAxis_ = nullptr;
  std::size_t first_ = 0;
  std::size_t width_ = 200;
  bool syncing_ = false;
};

}  // namespace gamelab::ui::charts
