#include "ui/impartial/graphboard.h"

#include "ui/common/playercolors.h"
#include "ui/impartial/graphlayout.h"

#include <QInputDialog>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <QToolButton>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

namespace gamelab::ui {

namespace {

constexpr std::size_t kMaxValueArcs = 200000;  ///< larger graphs show only the tokens' values

QString generalisedText(const GeneralisedValue& v) {
  if (!v.infinite) return QString::number(v.value);
  QStringList k;
  for (Nimber n : v.followerValues) k << QString::number(n);
  return QStringLiteral("\u221e(%1)").arg(k.isEmpty() ? QStringLiteral("\u2205") : k.join(QLatin1Char(',')));
}

}  // namespace

GraphBoard::GraphBoard(QWidget* parent) : GraphCanvas(parent) {
  setObjectName(QStringLiteral("graphBoard"));
  layoutButton_ = addToolButton(tr("Layout"), tr("Place the vertices in layers by longest path (terminal vertices at the bottom)"));
  layoutButton_->setObjectName(QStringLiteral("layout"));
  layoutButton_->setVisible(false);
  connect(layoutButton_, &QToolButton::clicked, this, &GraphBoard::layoutInLayers);
  slideAnimation_ = new QVariantAnimation(this);
  slideAnimation_->setStartValue(0.0);
  slideAnimation_->setEndValue(1.0);
  slideAnimation_->setDuration(600);
  slideAnimation_->setEasingCurve(QEasingCurve::InOutQuad);
  connect(slideAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    slide_ = v.toDouble();
    update();
  });
  connect(slideAnimation_, &QVariantAnimation::finished, this, [this] {
    slideToken_ = -1;
    update();
  });
  rebuild();
}

// --- state ------------------------------------------------------------------------------

void GraphBoard::setPosition(const ImpartialPosition& position) {
  const auto* g = std::get_if<GraphPosition>(&position);
  if (!g) return;
  if (*g == position_) return;
  previous_ = position_;
  const bool sameGraph = g->graph == position_.graph;
  position_ = *g;
  selectedToken_ = -1;
  hoverVertex_ = hoverArc_ = selectedVertex_ = selectedArc_ = -1;
  flashArc_ = -1;
  if (!sameGraph) values_.clear();
  rebuild();
  if (!sameGraph) contentChanged(!editing_ && previous_->graph.vertices != position_.graph.vertices);
  else update();
}

void GraphBoard::rebuild() { xy_ = graphCoordinates(position_.graph); }

void GraphBoard::setHints(const std::optional<PositionAnalysis>& analysis) {
  hints_ = analysis;
  winningArcs_.clear();
  winningTargets_.clear();
  if (hints_) {
    if (values_.size() != static_cast<std::size_t>(position_.graph.vertices) && position_.graph.arcs.size() <= kMaxValueArcs) {
      if (auto a = solveGraphGame(position_.graph)) values_ = a->values;
    }
    for (const ImpartialMove& m : hints_->winningMoves) {
      const auto* g = std::get_if<GraphMove>(&m);
      if (!g || g->token >= position_.tokens.size()) continue;
      const int from = position_.tokens[g->token];
      for (std::size_t a = 0; a < position_.graph.arcs.size(); ++a)
        if (position_.graph.arcs[a] == std::pair{from, g->to}) winningArcs_.insert(a);
      winningTargets_.insert(g->to);
    }
  }
  update();
}

void GraphBoard::showMove(const ImpartialMove& move) {
  const auto* m = std::get_if<GraphMove>(&move);
  if (!m) return;
  int from = -1;
  bool played = false;
  if (previous_ && previous_->graph == position_.graph && m->token < previous_->tokens.size() &&
      m->token < position_.tokens.size() && position_.tokens[m->token] == m->to &&
      previous_->tokens[m->token] != m->to) {
    from = previous_->tokens[m->token];
    played = true;
  } else if (m->token < position_.tokens.size()) {
    from = position_.tokens[m->token];
  }
  flashArc_ = -1;
  for (std::size_t a = 0; a < position_.graph.arcs.size(); ++a)
    if (position_.graph.arcs[a] == std::pair{from, m->to}) {
      flashArc_ = static_cast<int>(a);
      break;
    }
  if (played && flashArc_ >= 0) {
    slideToken_ = static_cast<int>(m->token);
    slideAnimation_->stop();
    slide_ = 0;
    slideAnimation_->start();
  }
  const int shown = flashArc_;
  QTimer::singleShot(2500, this, [this, shown] {
    if (flashArc_ == shown) {
      flashArc_ = -1;
      update();
    }
  });
  update();
}

