#include "ui/impartial/coinrowboard.h"

#include "core/impartial/cointurning.h"
#include "ui/common/playercolors.h"
#include "ui/impartial/boardbuttonbar.h"
#include "ui/impartial/coinrowpainter.h"
#include "ui/impartial/gridrejectiontext.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRadialGradient>
#include <QTimer>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace gamelab::ui {

namespace {
constexpr std::size_t kMaxCoins = 256;        ///< longest row the +/− buttons build
constexpr std::size_t kMaxValueCoins = 4096;  ///< rows longer than this show no g(x)
constexpr double kMargin = 10;

QString numberList(const std::vector<std::size_t>& coins, int origin) {
  QStringList parts;
  for (std::size_t c : coins) parts << QString::number(c + static_cast<std::size_t>(origin));
  return parts.join(QStringLiteral(", "));
}
}  // namespace

CoinRowBoard::CoinRowBoard(QWidget* parent) : ImpartialBoard(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(false);
  setAttribute(Qt::WA_OpaquePaintEvent, false);

  buttonBar_ = new BoardButtonBar(tr("Clear"), tr("Turn"),
                                  {.smaller = tr("Remove the last coin (key \u2212)"),
                                   .larger = tr("Add a coin showing tails at the right end (key +)"),
                                   .clear = tr("Clear the selection (Esc)"),
                                   .turn = tr("Turn the selected coins over (Enter); the rightmost must show heads")},
                                  this);
  buttonBar_->turn()->setDefault(true);
  connect(buttonBar_->turn(), &QPushButton::clicked, this, &CoinRowBoard::turnSelection);
  connect(buttonBar_->clear(), &QPushButton::clicked, this, &CoinRowBoard::clearSelection);
  connect(buttonBar_->smaller(), &QPushButton::clicked, this, [this] { resizeRow(-1); });
  connect(buttonBar_->larger(), &QPushButton::clicked, this, [this] { resizeRow(+1); });

  flipAnimation_ = new QVariantAnimation(this);
  flipAnimation_->setStartValue(0.0);
  flipAnimation_->setEndValue(1.0);
  flipAnimation_->setDuration(650);
  connect(flipAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    flip_ = v.toDouble();
    update();
  });
  setToolTip(QString());
  updateButtons();
}

QSize CoinRowBoard::sizeHint() const { return {640, 300}; }
QSize CoinRowBoard::minimumSizeHint() const { return {240, 180}; }

void CoinRowBoard::setPosition(const ImpartialPosition& position) {
  const auto* row = std::get_if<CoinRowPosition>(&position);
  if (!row) return;
  const bool sameShape = position_ && position_->rule == row->rule && position_->heads.size() == row->heads.size();
  const bool changed = !position_ || !(*position_ == *row);
  if (!sameShape) {
    values_.clear();
    if (!row->heads.empty() && row->heads.size() <= kMaxValueCoins) {
      if (auto v = solveCoinValues(row->rule, {.count = row->heads.size()})) values_ = std::move(*v);
    }
  }
  position_ = *row;
  if (changed) {
    selection_.clear();
    status_.clear();
  }
  if (cursor_ >= static_cast<int>(row->heads.size())) cursor_ = static_cast<int>(row->heads.size()) - 1;
  updateStatus();
  updateButtons();
  update();
}

void CoinRowBoard::setHints(const std::optional<PositionAnalysis>& analysis) {
  hints_ = analysis;
  winning_.clear();
  if (hints_) {
    for (const ImpartialMove& m : hints_->winningMoves)
      if (const auto* cm = std::get_if<CoinMove>(&m)) winning_.insert(cm->coins.begin(), cm->coins.end());
  }
  updateStatus();
  update();
}

void CoinRowBoard::showMove(const ImpartialMove& move) {
  const auto* cm = std::get_if<CoinMove>(&move);
  if (!cm) return;
  shown_ = {cm->coins.begin(), cm->coins.end()};
  flip_ = 0;
  flipAnimation_->stop();
  flipAnimation_->start();
  const std::set<std::size_t> coins = shown_;
  QTimer::singleShot(2500, this, [this, coins] {
    if (shown_ == coins) {
      shown_.clear();
      update();
    }
  });
  update();
}

