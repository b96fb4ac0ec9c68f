/// Layout and drawing of a 100 000-node game tree (issue 4: ≤ 1 s): the view's geometry (core
/// layout plus text sizes) and one full render of the scene into an image, offscreen.
#include "core/tree/gametree.h"
#include "ui/tree/treegeometry.h"
#include "ui/tree/treeitem.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include <random>

using namespace gamelab;
using namespace gamelab::ui;

namespace {

/// A random tree of about `target` nodes: players 1 and 2 and chance, 2–4 actions, payoffs at the leaves.
std::shared_ptr<const GameTree> randomTree(int target) {
  GameTree tree(2);
  std::mt19937 rng(7);
  std::vector<NodeId> frontier{0};
  std::size_t next = 0;
  while (tree.nodeCount() < target && next < frontier.size()) {
    const NodeId id = frontier[next++];
    const int actions = 2 + int(rng() % 3);
    if (rng() % 5 == 0) tree.makeChance(id, actions);
    else tree.makeDecision(id, int(rng() % 2), actions);
    for (NodeId c : tree.node(id).children) frontier.push_back(c);
  }
  for (NodeId id = 0; id < tree.nodeCount(); ++id)
    if (tree.isTerminal(id)) tree.node(id).outcome = tree.addOutcome({}, {Rational(int(rng() % 9) - 4), Rational(int(rng() % 7))});
  return std::make_shared<const GameTree>(std::move(tree));
}

void BM_TreeLayoutAndDraw(benchmark::State& state) {
  const auto tree = randomTree(int(state.range(0)));
  for (auto _ : state) {
    auto geometry = std::make_shared<const TreeGeometry>(tree, TreeOrientation::TopDown);
    QGraphicsScene scene;
    auto* item = new TreeItem;
    item->setGeometry(geometry);
    scene.addItem(item);
    // The whole tree fitted into a 1600 × 1000 image (what "Fit" shows), then a 100 % window.
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    scene.render(&painter, QRectF(0, 0, 1600, 1000), geometry->bounds());
    const QRectF window(geometry->pos(0) - QPointF(800, 50), QSizeF(1600, 1000));
    scene.render(&painter, QRectF(0, 0, 1600, 1000), window);
    painter.end();
    benchmark::DoNotOptimize(image.bits());
  }
  state.counters["nodes"] = double(tree->nodeCount());
}
BENCHMARK(BM_TreeLayoutAndDraw)->Arg(100000)->Unit(benchmark::kMillisecond);

/// The geometry alone (core layout and label sizes).
void BM_TreeGeometry(benchmark::State& state) {
  const auto tree = randomTree(int(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(TreeGeometry(tree, TreeOrientation::TopDown).bounds());
}
BENCHMARK(BM_TreeGeometry)->Arg(100000)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
