#include "ui/impartial/heatmaptab.h"

#include "core/impartial/wythoff.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/impartial/sequencetab.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

namespace {

QColor pCellColor() { return QColor(0xc6, 0x28, 0x28); }

/// Pale yellow (small values) to deep blue (the largest value).
QColor valueColor(Nimber value, Nimber top) {
  const double t = top == 0 ? 0 : std::sqrt(double(value) / double(top));
  const QColor a(0xfd, 0xf3, 0xd0), b(0x1f, 0x4e, 0x8c);
  auto mix = [t](int x, int y) { return int(std::lround(x + (y - x) * t)); };
  return QColor(mix(a.red(), b.red()), mix(a.green(), b.green()), mix(a.blue(), b.blue()));
}

QColor textOn(const QColor& fill) { return fill.lightnessF() < 0.55 ? Qt::white : QColor(0x20, 0x20, 0x20); }

}  // namespace

// --- the painted grid -------------------------------------------------------------------

GrundyHeatMap::GrundyHeatMap(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setMouseTracking(true);
}

void GrundyHeatMap::setData(Data data) {
  data_ = std::move(data);
  updateGeometry();
  update();
}

QSize GrundyHeatMap::sizeHint() const { return {420, 420}; }
QSize GrundyHeatMap::minimumSizeHint() const { return {160, 160}; }

GrundyHeatMap::Geometry GrundyHeatMap::geometry() const {
  Geometry g;
  const QFontMetrics metrics(font());
  const int labelWidth = metrics.horizontalAdvance(QString::number(std::max(data_.rows, data_.cols) + 1)) + 8;
  const bool borders = !data_.rowBorder.empty();
  g.left = labelWidth + metrics.height() + 4 + (borders ? labelWidth + 4 : 0);
  g.top = 6 + (data_.yUp ? 0 : 2 * metrics.height() + 8) + (borders ? metrics.height() + 6 : 0);
  const double bottom = (data_.yUp ? metrics.height() * 2 + 8 : 6);
  if (data_.rows <= 0 || data_.cols <= 0) return g;
  const double w = (width() - g.left - 6) / double(data_.cols);
  const double h = (height() - g.top - bottom) / double(data_.rows);
  g.cell = std::max(1.0, std::min({w, h, 44.0}));
  return g;
}

double GrundyHeatMap::cellSize() const { return geometry().cell; }

std::pair<int, int> GrundyHeatMap::cellAt(const QPointF& point) const {
  const Geometry g = geometry();
  if (g.cell <= 0) return {-1, -1};
  const int c = int(std::floor((point.x() - g.left) / g.cell));
  const int drawnRow = int(std::floor((point.y() - g.top) / g.cell));
  if (c < 0 || c >= data_.cols || drawnRow < 0 || drawnRow >= data_.rows) return {-1, -1};
  return {data_.yUp ? data_.rows - 1 - drawnRow : drawnRow, c};
}

bool GrundyHeatMap::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const auto [r, c] = cellAt(help->pos());
    if (r < 0) {
      QToolTip::hideText();
      event->ignore();
      return true;
    }
    const Nimber g = data_.values[std::size_t(r) * std::size_t(data_.cols) + std::size_t(c)];
    QString tip = data_.yUp ? tr("g(%1, %2) = %3").arg(c + data_.colOrigin).arg(r + data_.rowOrigin).arg(g)
                            : tr("g(%1, %2) = %3").arg(r + data_.rowOrigin).arg(c + data_.colOrigin).arg(g);
    if (!data_.rowBorder.empty())
      tip += tr(" = %1 ⊗ %2").arg(data_.rowBorder[std::size_t(r)]).arg(data_.colBorder[std::size_t(c)]);
    if (g == 0) tip += tr(" — P-position");
    QToolTip::showText(help->globalPos(), tip, this);
    return true;
  }
  return QWidget::event(event);
}

