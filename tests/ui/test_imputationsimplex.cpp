/// The imputation simplex (source 000 §4.2.4): its plane geometry (barycentric round trips,
/// clipping, the exact core polygon of the digest's games T63, T64, T66, T67, T93), the faces of a
/// four-player core (T96, T67b), and the widget: it paints every special case (empty,
/// single-point and segment cores, negative corners, inessential games, no imputation, other
/// player counts), maps positions to payoff vectors and back, signals clicks, rotates the
/// tetrahedron. Screenshots are saved next to the test binary (simplex_*.png).
#include "ui/analysis/analysisformat.h"
#include "ui/coalition/imputationsimplexwidget.h"
#include "ui/coalition/simplexgeometry.h"
#include "ui/coalition/simplexprojection.h"

#include <QCoreApplication>
#include <QDir>
#include <QSignalSpy>
#include <QTest>

#include <map>
#include <set>

using namespace gamelab;
using namespace gamelab::ui;
using namespace gamelab::ui::simplex;

Q_DECLARE_METATYPE(gamelab::RationalVector)

namespace {

Rational r(const char* s) { return *parseRational(s); }

RationalVector q(std::initializer_list<const char*> values) {
  RationalVector v;
  for (const char* s : values) v.push_back(r(s));
  return v;
}

/// A game from "coalition = value" pairs; members are digits from 1 or letters from A; the
/// rest is 0.
CoalitionalGame game(int n, const std::map<std::string, const char*>& values, std::vector<std::string> names = {}) {
  RationalVector table(std::size_t(1) << n, Rational(0));
  for (const auto& [s, v] : values) {
    Coalition c = 0;
    for (char ch : s) c |= Coalition(1) << (ch >= 'A' ? ch - 'A' : ch - '1');
    table[c] = r(v);
  }
  auto g = CoalitionalGame::fromValues(table, std::move(names));
  if (!g) qFatal("bad game");
  return g.value();
}

struct Case {
  CoalitionalGame game;
  std::optional<RationalVector> shapley, nucleolus;
  std::vector<RationalVector> coreVertices;  // digest's (4 players: CoreResult::vertices)
  bool coreEmpty = false;
};

std::shared_ptr<const CoalitionalAnalysis> analysisOf(const Case& c) {
  auto a = std::make_shared<CoalitionalAnalysis>();
  a->game = c.game;
  a->shapley = c.shapley;
  if (c.nucleolus) a->nucleolus = NucleolusResult{*c.nucleolus, {}, 0};
  CoreResult core;
  core.empty = c.coreEmpty;
  core.vertices = c.coreVertices;
  std::sort(core.vertices.begin(), core.vertices.end());
  core.verticesComputed = !c.coreEmpty;
  a->core = core;
  return a;
}

Case t63() {
  return {game(3, {{"1", "1"}, {"3", "1"}, {"12", "4"}, {"13", "3"}, {"23", "5"}, {"123", "8"}}),
          q({"7/3", "17/6", "17/6"}), q({"2", "7/2", "5/2"}),
          {q({"1", "3", "4"}), q({"1", "5", "2"}), q({"2", "5", "1"}), q({"3", "1", "4"}), q({"3", "4", "1"})}};
}
Case t66() {
  return {game(3, {{"2", "-1"}, {"3", "1"}, {"12", "3"}, {"13", "2"}, {"23", "4"}, {"123", "5"}}),
          q({"7/6", "5/3", "13/6"}), q({"2/3", "8/3", "5/3"}),
          {q({"0", "3", "2"}), q({"1", "2", "2"}), q({"1", "3", "1"})}};
}
Case t64() {
  return {game(3, {{"1", "10"}, {"12", "20"}, {"13", "30"}, {"123", "30"}}), q({"65/3", "5/3", "20/3"}),
          q({"25", "0", "5"}), {q({"20", "0", "10"}), q({"30", "0", "0"})}};
}
Case t93() {
  return {game(3, {{"AB", "1200"}, {"AC", "1200"}, {"ABC", "1200"}}, {"A", "B", "C"}), q({"800", "200", "200"}),
          q({"1200", "0", "0"}), {q({"1200", "0", "0"})}};
}
Case t68() {  // three-person majority game: empty core
  Case c{game(3, {{"12", "1"}, {"13", "1"}, {"23", "1"}, {"123", "1"}}), q({"1/3", "1/3", "1/3"}),
         q({"1/3", "1/3", "1/3"}), {}};
  c.coreEmpty = true;
  return c;
}
Case t96() {
  return {game(4,
               {{"AC", "4"}, {"ABC", "4"}, {"AD", "8"}, {"ABD", "8"}, {"ACD", "8"}, {"BC", "3"}, {"BD", "5"},
                {"BCD", "5"}, {"ABCD", "11"}},
               {"A", "B", "C", "D"}),
          q({"7/2", "11/6", "5/3", "4"}), q({"7/2", "3/2", "3/2", "9/2"}),
          {q({"1", "0", "3", "7"}), q({"3", "0", "3", "5"}), q({"4", "3", "0", "4"}), q({"6", "3", "0", "2"})}};
}
/// T67(b) with (a, b) = (1, 2): the core is the 12 permutations of (0, 1, 1, 2).
Case t67b() {
  std::map<std::string, const char*> v;
  for (const char* s : {"12", "13", "14", "23", "24", "34"}) v[s] = "1";
  for (const char* s : {"123", "124", "134", "234"}) v[s] = "2";
  v["1234"] = "4";
  Case c{game(4, v), q({"1", "1", "1", "1"}), q({"1", "1", "1", "1"}), {}};
  std::vector<int> p{0, 1, 1, 2};
  do {
    RationalVector x;
    for (int k : p) x.push_back(k);
    c.coreVertices.push_back(x);
  } while (std::next_permutation(p.begin(), p.end()));
  return c;
}

std::set<RationalVector> asSet(const std::vector<RationalVector>& v) { return {v.begin(), v.end()}; }

bool hasContent(const QImage& image) {
  std::set<QRgb> colors;
  for (int y = 0; y < image.height(); y += 3)
    for (int x = 0; x < image.width(); x += 3) colors.insert(image.pixel(x, y));
  return colors.size() > 8;
}

QString screenshotPath(const QString& name) { return QDir(QCoreApplication::applicationDirPath()).filePath(name); }

}  // namespace

