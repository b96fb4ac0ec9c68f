#include "ui/matrix/matrixdocument.h"

#include "core/io/documentkind.h"
#include "core/matrix/matrixgamejson.h"
#include "core/strategic/nfg.h"
#include "ui/matrix/matrixeditor.h"
#include "ui/parameters/parameterstate.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>

namespace gamelab::ui {

void normaliseLabels(MatrixGame& game) {
  game.rowLabels.resize(game.rows);
  game.colLabels.resize(game.cols);
}

namespace {

/// The flat row-major payoffs of a rows x cols matrix, edited line by line; one template for
/// the values and for the expressions that travel with them.
template <class T>
std::vector<T> flatLine(const std::vector<T>& flat, std::size_t rows, std::size_t cols, Side side, std::size_t index) {
  std::vector<T> out;
  if (side == Side::Row) return std::vector<T>(flat.begin() + std::ptrdiff_t(index * cols), flat.begin() + std::ptrdiff_t((index + 1) * cols));
  for (std::size_t i = 0; i < rows; ++i) out.push_back(flat[i * cols + index]);
  return out;
}

/// Inserts `lines` (short ones padded with T{}) so the first becomes line `at`.
template <class T>
void insertFlat(std::vector<T>& flat, std::size_t rows, std::size_t cols, Side side, std::size_t at,
                const std::vector<const std::vector<T>*>& lines) {
  const std::size_t k = lines.size();
  auto entry = [](const std::vector<T>* l, std::size_t i) { return i < l->size() ? (*l)[i] : T{}; };
  if (side == Side::Row) {
    std::vector<T> block;
    block.reserve(k * cols);
    for (const auto* l : lines)
      for (std::size_t j = 0; j < cols; ++j) block.push_back(entry(l, j));
    flat.insert(flat.begin() + std::ptrdiff_t(at * cols), block.begin(), block.end());
  } else {
    std::vector<T> out;
    out.reserve(rows * (cols + k));
    for (std::size_t i = 0; i < rows; ++i) {
      for (std::size_t j = 0; j < at; ++j) out.push_back(std::move(flat[i * cols + j]));
      for (const auto* l : lines) out.push_back(entry(l, i));
      for (std::size_t j = at; j < cols; ++j) out.push_back(std::move(flat[i * cols + j]));
    }
    flat = std::move(out);
  }
}

template <class T>
void removeFlat(std::vector<T>& flat, std::size_t rows, std::size_t cols, Side side, std::size_t at, std::size_t count) {
  if (side == Side::Row) {
    flat.erase(flat.begin() + std::ptrdiff_t(at * cols), flat.begin() + std::ptrdiff_t((at + count) * cols));
  } else {
    std::vector<T> out;
    out.reserve(rows * (cols - count));
    for (std::size_t i = 0; i < rows; ++i)
      for (std::size_t j = 0; j < cols; ++j)
        if (j < at || j >= at + count) out.push_back(std::move(flat[i * cols + j]));
    flat = std::move(out);
  }
}

/// Moves the block [from, from+1) (in units of `stride`) to position `to`.
template <class It>
void rotateBlock(It first, std::size_t stride, std::size_t from, std::size_t to) {
  if (from < to)
    std::rotate(first + std::ptrdiff_t(from * stride), first + std::ptrdiff_t((from + 1) * stride),
                first + std::ptrdiff_t((to + 1) * stride));
  else
    std::rotate(first + std::ptrdiff_t(to * stride), first + std::ptrdiff_t(from * stride),
                first + std::ptrdiff_t((from + 1) * stride));
}

template <class T>
void moveFlat(std::vector<T>& flat, std::size_t rows, std::size_t cols, Side side, std::size_t from, std::size_t to) {
  if (side == Side::Row) rotateBlock(flat.begin(), cols, from, to);
  else
    for (std::size_t i = 0; i < rows; ++i) rotateBlock(flat.begin() + std::ptrdiff_t(i * cols), 1, from, to);
}

}  // namespace

MatrixDocument::MatrixDocument(MatrixGame game, QObject* parent) : GameDocument(parent), game_(std::move(game)) {
  normaliseLabels(game_);
  param_.expressions.assign(game_.payoffs.size(), {});
}

GamelabFile MatrixDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kZeroSum;
  file.title = title().toStdString();
  file.game = toJson(game_);
  storeExpressions(file.game, param_);
  file.parameters = parametersToJson(param_.parameters);
  return file;
}

QString MatrixDocument::payoffPlace(std::size_t index) const {
  if (game_.cols == 0) return {};
  const std::size_t i = index / game_.cols, j = index % game_.cols;
  return tr("cell (%1, %2)").arg(QString::fromStdString(game_.rowLabel(i)), QString::fromStdString(game_.colLabel(j)));
}