void CoinRowBoard::setEditing(bool editing) {
  editing_ = editing;
  selection_.clear();
  updateStatus();
  updateButtons();
  update();
}

void CoinRowBoard::setInteractive(bool interactive) {
  interactive_ = interactive;
  updateButtons();
  update();
}

void CoinRowBoard::updateButtons() {
  const bool play = !editing_;
  buttonBar_->turn()->setVisible(play);
  buttonBar_->clear()->setVisible(play);
  buttonBar_->smaller()->setVisible(editing_);
  buttonBar_->larger()->setVisible(editing_);
  buttonBar_->turn()->setEnabled(play && interactive_ && !selection_.empty());
  buttonBar_->clear()->setEnabled(play && !selection_.empty());
  const std::size_t n = position_ ? position_->heads.size() : 0;
  buttonBar_->smaller()->setEnabled(editing_ && n > 1);
  buttonBar_->larger()->setEnabled(editing_ && n < kMaxCoins);
}

void CoinRowBoard::updateStatus() {
  statusBad_ = false;
  if (!position_ || editing_ || selection_.empty()) {
    status_.clear();
    updateButtons();
    return;
  }
  const int origin = position_->rule.origin();
  const std::vector<std::size_t> coins = selection();
  const MoveCheck check = checkMove(*position_, CoinMove{coins});
  if (check.legal()) {
    status_ = (coins.size() == 1 ? tr("Turn coin %1: press Turn or Enter.") : tr("Turn coins %1: press Turn or Enter."))
                  .arg(numberList(coins, origin));
    if (hints_ && hints_->convention == PlayConvention::Normal && values_.size() == position_->heads.size()) {
      Nimber after = hints_->total;
      for (std::size_t c : coins) after ^= values_[c];
      status_ += QStringLiteral(" ") + tr("Afterwards the nim-sum is %1.").arg(after);
    }
  } else {
    status_ = (coins.size() == 1 ? tr("Coin %1: %2") : tr("Coins %1: %2")).arg(numberList(coins, origin), GridRejectionText::text(check));
    statusBad_ = true;
  }
  updateButtons();
}

CoinRowBoard::Layout CoinRowBoard::layout() const {
  Layout l;
  const std::size_t n = position_ ? std::max<std::size_t>(position_->heads.size(), 1) : 1;
  const double barH = buttonBar_->sizeHint().height();
  QFont f = font();
  const QFontMetricsF fm(f);
  l.labelW = fm.horizontalAdvance(QStringLiteral("g(x)")) + 12;
  const double availW = width() - 2 * kMargin - l.labelW;
  const double textLines = 4.4 * fm.height();  // numbers, g(x), decomposition, status
  const double availH = height() - 2 * kMargin - barH - textLines;
  l.pitch = std::max(4.0, availW / static_cast<double>(n));
  l.diameter = std::clamp(std::min(l.pitch / 1.15, availH), 4.0, 110.0);
  l.pitch = std::min(l.pitch, l.diameter * 1.3);
  const double rowW = l.pitch * static_cast<double>(n);
  l.left = kMargin + l.labelW + (availW - rowW) / 2 + (l.pitch - l.diameter) / 2;
  const double contentH = l.diameter + textLines;
  l.top = kMargin + std::max(0.0, (height() - 2 * kMargin - barH - contentH) / 2);
  return l;
}

QRectF CoinRowBoard::coinRect(std::size_t coin) const {
  if (!position_ || coin >= position_->heads.size()) return {};
  const Layout l = layout();
  return {l.left + static_cast<double>(coin) * l.pitch, l.top, l.diameter, l.diameter};
}