class TestImputationSimplex : public QObject {
  Q_OBJECT
 private slots:
  void barycentricRoundTrip();
  void clipping();
  void simplestFractions();
  void corePolygons_data();
  void corePolygons();
  void epsilonCores();
  void imputationFrames();
  void tetrahedronFaces();
  void paintsEveryCase();
  void messages();
  void pointAtRoundTrip();
  void clickEmitsPoint();
  void rotation();
  void withTheAnalysisJob();
  void screenshots();
};

void TestImputationSimplex::barycentricRoundTrip() {
  const Triangle t{QPointF(250, 40), QPointF(60, 370), QPointF(440, 370)};
  for (const Barycentric l : {Barycentric{1, 0, 0}, Barycentric{0.2, 0.3, 0.5}, Barycentric{-0.25, 0.75, 0.5},
                              Barycentric{1.0 / 3, 1.0 / 3, 1.0 / 3}}) {
    const Barycentric back = toBarycentric(t, fromBarycentric(t, l));
    for (int i = 0; i < 3; ++i) QVERIFY(std::abs(back[std::size_t(i)] - l[std::size_t(i)]) < 1e-12);
  }
  QCOMPARE(fromBarycentric(t, {0, 1, 0}), t[1]);
  // Payoff vectors → simplex coordinates: T63's corners are the unit vectors.
  const auto frame = imputationFrame(t63().game);
  QCOMPARE(frame.span, Rational(6));
  QCOMPARE(toSimplexCoordinates(frame, q({"1", "6", "1"})), (std::vector<double>{0, 1, 0}));
  QCOMPARE(toSimplexCoordinates(frame, q({"4", "3", "1"})), (std::vector<double>{0.5, 0.5, 0}));
}