void MatrixDocument::replaceParameterState(const ParameterState& state) {
  param_ = state;
  param_.expressions.resize(game_.payoffs.size());
  auto values = evaluateExpressions(param_, [this](std::size_t i) { return payoffPlace(i); });
  if (values)
    for (auto& [index, value] : *values) game_.payoffs[index] = value;
  if (!game_.empty()) emit cellsChanged(QRect(0, 0, int(game_.cols), int(game_.rows)));
  emit parametersChanged();
  emit changed();
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
  nlohmann::json values = file.game;
  auto state = loadParameterState(values, file.parameters, documentkind::kZeroSum);
  if (!state) return state.error();
  auto game = matrixGameFromJson(values);
  if (!game) return game.error();
  auto doc = std::make_unique<MatrixDocument>(std::move(game.value()));
  state->expressions.resize(doc->game_.payoffs.size());
  doc->param_ = std::move(*state);
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
    param_.expressions[c.row * game_.cols + c.col] = c.expression;
    top = std::min(top, c.row);
    bottom = std::max(bottom, c.row);
    left = std::min(left, c.col);
    right = std::max(right, c.col);
  }
  emit cellsChanged(QRect(QPoint(int(left), int(top)), QPoint(int(right), int(bottom))));
  emit parametersChanged();
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
  l.label = side == Side::Row ? game_.rowLabels.at(index) : game_.colLabels.at(index);
  l.payoffs = flatLine(game_.payoffs, game_.rows, game_.cols, side, index);
  l.expressions = flatLine(param_.expressions, game_.rows, game_.cols, side, index);
  if (std::all_of(l.expressions.begin(), l.expressions.end(), [](const std::string& e) { return e.empty(); }))
    l.expressions.clear();
  return l;
}

void MatrixDocument::insertLines(Side side, std::size_t at, const std::vector<MatrixLine>& lines) {
  if (lines.empty()) return;
  emit structureAboutToChange();
  const std::size_t k = lines.size();
  std::vector<const RationalVector*> values;
  std::vector<const std::vector<std::string>*> expressions;
  std::vector<std::string> labels;
  for (const auto& l : lines) {
    values.push_back(&l.payoffs);
    expressions.push_back(&l.expressions);
    labels.push_back(l.label);
  }
  insertFlat(game_.payoffs, game_.rows, game_.cols, side, at, values);
  insertFlat(param_.expressions, game_.rows, game_.cols, side, at, expressions);
  auto& names = side == Side::Row ? game_.rowLabels : game_.colLabels;
  names.insert(names.begin() + std::ptrdiff_t(at), labels.begin(), labels.end());
  (side == Side::Row ? game_.rows : game_.cols) += k;
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

std::vector<MatrixLine> MatrixDocument::removeLines(Side side, std::size_t at, std::size_t count) {
  std::vector<MatrixLine> removed;
  if (count == 0) return removed;
  for (std::size_t k = 0; k < count; ++k) removed.push_back(line(side, at + k));
  emit structureAboutToChange();
  removeFlat(game_.payoffs, game_.rows, game_.cols, side, at, count);
  removeFlat(param_.expressions, game_.rows, game_.cols, side, at, count);
  auto& names = side == Side::Row ? game_.rowLabels : game_.colLabels;
  names.erase(names.begin() + std::ptrdiff_t(at), names.begin() + std::ptrdiff_t(at + count));
  (side == Side::Row ? game_.rows : game_.cols) -= count;
  emit structureChanged();
  emit parametersChanged();
  emit changed();
  return removed;
}

void MatrixDocument::moveLine(Side side, std::size_t from, std::size_t to) {
  if (from == to) return;
  emit structureAboutToChange();
  moveFlat(game_.payoffs, game_.rows, game_.cols, side, from, to);
  moveFlat(param_.expressions, game_.rows, game_.cols, side, from, to);
  rotateBlock((side == Side::Row ? game_.rowLabels : game_.colLabels).begin(), 1, from, to);
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

void MatrixDocument::replaceGame(MatrixGame game) {
  normaliseLabels(game);
  emit structureAboutToChange();
  game_ = std::move(game);
  param_.expressions.assign(game_.payoffs.size(), {});
  emit structureChanged();
  emit parametersChanged();
  emit changed();
}

void MatrixDocument::addConstant(const Rational& c) {
  for (auto& v : game_.payoffs) v += c;
  for (auto& e : param_.expressions)
    if (!e.empty()) e = expressionPlus(e, c);
  if (!game_.empty())
    emit cellsChanged(QRect(0, 0, int(game_.cols), int(game_.rows)));  // width x height
  emit parametersChanged();
  emit changed();
}

}  // namespace gamelab::ui
