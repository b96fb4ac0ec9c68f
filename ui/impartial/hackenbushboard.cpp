#include "ui/impartial/hackenbushboard.h"

#include "ui/common/playercolors.h"
#include "ui/impartial/hackenbushpresets.h"

#include <QHelpEvent>
#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {

const QColor kEdge(0x2E, 0x8B, 0x3A);
const QColor kEdgeDark(0x1E, 0x5E, 0x27);
const QColor kCut(0xD0, 0x40, 0x40);
const QColor kLoose(0x9A, 0x9A, 0x9A);
const QColor kGround(0x6B, 0x55, 0x3A);
const QColor kVertex(0x24, 0x24, 0x24);
constexpr double kDragThreshold = 6;
constexpr double kMinHeight = 0.25;  ///< vertices stay this far above the ground

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

}  // namespace

HackenbushBoard::HackenbushBoard(QWidget* parent) : GraphCanvas(parent) {
  setObjectName(QStringLiteral("hackenbushBoard"));
  presetButton_ = addToolButton(tr("Presets"), tr("Add a ready-made picture beside the drawing"));
  presetButton_->setObjectName(QStringLiteral("presets"));
  presetButton_->setPopupMode(QToolButton::InstantPopup);
  buildPresetMenu();
  presetButton_->setMenu(presets_);
  presetButton_->setVisible(false);
  fadeAnimation_ = new QVariantAnimation(this);
  fadeAnimation_->setStartValue(1.0);
  fadeAnimation_->setEndValue(0.0);
  fadeAnimation_->setDuration(900);
  connect(fadeAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    fade_ = v.toDouble();
    update();
  });
  connect(fadeAnimation_, &QVariantAnimation::finished, this, [this] {
    ghost_.reset();
    update();
  });
  picture_.vertices = 1;
  rebuild();
}

void HackenbushBoard::buildPresetMenu() {
  presets_ = new QMenu(this);
  presets_->setObjectName(QStringLiteral("presetMenu"));
  presets_->setToolTipsVisible(true);
  QMenu* bamboo = presets_->addMenu(tr("Bamboo stalks"));
  bamboo->setObjectName(QStringLiteral("presetBamboo"));
  const std::vector<std::vector<int>> stalks = {{3, 4, 5}, {1, 2, 3}, {2, 3, 5, 7}, {1}, {2}, {3}};
  for (const auto& lengths : stalks) {
    QStringList parts;
    for (int n : lengths) parts << QString::number(n);
    QAction* a = bamboo->addAction(lengths.size() == 1 ? tr("A stalk of %n edge(s)", nullptr, lengths[0])
                                                       : tr("Stalks %1").arg(parts.join(QStringLiteral(", "))));
    a->setObjectName(QStringLiteral("bamboo-") + parts.join(QLatin1Char('-')));
    connect(a, &QAction::triggered, this, [this, lengths] { addPreset(hackenbushBamboo(lengths)); });
  }
  bamboo->addSeparator();
  QAction* custom = bamboo->addAction(tr("Other lengths\u2026"));
  custom->setObjectName(QStringLiteral("bamboo-custom"));
  connect(custom, &QAction::triggered, this, [this] {
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Bamboo stalks"), tr("Lengths of the stalks (for example 3 4 5):"),
                                               QLineEdit::Normal, QStringLiteral("3 4 5"), &ok);
    if (!ok) return;
    std::vector<int> lengths;
    for (const QString& part : text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
      const int n = part.toInt(&ok);
      if (ok && n > 0 && n <= 200) lengths.push_back(n);
    }
    if (!lengths.empty() && lengths.size() <= 50) addPreset(hackenbushBamboo(lengths));
  });
  QAction* tree = presets_->addAction(tr("A tree: trunk 1, branches 3, 2, 6 (value 8)"));
  tree->setObjectName(QStringLiteral("tree"));
  connect(tree, &QAction::triggered, this, [this] { addPreset(hackenbushTree()); });
  QMenu* cycles = presets_->addMenu(tr("A cycle through the ground"));
  cycles->setObjectName(QStringLiteral("presetCycles"));
  for (int k = 2; k <= 8; ++k) {
    QAction* a = cycles->addAction(k == 3 ? tr("3 edges: the door (value 1)") : tr("%n edges (value %1)", nullptr, k).arg(k % 2));
    a->setObjectName(QStringLiteral("cycle-%1").arg(k));
    connect(a, &QAction::triggered, this, [this, k] { addPreset(hackenbushCycle(k)); });
  }
  QAction* house = presets_->addAction(tr("The house (value 3)"));
  house->setObjectName(QStringLiteral("house"));
  connect(house, &QAction::triggered, this, [this] { addPreset(hackenbushHouse()); });
  presets_->addSeparator();
  QAction* clear = presets_->addAction(tr("Clear the picture"));
  clear->setObjectName(QStringLiteral("clear"));
  connect(clear, &QAction::triggered, this, [this] {
    HackenbushPicture empty;
    empty.vertices = 1;
    empty.coordinates = {{0, 0}};
    emitEdited(empty);
  });
}