void GrundyHeatMap::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), palette().window());
  if (data_.rows <= 0 || data_.cols <= 0 || data_.values.size() < std::size_t(data_.rows) * std::size_t(data_.cols)) return;
  painter.setRenderHint(QPainter::Antialiasing, false);
  const Geometry g = geometry();
  const double cell = g.cell;
  Nimber top = 0;
  for (Nimber v : data_.values) top = std::max(top, v);
  QFont numberFont = font();
  numberFont.setPixelSize(std::clamp(int(cell * 0.42), 7, 14));
  QFont boldNumber = numberFont;
  boldNumber.setBold(true);
  const bool numbers = showsNumbers();
  auto cellRect = [&](int r, int c) {
    const int drawnRow = data_.yUp ? data_.rows - 1 - r : r;
    return QRectF(g.left + c * cell, g.top + drawnRow * cell, cell, cell);
  };
  for (int r = 0; r < data_.rows; ++r) {
    for (int c = 0; c < data_.cols; ++c) {
      const Nimber v = data_.values[std::size_t(r) * std::size_t(data_.cols) + std::size_t(c)];
      const QRectF box = cellRect(r, c);
      const QColor fill = v == 0 ? pCellColor() : valueColor(v, top);
      painter.fillRect(box, fill);
      if (numbers) {
        painter.setFont(v == 0 ? boldNumber : numberFont);
        painter.setPen(textOn(fill));
        painter.drawText(box, Qt::AlignCenter, QString::number(v));
      }
    }
  }
  // Grid lines when the cells are large enough to separate.
  if (cell >= 6) {
    painter.setPen(QPen(QColor(255, 255, 255, 160), 1));
    for (int r = 0; r <= data_.rows; ++r)
      painter.drawLine(QPointF(g.left, g.top + r * cell), QPointF(g.left + data_.cols * cell, g.top + r * cell));
    for (int c = 0; c <= data_.cols; ++c)
      painter.drawLine(QPointF(g.left + c * cell, g.top), QPointF(g.left + c * cell, g.top + data_.rows * cell));
  }
  painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(QRectF(g.left, g.top, data_.cols * cell, data_.rows * cell));

  // Index labels (every k-th when the cells are small).
  QFont labelFont = font();
  labelFont.setPixelSize(std::clamp(int(cell * 0.45), 9, 12));
  painter.setFont(labelFont);
  const QFontMetrics metrics(labelFont);
  const int every = std::max(1, int(std::ceil((metrics.horizontalAdvance(QStringLiteral("000")) + 4) / cell)));
  const int labelWidth = QFontMetrics(font()).horizontalAdvance(QString::number(std::max(data_.rows, data_.cols) + 1)) + 8;
  const bool borders = !data_.rowBorder.empty();
  const QColor muted = palette().color(QPalette::PlaceholderText);
  for (int r = 0; r < data_.rows; ++r) {
    if (r % every && !(borders && cell >= 14)) continue;
    const QRectF box = cellRect(r, 0);
    painter.setPen(palette().color(QPalette::WindowText));
    if (r % every == 0)
      painter.drawText(QRectF(g.left - labelWidth - 2 - (borders ? labelWidth + 4 : 0), box.top(), labelWidth, cell),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(r + data_.rowOrigin));
    if (borders) {
      painter.setPen(QColor(0x8a, 0x5a, 0x00));
      painter.drawText(QRectF(g.left - labelWidth - 2, box.top(), labelWidth, cell), Qt::AlignRight | Qt::AlignVCenter,
                       QString::number(data_.rowBorder[std::size_t(r)]));
    }
  }
  const double labelTop = data_.yUp ? g.top + data_.rows * cell + 2 : g.top - metrics.height() - 4 - (borders ? metrics.height() + 6 : 0);
  for (int c = 0; c < data_.cols; ++c) {
    const QRectF box = cellRect(0, c);
    painter.setPen(palette().color(QPalette::WindowText));
    if (c % every == 0)
      painter.drawText(QRectF(box.left() - cell, labelTop, cell * 3, metrics.height() + 2), Qt::AlignCenter,
                       QString::number(c + data_.colOrigin));
    if (borders && (cell >= 14 || c % every == 0)) {
      painter.setPen(QColor(0x8a, 0x5a, 0x00));
      painter.drawText(QRectF(box.left() - cell, g.top - metrics.height() - 5, cell * 3, metrics.height() + 2), Qt::AlignCenter,
                       QString::number(data_.colBorder[std::size_t(c)]));
    }
  }
  // Axis words.
  painter.setPen(muted);
  if (data_.yUp) {
    painter.drawText(QRectF(g.left, g.top + data_.rows * cell + metrics.height() + 4, data_.cols * cell, metrics.height() + 2),
                     Qt::AlignCenter, data_.colName);
  } else {
    painter.drawText(QRectF(g.left, 0, data_.cols * cell, metrics.height() + 2), Qt::AlignLeft | Qt::AlignTop,
                     borders ? tr("%1 (brown: g2)").arg(data_.colName) : data_.colName);
  }
  painter.save();
  painter.translate(metrics.height() * 0.5 + 2, g.top + data_.rows * cell / 2);
  painter.rotate(-90);
  painter.drawText(QRectF(-data_.rows * cell / 2, -metrics.height() / 2.0, data_.rows * cell, metrics.height() + 2), Qt::AlignCenter,
                   borders ? tr("%1 (brown: g1)").arg(data_.rowName) : data_.rowName);
  painter.restore();
}

// --- the tab ----------------------------------------------------------------------------

