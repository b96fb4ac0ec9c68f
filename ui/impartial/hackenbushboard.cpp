#include "ui/impartial/hackenbushboard.h"

#include "ui/common/playercolors.h"
#include "ui/impartial/hackenbushpresets.h"

#include <QInputDialog>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {


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
  p.edges = edgesWithoutVertex(p.edges, vertex);
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
  if (drag_ != Drag::None && isDrag(pressPoint_, at)) moved_ = true;
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
  if (isDrag(pressPoint_, at)) moved_ = true;
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



}  // namespace gamelab::ui