// --- state ------------------------------------------------------------------------------

void HackenbushBoard::setPosition(const ImpartialPosition& position) {
  const auto* h = std::get_if<HackenbushPosition>(&position);
  if (!h) return;
  if (h->picture == picture_) return;
  previous_ = picture_;
  ghost_.reset();
  fadeAnimation_->stop();
  const bool sameVertices = picture_.vertices == h->picture.vertices;
  picture_ = h->picture;
  hoverEdge_ = hoverVertex_ = selectedEdge_ = selectedVertex_ = -1;
  hoverFalling_.clear();
  flashEdge_ = -1;
  flashFalling_.clear();
  rebuild();
  // A cut keeps every vertex: keep the view steady while playing.
  contentChanged(!sameVertices && !editing_);
}

void HackenbushBoard::rebuild() {
  xy_ = hackenbushLayout(picture_);
  grounded_ = groundedEdges(picture_);
  const std::size_t n = static_cast<std::size_t>(std::max(1, picture_.vertices));
  degree_.assign(n, 0);
  for (const auto& [a, b] : picture_.edges) {
    if (a < 0 || b < 0 || a >= picture_.vertices || b >= picture_.vertices) continue;
    ++degree_[static_cast<std::size_t>(a)];
    ++degree_[static_cast<std::size_t>(b)];
  }
  // Grounded components, as the analysis numbers them (by their first edge).
  std::vector<std::size_t> parent(n);
  for (std::size_t v = 0; v < n; ++v) parent[v] = v;
  auto find = [&](std::size_t v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  for (std::size_t e = 0; e < picture_.edges.size(); ++e) {
    const auto [a, b] = picture_.edges[e];
    if (grounded_[e] && a > 0 && b > 0) parent[find(static_cast<std::size_t>(a))] = find(static_cast<std::size_t>(b));
  }
  piece_.assign(picture_.edges.size(), -1);
  pieceFirst_.clear();
  std::map<std::size_t, int> pieceOfRoot;
  for (std::size_t e = 0; e < picture_.edges.size(); ++e) {
    if (!grounded_[e]) continue;
    const auto [a, b] = picture_.edges[e];
    if (a == 0 && b == 0) {
      piece_[e] = static_cast<int>(pieceFirst_.size());
      pieceFirst_.push_back(e);
      continue;
    }
    const std::size_t root = find(static_cast<std::size_t>(a > 0 ? a : b));
    auto [it, fresh] = pieceOfRoot.emplace(root, static_cast<int>(pieceFirst_.size()));
    if (fresh) pieceFirst_.push_back(e);
    piece_[e] = it->second;
  }
  setHints(hints_);
}

void HackenbushBoard::setHints(const std::optional<PositionAnalysis>& analysis) {
  hints_ = analysis;
  winning_.clear();
  pieceValue_.assign(pieceFirst_.size(), std::nullopt);
  if (hints_) {
    for (const ImpartialMove& m : hints_->winningMoves)
      if (const auto* cut = std::get_if<HackenbushMove>(&m); cut && cut->edge < picture_.edges.size())
        winning_.insert(cut->edge);
    for (const ComponentValue& c : hints_->components)
      for (std::size_t k = 0; k < pieceFirst_.size(); ++k)
        if (pieceFirst_[k] == c.index && !c.value.infinite) pieceValue_[k] = c.value.value;
  }
  update();
}

std::vector<std::pair<std::size_t, Nimber>> HackenbushBoard::componentValues() const {
  std::vector<std::pair<std::size_t, Nimber>> out;
  for (std::size_t k = 0; k < pieceFirst_.size(); ++k)
    if (pieceValue_[k]) out.emplace_back(pieceFirst_[k], *pieceValue_[k]);
  return out;
}

void HackenbushBoard::showMove(const ImpartialMove& move) {
  const auto* cut = std::get_if<HackenbushMove>(&move);
  if (!cut) return;
  if (previous_ && cut->edge < previous_->edges.size() && cutEdge(*previous_, cut->edge) == picture_) {
    // The move has been played: let the cut edge and the falling part fade out.
    ghost_ = *previous_;
    ghostXY_ = hackenbushLayout(*ghost_);
    ghostCut_ = cut->edge;
    ghostEdges_.clear();
    HackenbushPicture without = *ghost_;
    without.edges.erase(without.edges.begin() + static_cast<std::ptrdiff_t>(cut->edge));
    const auto before = groundedEdges(*ghost_);
    const auto after = groundedEdges(without);
    ghostEdges_.insert(cut->edge);
    for (std::size_t e = 0; e < ghost_->edges.size(); ++e) {
      if (e == cut->edge || !before[e]) continue;
      const std::size_t k = e < cut->edge ? e : e - 1;
      if (!after[k]) ghostEdges_.insert(e);
    }
    flashEdge_ = -1;
    flashFalling_.clear();
    fadeAnimation_->stop();
    fade_ = 1;
    fadeAnimation_->start();
    update();
    return;
  }
  if (cut->edge >= picture_.edges.size()) return;
  // Not played yet (the computer's choice, or a winning move picked in a list): flash it.
  flashEdge_ = static_cast<int>(cut->edge);
  const auto falling = fallingWith(cut->edge);
  flashFalling_ = {falling.begin(), falling.end()};
  const int shown = flashEdge_;
  const HackenbushPicture at = picture_;
  QTimer::singleShot(2500, this, [this, shown, at] {
    if (flashEdge_ == shown && picture_ == at) {
      flashEdge_ = -1;
      flashFalling_.clear();
      update();
    }
  });
  update();
}

void HackenbushBoard::setEditing(bool editing) {
  editing_ = editing;
  presetButton_->setVisible(editing);
  placeStrip();
  drag_ = Drag::None;
  selectedEdge_ = selectedVertex_ = -1;
  setHover(-1, -1);
  setCursor(Qt::ArrowCursor);
  update();
}

void HackenbushBoard::setInteractive(bool interactive) {
  interactive_ = interactive;
  if (!interactive) setHover(-1, -1);
  update();
}

std::vector<std::size_t> HackenbushBoard::fallingWith(std::size_t edge) const {
  std::vector<std::size_t> out;
  if (edge >= picture_.edges.size()) return out;
  HackenbushPicture without = picture_;
  without.edges.erase(without.edges.begin() + static_cast<std::ptrdiff_t>(edge));
  const auto after = groundedEdges(without);
  for (std::size_t e = 0; e < picture_.edges.size(); ++e) {
    if (e == edge || !grounded_[e]) continue;
    if (!after[e < edge ? e : e - 1]) out.push_back(e);
  }
  return out;
}

// --- geometry ---------------------------------------------------------------------------

QRectF HackenbushBoard::contentBounds() const {
  double x0 = 1e300, x1 = -1e300, y1 = 1.0;
  bool any = false;
  for (int v = 1; v < picture_.vertices; ++v) {
    if (!editing_ && degree_[static_cast<std::size_t>(v)] == 0) continue;
    const auto [x, y] = xy_[static_cast<std::size_t>(v)];
    x0 = std::min(x0, x);
    x1 = std::max(x1, x);
    y1 = std::max(y1, y);
    any = true;
  }
  for (const auto& [a, b] : picture_.edges)
    if (a == 0 && b == 0) {
      x0 = std::min(x0, xy_[0].first);
      x1 = std::max(x1, xy_[0].first);
      any = true;
    }
  if (!any) x0 = x1 = xy_.empty() ? 0 : xy_[0].first;
  // Room for loops at the top, value badges below the ground, and some air at the sides.
  return QRectF(QPointF(x0 - 0.8, -0.75), QPointF(x1 + 0.8, y1 + 0.6));
}

QPointF HackenbushBoard::pointOf(const std::vector<std::pair<double, double>>& xy, int vertex) const {
  if (vertex < 0 || static_cast<std::size_t>(vertex) >= xy.size()) return {};
  const auto [x, y] = xy[static_cast<std::size_t>(vertex)];
  return toWidget(QPointF(x, vertex == 0 ? 0 : y));
}

QPointF HackenbushBoard::vertexPoint(int vertex) const { return pointOf(xy_, vertex); }
double HackenbushBoard::groundY() const { return toWidget(QPointF(0, 0)).y(); }
QPointF HackenbushBoard::groundPoint(double worldX) const { return toWidget(QPointF(worldX, 0)); }

std::vector<CanvasCurve> HackenbushBoard::curvesOf(const HackenbushPicture& picture,
                                                   const std::vector<std::pair<double, double>>& xy) const {
  const double u = unit();
  const double spacing = std::clamp(0.3 * u, 9.0, 42.0);
  const double loopSize = std::clamp(0.42 * u, 14.0, 60.0);
  // Ground ends stand below the other end; group parallel edges and loops.
  std::map<std::pair<int, int>, std::vector<std::size_t>> groups;
  for (std::size_t e = 0; e < picture.edges.size(); ++e) {
    auto [a, b] = picture.edges[e];
    if (a > b) std::swap(a, b);
    groups[{a, b}].push_back(e);
  }
  std::vector<CanvasCurve> curves(picture.edges.size());
  auto at = [&](int v) { return pointOf(xy, v); };
  for (const auto& [key, edges] : groups) {
    const auto [a, b] = key;
    if (a < 0 || b >= static_cast<int>(xy.size())) continue;
    const double k = static_cast<double>(edges.size());
    if (a == b) {
      // Loops point away from the vertex's neighbours (up at the ground), fanned out.
      QPointF away(0, -1);
      if (a > 0) {
        QPointF sum;
        for (const auto& [p, q] : picture.edges) {
          if (p == q || (p != a && q != a)) continue;
          const int other = p == a ? q : p;
          const QPointF o = other == 0 ? QPointF(at(a).x(), at(0).y()) : at(other);
          const QPointF d = o - at(a);
          const double l = std::hypot(d.x(), d.y());
          if (l > 1e-9) sum += d / l;
        }
        if (std::hypot(sum.x(), sum.y()) > 0.2) away = -sum;
      }
      const double base = std::atan2(away.y(), away.x());
      for (std::size_t i = 0; i < edges.size(); ++i) {
        const double angle = base + (static_cast<double>(i) - (k - 1) / 2) * 0.95;
        const QPointF anchor = a == 0 ? at(0) : at(a);
        curves[edges[i]] = loopCurve(anchor, angle, loopSize);
      }
      continue;
    }
    const QPointF pa = a == 0 ? QPointF(at(b).x(), at(0).y()) : at(a);
    const QPointF pb = at(b);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const double offset = (static_cast<double>(i) - (k - 1) / 2) * spacing;
      curves[edges[i]] = bentCurve(pa, pb, offset);
    }
  }
  return curves;
}

