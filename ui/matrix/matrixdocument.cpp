#include "ui/matrix/matrixdocument.h"

#include "core/io/documentkind.h"
#include "core/matrix/matrixgamejson.h"
#include "core/strategic/nfg.h"
#include "ui/matrix/matrixeditor.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>

namespace gamelab::ui {

void normaliseLabels(MatrixGame& game) {
  game.rowLabels.resize(game.rows);
  game.colLabels.resize(game.cols);
}

MatrixDocument::MatrixDocument(MatrixGame game, QObject* parent) : GameDocument(parent), game_(std::move(game)) {
  normaliseLabels(game_);
}

GamelabFile MatrixDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kZeroSum;
  file.title = title().toStdString();
  file.game = toJson(game_);
  return file;
}

QWidget* MatrixDocument::createEditor(QWidget* parent) { return new MatrixEditor(this, parent); }

QList<ExportFormat> MatrixDocument::exportFormats() const {
  return {ExportFormat{QStringLiteral("nfg"), tr("Gambit strategic form (*.nfg)"), QStringLiteral("nfg")},
          ExportFormat{QStringLiteral("csv"), tr("Comma-separated values (*.csv)"), QStringLiteral("csv")}};
}

Expected<bool> MatrixDocument::exportTo(const QString& formatId, const QString& path) const {
  std::string text;
  if (formatId == QLatin1String("nfg")) {
    text = writeNfg(toNfgGame(game_, title().toStdString()));
  } else if (formatId == QLatin1String("csv")) {
    text = toCsv();
  } else {
    return makeError(ErrorCode::UnsupportedFormat, {formatId.toStdString()});
  }
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size()) ||
      !file.commit())
    return makeError(ErrorCode::FileUnwritable, {path.toStdString()});
  return true;
}

Expected<DocumentPtr> MatrixDocument::fromGamelabFile(const GamelabFile& file) {
  auto game = matrixGameFromJson(file.game);
  if (!game) return game.error();
  auto doc = std::make_unique<MatrixDocument>(std::move(game.value()));
  doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

namespace {
std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}
}  // namespace

std::string MatrixDocument::toCsv() const {
  std::string out;
  for (std::size_t j = 0; j < game_.cols; ++j) {
    out.push_back(',');
    out.append(csvField(game_.colLabel(j)));
  }
  out += "\n";
  for (std::size_t i = 0; i < game_.rows; ++i) {
    out += csvField(game_.rowLabel(i));
    for (std::size_t j = 0; j < game_.cols; ++j) {
      out.push_back(',');
      out.append(toString(game_.at(i, j)));
    }
    out += "\n";
  }
  return out;
}

void MatrixDocument::setCells(const std::vector<MatrixCell>& cells) {
  if (cells.empty()) return;
  std::size_t top = cells.front().row, bottom = top, left = cells.front().col, right = left;
  for (const auto& c : cells) {
    game_.at(c.row, c.col) = c.value;
    top = std::min(top, c.row);
    bottom = std::max(bottom, c.row);
    left = std::min(left, c.col);
    right = std::max(right, c.col);
  }
  emit cellsChanged(QRect(QPoint(int(left), int(top)), QPoint(int(right), int(bottom))));
  emit changed();
}

void MatrixDocument::setLabel(Side side, std::size_t index, const std::string& label) {
  auto& labels = side == Side::Row ? game_.rowLabels : game_.colLabels;
  labels.at(index) = label;
  emit labelsChanged(side == Side::Row ? Qt::Vertical : Qt::Horizontal, int(index), int(index));
  emit changed();
}

MatrixLine MatrixDocument::line(Side side, std::size_t index) const {
  MatrixLine l;
  if (side == Side::Row) {
    l.label = game_.rowLabels.at(index);
    l.payoffs.assign(game_.payoffs.begin() + std::ptrdiff_t(index * game_.cols),
                     game_.payoffs.begin() + std::ptrdiff_t((index + 1) * game_.cols));
  } else {
    l.label = game_.colLabels.at(index);
    l.payoffs.reserve(game_.rows);
    for (std::size_t i = 0; i < game_.rows; ++i) l.payoffs.push_back(game_.at(i, index));
  }
  return l;
}