void TestImputationSimplex::clipping() {
  const std::vector<QPointF> tri{QPointF(0, 0), QPointF(10, 0), QPointF(0, 10)};
  auto seg = clipLineToConvex(QPointF(-5, 5), QPointF(20, 5), tri);
  QVERIFY(seg);
  const QPointF a = seg->p1().x() < seg->p2().x() ? seg->p1() : seg->p2();
  const QPointF b = seg->p1().x() < seg->p2().x() ? seg->p2() : seg->p1();
  QVERIFY(std::hypot(a.x() - 0, a.y() - 5) < 1e-9);
  QVERIFY(std::hypot(b.x() - 5, b.y() - 5) < 1e-9);
  // The same with the triangle in the other orientation.
  QVERIFY(clipLineToConvex(QPointF(-5, 5), QPointF(20, 5), {tri[0], tri[2], tri[1]}));
  QVERIFY(!clipLineToConvex(QPointF(-5, 12), QPointF(20, 12), tri));  // misses
  QVERIFY(!clipLineToConvex(QPointF(10, 0), QPointF(20, 10), tri));  // touches a corner only
  // Along a side: the whole side.
  seg = clipLineToConvex(QPointF(-3, 0), QPointF(3, 0), tri);
  QVERIFY(seg && std::abs(seg->length() - 10) < 1e-9);

  // Half-plane: the part of the triangle with y >= 5 is the triangle (0,5),(5,5),(0,10).
  auto part = clipPolygonToLeftOf(tri, QPointF(0, 5), QPointF(10, 5));
  QCOMPARE(part.size(), std::size_t(3));
  double area = 0;
  for (std::size_t k = 0; k < part.size(); ++k)
    area += part[k].x() * part[(k + 1) % part.size()].y() - part[(k + 1) % part.size()].x() * part[k].y();
  QVERIFY(std::abs(std::abs(area) / 2 - 12.5) < 1e-9);
  QVERIFY(clipPolygonToLeftOf(tri, QPointF(0, 20), QPointF(10, 20)).empty() ||
          clipPolygonToLeftOf(tri, QPointF(10, 20), QPointF(0, 20)).empty());
  // A square against the triangle: the triangle itself.
  const std::vector<QPointF> square{QPointF(-1, -1), QPointF(11, -1), QPointF(11, 11), QPointF(-1, 11)};
  QCOMPARE(clipPolygonToConvex(square, tri).size(), std::size_t(3));
  QVERIFY(clipPolygonToConvex({QPointF(20, 20), QPointF(30, 20), QPointF(30, 30)}, tri).empty());
}

void TestImputationSimplex::simplestFractions() {
  QCOMPARE(simplestRationalBetween(r("0.33"), r("0.34")), r("1/3"));
  QCOMPARE(simplestRationalBetween(r("3.4"), r("3.6")), r("7/2"));
  QCOMPARE(simplestRationalBetween(r("-1.2"), r("-0.9")), r("-1"));
  QCOMPARE(simplestRationalBetween(r("-0.5"), r("0.25")), r("0"));
  QCOMPARE(simplestRationalBetween(r("2/7"), r("2/7")), r("2/7"));
  QCOMPARE(simplestRationalBetween(r("2.1"), r("2.9")), r("5/2"));
  QCOMPARE(simplestRationalBetween(r("-2.9"), r("-2.1")), r("-5/2"));
  QCOMPARE(simplestRationalBetween(r("16.6"), r("16.7")), r("50/3"));
}

void TestImputationSimplex::corePolygons_data() {
  QTest::addColumn<int>("which");
  QTest::newRow("T63 pentagon") << 0;
  QTest::newRow("T66 triangle, negative corner") << 1;
  QTest::newRow("T64 segment") << 2;
  QTest::newRow("T93 single point") << 3;
  QTest::newRow("T68 empty") << 4;
}

void TestImputationSimplex::corePolygons() {
  QFETCH(int, which);
  const Case c = std::vector<Case>{t63(), t66(), t64(), t93(), t68()}[std::size_t(which)];
  const auto polygon = corePolygon(c.game);
  QCOMPARE(asSet(polygon), asSet(c.coreVertices));
  QCOMPARE(polygon.size(), c.coreVertices.size());
  // Every vertex is in the core: efficient, no positive excess.
  for (const auto& x : polygon) {
    QCOMPARE(x[0] + x[1] + x[2], c.game.value(7));
    for (Coalition s = 1; s < 7; ++s) QVERIFY(coalitionTotal(s, x) >= c.game.value(s));
  }
  // Cyclic order: consecutive vertices share a tight bound on one coordinate.
  if (polygon.size() >= 3) {
    RationalVector lower, upper;
    epsilonCoreBounds(c.game, 0, lower, upper);
    for (std::size_t k = 0; k < polygon.size(); ++k) {
      const auto& u = polygon[k];
      const auto& v = polygon[(k + 1) % polygon.size()];
      bool shared = false;
      for (std::size_t i = 0; i < 3; ++i)
        shared = shared || (u[i] == v[i] && (u[i] == lower[i] || u[i] == upper[i]));
      QVERIFY2(shared, qPrintable(fmt::vector(u) + QLatin1String(" ") + fmt::vector(v)));
    }
  }
}

