#include "ui/partizan/expressionfield.h"

#include "core/common/utf8.h"
#include "core/partizan/expression.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <string_view>

namespace gamelab::ui {

namespace {

constexpr std::size_t kCheckNodes = 50'000;  ///< live check budget (a sum form can grow fast)

}  // namespace

ExpressionField::ExpressionField(QWidget* parent) : QWidget(parent), edit_(new QLineEdit), error_(new QLabel) {
  auto* box = new QVBoxLayout(this);
  box->setContentsMargins(0, 0, 0, 0);
  auto* row = new QHBoxLayout;
  row->addWidget(edit_, 1);
  edit_->setObjectName(QStringLiteral("expression"));
  edit_->setToolTip(tr("A game: {L1,L2|R1}, numbers (3/4), *n, ^ (↑), v (↓), +-x (±x), sums and differences; "
                       "{a||b|c} is {a|{b|c}}"));
  QFont mono = edit_->font();
  mono.setFamily(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::Monospace);
  edit_->setFont(mono);
  const struct {
    QString symbol, tip;
  } symbols[] = {{QStringLiteral("↑"), tr("Insert up ↑ = {0|*}")},
                 {QStringLiteral("↓"), tr("Insert down ↓ = {*|0}")},
                 {QStringLiteral("*"), tr("Insert star * = {0|0}")},
                 {QStringLiteral("±"), tr("Insert ±: ±x = {x|−x}")}};
  for (const auto& s : symbols) {
    auto* button = new QToolButton;
    button->setText(s.symbol);
    button->setToolTip(s.tip);
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QToolButton::clicked, this, [this, symbol = s.symbol] { insertSymbol(symbol); });
    palette_.append(button);
    row->addWidget(button);
  }
  box->addLayout(row);
  error_->setObjectName(QStringLiteral("expression-error"));
  error_->setWordWrap(true);
  error_->setTextFormat(Qt::RichText);
  error_->hide();
  box->addWidget(error_);
  connect(edit_, &QLineEdit::textEdited, this, &ExpressionField::onEdited);
}

QToolButton* ExpressionField::paletteButton(const QString& symbol) const {
  for (QToolButton* b : palette_)
    if (b->text() == symbol) return b;
  return nullptr;
}

std::optional<Error> ExpressionField::check(const QString& text) {
  return partizan::checkGameExpression(text.toStdString(), kCheckNodes);
}

void ExpressionField::showExpression(const QString& text) {
  if (edit_->text() == text) {
    last_ = text;
    showProblem(text);
    return;
  }
  if (edit_->hasFocus() && edit_->text() != last_ && problem_) return;  // keep the user's draft
  last_ = text;
  edit_->setText(text);
  showProblem(text);
}

void ExpressionField::onEdited(const QString& text) {
  showProblem(text);
  if (problem_) return;
  last_ = text;
  emit validTextEdited(text);
}

void ExpressionField::showProblem(const QString& text) {
  problem_ = (emptyAllowed_ && text.trimmed().isEmpty()) ? std::nullopt : check(text);
  if (!problem_) {
    error_->hide();
    error_->clear();
    return;
  }
  // The column counts characters as core does (core/common/utf8.h), 1-based; 0 or past the
  // end: at the end.
  const QByteArray utf8 = text.toUtf8();
  const std::string_view bytes(utf8.constData(), static_cast<std::size_t>(utf8.size()));
  const int column = problem_->where.column;
  const std::size_t at = column >= 1 ? utf8OffsetOfColumn(bytes, column) : bytes.size();
  const std::size_t end = utf8CharacterEnd(bytes, at);
  const auto piece = [&](std::size_t from, std::size_t to) {
    return QString::fromUtf8(utf8.constData() + from, static_cast<qsizetype>(to - from)).toHtmlEscaped();
  };
  const QString bad = at < bytes.size() ? piece(at, end) : QStringLiteral("&nbsp;");
  const QString marked =
      QStringLiteral("<code>%1<span style=\"color:%4; text-decoration:underline; background:#ffd8d8\">%2</span>%3</code>")
          .arg(piece(0, at), bad, piece(end, bytes.size()), errorColor().name());
  const QString where = column > 0 ? tr("Column %1: ").arg(column) : QString();
  const bool atEnd = problem_->problem == Problem::CgtUnexpected && (problem_->args.empty() || problem_->args[0].empty());
  const QString reason = atEnd ? tr("The expression ends too soon: something is missing here (a “}”, an option, a "
                                    "number after an operator…).")
                               : errorReasonText(*problem_);
  error_->setText(QStringLiteral("%1<br><span style=\"color:%4\">%2%3</span>")
                      .arg(marked, where.toHtmlEscaped(), reason.toHtmlEscaped(), errorColor().name()));
  error_->show();
}

void ExpressionField::insertSymbol(const QString& symbol) {
  edit_->setFocus();
  edit_->insert(symbol);
  onEdited(edit_->text());
}

}  // namespace gamelab::ui