void GraphBoard::setEditing(bool editing) {
  editing_ = editing;
  layoutButton_->setVisible(editing);
  placeStrip();
  drag_ = Drag::None;
  selectedToken_ = selectedVertex_ = selectedArc_ = -1;
  update();
}

void GraphBoard::setInteractive(bool interactive) {
  interactive_ = interactive;
  if (!interactive) selectedToken_ = -1;
  update();
}

QString GraphBoard::nameOf(int vertex) const {
  const auto& labels = position_.graph.labels;
  if (vertex >= 0 && static_cast<std::size_t>(vertex) < labels.size() && !labels[static_cast<std::size_t>(vertex)].empty())
    return QString::fromStdString(labels[static_cast<std::size_t>(vertex)]);
  return QString::number(vertex);
}

QString GraphBoard::valueLabel(int vertex) const {
  if (!hints_ || vertex < 0 || static_cast<std::size_t>(vertex) >= values_.size()) return {};
  return generalisedText(values_[static_cast<std::size_t>(vertex)]);
}

std::vector<int> GraphBoard::targetsOf(std::size_t token) const {
  std::vector<int> out;
  if (token >= position_.tokens.size()) return out;
  for (const auto& [a, b] : position_.graph.arcs)
    if (a == position_.tokens[token] && std::find(out.begin(), out.end(), b) == out.end()) out.push_back(b);
  return out;
}

// --- edits ------------------------------------------------------------------------------

GraphPosition GraphBoard::editable() const {
  GraphPosition p = position_;
  p.graph.coordinates = xy_;
  return p;
}

void GraphBoard::emitEdited(GraphPosition position) { emit positionEdited(ImpartialPosition(std::move(position))); }

void GraphBoard::renameVertex(int vertex, const QString& label) {
  GraphPosition p = editable();
  if (vertex < 0 || vertex >= p.graph.vertices) return;
  if (p.graph.labels.size() != static_cast<std::size_t>(p.graph.vertices)) {
    p.graph.labels.resize(static_cast<std::size_t>(p.graph.vertices));
  }
  p.graph.labels[static_cast<std::size_t>(vertex)] = label.trimmed().toStdString();
  emitEdited(std::move(p));
}

void GraphBoard::layoutInLayers() {
  GraphPosition p = position_;
  p.graph.coordinates = layeredGraphLayout(p.graph);
  emitEdited(std::move(p));
  QTimer::singleShot(0, this, [this] { fitView(); });
}

void GraphBoard::removeArc(std::size_t arc) {
  GraphPosition p = editable();
  if (arc >= p.graph.arcs.size()) return;
  p.graph.arcs.erase(p.graph.arcs.begin() + static_cast<std::ptrdiff_t>(arc));
  emitEdited(std::move(p));
}

void GraphBoard::removeVertex(int vertex) {
  GraphPosition p = editable();
  if (vertex < 0 || vertex >= p.graph.vertices) return;
  p.graph.arcs = edgesWithoutVertex(p.graph.arcs, vertex);
  if (static_cast<std::size_t>(vertex) < p.graph.labels.size()) p.graph.labels.erase(p.graph.labels.begin() + vertex);
  p.graph.coordinates.erase(p.graph.coordinates.begin() + vertex);
  std::vector<int> tokens;
  for (int t : p.tokens)
    if (t != vertex) tokens.push_back(t > vertex ? t - 1 : t);
  p.tokens = std::move(tokens);
  --p.graph.vertices;
  emitEdited(std::move(p));
}

void GraphBoard::toggleToken(int vertex) {
  GraphPosition p = editable();
  if (vertex < 0 || vertex >= p.graph.vertices) return;
  const auto it = std::find(p.tokens.rbegin(), p.tokens.rend(), vertex);
  if (it != p.tokens.rend()) p.tokens.erase(std::next(it).base());
  else p.tokens.push_back(vertex);
  emitEdited(std::move(p));
}

void GraphBoard::removeAt(QPointF point) {
  if (const int v = vertexAt(point); v >= 0) return removeVertex(v);
  if (const int a = arcAt(point); a >= 0) return removeArc(static_cast<std::size_t>(a));
}

void GraphBoard::requestMove(std::size_t token, int to) {
  selectedToken_ = -1;
  update();
  emit moveRequested(ImpartialMove(GraphMove{token, to}));
}

// --- input ------------------------------------------------------------------------------