void TestImputationSimplex::epsilonCores() {
  // T67(a): v(ij) = a, v(123) = 3. a = 1 gives a hexagon; a = 2 the point (1, 1, 1); a = 5/2
  // is empty, and its least core (ε = 1/2) is the point (1, 1, 1).
  auto symmetric = [](const char* a) {
    return game(3, {{"12", a}, {"13", a}, {"23", a}, {"123", "3"}});
  };
  QCOMPARE(corePolygon(symmetric("1")).size(), std::size_t(6));
  QCOMPARE(corePolygon(symmetric("3/2")).size(), std::size_t(3));
  QCOMPARE(corePolygon(symmetric("2")), (std::vector<RationalVector>{q({"1", "1", "1"})}));
  QVERIFY(corePolygon(symmetric("5/2")).empty());
  QVERIFY(corePolygon(symmetric("5/2"), r("1/3")).empty());
  QCOMPARE(corePolygon(symmetric("5/2"), r("1/2")), (std::vector<RationalVector>{q({"1", "1", "1"})}));
  // T63's ε-core for ε = −1 is the nucleolus's first stage: x_i >= v(i) + 1, x(S) >= v(S) + 1.
  const auto shrunk = corePolygon(t63().game, r("-1"));
  QVERIFY(!shrunk.empty());
  for (const auto& x : shrunk)
    for (Coalition s = 1; s < 7; ++s) QVERIFY(t63().game.value(s) - coalitionTotal(s, x) <= -1);
  RationalVector lower, upper;
  epsilonCoreBounds(t63().game, r("-1"), lower, upper);
  const RationalVector nucleolus = q({"2", "7/2", "5/2"});
  for (std::size_t i = 0; i < 3; ++i) QVERIFY(lower[i] <= nucleolus[i] && nucleolus[i] <= upper[i]);
  QVERIFY(corePolygon(t63().game, r("-11/10")).empty());
}

void TestImputationSimplex::imputationFrames() {
  const auto frame = imputationFrame(t66().game);
  QCOMPARE(frame.corner(0), q({"5", "-1", "1"}));
  QCOMPARE(frame.corner(1), q({"0", "4", "1"}));
  QCOMPARE(frame.corner(2), q({"0", "-1", "6"}));
  QCOMPARE(imputationFrame(game(3, {{"1", "1"}, {"2", "1"}, {"3", "1"}, {"123", "3"}})).span, Rational(0));
  QVERIFY(sgn(imputationFrame(game(3, {{"1", "1"}, {"2", "1"}, {"3", "1"}, {"123", "2"}})).span) < 0);
  // A click near a simple point rounds to it, inside the triangle.
  const auto t63frame = imputationFrame(t63().game);
  QCOMPARE(simpleImputationNear(t63frame, {1.0 / 6 + 1e-4, 7.0 / 12 - 1e-4, 1.0 / 4}, 0.01), q({"2", "7/2", "5/2"}));
  const auto edge = simpleImputationNear(t63frame, {0, 0.5, 0.5}, 0.05);
  QCOMPARE(edge, q({"1", "3", "4"}));
}

