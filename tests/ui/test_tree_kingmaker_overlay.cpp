/// The Kingmakers overlay on random win/lose trees (those of the Generate dialog) against the
/// definitions of source 001 (Def. 3.1.1 forced-win nodes, Def. 3.1.2 strict kingmakers) by
/// brute force over the editor's tree.
#include "tests/support/analysiswait.h"
#include "ui/tree/treeanalysispanel.h"
#include "ui/tree/treedocument.h"
#include "ui/tree/treegeneratedialog.h"
#include "ui/tree/treekingmakerpage.h"

#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

#include <set>

using namespace gamelab;
using namespace gamelab::ui;

class TestTreeKingmakerOverlay : public QObject {
  Q_OBJECT

 private slots:
  /// On random win/lose trees (the Generate dialog's) the overlay agrees with the definitions:
  /// fills exactly on forced-win decision nodes (Def. 3.1.1, by brute force over the tree),
  /// square frames exactly on strict kingmakers (Def. 3.1.2), solid edges exactly into the
  /// mover's forced wins, every decision node with an allowed edge, the ring only on
  /// generalised kingmakers.
  void overlayAgreesWithTheDefinitionsOnRandomTrees() {
    for (int seed = 1; seed <= 12; ++seed) {
      TreeGenerateDialog dialog;
      dialog.setKind(TreeGenerateDialog::Kind::Random);
      dialog.findChild<QSpinBox*>(QStringLiteral("randomNodes"))->setValue(40 + 10 * seed);
      dialog.findChild<QSpinBox*>(QStringLiteral("randomPlayers"))->setValue(3 + seed % 2);
      dialog.findChild<QSpinBox*>(QStringLiteral("seed"))->setValue(seed);
      QString why;
      auto built = dialog.build(&why);
      QVERIFY2(built, qPrintable(why));
      TreeDocument doc(std::move(*built));
      TreeAnalysisPanel panel(&doc);
      panel.tabs()->setCurrentWidget(panel.kingmakerPage());
      if (!panel.analysis() || !panel.analysis()->kingmaker) QVERIFY(testsupport::waitForAnalysis(&panel));
      const GameTree& t = doc.tree();
      const TreeOverlay o = panel.currentOverlay();
      const int n = t.nodeCount(), players = t.players();
      QCOMPARE(o.nodeMark.size(), std::size_t(n));
      // win[v][i]: v is a forced-win node of i (children have larger ids).
      std::vector<std::vector<char>> win(std::size_t(n), std::vector<char>(std::size_t(players), 0));
      for (NodeId v = n - 1; v >= 0; --v) {
        for (int i = 0; i < players; ++i) {
          char w = 0;
          if (t.isTerminal(v)) {
            w = t.accumulatedPayoff(v)[std::size_t(i)] == 1;
          } else {
            const bool own = t.playerAt(v) == i;
            w = own ? 0 : 1;
            for (NodeId c : t.node(v).children) w = own ? (w || win[std::size_t(c)][std::size_t(i)]) : (w && win[std::size_t(c)][std::size_t(i)]);
          }
          win[std::size_t(v)][std::size_t(i)] = w;
        }
      }
      auto forcedOf = [&](NodeId v) {
        for (int i = 0; i < players; ++i)
          if (win[std::size_t(v)][std::size_t(i)]) return i;
        return -1;
      };
      for (NodeId v = 0; v < n; ++v) {
        if (t.isTerminal(v)) continue;
        const int owner = t.playerAt(v);
        QCOMPARE(o.nodeFill[std::size_t(v)].isValid(), forcedOf(v) >= 0);
        bool strict = true;
        std::set<int> winners;
        bool anyAllowed = false;
        for (NodeId c : t.node(v).children) {
          const int w = forcedOf(c);
          strict = strict && w >= 0 && w != owner;
          winners.insert(w);
          anyAllowed = anyAllowed || o.allowedEdge[std::size_t(c)];
          QCOMPARE(o.edgeClass[std::size_t(c)] == TreeOverlay::OwnWin, bool(win[std::size_t(c)][std::size_t(owner)]));
        }
        strict = strict && winners.size() >= 2;
        QCOMPARE(bool(o.nodeMark[std::size_t(v)] & TreeOverlay::StrictKingmaker), strict);
        QVERIFY(anyAllowed);
        if (o.nodeMark[std::size_t(v)] & TreeOverlay::KeyNode) QVERIFY(o.nodeMark[std::size_t(v)] & TreeOverlay::GeneralisedKingmaker);
      }
    }
  }

};

QTEST_MAIN(TestTreeKingmakerOverlay)
#include "test_tree_kingmaker_overlay.moc"