void GraphBoard::mousePressEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  pressPoint_ = dragPoint_ = at;
  moved_ = false;
  shiftPress_ = event->modifiers() & Qt::ShiftModifier;
  setFocus(Qt::MouseFocusReason);
  if (event->button() == Qt::RightButton) {
    if (editing_) removeAt(at);
    else {
      selectedToken_ = -1;
      update();
    }
    return;
  }
  if (event->button() != Qt::LeftButton) return;
  if (!editing_) {
    if (!interactive_) {
      drag_ = Drag::Pan;
      beginPan(at);
      return;
    }
    if (const int t = tokenAt(at); t >= 0 && selectedToken_ < 0) {
      drag_ = Drag::Token;
      dragFrom_ = t;
      emit componentSelected(t);
      return;
    }
    const int v = vertexAt(at);
    if (v >= 0) {
      if (selectedToken_ >= 0) {
        if (position_.tokens[static_cast<std::size_t>(selectedToken_)] == v) selectedToken_ = -1;
        else requestMove(static_cast<std::size_t>(selectedToken_), v);
        update();
        return;
      }
      // One token: a click on a vertex is its target.
      if (position_.tokens.size() == 1 && position_.tokens[0] != v) return requestMove(0, v);
      return;
    }
    drag_ = Drag::Pan;
    beginPan(at);
    setCursor(Qt::ClosedHandCursor);
    return;
  }
  const int v = vertexAt(at);
  if (v >= 0) {
    drag_ = shiftPress_ ? Drag::MoveVertex : Drag::Arc;
    dragFrom_ = v;
    selectedVertex_ = v;
    selectedArc_ = -1;
    update();
    return;
  }
  if (const int a = arcAt(at); a >= 0) {
    selectedArc_ = a;
    selectedVertex_ = -1;
    update();
    return;
  }
  selectedArc_ = selectedVertex_ = -1;
  drag_ = Drag::Background;
  beginPan(at);
}

void GraphBoard::mouseMoveEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  if (drag_ != Drag::None && isDrag(pressPoint_, at)) moved_ = true;
  switch (drag_) {
    case Drag::Pan: panTo(at); return;
    case Drag::Background:
      if (moved_) panTo(at);
      return;
    case Drag::Token:
    case Drag::Arc:
    case Drag::MoveVertex:
      dragPoint_ = at;
      hoverVertex_ = vertexAt(at);
      update();
      return;
    case Drag::None: break;
  }
  const int v = vertexAt(at);
  const int a = v < 0 ? arcAt(at) : -1;
  if (v != hoverVertex_ || a != hoverArc_) {
    hoverVertex_ = v;
    hoverArc_ = a;
    update();
  }
  if (!editing_) setCursor(interactive_ && (tokenAt(at) >= 0 || (v >= 0 && selectedToken_ >= 0)) ? Qt::PointingHandCursor
                                                                                              : Qt::ArrowCursor);
  else setCursor(v >= 0 ? Qt::CrossCursor : Qt::ArrowCursor);
}

void GraphBoard::mouseReleaseEvent(QMouseEvent* event) {
  const QPointF at = event->position();
  const Drag drag = drag_;
  drag_ = Drag::None;
  endPan();
  setCursor(Qt::ArrowCursor);
  if (event->button() != Qt::LeftButton) return;
  if (isDrag(pressPoint_, at)) moved_ = true;
  switch (drag) {
    case Drag::Token: {
      const std::size_t token = static_cast<std::size_t>(dragFrom_);
      if (!moved_) {
        selectedToken_ = dragFrom_;  // click-then-target
        update();
        return;
      }
      const int v = vertexAt(at);
      if (v >= 0 && v != position_.tokens[token]) requestMove(token, v);
      update();
      return;
    }
    case Drag::Background:
      if (!moved_ && editing_) {
        GraphPosition p = editable();
        const QPointF w = toWorld(at);
        p.graph.coordinates.emplace_back(w.x(), w.y());
        if (!p.graph.labels.empty() || p.graph.vertices == 0) {
          // Name it by the first letter not in use, else by its number.
          p.graph.labels.resize(static_cast<std::size_t>(p.graph.vertices));
          QString name = QString::number(p.graph.vertices);
          for (char c = 'a'; c <= 'z'; ++c) {
            const std::string s(1, c);
            if (std::find(p.graph.labels.begin(), p.graph.labels.end(), s) == p.graph.labels.end()) {
              name = QString::fromStdString(s);
              break;
            }
          }
          p.graph.labels.push_back(name.toStdString());
        }
        ++p.graph.vertices;
        emitEdited(std::move(p));
      }
      return;
    case Drag::MoveVertex: {
      if (!moved_) {
        toggleToken(dragFrom_);  // Shift+click
        return;
      }
      GraphPosition p = editable();
      const QPointF w = toWorld(at);
      p.graph.coordinates[static_cast<std::size_t>(dragFrom_)] = {w.x(), w.y()};
      emitEdited(std::move(p));
      return;
    }
    case Drag::Arc: {
      if (!moved_) {
        update();
        return;
      }
      GraphPosition p = editable();
      int to = vertexAt(at);
      if (to < 0) {
        const QPointF w = toWorld(at);
        p.graph.coordinates.emplace_back(w.x(), w.y());
        if (!p.graph.labels.empty()) {
          p.graph.labels.resize(static_cast<std::size_t>(p.graph.vertices));
          p.graph.labels.push_back(std::to_string(p.graph.vertices));
        }
        to = p.graph.vertices++;
      }
      const std::pair<int, int> arc{dragFrom_, to};
      if (std::find(p.graph.arcs.begin(), p.graph.arcs.end(), arc) != p.graph.arcs.end()) {
        update();
        return;
      }
      p.graph.arcs.push_back(arc);
      emitEdited(std::move(p));
      return;
    }
    default: return;
  }
}