QPointF HackenbushBoard::edgePoint(std::size_t edge) const {
  const auto curves = curvesOf(picture_, xy_);
  if (edge >= curves.size()) return {};
  const CanvasCurve& c = curves[edge];
  return c.p0 == c.p3 ? c.pointAt(0.5) : c.pointAt(0.5);
}

int HackenbushBoard::edgeAt(QPointF point) const {
  const auto curves = curvesOf(picture_, xy_);
  const double tolerance = std::max(6.0, std::clamp(0.06 * unit(), 2.0, 6.0) + 4);
  int best = -1;
  double bestDistance = tolerance;
  for (std::size_t e = 0; e < curves.size(); ++e) {
    if (!editing_ && !grounded_[e]) continue;
    const double d = curves[e].distanceTo(point);
    if (d <= bestDistance) {
      bestDistance = d;
      best = static_cast<int>(e);
    }
  }
  return best;
}

int HackenbushBoard::vertexAt(QPointF point) const {
  int best = -1;
  double bestDistance = 9;
  for (int v = 1; v < picture_.vertices; ++v) {
    if (!editing_ && degree_[static_cast<std::size_t>(v)] == 0) continue;
    const double d = distance(vertexPoint(v), point);
    if (d <= bestDistance) {
      bestDistance = d;
      best = v;
    }
  }
  return best;
}

