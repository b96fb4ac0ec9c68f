#include "ui/tree/treeview.h"

#include "ui/common/numberformat.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treeitem.h"
#include "ui/tree/treeoverlayitem.h"

#include <QContextMenuEvent>
#include <QGraphicsProxyWidget>
#include <QGraphicsScene>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

namespace gamelab::ui {

TreeView::TreeView(TreeDocument* doc, QWidget* parent)
    : QGraphicsView(parent), doc_(doc), scene_(new QGraphicsScene(this)), item_(new TreeItem), overlayItem_(new TreeOverlayItem) {
  setScene(scene_);
  scene_->setItemIndexMethod(QGraphicsScene::NoIndex);
  scene_->addItem(item_);
  scene_->addItem(overlayItem_);
  setBackgroundBrush(Qt::white);
  setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  setAlignment(Qt::AlignHCenter | Qt::AlignTop);
  overlayItem_->setCaptionVisible(false);
  caption_ = new QLabel(this);
  caption_->setObjectName(QStringLiteral("overlayCaption"));
  {
    QFont f = treeFont();
    f.setBold(true);
    caption_->setFont(f);
  }
  caption_->setStyleSheet(QStringLiteral("color: #1b5e20; background: #f1f8e9; padding: 2px 6px;"));
  caption_->hide();
  connect(doc_, &TreeDocument::treeChanged, this, [this] {
    setOverlay({});
    rebuild();
  });
  connect(doc_, &TreeDocument::orientationChanged, this, [this] {
    rebuild();
    fitTree(1.0);
  });
  connect(doc_, &TreeDocument::binaryModeChanged, this, [this] { rebuild(); });
  rebuild();
  selectNodes({doc_->tree().root()});
}

TreeView::~TreeView() = default;

void TreeView::rebuild() {
  closeEditor();
  geometry_ = std::make_shared<const TreeGeometry>(doc_->snapshot(), doc_->orientation(), TreeMetrics{}, doc_->binaryMode());
  item_->setGeometry(geometry_);
  overlayItem_->setGeometry(geometry_);
  scene_->setSceneRect(item_->boundingRect().adjusted(-60, -30, 60, 0));
  std::vector<NodeId> ids;
  const GameTree& t = doc_->tree();
  for (const NodePath& p : selectedPaths_) {
    const NodeId id = t.nodeAt(p);
    if (id != kNoNode && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  if (ids.empty()) {
    // Keep a node current so the keys keep working: the deepest existing ancestor.
    NodePath p = selectedPaths_.empty() ? NodePath{} : selectedPaths_.back();
    while (!p.empty() && t.nodeAt(p) == kNoNode) p.pop_back();
    ids.push_back(t.nodeAt(p));
  }
  selected_ = ids;
  current_ = ids.back();
  applySelection();
}

std::vector<NodePath> TreeView::selectedPaths() const {
  std::vector<NodePath> out;
  for (NodeId id : selected_) out.push_back(doc_->tree().pathOf(id));
  return out;
}

void TreeView::applySelection() {
  selectedPaths_ = selectedPaths();
  item_->setSelection(selected_, current_);
  emit selectionChanged();
}

void TreeView::selectNodes(const std::vector<NodeId>& nodes, bool centre) {
  selected_.clear();
  for (NodeId id : nodes)
    if (id >= 0 && id < geometry_->nodeCount() && std::find(selected_.begin(), selected_.end(), id) == selected_.end())
      selected_.push_back(id);
  current_ = selected_.empty() ? kNoNode : selected_.back();
  applySelection();
  if (centre && !selected_.empty()) {
    QRectF r(geometry_->pos(selected_.front()), QSizeF(0, 0));
    for (NodeId id : selected_) r |= QRectF(geometry_->pos(id), QSizeF(1, 1));
    centerOn(r.center());
  } else if (current_ != kNoNode) {
    ensureVisible(QRectF(geometry_->pos(current_) - QPointF(30, 30), QSizeF(60, 60)), 20, 20);
  }
}

void TreeView::navigate(Qt::Key key) {
  if (current_ == kNoNode) {
    selectNode(doc_->tree().root());
    return;
  }
  const GameTree& t = doc_->tree();
  const bool td = doc_->orientation() == TreeOrientation::TopDown;
  const Qt::Key up = td ? Qt::Key_Up : Qt::Key_Left, down = td ? Qt::Key_Down : Qt::Key_Right;
  const Qt::Key prev = td ? Qt::Key_Left : Qt::Key_Up;
  NodeId next = kNoNode;
  if (key == up) {
    next = t.node(current_).parent;
  } else if (key == down) {
    const auto& ch = t.node(current_).children;
    if (!ch.empty()) next = ch[(ch.size() - 1) / 2];
  } else {
    const auto& level = geometry_->levels()[std::size_t(geometry_->depth(current_))];
    auto it = std::find(level.begin(), level.end(), current_);
    if (key == prev && it != level.begin()) next = *(it - 1);
    else if (key != prev && it + 1 != level.end()) next = *(it + 1);
  }
  if (next != kNoNode) selectNode(next);
}

void TreeView::setOverlay(const TreeOverlay& overlay) {
  overlayItem_->setOverlay(overlay);
  layOutCaption();
}

void TreeView::layOutCaption() {
  const QString text = overlayItem_->overlay().caption;
  if (text.isEmpty()) {
    caption_->hide();
    setViewportMargins(0, 0, 0, 0);
    return;
  }
  const int h = caption_->fontMetrics().height() + 6;
  setViewportMargins(0, h, 0, 0);
  const QRect area = contentsRect();
  caption_->setGeometry(area.left(), area.top(), area.width(), h);
  caption_->setText(caption_->fontMetrics().elidedText(text, Qt::ElideRight, std::max(0, area.width() - 14)));
  caption_->setToolTip(text);
  caption_->show();
}

void TreeView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  if (caption_ && !caption_->isHidden()) layOutCaption();
}
const TreeOverlay& TreeView::overlay() const { return overlayItem_->overlay(); }

void TreeView::setProblemMarks(const std::vector<std::pair<NodeId, int>>& marks) { item_->setProblemMarks(marks); }

double TreeView::zoom() const { return transform().m11(); }

void TreeView::setZoom(double factor) {
  factor = std::clamp(factor, 0.005, 8.0);
  const double s = factor / zoom();
  scale(s, s);
}

void TreeView::zoomIn() { setZoom(zoom() * 1.25); }
void TreeView::zoomOut() { setZoom(zoom() / 1.25); }

void TreeView::fitTree(double maxZoom) {
  const QRectF b = scene_->sceneRect();
  const QSize v = viewport()->size();
  if (b.isEmpty() || v.isEmpty()) return;
  const double f = std::min({maxZoom, double(v.width() - 4) / b.width(), double(v.height() - 4) / b.height()});
  setTransform(QTransform::fromScale(f, f));
  centerOn(b.center());
}

void TreeView::showEvent(QShowEvent* event) {
  QGraphicsView::showEvent(event);
  if (!firstShow_) return;
  firstShow_ = false;
  QTimer::singleShot(0, this, [this] { showInitialPart(); });
}

void TreeView::showInitialPart() {
  // The whole tree when it stays readable, else 100 % from the root.
  const QRectF b = scene_->sceneRect();
  const QSize v = viewport()->size();
  const double f = std::min(double(v.width()) / b.width(), double(v.height()) / b.height());
  if (f >= 0.6) {
    fitTree(1.0);  // a small tree opens at its natural size; Fit enlarges it on request
  } else {
    setTransform(QTransform());
    centerOn(QPointF(geometry_->pos(doc_->tree().root()).x(), b.top() + v.height() / 2.0));
  }
}

void TreeView::mousePressEvent(QMouseEvent* event) {
  if (editor_ && editorProxy_ && editorProxy_->sceneBoundingRect().contains(mapToScene(event->pos()))) {
    QGraphicsView::mousePressEvent(event);
    return;
  }
  closeEditor();
  setFocus();
  const QPointF p = mapToScene(event->pos());
  if (event->button() == Qt::LeftButton) {
    NodeId id = geometry_->nodeAt(p);
    if (id == kNoNode) {
      const auto hit = geometry_->hitTest(p);
      if (hit.part == TreeGeometry::Part::Payoff || hit.part == TreeGeometry::Part::Mover) id = hit.node;
    }
    if (id != kNoNode) {
      if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier)) {
        std::vector<NodeId> s = selected_;
        auto it = std::find(s.begin(), s.end(), id);
        if (it != s.end()) s.erase(it);
        else s.push_back(id);
        selectNodes(s);
      } else {
        selectNode(id);
      }
      return;
    }
    panning_ = true;
    panStart_ = event->pos();
    viewport()->setCursor(Qt::ClosedHandCursor);
    return;
  }
  if (event->button() == Qt::MiddleButton) {
    panning_ = true;
    panStart_ = event->pos();
    viewport()->setCursor(Qt::ClosedHandCursor);
    return;
  }
  QGraphicsView::mousePressEvent(event);
}

