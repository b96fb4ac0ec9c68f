#include "ui/coalition/coalitionaltablemodel.h"

#include "ui/coalition/coalitionvaluecommands.h"
#include "ui/common/numberformat.h"

#include <QBrush>
#include <QCoreApplication>
#include <QColor>
#include <QFont>
#include <QRegularExpression>

#include <algorithm>

namespace gamelab::ui {

namespace {
const QColor kBlockingBackground(0xff, 0xcd, 0xd2);
const QColor kBlockingText(0xb7, 0x1c, 0x1c);
const QColor kTightBackground(0xc8, 0xe6, 0xc9);
const QColor kMutedText(0x75, 0x75, 0x75);
}  // namespace

Coalition parsePlayerList(const QString& text, const std::vector<std::string>& names, QString& error) {
  error.clear();
  static const QRegularExpression separators(QStringLiteral("[\\s,;{}()]+"));
  const QStringList tokens = text.split(separators, Qt::SkipEmptyParts);
  const int n = int(names.size());
  const bool oneCharacterNames =
      std::all_of(names.begin(), names.end(), [](const std::string& s) { return QString::fromStdString(s).size() == 1; });
  auto byName = [&](const QString& token) -> int {
    for (int k = 0; k < n; ++k)
      if (QString::fromStdString(names[std::size_t(k)]).compare(token, Qt::CaseInsensitive) == 0) return k;
    bool isNumber = false;
    const int number = token.toInt(&isNumber);
    if (isNumber && number >= 1 && number <= n) return number - 1;
    return -1;
  };
  Coalition result = 0;
  for (const QString& token : tokens) {
    const int k = byName(token);
    if (k >= 0) {
      result |= Coalition(1) << k;
      continue;
    }
    if (oneCharacterNames && token.size() > 1) {
      // "12" or "AB": one player per character.
      Coalition run = 0;
      bool all = true;
      for (const QChar c : token) {
        const int q = byName(QString(c));
        if (q < 0) {
          all = false;
          break;
        }
        run |= Coalition(1) << q;
      }
      if (all) {
        result |= run;
        continue;
      }
    }
    error = QCoreApplication::translate("CoalitionalTableModel",
                                        "\"%1\" is not a player: use the players' names or numbers 1 to %2.")
                .arg(token)
                .arg(n);
    return 0;
  }
  return result;
}

CoalitionalTableModel::CoalitionalTableModel(CoalitionalDocument* doc, QObject* parent)
    : QAbstractTableModel(parent), doc_(doc) {
  rebuild();
  connect(doc_, &CoalitionalDocument::structureAboutToChange, this, [this] { beginResetModel(); });
  connect(doc_, &CoalitionalDocument::structureChanged, this, [this] {
    if (!point_.empty() && int(point_.size()) != doc_->players()) {
      point_.clear();
      pointName_.clear();
    }
    if (mustContain_ & ~doc_->game().grand()) mustContain_ &= doc_->game().grand();
    if (sizeFilter_ > doc_->players()) sizeFilter_ = -1;
    rebuild();
    endResetModel();
    emit rowsRebuilt();
  });
  connect(doc_, &CoalitionalDocument::valuesChanged, this, [this](const std::vector<Coalition>& changed) {
    if (rows_.empty()) return;
    if (changed.empty()) {
      emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ExcessColumn));
      return;
    }
    for (Coalition s : changed) {
      const int row = rowOf(s);
      if (row >= 0) emit dataChanged(index(row, ValueColumn), index(row, ExcessColumn));
    }
  });
  connect(doc_, &CoalitionalDocument::playerNameChanged, this, [this] {
    if (!rows_.empty()) emit dataChanged(index(0, CoalitionColumn), index(rowCount() - 1, CoalitionColumn));
  });
}

void CoalitionalTableModel::rebuild() {
  rows_.clear();
  const CoalitionalGame& game = doc_->game();
  if (!game.hasTable()) return;
  std::vector<Coalition> all = allCoalitions(game.players(), order_);
  if (sizeFilter_ < 0 && mustContain_ == 0) {
    rows_ = std::move(all);
    return;
  }
  for (Coalition s : all)
    if ((sizeFilter_ < 0 || coalitionSize(s) == sizeFilter_) && (s & mustContain_) == mustContain_) rows_.push_back(s);
}