bool HackenbushBoard::nearGround(QPointF point) const { return point.y() >= groundY() - 7; }

QPointF HackenbushBoard::clampedWorld(QPointF widget) const {
  QPointF w = toWorld(widget);
  w.setY(std::max(w.y(), kMinHeight));
  return w;
}

// --- edits ------------------------------------------------------------------------------

HackenbushPicture HackenbushBoard::editable() const {
  HackenbushPicture p = picture_;
  p.vertices = std::max(1, p.vertices);
  p.coordinates = xy_;
  return p;
}

void HackenbushBoard::emitEdited(HackenbushPicture picture) {
  emit positionEdited(ImpartialPosition(HackenbushPosition{std::move(picture)}));
}

void HackenbushBoard::addPreset(const HackenbushPicture& preset) { emitEdited(placedBeside(editable(), preset)); }

void HackenbushBoard::removeEdge(std::size_t edge) {
  HackenbushPicture p = editable();
  if (edge >= p.edges.size()) return;
  p.edges.erase(p.edges.begin() + static_cast<std::ptrdiff_t>(edge));
  emitEdited(std::move(p));
}

void HackenbushBoard::removeVertex(int vertex) {
  HackenbushPicture p = editable();
  if (vertex <= 0 || vertex >= p.vertices) return;
  std::vector<std::pair<int, int>> kept;
  for (auto [a, b] : p.edges) {
    if (a == vertex || b == vertex) continue;
    if (a > vertex) --a;
    if (b > vertex) --b;
    kept.emplace_back(a, b);
  }
  p.edges = std::move(kept);
  p.coordinates.erase(p.coordinates.begin() + vertex);
  --p.vertices;
  emitEdited(std::move(p));
}