void TreeView::mouseMoveEvent(QMouseEvent* event) {
  if (panning_) {
    const QPoint d = event->pos() - panStart_;
    panStart_ = event->pos();
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
    return;
  }
  QGraphicsView::mouseMoveEvent(event);
}

void TreeView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_) {
    panning_ = false;
    viewport()->unsetCursor();
    return;
  }
  QGraphicsView::mouseReleaseEvent(event);
}

void TreeView::mouseDoubleClickEvent(QMouseEvent* event) {
  const auto hit = geometry_->hitTest(mapToScene(event->pos()));
  if (hit.part == TreeGeometry::Part::None) {
    QGraphicsView::mouseDoubleClickEvent(event);
    return;
  }
  if (hit.part == TreeGeometry::Part::Node || hit.part == TreeGeometry::Part::Payoff || hit.part == TreeGeometry::Part::Mover)
    selectNode(hit.node);
  editPart(hit.part, hit.node);
}

void TreeView::wheelEvent(QWheelEvent* event) {
  if (event->modifiers() & Qt::ControlModifier) {
    const double steps = event->angleDelta().y() / 120.0;
    setZoom(zoom() * std::pow(1.2, steps));
    event->accept();
    return;
  }
  QGraphicsView::wheelEvent(event);
}

void TreeView::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Left:
    case Qt::Key_Right:
      if (!editor_) {
        navigate(Qt::Key(event->key()));
        return;
      }
      break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_F2:
      if (!editor_ && current_ != kNoNode) {
        const GameTree& t = doc_->tree();
        if (t.isTerminal(current_)) editPart(TreeGeometry::Part::Payoff, current_);
        else if (current_ != t.root()) editPart(TreeGeometry::Part::Action, current_);
        return;
      }
      break;
    default:
      break;
  }
  QGraphicsView::keyPressEvent(event);
}

