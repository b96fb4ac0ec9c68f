#pragma once
/// Games and checks shared by the coalitional editor's GUI tests (test_coalitionaleditor.cpp,
/// test_coalitionalworkflows.cpp).
#include "core/coalition/coalition.h"
#include "core/coalition/coalitionalgame.h"
#include "core/strategic/strategicgame.h"
#include "tests/support/exactnumbers.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/coalition/coalitionaltablemodel.h"

#include <QStringList>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <initializer_list>
#include <vector>

namespace gamelab::ui::coalitionaltest {

using gamelab::testsupport::q;

/// T63 (4.2.4 Example 1): v(1) = 1, v(2) = 0, v(3) = 1, v(12) = 4, v(13) = 3, v(23) = 5, v(N) = 8.
inline CoalitionalGame t63() {
  return CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}).value();
}

inline CoalitionalGame lettered() {
  return CoalitionalGame::fromValues({q("0"), q("1"), q("0"), q("4"), q("1"), q("3"), q("5"), q("8")}, {"A", "B", "C"}).value();
}

inline WeightedVotingGame voting(const char* quota, std::vector<int> weights, QuotaRule rule = QuotaRule::Greater) {
  WeightedVotingGame v;
  v.quota = q(quota);
  for (int w : weights) v.weights.push_back(Rational(w));
  v.rule = rule;
  return v;
}

/// T62: bimatrix [(0,2),(4,1); (2,4),(5,4)].
inline StrategicGame t62() { return StrategicGame::bimatrixFromText({{"0,2", "4,1"}, {"2,4", "5,4"}}); }

inline QStringList labels(const CoalitionalTableModel& m) {
  QStringList out;
  for (int r = 0; r < m.rowCount(); ++r) out << m.data(m.index(r, CoalitionalTableModel::CoalitionColumn)).toString();
  return out;
}

/// Pushes `command`, checks the state after redo, undoes to the start and redoes again.
inline void roundTrip(CoalitionalDocument& doc, QUndoCommand* command, const std::function<void()>& checkAfter) {
  const CoalitionalState before = doc.state();
  doc.undoStack()->push(command);
  checkAfter();
  const CoalitionalState after = doc.state();
  doc.undoStack()->undo();
  QVERIFY(doc.state() == before);
  doc.undoStack()->redo();
  QVERIFY(doc.state() == after);
  doc.undoStack()->undo();
  QVERIFY(doc.state() == before);
}

inline Coalition mask(std::initializer_list<int> players) { return coalitionOf(std::vector<int>(players)); }

}  // namespace gamelab::ui::coalitionaltest