void CoalitionalTableModel::setOrder(CoalitionOrder order) {
  if (order == order_) return;
  beginResetModel();
  order_ = order;
  rebuild();
  endResetModel();
  emit rowsRebuilt();
}

void CoalitionalTableModel::setSizeFilter(int size) {
  if (size > doc_->players() || size < -1) size = -1;
  if (size == sizeFilter_) return;
  beginResetModel();
  sizeFilter_ = size;
  rebuild();
  endResetModel();
  emit rowsRebuilt();
}

QString CoalitionalTableModel::setContainsFilter(const QString& text) {
  QString error;
  const Coalition s = parsePlayerList(text, doc_->game().playerNames(), error);
  if (!error.isEmpty()) return error;
  if (s != mustContain_) {
    beginResetModel();
    mustContain_ = s;
    rebuild();
    endResetModel();
    emit rowsRebuilt();
  }
  return {};
}

int CoalitionalTableModel::rowOf(Coalition s) const {
  if (order_ == CoalitionOrder::Bitmask) {
    auto it = std::lower_bound(rows_.begin(), rows_.end(), s);
    return it != rows_.end() && *it == s ? int(it - rows_.begin()) : -1;
  }
  auto it = std::find(rows_.begin(), rows_.end(), s);
  return it != rows_.end() ? int(it - rows_.begin()) : -1;
}

int CoalitionalTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int CoalitionalTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString CoalitionalTableModel::playerName(int player) const {
  const auto& names = doc_->game().playerNames();
  if (player < 0 || player >= int(names.size())) return {};
  return QString::fromStdString(names[std::size_t(player)]);
}

void CoalitionalTableModel::setPoint(const RationalVector& x, const QString& name) {
  const bool valid = int(x.size()) == doc_->players();
  point_ = valid ? x : RationalVector{};
  pointName_ = valid ? name : QString();
  if (!rows_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
  emit headerDataChanged(Qt::Horizontal, ExcessColumn, ExcessColumn);
}

Rational CoalitionalTableModel::excess(Coalition s) const {
  return doc_->game().value(s) - coalitionTotal(s, point_);
}

std::size_t CoalitionalTableModel::blockingCount() const {
  if (point_.empty() || !doc_->game().hasTable()) return 0;
  std::size_t count = 0;
  const Coalition grand = doc_->game().grand();
  for (Coalition s = 1; s <= grand && s != 0; ++s)
    if (excess(s) > 0) ++count;
  return count;
}

Qt::ItemFlags CoalitionalTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (index.column() == ValueColumn && coalitionAt(index.row()) != 0) f |= Qt::ItemIsEditable;
  return f;
}