void TreeView::contextMenuEvent(QContextMenuEvent* event) {
  const QPointF p = mapToScene(event->pos());
  NodeId id = geometry_->nodeAt(p);
  if (id == kNoNode) {
    const auto hit = geometry_->hitTest(p);
    id = hit.node;
  }
  if (id != kNoNode && std::find(selected_.begin(), selected_.end(), id) == selected_.end()) selectNode(id);
  emit contextMenuRequestedAt(event->globalPos(), id);
}

bool TreeView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const QString tip = toolTipAt(mapToScene(help->pos()));
    if (tip.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help->globalPos(), tip, viewport());
    return true;
  }
  return QGraphicsView::viewportEvent(event);
}

QString TreeView::toolTipAt(const QPointF& scenePos) const {
  const auto hit = geometry_->hitTest(scenePos);
  if (hit.node == kNoNode) return {};
  const GameTree& t = doc_->tree();
  const TreeNode& n = t.node(hit.node);
  if (hit.part == TreeGeometry::Part::Action || hit.part == TreeGeometry::Part::Probability)
    return tr("Double-click to edit the %1 of this action")
        .arg(hit.part == TreeGeometry::Part::Action ? tr("label") : tr("probability"));
  QStringList lines;
  if (n.isTerminal()) {
    if (n.outcome >= 0) {
      const TreeOutcome& o = t.outcomes[std::size_t(n.outcome)];
      int users = 0;
      for (const TreeNode& m : t.nodes) users += m.outcome == n.outcome;
      QStringList pays;
      for (int k = 0; k < t.players(); ++k)
        pays << QStringLiteral("%1: %2").arg(TreeEdits::playerName(t, k), formatRational(o.payoffs[std::size_t(k)]));
      const QString name = o.label.empty() ? tr("Outcome %1").arg(n.outcome + 1) : tr("Outcome “%1”").arg(QString::fromStdString(o.label));
      lines << name + QStringLiteral(" — ") + pays.join(QStringLiteral(", "));
      if (users > 1) lines << tr("Shared by %n leaves", nullptr, users);
    } else {
      lines << tr("No payoff yet (pays 0 to everyone)");
    }
    lines << tr("Double-click to edit the payoffs");
  } else {
    const InfoSet& s = t.infoSets[std::size_t(n.infoSet)];
    int members = 0;
    for (const TreeNode& m : t.nodes) members += m.infoSet == n.infoSet;
    const QString who = TreeEdits::playerName(t, s.player);
    if (s.isChance()) lines << tr("Chance move");
    else if (s.label.empty()) lines << tr("%1 moves (information set %2)").arg(who).arg(s.number);
    else lines << tr("%1 moves (information set “%2”)").arg(who, QString::fromStdString(s.label));
    if (members > 1) lines << tr("%n nodes in this set", nullptr, members);
  }
  const auto& extra = overlayItem_->overlay().nodeToolTip;
  if (std::size_t(hit.node) < extra.size() && !extra[std::size_t(hit.node)].isEmpty()) lines << extra[std::size_t(hit.node)];
  return lines.join(QLatin1Char('\n'));
}