int CoinRowBoard::coinAt(const QPointF& point) const {
  if (!position_) return -1;
  const Layout l = layout();
  if (point.y() < l.top - 2 || point.y() > l.top + l.diameter + 2) return -1;
  const double k = std::floor((point.x() - (l.left - (l.pitch - l.diameter) / 2)) / l.pitch);
  if (k < 0 || k >= static_cast<double>(position_->heads.size())) return -1;
  return static_cast<int>(k);
}

void CoinRowBoard::resizeEvent(QResizeEvent* event) {
  ImpartialBoard::resizeEvent(event);
  buttonBar_->placeAtBottom();
}

QString CoinRowBoard::faces() const {
  QString s;
  if (position_)
    for (bool h : position_->heads) s += h ? QLatin1Char('H') : QLatin1Char('T');
  return s;
}

void CoinRowBoard::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), QColor(0x2E, 0x6B, 0x4A).lighter(editing_ ? 125 : 100));  // felt
  if (!position_) return;
  const Layout l = layout();
  const std::size_t n = position_->heads.size();
  const int origin = position_->rule.origin();
  const QColor ink(0xF4, 0xF4, 0xEE);
  const QColor valueInk(0xFF, 0xE0, 0x80);
  QFont small = font();
  const QFontMetricsF fm(small);
  const double lineH = fm.height();

  const double numbersY = l.top + l.diameter * 1.12 + 0.15 * lineH;
  const double valuesY = numbersY + lineH;
  // row captions
  p.setFont(small);
  p.setPen(ink);
  const QRectF capNum(kMargin, numbersY, l.labelW - 6, lineH);
  p.drawText(capNum, Qt::AlignRight | Qt::AlignVCenter, tr("x", "coin position caption"));
  const bool showValues = hints_.has_value() && values_.size() == n;
  if (showValues) {
    p.setPen(valueInk);
    p.drawText(QRectF(kMargin, valuesY, l.labelW - 6, lineH), Qt::AlignRight | Qt::AlignVCenter,
               tr("g(x)", "coin value caption"));
  }

  // label thinning when the numbers do not fit
  const double widest = fm.horizontalAdvance(QString::number(n - 1 + static_cast<std::size_t>(origin))) + 4;
  std::size_t every = 1;
  while (every * l.pitch < widest && every < n) every = every < 5 ? 5 : every * 2;

  for (std::size_t i = 0; i < n; ++i) {
    const QRectF r = coinRect(i);
    const bool selected = selection_.count(i) > 0;
    const bool shown = shown_.count(i) > 0;
    const QRectF drawn = selected ? r.translated(0, -r.height() * 0.08) : r;
    const double squeeze = shown && flip_ < 1.0 ? std::abs(std::cos(std::numbers::pi * flip_)) : 1.0;
    if (winning_.count(i) && !editing_) {
      p.setPen(QPen(playerTint(2), std::max(2.0, r.width() * 0.07), Qt::DashLine));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(r.adjusted(-r.width() * 0.09, -r.width() * 0.09, r.width() * 0.09, r.width() * 0.09));
    }
    paintCoin(p, drawn, position_->heads[i], squeeze, font());
    if (selected || shown) {
      const QColor c = selected ? playerColor(5) : playerColor(1);
      p.setPen(QPen(c, std::max(2.0, r.width() * 0.07)));
      p.setBrush(Qt::NoBrush);
      p.drawEllipse(drawn.adjusted(-2, -2, 2, 2));
    }
    if (static_cast<int>(i) == cursor_ && hasFocus()) {
      p.setPen(QPen(Qt::white, 1.5, Qt::DotLine));
      p.setBrush(Qt::NoBrush);
      const double m = (l.pitch - l.diameter) / 2;
      p.drawRoundedRect(r.adjusted(-m + 1, -m - 3, m - 1, lineH + 4), 4, 4);
    }
    const double cx = r.center().x();
    if (i % every == 0 || i + 1 == n) {
      p.setPen(ink);
      p.drawText(QRectF(cx - l.pitch * every / 2, numbersY, l.pitch * every, lineH), Qt::AlignCenter,
                 QString::number(i + static_cast<std::size_t>(origin)));
    }
    if (showValues && (i % every == 0 || i + 1 == n)) {
      QFont vf = small;
      vf.setBold(position_->heads[i]);
      p.setFont(vf);
      p.setPen(position_->heads[i] ? valueInk : valueInk.darker(150));
      p.drawText(QRectF(cx - l.pitch * every / 2, valuesY, l.pitch * every, lineH), Qt::AlignCenter,
                 QString::number(values_[i]));
      p.setFont(small);
    }
  }

  // text lines: decomposition and sum (hints), then the live check of the selection
  double y = (showValues ? valuesY + lineH : numbersY + lineH) + 0.3 * lineH;
  const QRectF textBox(kMargin, y, width() - 2 * kMargin, lineH);
  QStringList lines;
  if (hints_ && !editing_) {
    std::vector<std::size_t> heads;
    for (std::size_t i = 0; i < n; ++i)
      if (position_->heads[i]) heads.push_back(i);
    if (!heads.empty() && n <= 24 && heads.size() <= 6) {
      QStringList parts;
      for (std::size_t h : heads) parts << QString(QLatin1Char('T')).repeated(static_cast<int>(h)) + QLatin1Char('H');
      lines << faces() + QStringLiteral(" = ") + parts.join(QStringLiteral(" + "));
    }
    QString sum;
    if (hints_->convention == PlayConvention::Normal && showValues) {
      QStringList vals;
      for (std::size_t h : heads) vals << QString::number(values_[h]);
      if (heads.size() > 12) vals = QStringList{vals.mid(0, 6).join(QStringLiteral(" \u2295 ")), QStringLiteral("\u2026")};
      sum = heads.empty() ? tr("no heads: g = 0") : tr("g = %1 = %2").arg(vals.join(QStringLiteral(" \u2295 "))).arg(hints_->total);
    }
    const QString outcome = hints_->outcome == Outcome::P ? tr("P: the player to move loses")
                                                          : tr("N: the player to move wins");
    QString win;
    if (!hints_->winningMoves.empty()) {
      QStringList ms;
      for (std::size_t k = 0; k < hints_->winningMoves.size() && k < 4; ++k)
        if (const auto* cm = std::get_if<CoinMove>(&hints_->winningMoves[k])) ms << QStringLiteral("{") + numberList(cm->coins, origin) + QStringLiteral("}");
      if (hints_->winningMoves.size() > 4) ms << QStringLiteral("\u2026");
      win = tr("winning: turn %1").arg(ms.join(QStringLiteral(" or ")));
    }
    QStringList second;
    if (!sum.isEmpty()) second << sum;
    second << outcome;
    if (!win.isEmpty()) second << win;
    lines << second.join(QStringLiteral(" \u2014 "));
  }
  for (const QString& line : lines) {
    p.setPen(valueInk);
    p.drawText(textBox.translated(0, y - textBox.top()), Qt::AlignHCenter | Qt::AlignVCenter,
               fm.elidedText(line, Qt::ElideRight, textBox.width()));
    y += lineH;
  }
  if (!status_.isEmpty()) {
    QFont bf = small;
    bf.setBold(statusBad_);
    p.setFont(bf);
    p.setPen(statusBad_ ? QColor(0xFF, 0xB0, 0x90) : ink);
    p.drawText(textBox.translated(0, y - textBox.top()), Qt::AlignHCenter | Qt::AlignVCenter,
               QFontMetricsF(bf).elidedText(status_, Qt::ElideRight, textBox.width()));
  } else if (editing_) {
    p.setPen(ink);
    p.drawText(textBox.translated(0, y - textBox.top()), Qt::AlignHCenter | Qt::AlignVCenter,
               tr("Set up: click a coin to turn it over; + and \u2212 change the number of coins."));
  } else if (!interactive_) {
    p.setPen(ink);
    p.drawText(textBox.translated(0, y - textBox.top()), Qt::AlignHCenter | Qt::AlignVCenter, tr("Please wait\u2026"));
  }
}