void TestImputationSimplex::tetrahedronFaces() {
  const auto corners = tetrahedronCorners();
  for (int i = 0; i < 4; ++i) QVERIFY(std::abs(length(corners[std::size_t(i)]) - 1) < 1e-12);
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j)
      QVERIFY(std::abs(length(corners[std::size_t(i)] - corners[std::size_t(j)]) - std::sqrt(8.0 / 3)) < 1e-12);
  QVERIFY(std::abs(rotate(Vec3{0.3, -0.2, 0.7}, 0.8, -0.4).x * 0 + length(rotate(Vec3{0.3, -0.2, 0.7}, 0.8, -0.4)) -
                   length(Vec3{0.3, -0.2, 0.7})) < 1e-12);

  auto positionsOf = [&](const Case& c) {
    const auto frame = imputationFrame(c.game);
    std::vector<Vec3> pos;
    for (const auto& x : c.coreVertices) pos.push_back(barycentricPoint(corners, toSimplexCoordinates(frame, x)));
    return pos;
  };
  // T96: the four core vertices are coplanar, one quadrilateral face.
  {
    const Case c = t96();
    const auto pos = positionsOf(c);
    QCOMPARE(affineDimension(pos), 2);
    const auto faces = tightFaces(c.game, c.coreVertices, pos);
    QCOMPARE(faces.size(), std::size_t(1));
    QCOMPARE(faces[0].size(), std::size_t(4));
    // Cyclic: (1,0,3,7) and (6,3,0,2) are opposite corners of the quadrilateral.
    const auto& f = faces[0];
    auto at = [&](int k) { return c.coreVertices[std::size_t(f[std::size_t(k % 4)])]; };
    for (int k = 0; k < 4; ++k)
      if (at(k) == q({"1", "0", "3", "7"})) QCOMPARE(at(k + 2), q({"6", "3", "0", "2"}));
  }
  // T67(b): a solid with 12 vertices; Euler's formula V − E + F = 2 holds for the faces found.
  {
    const Case c = t67b();
    const auto pos = positionsOf(c);
    QCOMPARE(affineDimension(pos), 3);
    const auto faces = tightFaces(c.game, c.coreVertices, pos);
    std::set<std::pair<int, int>> edges;
    for (const auto& f : faces)
      for (std::size_t k = 0; k < f.size(); ++k) {
        const int a = f[k], b = f[(k + 1) % f.size()];
        edges.insert({std::min(a, b), std::max(a, b)});
      }
    QCOMPARE(int(c.coreVertices.size()) - int(edges.size()) + int(faces.size()), 2);
    for (const auto& f : faces) QVERIFY(f.size() >= 3);
  }
  QCOMPARE(affineDimension({Vec3{1, 2, 3}}), 0);
  QCOMPARE(affineDimension({Vec3{0, 0, 0}, Vec3{1, 1, 1}, Vec3{2, 2, 2}}), 1);
}

void TestImputationSimplex::paintsEveryCase() {
  std::vector<std::pair<QString, std::shared_ptr<const CoalitionalAnalysis>>> cases{
      {"T63", analysisOf(t63())},  {"T66", analysisOf(t66())}, {"T64", analysisOf(t64())},
      {"T93", analysisOf(t93())},  {"T68", analysisOf(t68())}, {"T96", analysisOf(t96())},
      {"T67b", analysisOf(t67b())}, {"none", nullptr},
  };
  Case inessential{game(3, {{"1", "1"}, {"2", "1"}, {"3", "1"}, {"12", "2"}, {"13", "2"}, {"23", "2"}, {"123", "3"}}),
                   std::nullopt, std::nullopt, {q({"1", "1", "1"})}};
  cases.emplace_back("inessential", analysisOf(inessential));
  Case noImputation{game(3, {{"1", "1"}, {"2", "1"}, {"3", "1"}, {"123", "2"}}), std::nullopt, std::nullopt, {}};
  noImputation.coreEmpty = true;
  cases.emplace_back("no imputation", analysisOf(noImputation));
  cases.emplace_back("two players", analysisOf(Case{game(2, {{"12", "1"}}), std::nullopt, std::nullopt, {}}));
  cases.emplace_back("five players", analysisOf(Case{game(5, {{"12345", "1"}}), std::nullopt, std::nullopt, {}}));
  Case emptyFour = t96();
  emptyFour.coreEmpty = true;
  emptyFour.coreVertices.clear();
  cases.emplace_back("four, empty core", analysisOf(emptyFour));
  for (const auto& [name, analysis] : cases) {
    ImputationSimplexWidget w;
    w.resize(500, 450);
    w.setAnalysis(analysis);
    w.setEpsilonContours({r("-1"), r("1/2"), r("1/6")});
    if (analysis) w.setSelectedPoint(RationalVector(std::size_t(analysis->game.players()), Rational(0)));
    const QImage image = w.grab().toImage();
    QVERIFY2(hasContent(image) || !analysis, qPrintable(name));
    // Hovering everywhere on a coarse grid paints the overlay without trouble.
    w.show();
    for (int y = 20; y < 450; y += 60)
      for (int x = 20; x < 500; x += 60) QTest::mouseMove(&w, QPoint(x, y));
    QVERIFY(!w.grab().isNull());
    // Tiny sizes do not break the layout.
    w.resize(120, 90);
    QVERIFY(!w.grab().isNull());
  }
}

