#pragma once
/// Properties of the game at a glance above the characteristic-function table: one chip each
/// for superadditive, convex, monotone, essential, constant-sum, simple and symmetric (green
/// when the property holds, grey when it does not, outlined when it was not checked), whose
/// tool tips name the witness coalitions of a "no"; and the "(0,1)-normalise" button.
#include "core/coalition/properties.h"

#include <QWidget>

#include <vector>

class QLabel;
class QPushButton;

namespace gamelab::ui {

class CoalitionalPropertiesBar : public QWidget {
  Q_OBJECT
 public:
  explicit CoalitionalPropertiesBar(QWidget* parent = nullptr);

  /// Shows `properties` of `game`; nullptr shows `hint` (e.g. "after the analysis").
  void setProperties(const GameProperties* properties, const CoalitionalGame& game, const QString& hint = {});
  /// One line per chip: "superadditive: yes", "convex: no — …" (for tests and copying).
  QString text() const;
  QPushButton* normaliseButton() const { return normalise_; }

 signals:
  void normaliseRequested();

 private:
  void setChip(int chip, const QString& name, const PropertyCheck* check, const QString& definition, const QString& witness);

  std::vector<QLabel*> chips_;
  QLabel* hint_;
  QPushButton* normalise_;
};

}  // namespace gamelab::ui