void HackenbushBoard::removeAt(QPointF point) {
  if (const int v = vertexAt(point); v > 0) return removeVertex(v);
  if (const int e = edgeAt(point); e >= 0) return removeEdge(static_cast<std::size_t>(e));
}

void HackenbushBoard::setHover(int edge, int vertex) {
  if (edge == hoverEdge_ && vertex == hoverVertex_) return;
  const int oldPiece = hoverEdge_ >= 0 && hoverEdge_ < static_cast<int>(piece_.size()) ? piece_[static_cast<std::size_t>(hoverEdge_)] : -1;
  hoverEdge_ = edge;
  hoverVertex_ = vertex;
  hoverFalling_.clear();
  if (edge >= 0 && !editing_) {
    const auto f = fallingWith(static_cast<std::size_t>(edge));
    hoverFalling_ = {f.begin(), f.end()};
  }
  const int newPiece = edge >= 0 && edge < static_cast<int>(piece_.size()) ? piece_[static_cast<std::size_t>(edge)] : -1;
  if (!editing_ && newPiece != oldPiece)
    emit componentSelected(newPiece >= 0 ? static_cast<int>(pieceFirst_[static_cast<std::size_t>(newPiece)]) : -1);
  update();
}

// --- input ------------------------------------------------------------------------------

void HackenbushBoard::mousePressEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  pressPoint_ = dragPoint_ = at;
  moved_ = false;
  setFocus(Qt::MouseFocusReason);
  if (event->button() == Qt::RightButton) {
    if (editing_) removeAt(at);
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  if (!editing_) {
    const int e = edgeAt(at);
    if (e >= 0 && interactive_) {
      emit moveRequested(ImpartialMove(HackenbushMove{static_cast<std::size_t>(e)}));
      return;
    }
    drag_ = Drag::Pan;
    beginPan(at);
    setCursor(Qt::ClosedHandCursor);
    return;
  }
  const int v = vertexAt(at);
  if (v > 0) {
    drag_ = (event->modifiers() & Qt::ShiftModifier) ? Drag::MoveVertex : Drag::Edge;
    dragFrom_ = v;
    selectedVertex_ = v;
    selectedEdge_ = -1;
    update();
    return;
  }
  const int e = edgeAt(at);
  if (e >= 0) {
    selectedEdge_ = e;
    selectedVertex_ = -1;
    drag_ = Drag::None;
    update();
    return;
  }
  selectedEdge_ = selectedVertex_ = -1;
  if (nearGround(at)) {
    drag_ = Drag::Edge;
    dragFrom_ = 0;
    return;
  }
  drag_ = Drag::Background;
  beginPan(at);
}