void TestImputationSimplex::messages() {
  ImputationSimplexWidget w;
  w.resize(500, 450);
  w.setAnalysis(analysisOf(t93()));
  QVERIFY(w.message().contains(QStringLiteral("(1200, 0, 0)")));
  w.setAnalysis(analysisOf(t64()));
  QVERIFY(w.message().contains(QStringLiteral("(20, 0, 10)")) && w.message().contains(QStringLiteral("(30, 0, 0)")));
  w.setAnalysis(analysisOf(t68()));
  QVERIFY(w.message().contains(QStringLiteral("empty")));
  w.setAnalysis(analysisOf(t63()));
  QVERIFY(w.message().isEmpty());
  w.setAnalysis(analysisOf(Case{game(3, {{"1", "1"}, {"2", "1"}, {"3", "1"}, {"123", "2"}}), {}, {}, {}}));
  QVERIFY(w.message().contains(QStringLiteral("no imputation")));
  w.setAnalysis(analysisOf(Case{game(5, {{"12345", "1"}}), {}, {}, {}}));
  QVERIFY(w.message().contains(QStringLiteral("5 player")));
  QVERIFY(w.pointAt(QPointF(250, 250)).empty());
}

void TestImputationSimplex::pointAtRoundTrip() {
  ImputationSimplexWidget w;
  w.resize(500, 450);
  for (const Case& c : {t63(), t66(), t64()}) {
    w.setAnalysis(analysisOf(c));
    const auto frame = imputationFrame(c.game);
    // Corners, the nucleolus and core vertices come back exactly.
    std::vector<RationalVector> points{frame.corner(0), frame.corner(1), frame.corner(2), *c.nucleolus};
    for (const auto& v : c.coreVertices) points.push_back(v);
    for (const auto& x : points) {
      const auto pos = w.positionOf(x);
      QVERIFY(pos);
      QCOMPARE(fmt::vector(w.pointAt(*pos)), fmt::vector(x));
    }
    // Any pixel inside maps to an imputation drawn within a pixel of it.
    for (int y = 30; y < 420; y += 17)
      for (int x = 30; x < 480; x += 19) {
        const RationalVector p = w.pointAt(QPointF(x, y));
        if (p.empty()) continue;
        QCOMPARE(p[0] + p[1] + p[2], frame.total);
        for (int i = 0; i < 3; ++i) QVERIFY(p[std::size_t(i)] >= frame.lower[std::size_t(i)]);
        const QPointF back = *w.positionOf(p);
        QVERIFY2(std::hypot(back.x() - x, back.y() - y) <= 1.6, qPrintable(fmt::vector(p)));
      }
    // Far outside: nothing.
    QVERIFY(w.pointAt(QPointF(2, 2)).empty());
    QVERIFY(w.pointAt(QPointF(498, 448)).empty());
  }
}

void TestImputationSimplex::clickEmitsPoint() {
  qRegisterMetaType<gamelab::RationalVector>("gamelab::RationalVector");
  ImputationSimplexWidget w;
  w.resize(500, 450);
  w.setAnalysis(analysisOf(t63()));
  w.show();
  QSignalSpy spy(&w, &ImputationSimplexWidget::pointClicked);
  const QPointF at = *w.positionOf(q({"2", "7/2", "5/2"}));
  QTest::mouseClick(&w, Qt::LeftButton, {}, at.toPoint());
  QCOMPARE(spy.count(), 1);
  const auto x = spy.at(0).at(0).value<RationalVector>();
  QCOMPARE(x.size(), std::size_t(3));
  QCOMPARE(x[0] + x[1] + x[2], Rational(8));
  QVERIFY(abs(x[0] - 2) < Rational(1, 10) && abs(x[1] - r("7/2")) < Rational(1, 10));
  for (const auto& v : x) QVERIFY(v.get_den() <= 20);  // a simple fraction
  // Outside the triangle: no signal.
  QTest::mouseClick(&w, Qt::LeftButton, {}, QPoint(3, 440));
  QCOMPARE(spy.count(), 1);
}