HeatMapTab::HeatMapTab(QWidget* parent)
    : QWidget(parent),
      game_(new QComboBox(this)),
      rows_(new QSpinBox(this)),
      cols_(new QSpinBox(this)),
      colsLabel_(new QLabel(QStringLiteral("×"), this)),
      title_(new QLabel(this)),
      error_(new QLabel(this)),
      map_(new GrundyHeatMap(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 6, 6, 6);
  auto* row = new QHBoxLayout;
  auto* gameLabel = new QLabel(tr("Game:"), this);
  gameLabel->setBuddy(game_);
  row->addWidget(gameLabel);
  row->addWidget(game_, 1);
  auto* sizeLabel = new QLabel(tr("Size:"), this);
  sizeLabel->setBuddy(rows_);
  row->addWidget(sizeLabel);
  for (auto* spin : {rows_, cols_}) {
    spin->setRange(1, kMaxSize);
    spin->setValue(16);
  }
  rows_->setToolTip(tr("Rows (Wythoff: the board is size × size)"));
  cols_->setToolTip(tr("Columns"));
  row->addWidget(rows_);
  row->addWidget(colsLabel_);
  row->addWidget(cols_);
  layout->addLayout(row);
  title_->setWordWrap(true);
  layout->addWidget(title_);
  styleAsError(error_);
  error_->hide();
  layout->addWidget(error_);
  layout->addWidget(map_, 1);
  auto* legend = new QLabel(tr("Red cells: g = 0, the P-positions (the player to move loses). "
                               "The darker the blue, the larger the value. Hover over a cell for its value."),
                            this);
  legend->setWordWrap(true);
  legend->setForegroundRole(QPalette::PlaceholderText);
  layout->addWidget(legend);

  auto tartan = [](CoinRule::Kind a, CoinRule::Kind b) {
    CoinGridRule rule;
    rule.kind = CoinGridRule::Kind::Tartan;
    rule.rows.kind = a;
    rule.cols.kind = b;
    return rule;
  };
  CoinGridRule corners;
  corners.kind = CoinGridRule::Kind::TurningCorners;
  CoinGridRule acrostic;
  acrostic.kind = CoinGridRule::Kind::AcrosticTwins;
  games_ = {std::nullopt, corners, acrostic, tartan(CoinRule::Kind::Ruler, CoinRule::Kind::Ruler),
            tartan(CoinRule::Kind::MockTurtles, CoinRule::Kind::MockTurtles),
            tartan(CoinRule::Kind::TurningTurtles, CoinRule::Kind::TurningTurtles)};
  game_->addItem(tr("Wythoff's game (a queen moving towards the corner)"));
  game_->addItem(tr("Turning Corners (g = x ⊗ y)"));
  game_->addItem(tr("Acrostic Twins (g = x ⊕ y)"));
  game_->addItem(tr("Rugs = Ruler × Ruler"));
  game_->addItem(tr("(Mock Turtles)²"));
  game_->addItem(tr("(Turning Turtles)²"));
  connect(game_, &QComboBox::currentIndexChanged, this, &HeatMapTab::chooseGame);
  connect(rows_, &QSpinBox::valueChanged, this, [this] {
    if (!updating_) recompute();
  });
  connect(cols_, &QSpinBox::valueChanged, this, [this] {
    if (!updating_) recompute();
  });
  showWythoff(16);
}

int HeatMapTab::gameIndexFor(const std::optional<CoinGridRule>& grid) {
  for (std::size_t i = 0; i < games_.size(); ++i)
    if (games_[i] == grid) return int(i);
  games_.push_back(grid);
  game_->addItem(tr("%1 × %2 (the board's game)").arg(SequenceTab::ruleName(grid->rows), SequenceTab::ruleName(grid->cols)));
  return int(games_.size() - 1);
}

void HeatMapTab::showWythoff(int size) {
  updating_ = true;
  grid_.reset();
  game_->setCurrentIndex(0);
  rows_->setValue(std::clamp(size, 1, kMaxSize));
  cols_->setValue(rows_->value());
  updating_ = false;
  recompute();
}

void HeatMapTab::showCoinGrid(const CoinGridRule& rule, int rows, int cols) {
  updating_ = true;
  grid_ = rule;
  game_->setCurrentIndex(gameIndexFor(grid_));
  rows_->setValue(std::clamp(rows, 1, kMaxSize));
  cols_->setValue(std::clamp(cols, 1, kMaxSize));
  updating_ = false;
  recompute();
}

void HeatMapTab::chooseGame(int index) {
  if (updating_ || index < 0 || std::size_t(index) >= games_.size()) return;
  grid_ = games_[std::size_t(index)];
  recompute();
}