QVariant CoalitionalTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
  const Coalition s = coalitionAt(index.row());
  const CoalitionalGame& game = doc_->game();
  const bool hasPoint = !point_.empty() && s != 0;
  auto state = [&]() -> int {
    if (!hasPoint) return NoExcess;
    const int sign = sgn(excess(s));
    return sign > 0 ? Blocking : sign == 0 ? Tight : Slack;
  };
  switch (role) {
    case Qt::DisplayRole:
      switch (index.column()) {
        case CoalitionColumn: return QString::fromStdString(coalitionLabel(s, game.playerNames()));
        case SizeColumn: return coalitionSize(s);
        case ValueColumn: return formatRational(game.value(s));
        case ExcessColumn: {
          if (!hasPoint) return {};
          const Rational e = excess(s);
          const int st = state();
          if (st == Blocking) return tr("%1  blocks").arg(formatRational(e));
          if (st == Tight) return tr("%1  tight").arg(formatRational(e));
          return formatRational(e);
        }
        default: return {};
      }
    case Qt::EditRole:
      if (index.column() == ValueColumn) return formatRational(game.value(s));
      return data(index, Qt::DisplayRole);
    case CoalitionRole:
      return qulonglong(s);
    case ExcessStateRole:
      return state();
    case Qt::TextAlignmentRole:
      return int((index.column() == CoalitionColumn ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    case Qt::BackgroundRole: {
      const int st = state();
      if (st == Blocking) return QBrush(kBlockingBackground);
      if (st == Tight && index.column() == ExcessColumn) return QBrush(kTightBackground);
      return {};
    }
    case Qt::ForegroundRole:
      if (state() == Blocking && index.column() == ExcessColumn) return QBrush(kBlockingText);
      if (index.column() == SizeColumn || s == 0) return QBrush(kMutedText);
      return {};
    case Qt::FontRole:
      if (state() == Blocking && index.column() == ExcessColumn) {
        QFont f;
        f.setBold(true);
        return f;
      }
      return {};
    case Qt::ToolTipRole:
      return toolTip(s, index.column());
    default:
      return {};
  }
}

QString CoalitionalTableModel::toolTip(Coalition s, int column) const {
  const CoalitionalGame& game = doc_->game();
  const QString label = QString::fromStdString(coalitionLabel(s, game.playerNames()));
  if (s == 0) return tr("The empty coalition: v(∅) = 0 always.");
  QStringList members;
  for (int k : gamelab::members(s)) members << playerName(k);
  QStringList lines;
  lines << tr("Coalition %1: %2 (%n player(s)).", nullptr, coalitionSize(s)).arg(label, members.join(QStringLiteral(", ")));
  lines << tr("v(%1) = %2: what these players can get by cooperating, whatever the others do.")
               .arg(label, formatRational(game.value(s)));
  if (!point_.empty()) {
    const Rational total = coalitionTotal(s, point_);
    const Rational e = game.value(s) - total;
    lines << tr("Excess at %1: e(x, %2) = v(%2) − x(%2) = %3 − %4 = %5.")
                 .arg(pointName_, label, formatRational(game.value(s)), formatRational(total), formatRational(e));
    if (e > 0)
      lines << tr("Positive: the members get less than they can earn together, so %1 blocks this point; it is not in the core.")
                   .arg(label);
    else if (e == 0)
      lines << tr("Zero: %1 is tight (it gets exactly its value).").arg(label);
  }
  if (column == ValueColumn) lines << tr("Double-click or type to edit: an exact value such as 3, -2/7 or 0.25.");
  return lines.join(QLatin1Char('\n'));
}

bool CoalitionalTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (role != Qt::EditRole || !index.isValid() || index.column() != ValueColumn) return false;
  const Coalition s = coalitionAt(index.row());
  if (s == 0) return false;
  const QString text = value.toString().trimmed();
  const QString label = QString::fromStdString(coalitionLabel(s, doc_->game().playerNames()));
  auto parsed = parseTypedNumber(text);
  if (!parsed) {
    emit inputRejected(text.isEmpty()
                           ? tr("v(%1) needs a value: enter an integer, a fraction such as -2/7 or a decimal such as "
                                "0.25. It keeps %2.")
                                 .arg(label, formatRational(doc_->game().value(s)))
                           : tr("\"%1\" is not a number: enter an integer, a fraction such as -2/7 or a decimal such "
                                "as 0.25. v(%2) keeps %3.")
                                 .arg(text, label, formatRational(doc_->game().value(s))));
    return false;
  }
  if (*parsed == doc_->game().value(s) && !doc_->game().voting()) return true;
  doc_->undoStack()->push(new SetCoalitionValuesCommand(doc_, {CoalitionValue{s, *parsed}}));
  return true;
}

QVariant CoalitionalTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Vertical) {
    if (role == Qt::DisplayRole) return section + 1;
    return {};
  }
  switch (role) {
    case Qt::DisplayRole:
      switch (section) {
        case CoalitionColumn: return tr("Coalition S");
        case SizeColumn: return tr("|S|");
        case ValueColumn: return tr("v(S)");
        case ExcessColumn: return pointName_.isEmpty() ? tr("Excess e(x,S)") : tr("Excess at %1").arg(pointName_);
        default: return {};
      }
    case Qt::ToolTipRole:
      switch (section) {
        case CoalitionColumn: return tr("The coalition: its members' names run together, or in braces.");
        case SizeColumn: return tr("Number of players in the coalition.");
        case ValueColumn: return tr("The characteristic function: exact, editable.");
        case ExcessColumn:
          return tr("e(x, S) = v(S) − Σ_{i∈S} x_i at the point chosen in the analysis (Shapley value, nucleolus, a core "
                    "vertex, ...). Red: positive, S blocks x. Green: zero, S is tight.");
        default: return {};
      }
    default:
      return {};
  }
}

}  // namespace gamelab::ui