void TestImputationSimplex::rotation() {
  ImputationSimplexWidget w;
  w.resize(500, 450);
  w.setAnalysis(analysisOf(t96()));
  w.show();
  const double yaw = w.yaw(), pitch = w.pitch();
  QTest::keyClick(&w, Qt::Key_Right);
  QVERIFY(w.yaw() > yaw);
  QTest::keyClick(&w, Qt::Key_Down);
  QVERIFY(w.pitch() > pitch);
  const auto before = *w.positionOf(q({"7/2", "3/2", "3/2", "9/2"}));
  QTest::mousePress(&w, Qt::LeftButton, {}, QPoint(250, 225));
  QTest::mouseMove(&w, QPoint(300, 240));
  QTest::mouseMove(&w, QPoint(340, 250));
  QTest::mouseRelease(&w, Qt::LeftButton, {}, QPoint(340, 250));
  QVERIFY(std::abs(w.yaw() - yaw) > 0.3);
  QVERIFY(*w.positionOf(q({"7/2", "3/2", "3/2", "9/2"})) != before);
  QTest::keyClick(&w, Qt::Key_Home);
  QCOMPARE(w.yaw(), yaw);
  QCOMPARE(w.pitch(), pitch);
  QVERIFY(w.pointAt(QPointF(250, 225)).empty());  // no payoff vector under the mouse in 3-D
}

void TestImputationSimplex::withTheAnalysisJob() {
  // The job's exact core vertices agree with the triangle's own polygon, and the tetrahedron
  // finds T96's quadrilateral from them.
  for (const Case& c : {t63(), t66(), t64(), t93(), t68(), t96()}) {
    auto result = analyzeCoalitionalGame(c.game, std::nullopt, CoalitionalAnalysisOptions::everything(), Progress::none(),
                                         CancelToken::none());
    QVERIFY(result);
    auto analysis = std::make_shared<const CoalitionalAnalysis>(std::move(result.value()));
    QVERIFY(analysis->core);
    QCOMPARE(analysis->core->empty, c.coreEmpty);
    QCOMPARE(asSet(analysis->core->vertices), asSet(c.coreVertices));
    if (c.game.players() == 3) QCOMPARE(asSet(corePolygon(c.game)), asSet(analysis->core->vertices));
    QCOMPARE(fmt::vector(*analysis->shapley), fmt::vector(*c.shapley));
    QCOMPARE(fmt::vector(analysis->nucleolus->x), fmt::vector(*c.nucleolus));
    ImputationSimplexWidget w;
    w.resize(500, 450);
    w.setAnalysis(analysis);
    QVERIFY(hasContent(w.grab().toImage()));
    if (c.coreEmpty) QVERIFY(w.message().contains(QStringLiteral("empty")));
  }
}

void TestImputationSimplex::screenshots() {
  const std::vector<std::pair<QString, Case>> shots{{"t63", t63()}, {"t66", t66()}, {"t93", t93()},
                                                    {"t64", t64()}, {"t68", t68()}, {"t96", t96()},
                                                    {"t67b", t67b()}};
  for (const auto& [name, c] : shots) {
    ImputationSimplexWidget w;
    w.resize(500, 450);
    w.setAnalysis(analysisOf(c));
    if (name == QLatin1String("t68")) w.setEpsilonContours({r("1/3"), r("1/2")});
    if (name == QLatin1String("t63")) w.setSelectedPoint(q({"3", "3", "2"}));
    QVERIFY(w.grab().save(screenshotPath(QStringLiteral("simplex_%1.png").arg(name))));
  }
  // T63 with the mouse over a point that is unstable via {2, 3}.
  ImputationSimplexWidget w;
  w.resize(500, 450);
  w.setAnalysis(analysisOf(t63()));
  w.setEpsilonContours({r("-1/2")});
  w.show();
  QTest::mouseMove(&w, w.positionOf(q({"4", "2", "2"}))->toPoint());
  QVERIFY(w.grab().save(screenshotPath(QStringLiteral("simplex_t63_hover.png"))));
}

QTEST_MAIN(TestImputationSimplex)
#include "test_imputationsimplex.moc"