void MatrixDocument::insertLines(Side side, std::size_t at, const std::vector<MatrixLine>& lines) {
  if (lines.empty()) return;
  emit structureAboutToChange();
  const std::size_t k = lines.size();
  if (side == Side::Row) {
    RationalVector block;
    block.reserve(k * game_.cols);
    for (const auto& l : lines) {
      for (std::size_t j = 0; j < game_.cols; ++j) block.push_back(j < l.payoffs.size() ? l.payoffs[j] : Rational(0));
    }
    game_.payoffs.insert(game_.payoffs.begin() + std::ptrdiff_t(at * game_.cols), block.begin(), block.end());
    std::vector<std::string> labels;
    for (const auto& l : lines) labels.push_back(l.label);
    game_.rowLabels.insert(game_.rowLabels.begin() + std::ptrdiff_t(at), labels.begin(), labels.end());
    game_.rows += k;
  } else {
    const std::size_t newCols = game_.cols + k;
    RationalVector payoffs;
    payoffs.reserve(game_.rows * newCols);
    for (std::size_t i = 0; i < game_.rows; ++i) {
      for (std::size_t j = 0; j < at; ++j) payoffs.push_back(std::move(game_.at(i, j)));
      for (const auto& l : lines) payoffs.push_back(i < l.payoffs.size() ? l.payoffs[i] : Rational(0));
      for (std::size_t j = at; j < game_.cols; ++j) payoffs.push_back(std::move(game_.at(i, j)));
    }
    game_.payoffs = std::move(payoffs);
    std::vector<std::string> labels;
    for (const auto& l : lines) labels.push_back(l.label);
    game_.colLabels.insert(game_.colLabels.begin() + std::ptrdiff_t(at), labels.begin(), labels.end());
    game_.cols = newCols;
  }
  emit structureChanged();
  emit changed();
}

std::vector<MatrixLine> MatrixDocument::removeLines(Side side, std::size_t at, std::size_t count) {
  std::vector<MatrixLine> removed;
  if (count == 0) return removed;
  for (std::size_t k = 0; k < count; ++k) removed.push_back(line(side, at + k));
  emit structureAboutToChange();
  if (side == Side::Row) {
    game_.payoffs.erase(game_.payoffs.begin() + std::ptrdiff_t(at * game_.cols),
                        game_.payoffs.begin() + std::ptrdiff_t((at + count) * game_.cols));
    game_.rowLabels.erase(game_.rowLabels.begin() + std::ptrdiff_t(at),
                          game_.rowLabels.begin() + std::ptrdiff_t(at + count));
    game_.rows -= count;
  } else {
    const std::size_t newCols = game_.cols - count;
    RationalVector payoffs;
    payoffs.reserve(game_.rows * newCols);
    for (std::size_t i = 0; i < game_.rows; ++i)
      for (std::size_t j = 0; j < game_.cols; ++j)
        if (j < at || j >= at + count) payoffs.push_back(std::move(game_.at(i, j)));
    game_.payoffs = std::move(payoffs);
    game_.colLabels.erase(game_.colLabels.begin() + std::ptrdiff_t(at),
                          game_.colLabels.begin() + std::ptrdiff_t(at + count));
    game_.cols = newCols;
  }
  emit structureChanged();
  emit changed();
  return removed;
}

void MatrixDocument::moveLine(Side side, std::size_t from, std::size_t to) {
  if (from == to) return;
  emit structureAboutToChange();
  auto rotate = [from, to](auto first, std::size_t stride) {
    // Moves the block [from, from+1) (in units of `stride`) to position `to`.
    if (from < to)
      std::rotate(first + std::ptrdiff_t(from * stride), first + std::ptrdiff_t((from + 1) * stride),
                  first + std::ptrdiff_t((to + 1) * stride));
    else
      std::rotate(first + std::ptrdiff_t(to * stride), first + std::ptrdiff_t(from * stride),
                  first + std::ptrdiff_t((from + 1) * stride));
  };
  if (side == Side::Row) {
    rotate(game_.payoffs.begin(), game_.cols);
    rotate(game_.rowLabels.begin(), 1);
  } else {
    for (std::size_t i = 0; i < game_.rows; ++i) rotate(game_.payoffs.begin() + std::ptrdiff_t(i * game_.cols), 1);
    rotate(game_.colLabels.begin(), 1);
  }
  emit structureChanged();
  emit changed();
}

void MatrixDocument::replaceGame(MatrixGame game) {
  normaliseLabels(game);
  emit structureAboutToChange();
  game_ = std::move(game);
  emit structureChanged();
  emit changed();
}

void MatrixDocument::addConstant(const Rational& c) {
  for (auto& v : game_.payoffs) v += c;
  if (!game_.empty())
    emit cellsChanged(QRect(0, 0, int(game_.cols), int(game_.rows)));  // width x height
  emit changed();
}

}  // namespace gamelab::ui
