// The per-component editors of PartizanEditor (partizaneditor.h): one page per ruleset in a
// stack, shown for the selected component; each emits edits that become one undo step.
#include "core/partizan/partizanjson.h"
#include "ui/partizan/cakepieces.h"
#include "ui/partizan/domineeringboard.h"
#include "ui/partizan/expressionfield.h"
#include "ui/partizan/hackenbushcanvas.h"
#include "ui/partizan/partizancolors.h"
#include "ui/partizan/partizandocument.h"
#include "ui/partizan/partizaneditor.h"
#include "ui/partizan/toadsstrip.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

using partizan::Ruleset;

namespace {

/// Page order in the stack: the rulesets in enum order, then "no component".
int pageOf(Ruleset ruleset) { return int(ruleset); }
constexpr int kNoComponentPage = 5;

QWidget* page(QLayout* layout) {
  auto* w = new QWidget;
  w->setLayout(layout);
  layout->setContentsMargins(0, 4, 0, 0);
  return w;
}

}  // namespace

void PartizanEditor::buildComponentEditors() {
  // Expression.
  auto* expr = new QVBoxLayout;
  expr->addWidget(new QLabel(tr("Expression (live errors point at the column):")));
  expr->addWidget(expression_);
  expr->addStretch(1);
  stack_->addWidget(page(expr));
  connect(expression_, &ExpressionField::validTextEdited, this, [this](const QString& text) {
    editComponent(current_, text, tr("Edit the expression"), typingSerial_);
  });
  connect(expression_->lineEdit(), &QLineEdit::editingFinished, this, [this] { ++typingSerial_; });

  // Domineering.
  domineering_ = new DomineeringBoard;
  rows_ = new QSpinBox;
  columns_ = new QSpinBox;
  auto* dom = new QVBoxLayout;
  auto* sizeRow = new QHBoxLayout;
  for (auto [box, label, tip] : {std::tuple{rows_, tr("Rows:"), tr("Rows of the board")},
                                 std::tuple{columns_, tr("Columns:"), tr("Columns of the board")}}) {
    box->setRange(1, partizan::kMaxBoardSide);
    box->setKeyboardTracking(false);
    box->setToolTip(tip);
    sizeRow->addWidget(new QLabel(label));
    sizeRow->addWidget(box);
    connect(box, &QSpinBox::valueChanged, this, [this] {
      const QString text = DomineeringBoard::resized(domineering_->position(), rows_->value(), columns_->value());
      editComponent(current_, text, tr("Resize the board to %1×%2").arg(rows_->value()).arg(columns_->value()));
    });
  }
  sizeRow->addStretch(1);
  dom->addLayout(sizeRow);
  dom->addWidget(domineering_, 1);
  stack_->addWidget(page(dom));
  connect(domineering_, &DomineeringBoard::edited, this,
          [this](const QString& text, const QString& undoText) { editComponent(current_, text, undoText); });

  // Hackenbush.
  hackenbush_ = new HackenbushCanvas;
  auto* hack = new QVBoxLayout;
  auto* colours = new QHBoxLayout;
  colours->addWidget(new QLabel(tr("Colour:")));
  for (auto [c, text, tip, color] :
       {std::tuple{'L', tr("Blue"), tr("Blue edges are Left's (key B)"), partizancolors::left()},
        std::tuple{'R', tr("Red"), tr("Red edges are Right's (key R)"), partizancolors::right()},
        std::tuple{'G', tr("Green"), tr("Green edges are either player's (key G)"), partizancolors::green()}}) {
    auto* b = new QToolButton;
    b->setText(text);
    b->setToolTip(tip);
    b->setCheckable(true);
    b->setChecked(c == hackenbush_->colour());
    b->setStyleSheet(QStringLiteral("QToolButton { color: %1; font-weight: bold; }").arg(color.name()));
    b->setProperty("colour", QChar(QLatin1Char(c)));
    connect(b, &QToolButton::clicked, this, [this, c = c] { hackenbush_->setColour(c); });
    colourButtons_.append(b);
    colours->addWidget(b);
  }
  colours->addStretch(1);
  connect(hackenbush_, &HackenbushCanvas::colourChanged, this, [this](char c) {
    for (QToolButton* b : colourButtons_) b->setChecked(b->property("colour").toChar() == QLatin1Char(c));
  });
  hack->addLayout(colours);
  hack->addWidget(hackenbush_, 1);
  stack_->addWidget(page(hack));
  connect(hackenbush_, &HackenbushCanvas::edited, this,
          [this](const QString& text, const HackenbushCanvas::Layout& layout, const QString& undoText) {
            editComponent(current_, text, undoText, -1, &layout);
          });

  // Toads and Frogs.
  toads_ = new ToadsStrip;
  length_ = new QSpinBox;
  length_->setRange(1, partizan::kMaxStripLength);
  length_->setKeyboardTracking(false);
  length_->setToolTip(tr("Cells in the strip"));
  auto* strip = new QVBoxLayout;
  auto* lengthRow = new QHBoxLayout;
  lengthRow->addWidget(new QLabel(tr("Length:")));
  lengthRow->addWidget(length_);
  lengthRow->addStretch(1);
  strip->addLayout(lengthRow);
  strip->addWidget(toads_);
  strip->addStretch(1);
  stack_->addWidget(page(strip));
  connect(length_, &QSpinBox::valueChanged, this, [this](int n) {
    editComponent(current_, ToadsStrip::resized(toads_->position(), n), tr("Strip of %1 cells").arg(n));
  });
  connect(toads_, &ToadsStrip::edited, this,
          [this](const QString& text, const QString& undoText) { editComponent(current_, text, undoText); });

  // Cutcake.
  cake_ = new CakePieces;
  auto* cake = new QVBoxLayout;
  cake->addWidget(new QLabel(tr("Pieces (Left cuts vertically, Right horizontally):")));
  cake->addWidget(cake_, 1);
  stack_->addWidget(page(cake));
  connect(cake_, &CakePieces::edited, this,
          [this](const QString& text, const QString& undoText) { editComponent(current_, text, undoText); });

  auto* none = new QVBoxLayout;
  auto* hint = new QLabel(tr("No component selected. Add one: an expression or a board."));
  hint->setWordWrap(true);
  none->addWidget(hint);
  none->addStretch(1);
  stack_->addWidget(page(none));
}

void PartizanEditor::showCurrentEditor() {
  const auto& components = doc_->state().components;
  if (current_ < 0 || current_ >= int(components.size())) {
    stack_->setCurrentIndex(kNoComponentPage);
    return;
  }
  const partizan::PartizanComponent& c = components[std::size_t(current_)];
  const QString text = QString::fromStdString(c.position.text);
  stack_->setCurrentIndex(pageOf(c.position.ruleset));
  switch (c.position.ruleset) {
    case Ruleset::Expression: expression_->showExpression(text); break;
    case Ruleset::Domineering: {
      domineering_->setPosition(text);
      const QSignalBlocker a(rows_), b(columns_);
      rows_->setValue(domineering_->rows());
      columns_->setValue(domineering_->columns());
      break;
    }
    case Ruleset::Hackenbush: hackenbush_->setPicture(text, c.layout); break;
    case Ruleset::ToadsAndFrogs: {
      toads_->setPosition(text);
      const QSignalBlocker block(length_);
      length_->setValue(int(text.size()));
      break;
    }
    case Ruleset::Cutcake: cake_->setPosition(text); break;
  }
}

}  // namespace gamelab::ui