void HackenbushBoard::mouseMoveEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  if (drag_ != Drag::None && distance(at, pressPoint_) > kDragThreshold) moved_ = true;
  switch (drag_) {
    case Drag::Pan:
      panTo(at);
      return;
    case Drag::Background:
      if (moved_) panTo(at);
      return;
    case Drag::Edge:
    case Drag::MoveVertex:
      dragPoint_ = at;
      setHover(-1, vertexAt(at));
      update();
      return;
    case Drag::None: break;
  }
  if (editing_) {
    const int v = vertexAt(at);
    setHover(v > 0 ? -1 : edgeAt(at), v);
    setCursor(v > 0 ? Qt::CrossCursor : Qt::ArrowCursor);
  } else {
    const int e = interactive_ ? edgeAt(at) : -1;
    setHover(e, -1);
    setCursor(e >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
  }
}

void HackenbushBoard::mouseReleaseEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  const Drag drag = drag_;
  drag_ = Drag::None;
  endPan();
  setCursor(Qt::ArrowCursor);
  if (event->button() != Qt::LeftButton || !editing_) return;
  if (distance(at, pressPoint_) > kDragThreshold) moved_ = true;
  switch (drag) {
    case Drag::Background:
      if (!moved_) {
        HackenbushPicture p = editable();
        const QPointF w = clampedWorld(at);
        p.coordinates.emplace_back(w.x(), w.y());
        ++p.vertices;
        emitEdited(std::move(p));
      }
      return;
    case Drag::MoveVertex: {
      if (!moved_) return;
      HackenbushPicture p = editable();
      const QPointF w = clampedWorld(at);
      p.coordinates[static_cast<std::size_t>(dragFrom_)] = {w.x(), w.y()};
      emitEdited(std::move(p));
      return;
    }
    case Drag::Edge: {
      if (!moved_) {
        update();
        return;
      }
      HackenbushPicture p = editable();
      int to = vertexAt(at);
      if (to < 0 && dragFrom_ > 0 && nearGround(at)) to = 0;
      if (to < 0) {
        if (dragFrom_ == 0 && nearGround(at)) return;  // along the ground: nothing to draw
        const QPointF w = clampedWorld(at);
        p.coordinates.emplace_back(w.x(), w.y());
        to = p.vertices++;
      }
      p.edges.emplace_back(dragFrom_, to);  // to == dragFrom_: a loop
      emitEdited(std::move(p));
      return;
    }
    default: return;
  }
}

void HackenbushBoard::keyPressEvent(QKeyEvent* event) {
  if (editing_ && (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace)) {
    if (selectedVertex_ > 0) return removeVertex(selectedVertex_);
    if (selectedEdge_ >= 0) return removeEdge(static_cast<std::size_t>(selectedEdge_));
    if (hoverVertex_ > 0) return removeVertex(hoverVertex_);
    if (hoverEdge_ >= 0) return removeEdge(static_cast<std::size_t>(hoverEdge_));
    return;
  }
  if (event->key() == Qt::Key_Escape && drag_ != Drag::None) {
    drag_ = Drag::None;
    endPan();
    update();
    return;
  }
  GraphCanvas::keyPressEvent(event);
}

void HackenbushBoard::leaveEvent(QEvent* event) {
  if (drag_ == Drag::None) setHover(-1, -1);
  GraphCanvas::leaveEvent(event);
}

QString HackenbushBoard::tooltipAt(QPointF point) const {
  if (editing_) {
    if (const int v = vertexAt(point); v > 0)
      return tr("Vertex %1: drag to draw an edge (back to itself for a loop), Shift+drag to move it, "
                "right-click or Delete to remove it")
          .arg(v);
    if (const int e = edgeAt(point); e >= 0)
      return tr("Edge %1: right-click or Delete removes it").arg(e + 1);
    if (nearGround(point)) return tr("The ground: drag from it to draw an edge standing on it");
    return tr("Click to add a vertex; drag from a vertex or the ground to draw an edge");
  }
  if (const int e = edgeAt(point); e >= 0) {
    const auto falling = fallingWith(static_cast<std::size_t>(e));
    QString text = falling.empty() ? tr("Edge %1: click to cut it").arg(e + 1)
                                   : tr("Edge %1: click to cut it; %n more edge(s) fall with it", nullptr,
                                        static_cast<int>(falling.size()))
                                         .arg(e + 1);
    if (hints_ && winning_.count(static_cast<std::size_t>(e)))
      text += QLatin1Char('\n') + tr("A winning cut: it leaves a position of value 0");
    return text;
  }
  if (hints_ && point.y() > groundY()) return tr("Under each component: its Grundy value");
  return {};
}