void CoinRowBoard::toggleCoin(std::size_t coin) {
  if (!position_ || coin >= position_->heads.size()) return;
  if (editing_) {
    CoinRowPosition edited = *position_;
    edited.heads[coin] = !edited.heads[coin];
    setPosition(edited);
    emit positionEdited(ImpartialPosition{edited});
    return;
  }
  if (!interactive_) return;
  if (!selection_.erase(coin)) selection_.insert(coin);
  if (position_->heads[coin]) emit componentSelected(static_cast<int>(coin));
  shown_.clear();
  updateStatus();
  update();
}

void CoinRowBoard::resizeRow(int delta) {
  if (!position_ || !editing_) return;
  CoinRowPosition edited = *position_;
  if (delta < 0 && edited.heads.size() > 1) edited.heads.pop_back();
  else if (delta > 0 && edited.heads.size() < kMaxCoins) edited.heads.push_back(false);
  else return;
  setPosition(edited);
  emit positionEdited(ImpartialPosition{edited});
}

void CoinRowBoard::turnSelection() {
  if (!position_ || editing_ || !interactive_ || selection_.empty()) return;
  emit moveRequested(ImpartialMove{CoinMove{selection()}});
}

void CoinRowBoard::clearSelection() {
  selection_.clear();
  updateStatus();
  update();
}