namespace {

/// What an editor starts with for a shown text: "1-p = 1/2" is typed as "1-p".
QString typedPart(const QString& shown) {
  const int equals = shown.indexOf(QStringLiteral(" = "));
  return equals < 0 ? shown : shown.left(equals);
}

}  // namespace

bool TreeView::editPart(TreeGeometry::Part part, NodeId node) {
  if (node < 0 || node >= geometry_->nodeCount()) return false;
  const GameTree& t = doc_->tree();
  const NodePath path = t.pathOf(node);
  const QFontMetricsF fm(treeFont());
  const QPointF p = geometry_->pos(node);
  switch (part) {
    case TreeGeometry::Part::Node:
    case TreeGeometry::Part::Payoff: {
      if (!t.isTerminal(node)) {
        if (t.isChance(node)) return false;
        const InfoSet& s = t.infoSets[std::size_t(t.node(node).infoSet)];
        openEditor(QRectF(p.x() + 10, p.y() - 10, 120, 20), QString::fromStdString(s.label),
                   [this, path](const QString& text) { return TreeEdits::setInfoSetLabel(doc_, path, text); });
        return true;
      }
      QString current;
      if (t.node(node).outcome >= 0 || t.hasPayoffOnPath(node)) {
        QStringList typed = geometry_->payoffLines(node);
        for (QString& line : typed) line = typedPart(line);
        current = typed.join(QStringLiteral(", "));
      }
      QRectF r = geometry_->payoffRect(node);
      openEditor(QRectF(r.center().x() - 50, r.top(), 100, 20), current,
                 [this, path](const QString& text) { return TreeEdits::setPayoff(doc_, path, text); });
      return true;
    }
    case TreeGeometry::Part::Mover: {
      if (t.isTerminal(node) || t.isChance(node)) return false;
      const int player = t.playerAt(node);
      openEditor(geometry_->moverRect(node).adjusted(-30, 0, 30, 0), TreeEdits::playerName(t, player),
                 [this, player](const QString& text) { return TreeEdits::renamePlayer(doc_, player, text); });
      return true;
    }
    case TreeGeometry::Part::Action: {
      if (node == t.root()) return false;
      QRectF r = geometry_->actionRect(node);
      if (r.isEmpty()) r = QRectF(geometry_->edgeMid(node) - QPointF(0, fm.height()), QSizeF(40, fm.height()));
      openEditor(r.adjusted(-10, 0, 30, 0), geometry_->actionText(node),
                 [this, path](const QString& text) { return TreeEdits::setActionLabel(doc_, path, text); });
      return true;
    }
    case TreeGeometry::Part::Probability: {
      if (node == t.root() || !t.isChance(t.node(node).parent)) return false;
      openEditor(geometry_->probabilityRect(node).adjusted(-10, 0, 30, 0), typedPart(geometry_->probabilityText(node)),
                 [this, path](const QString& text) { return TreeEdits::setProbability(doc_, path, text); });
      return true;
    }
    case TreeGeometry::Part::None:
      break;
  }
  return false;
}

void TreeView::openEditor(const QRectF& rect, const QString& text, std::function<QString(const QString&)> commit) {
  closeEditor();
  auto* edit = new QLineEdit(text);
  edit->setFont(treeFont());
  edit->setFrame(true);
  edit->selectAll();
  edit->installEventFilter(this);
  edit->setMinimumWidth(std::max(70, int(rect.width())));
  editorProxy_ = scene_->addWidget(edit);
  editorProxy_->setZValue(10);
  editorProxy_->setPos(rect.left(), rect.top() - 3);
  editor_ = edit;
  commit_ = std::move(commit);
  connect(edit, &QLineEdit::returnPressed, this, [this] {
    if (!editor_) return;
    const QString text = editor_->text();
    auto commit = commit_;
    const QString error = commit(text);
    if (!error.isEmpty()) {
      if (editor_) editor_->setStyleSheet(QStringLiteral("border: 2px solid #c62828;"));
      emit statusMessage(error, true);
      return;
    }
    emit statusMessage({}, false);
    closeEditor();
  });
  ensureVisible(editorProxy_);
  edit->setFocus();
}

void TreeView::closeEditor() {
  if (!editorProxy_) return;
  QGraphicsProxyWidget* proxy = editorProxy_;
  editorProxy_ = nullptr;
  if (editor_) editor_->removeEventFilter(this);
  editor_ = nullptr;
  commit_ = nullptr;
  scene_->removeItem(proxy);
  proxy->deleteLater();
  setFocus();
}

bool TreeView::eventFilter(QObject* watched, QEvent* event) {
  if (watched == editor_ && event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() == Qt::Key_Escape) {
      closeEditor();
      emit statusMessage(tr("Edit cancelled."), false);
      return true;
    }
  }
  return QGraphicsView::eventFilter(watched, event);
}

}  // namespace gamelab::ui