bool HackenbushBoard::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString text = tooltipAt(help->pos());
    if (text.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return GraphCanvas::event(event);
}

// --- painting ---------------------------------------------------------------------------

void HackenbushBoard::paintGround(QPainter& p) const {
  const double y = groundY();
  if (y > height() + 20) return;
  // A hatched band under a dotted ground line, across the whole board.
  p.save();
  const double band = 12;
  p.fillRect(QRectF(0, y, width(), band), QColor(0xEF, 0xE8, 0xDC));
  p.setPen(QPen(QColor(0xB8, 0xA5, 0x88), 1));
  for (double x = std::fmod(-y, 9.0) - band; x < width() + band; x += 9)
    p.drawLine(QPointF(x, y + band), QPointF(x + band, y));
  QPen dotted(kGround, 3, Qt::DotLine, Qt::RoundCap);
  p.setPen(dotted);
  p.drawLine(QPointF(0, y), QPointF(width(), y));
  p.restore();
}

void HackenbushBoard::paintHints(QPainter& p, const std::vector<CanvasCurve>& curves) const {
  if (!hints_) return;
  // Under each component: its value, centred below its feet on the ground.
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  const QFontMetricsF fm(bold);
  std::vector<QRectF> placed;
  for (std::size_t k = 0; k < pieceFirst_.size(); ++k) {
    if (!pieceValue_[k]) continue;
    double x0 = 1e300, x1 = -1e300;
    for (std::size_t e = 0; e < curves.size(); ++e) {
      if (piece_[e] != static_cast<int>(k)) continue;
      for (const QPointF& q : {curves[e].p0, curves[e].p3}) {
        x0 = std::min(x0, q.x());
        x1 = std::max(x1, q.x());
      }
    }
    const QString text = tr("g = %1").arg(*pieceValue_[k]);
    const double w = fm.horizontalAdvance(text) + 12, h = fm.height() + 4;
    QRectF box((x0 + x1) / 2 - w / 2, groundY() + 16, w, h);
    // Components standing on the same stretch of ground (a house and its door): stack badges.
    for (bool clash = true; clash;) {
      clash = false;
      for (const QRectF& other : placed)
        if (other.adjusted(-3, -2, 3, 2).intersects(box)) {
          box.translate(0, h + 4);
          clash = true;
        }
    }
    placed.push_back(box);
    const bool zero = *pieceValue_[k] == 0;
    const bool hot = hoverEdge_ >= 0 && static_cast<std::size_t>(hoverEdge_) < piece_.size() &&
                     piece_[static_cast<std::size_t>(hoverEdge_)] == static_cast<int>(k);
    p.setPen(QPen(zero ? playerColor(0) : playerColor(4).darker(115), hot ? 2.6 : 1.2));
    p.setBrush(zero ? playerTint(0) : QColor(0xFF, 0xF4, 0xE0));
    p.drawRoundedRect(box, 5, 5);
    p.setPen(QColor(0x20, 0x20, 0x20));
    p.drawText(box, Qt::AlignCenter, text);
  }
  // The nim-sum and what it means, at the top left (where edit mode shows its gestures).
  if (editing_) return;
  QStringList parts;
  for (const auto& v : pieceValue_)
    if (v) parts << QString::number(*v);
  QString sum = parts.isEmpty() ? tr("No edges: value 0") : parts.join(QStringLiteral(" \u2295 "));
  if (parts.size() > 1) sum += QStringLiteral(" = %1").arg(hints_->total);
  const bool pPosition = hints_->outcome == Outcome::P;
  const QString verdict = pPosition ? tr("P-position: every cut loses against best play")
                                    : tr("N-position: the highlighted cuts win");
  p.setFont(font());
  const QRectF line(10, 8, width() - 20, QFontMetricsF(font()).height() * 2.4);
  p.setPen(pPosition ? playerColor(0) : playerColor(4).darker(130));
  p.drawText(line, Qt::AlignLeft | Qt::AlignTop, tr("Nim-sum %1\n%2").arg(sum, verdict));
}

void HackenbushBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), QColor(0xFC, 0xFB, 0xF7));
  paintGround(p);
  const auto curves = curvesOf(picture_, xy_);
  const double u = unit();
  const double stroke = std::clamp(0.055 * u, 2.2, 6.0);

  // Winning cuts: an orange halo underneath.
  if (hints_ && !editing_) {
    QPen halo(QColor(0xFF, 0xA6, 0x2B, 170), stroke + 8, Qt::SolidLine, Qt::RoundCap);
    p.setPen(halo);
    p.setBrush(Qt::NoBrush);
    for (std::size_t e : winning_)
      if (e < curves.size()) p.drawPath(curves[e].path());
  }
  if (selectedEdge_ >= 0 && editing_ && selectedEdge_ < static_cast<int>(curves.size())) {
    p.setPen(QPen(QColor(0x30, 0x70, 0xE0, 110), stroke + 8, Qt::SolidLine, Qt::RoundCap));
    p.drawPath(curves[static_cast<std::size_t>(selectedEdge_)].path());
  }
  for (std::size_t e = 0; e < curves.size(); ++e) {
    QColor c = kEdge;
    double w = stroke;
    Qt::PenStyle style = Qt::SolidLine;
    if (!grounded_[e]) {
      c = kLoose;
      style = Qt::DashLine;
      w = std::max(1.5, stroke * 0.6);
    }
    if (static_cast<int>(e) == hoverEdge_ || static_cast<int>(e) == flashEdge_) {
      c = kCut;
      w = stroke + 1.5;
    } else if (hoverFalling_.count(e) || flashFalling_.count(e)) {
      c = QColor(kEdge.red(), kEdge.green(), kEdge.blue(), 80);
      style = Qt::DashLine;
    }
    p.setPen(QPen(c, w, style, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    p.drawPath(curves[e].path());
  }
  // The ghost of the last cut: the cut edge in red, the falling part dropping, both fading.
  if (ghost_ && fade_ > 0) {
    const auto ghostCurves = curvesOf(*ghost_, ghostXY_);
    const double drop = (1 - fade_) * 40;
    for (std::size_t e : ghostEdges_) {
      if (e >= ghostCurves.size()) continue;
      QColor c = e == ghostCut_ ? kCut : kEdge;
      c.setAlphaF(static_cast<float>(fade_));
      p.setPen(QPen(c, stroke, Qt::SolidLine, Qt::RoundCap));
      QPainterPath path = ghostCurves[e].path();
      if (e != ghostCut_) path.translate(0, drop);
      p.drawPath(path);
    }
  }
  // Vertices: small dots; in edit mode larger, with isolated ones hollow.
  const double r = editing_ ? std::clamp(0.07 * u, 3.5, 6.5) : std::clamp(0.05 * u, 2.6, 5.0);
  for (int v = 1; v < picture_.vertices; ++v) {
    const bool isolated = degree_[static_cast<std::size_t>(v)] == 0;
    if (isolated && !editing_) continue;
    const QPointF c = vertexPoint(v);
    if (editing_ && (v == hoverVertex_ || v == selectedVertex_)) {
      p.setPen(QPen(QColor(0x30, 0x70, 0xE0), 2));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(c, r + 4, r + 4);
    }
    p.setPen(QPen(kVertex, 1.2));
    p.setBrush(isolated ? QBrush(Qt::white) : QBrush(kVertex));
    p.drawEllipse(c, r, r);
  }
  paintHints(p, curves);

  if (editing_) {
    if (drag_ == Drag::Edge && moved_) {
      const QPointF from = dragFrom_ == 0 ? QPointF(dragPoint_.x(), groundY()) : vertexPoint(dragFrom_);
      p.setPen(QPen(kEdgeDark, 2, Qt::DashLine, Qt::RoundCap));
      const int target = vertexAt(dragPoint_);
      if (target == dragFrom_ && target > 0)
        p.drawPath(loopCurve(from, -std::numbers::pi / 2, std::clamp(0.42 * u, 14.0, 60.0)).path());
      else p.drawLine(from, dragPoint_);
    } else if (drag_ == Drag::MoveVertex && moved_) {
      p.setPen(QPen(QColor(0x30, 0x70, 0xE0), 1.5, Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(dragPoint_, r + 3, r + 3);
    }
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.setFont(font());
    p.drawText(QRectF(10, 8, width() - 20 - stripWidth(), 40), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
               tr("Click: add a vertex \u00b7 Drag from a vertex or the ground: draw an edge (back to the vertex: a loop)"
                  "\nShift+drag: move a vertex \u00b7 Right-click or Delete: remove"));
  }
}

ImpartialBoard* createHackenbushBoard(QWidget* parent) { return new HackenbushBoard(parent); }

}  // namespace gamelab::ui