void GraphBoard::mouseDoubleClickEvent(QMouseEvent* event) {
  if (!editing_ || event->button() != Qt::LeftButton) return GraphCanvas::mouseDoubleClickEvent(event);
  const int v = vertexAt(event->position());
  if (v < 0) return;
  drag_ = Drag::None;
  bool ok = false;
  const QString name = QInputDialog::getText(this, tr("Rename vertex"), tr("Name of vertex %1:").arg(v), QLineEdit::Normal,
                                             nameOf(v), &ok);
  if (ok) renameVertex(v, name);
}

void GraphBoard::keyPressEvent(QKeyEvent* event) {
  if (editing_ && (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace)) {
    if (selectedVertex_ >= 0) return removeVertex(selectedVertex_);
    if (selectedArc_ >= 0) return removeArc(static_cast<std::size_t>(selectedArc_));
    if (hoverVertex_ >= 0) return removeVertex(hoverVertex_);
    if (hoverArc_ >= 0) return removeArc(static_cast<std::size_t>(hoverArc_));
    return;
  }
  if (event->key() == Qt::Key_Escape) {
    drag_ = Drag::None;
    selectedToken_ = -1;
    endPan();
    update();
    return;
  }
  GraphCanvas::keyPressEvent(event);
}

void GraphBoard::leaveEvent(QEvent* event) {
  if (drag_ == Drag::None) {
    hoverVertex_ = hoverArc_ = -1;
    update();
  }
  GraphCanvas::leaveEvent(event);
}

QString GraphBoard::tooltipAt(QPointF point) const {
  if (editing_) {
    if (const int v = vertexAt(point); v >= 0)
      return tr("Vertex %1: drag to another vertex for an arc (back to itself for a loop), Shift+drag to move, "
                "Shift+click to place or remove a token, double-click to rename, right-click or Delete to remove")
          .arg(nameOf(v));
    if (const int a = arcAt(point); a >= 0) return tr("Arc %1 \u2192 %2: right-click or Delete removes it")
                                                 .arg(nameOf(position_.graph.arcs[static_cast<std::size_t>(a)].first),
                                                      nameOf(position_.graph.arcs[static_cast<std::size_t>(a)].second));
    return tr("Click to add a vertex");
  }
  QString text;
  if (const int t = tokenAt(point); t >= 0)
    text = tr("Token %1 on %2: drag it along an arrow, or click it and then the target")
               .arg(t + 1)
               .arg(nameOf(position_.tokens[static_cast<std::size_t>(t)]));
  if (const int v = vertexAt(point); v >= 0) {
    if (text.isEmpty()) text = tr("Vertex %1").arg(nameOf(v));
    if (hints_ && static_cast<std::size_t>(v) < values_.size()) {
      const GeneralisedValue& g = values_[static_cast<std::size_t>(v)];
      switch (g.outcome()) {
        case Outcome::P: text += QLatin1Char('\n') + tr("Value 0: a P-position (the player to move loses)"); break;
        case Outcome::N:
          text += QLatin1Char('\n') + tr("Value %1: an N-position (the player to move wins)").arg(generalisedText(g));
          break;
        case Outcome::Draw:
          text += QLatin1Char('\n') +
                  tr("Value %1: a draw \u2014 with correct play the game goes on for ever").arg(generalisedText(g));
          break;
      }
    }
  }
  return text;
}


// --- painting ---------------------------------------------------------------------------

ImpartialBoard* createGraphBoard(QWidget* parent) { return new GraphBoard(parent); }

}  // namespace gamelab::ui