void CoinRowBoard::mousePressEvent(QMouseEvent* event) {
  setFocus(Qt::MouseFocusReason);
  if (event->button() != Qt::LeftButton) return;
  const int coin = coinAt(event->position());
  if (coin < 0) return;
  cursor_ = coin;
  toggleCoin(static_cast<std::size_t>(coin));
  update();
}

void CoinRowBoard::keyPressEvent(QKeyEvent* event) {
  const int n = position_ ? static_cast<int>(position_->heads.size()) : 0;
  switch (event->key()) {
    case Qt::Key_Left: cursor_ = std::max(0, cursor_ < 0 ? n - 1 : cursor_ - 1); update(); return;
    case Qt::Key_Right: cursor_ = std::min(n - 1, cursor_ + 1); update(); return;
    case Qt::Key_Home: cursor_ = 0; update(); return;
    case Qt::Key_End: cursor_ = n - 1; update(); return;
    case Qt::Key_Space:
      if (cursor_ >= 0 && cursor_ < n) toggleCoin(static_cast<std::size_t>(cursor_));
      return;
    case Qt::Key_Return:
    case Qt::Key_Enter: turnSelection(); return;
    case Qt::Key_Escape: clearSelection(); return;
    case Qt::Key_Plus:
    case Qt::Key_Equal: resizeRow(+1); return;
    case Qt::Key_Minus: resizeRow(-1); return;
    default: break;
  }
  ImpartialBoard::keyPressEvent(event);
}

bool CoinRowBoard::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip && position_) {
    auto* help = static_cast<QHelpEvent*>(event);
    const int coin = coinAt(help->pos());
    if (coin < 0) {
      QToolTip::hideText();
      event->ignore();
      return true;
    }
    const auto c = static_cast<std::size_t>(coin);
    const std::size_t label = c + static_cast<std::size_t>(position_->rule.origin());
    QString text = position_->heads[c] ? tr("Coin %1: heads").arg(label) : tr("Coin %1: tails").arg(label);
    if (hints_ && c < values_.size()) text += QStringLiteral("\n") + tr("g(%1) = %2").arg(label).arg(values_[c]);
    text += QStringLiteral("\n") + (editing_ ? tr("Click to turn it over.") : tr("Click to add it to the move or take it out."));
    QToolTip::showText(help->globalPos(), text, this);
    return true;
  }
  return ImpartialBoard::event(event);
}

ImpartialBoard* createCoinRowBoard(QWidget* parent) { return new CoinRowBoard(parent); }

}  // namespace gamelab::ui