int HeatMapTab::rows() const { return rows_->value(); }
int HeatMapTab::cols() const { return grid_ ? cols_->value() : rows_->value(); }

QString HeatMapTab::gameName() const {
  const int index = game_->currentIndex();
  return index >= 0 ? game_->itemText(index) : QString();
}

void HeatMapTab::recompute() {
  cols_->setVisible(bool(grid_));
  colsLabel_->setVisible(bool(grid_));
  const int r = rows(), c = cols();
  if (computedOnce_ && computedRows_ == r && computedCols_ == c && computedGrid_ == grid_) return;
  computedOnce_ = true;
  computedRows_ = r;
  computedCols_ = c;
  computedGrid_ = grid_;
  error_->hide();
  GrundyHeatMap::Data data;
  data.rows = r;
  data.cols = c;
  if (!grid_) {
    auto table = solveWythoffTable({.size = r});
    if (!table) {
      error_->setText(errorReasonText(table.error()));
      error_->show();
      map_->setData({});
      return;
    }
    // solveWythoffTable is row-major by x (the column); the map is row-major by y (the row from the bottom).
    data.values.resize(std::size_t(r) * std::size_t(r));
    for (int x = 0; x < r; ++x)
      for (int y = 0; y < r; ++y) data.values[std::size_t(y) * std::size_t(r) + std::size_t(x)] = table.value()[std::size_t(x) * std::size_t(r) + std::size_t(y)];
    data.yUp = true;
    data.rowName = tr("y (row from the bottom)");
    data.colName = tr("x (column from the left)");
    title_->setText(tr("Wythoff's game on a %1 × %1 board: g(x, y) of a queen on (x, y). "
                       "The P-positions are (⌊kφ⌋, ⌊kφ²⌋) and their mirror images.").arg(r));
  } else {
    auto values = solveCoinGridValues(*grid_, {.rows = std::size_t(r), .cols = std::size_t(c)});
    if (!values) {
      error_->setText(errorReasonText(values.error()));
      error_->show();
      map_->setData({});
      return;
    }
    data.values = std::move(values.value());
    data.rowName = tr("row x");
    data.colName = tr("column y");
    if (grid_->kind == CoinGridRule::Kind::Tartan) {
      auto g1 = solveCoinValues(grid_->rows, {.count = std::size_t(r)});
      auto g2 = solveCoinValues(grid_->cols, {.count = std::size_t(c)});
      if (g1 && g2) {
        data.rowBorder = std::move(g1.value());
        data.colBorder = std::move(g2.value());
      }
      data.rowOrigin = grid_->rows.origin();
      data.colOrigin = grid_->cols.origin();
      title_->setText(tr("%1 on %2 × %3 coins: g(x, y) = g1(x) ⊗ g2(y) (Tartan Theorem); the brown numbers "
                         "on the left and at the top are g1 and g2.").arg(gameName()).arg(r).arg(c));
    } else {
      title_->setText(tr("%1 on %2 × %3 coins: g(x, y) of a head at row x, column y; the SE corner is the bottom right.")
                          .arg(gameName()).arg(r).arg(c));
    }
  }
  map_->setData(std::move(data));
}

Nimber HeatMapTab::valueAt(int first, int second) const {
  const auto& d = map_->data();
  // Wythoff: (x, y) = (column, row); coin grids: (row, col).
  const int row = d.yUp ? second : first, col = d.yUp ? first : second;
  if (row < 0 || col < 0 || row >= d.rows || col >= d.cols) return 0;
  return d.values[std::size_t(row) * std::size_t(d.cols) + std::size_t(col)];
}

QString HeatMapTab::errorText() const { return error_->isHidden() ? QString() : error_->text(); }

QString HeatMapTab::text() const {
  QStringList out;
  out << title_->text();
  if (!errorText().isEmpty()) out << errorText();
  const auto& d = map_->data();
  if (!d.rowBorder.empty()) {
    QStringList g2;
    for (Nimber v : d.colBorder) g2 << QString::number(v);
    out << tr("g2: %1").arg(g2.join(QLatin1Char(' ')));
  }
  for (int i = 0; i < d.rows; ++i) {
    const int r = d.yUp ? d.rows - 1 - i : i;
    QStringList cells;
    for (int c = 0; c < d.cols; ++c) cells << QString::number(d.values[std::size_t(r) * std::size_t(d.cols) + std::size_t(c)]);
    QString line = (d.yUp ? tr("y = %1: %2") : tr("x = %1: %2")).arg(r + d.rowOrigin).arg(cells.join(QLatin1Char(' ')));
    if (!d.rowBorder.empty()) line += tr("   (g1 = %1)").arg(d.rowBorder[std::size_t(r)]);
    out << line;
  }
  return out.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
