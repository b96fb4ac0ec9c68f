#include "ui/partizan/partizaneditor.h"

#include "core/partizan/gamereport.h"
#include "core/partizan/sumanalysis.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/partizan/expressionfield.h"
#include "ui/partizan/partizandocument.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

using partizan::PartizanComponent;
using partizan::PartizanSession;
using partizan::Position;
using partizan::Ruleset;

namespace {

constexpr int kCompareMergeBase = 1 << 20;  ///< merge keys of the compare field's typing runs
constexpr int kListValueChars = 40, kSumChars = 90;  ///< longer values are elided (full in the tooltip)

QString elided(const QString& text, int chars) { return text.size() <= chars ? text : text.left(chars - 1) + QChar(0x2026); }

QString defaultPosition(Ruleset ruleset) {
  switch (ruleset) {
    case Ruleset::Expression: return QStringLiteral("*");
    case Ruleset::Domineering: return QStringLiteral(".../.../...");
    case Ruleset::Hackenbush: return QStringLiteral("0-1:L");
    case Ruleset::ToadsAndFrogs: return QStringLiteral("T..F");
    case Ruleset::Cutcake: return QStringLiteral("2x2");
  }
  return {};
}

}  // namespace

QString PartizanEditor::rulesetTitle(Ruleset ruleset) {
  switch (ruleset) {
    case Ruleset::Expression: return tr("Expression");
    case Ruleset::Domineering: return tr("Domineering");
    case Ruleset::Hackenbush: return tr("Hackenbush");
    case Ruleset::ToadsAndFrogs: return tr("Toads and Frogs");
    case Ruleset::Cutcake: return tr("Cutcake");
  }
  return {};
}

PartizanEditor::PartizanEditor(PartizanDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), list_(new QListWidget), sum_(new QLabel), status_(new QLabel),
      stack_(new QStackedWidget), expression_(new ExpressionField), compare_(new ExpressionField),
      tabs_(new QTabWidget), runner_(new SolverRunner(this)), progress_(new ProgressPanel(runner_, this)) {
  auto* form = new QWidget;
  buildForm(form);
  tabs_->setDocumentMode(true);
  if (const auto& factory = PartizanDocument::pagesFactory()) factory(doc_, tabs_);
  if (tabs_->count() == 0) {
    auto* none = new QLabel(tr("The analysis of the sum (game tree, comparison, thermograph, play) appears here."));
    none->setWordWrap(true);
    none->setAlignment(Qt::AlignCenter);
    tabs_->addTab(none, tr("Analysis"));
  }
  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(form);
  split->addWidget(tabs_);
  split->setStretchFactor(1, 1);
  split->setChildrenCollapsible(false);
  split->setSizes({420, 700});  // the analysis pages get the larger share
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(split);
  connect(doc_, &PartizanDocument::stateChanged, this, &PartizanEditor::onSessionChanged);
  if (!doc_->state().components.empty()) current_ = 0;
  onSessionChanged();
}

PartizanEditor::~PartizanEditor() { runner_->cancel(); }

void PartizanEditor::buildForm(QWidget* form) {
  auto* box = new QVBoxLayout(form);
  auto* title = new QLabel(tr("<b>Components</b> — the game is their sum"));
  box->addWidget(title);
  list_->setObjectName(QStringLiteral("components"));
  list_->setToolTip(tr("The components of the sum and their canonical values; select one to edit it"));
  list_->setMinimumWidth(320);
  list_->setMaximumHeight(170);
  box->addWidget(list_);
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row < 0 || row == current_) return;
    current_ = row;
    ++typingSerial_;
    showCurrentEditor();
    emit currentComponentChanged(row);
  });
  auto* row = new QHBoxLayout;
  const auto makeButton = [&](const QString& name, const QString& text, const QString& tip) {
    auto* b = new QToolButton;
    b->setObjectName(name);
    b->setText(text);
    b->setToolTip(tip);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    buttons_.append(b);
    row->addWidget(b);
    return b;
  };
  QToolButton* add = makeButton(QStringLiteral("add"), tr("Add"), tr("Add a component: an expression or a board"));
  auto* menu = new QMenu(add);
  for (Ruleset r : {Ruleset::Expression, Ruleset::Domineering, Ruleset::Hackenbush, Ruleset::ToadsAndFrogs,
                    Ruleset::Cutcake})
    menu->addAction(rulesetTitle(r), this, [this, r] { addComponent(r); });
  add->setMenu(menu);
  add->setPopupMode(QToolButton::InstantPopup);
  connect(makeButton(QStringLiteral("remove"), tr("Remove"), tr("Remove the selected component")),
          &QToolButton::clicked, this, [this] {
            PartizanSession s = doc_->state();
            if (current_ < 0 || current_ >= int(s.components.size())) return;
            s.components.erase(s.components.begin() + current_);
            current_ = std::min(current_, int(s.components.size()) - 1);
            doc_->edit(std::move(s), tr("Remove a component"));
          });
  connect(makeButton(QStringLiteral("up"), tr("Up"), tr("Move the selected component up")), &QToolButton::clicked,
          this, [this] { moveComponent(-1); });
  connect(makeButton(QStringLiteral("down"), tr("Down"), tr("Move the selected component down")),
          &QToolButton::clicked, this, [this] { moveComponent(1); });
  connect(makeButton(QStringLiteral("duplicate"), tr("Duplicate"), tr("Add a copy of the selected component")),
          &QToolButton::clicked, this, [this] {
            PartizanSession s = doc_->state();
            if (current_ < 0 || current_ >= int(s.components.size()) || s.components.size() >= partizan::kMaxComponents)
              return;
            s.components.insert(s.components.begin() + current_ + 1, s.components[std::size_t(current_)]);
            ++current_;
            doc_->edit(std::move(s), tr("Duplicate a component"));
          });
  row->addStretch(1);
  box->addLayout(row);
  sum_->setObjectName(QStringLiteral("sum"));
  sum_->setWordWrap(true);
  sum_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  box->addWidget(sum_);
  buildComponentEditors();
  box->addWidget(stack_, 1);
  auto* compareTitle = new QLabel(tr("Compare with H:"));
  compareTitle->setToolTip(tr("A game H to compare the sum G with (G − H decides); empty for none"));
  box->addWidget(compareTitle);
  compare_->setObjectName(QStringLiteral("compare"));
  compare_->setEmptyAllowed(true);
  compare_->lineEdit()->setPlaceholderText(tr("an expression, e.g. ^*"));
  box->addWidget(compare_);
  connect(compare_, &ExpressionField::validTextEdited, this, [this](const QString& text) {
    PartizanSession s = doc_->state();
    s.compare = text.trimmed().toStdString();
    doc_->edit(std::move(s), tr("Compare with %1").arg(text.trimmed()), kCompareMergeBase + typingSerial_);
  });
  connect(compare_->lineEdit(), &QLineEdit::editingFinished, this, [this] { ++typingSerial_; });
  status_->setWordWrap(true);
  box->addWidget(status_);
  box->addWidget(progress_);
}

QToolButton* PartizanEditor::button(const QString& name) const {
  for (QToolButton* b : buttons_)
    if (b->objectName() == name) return b;
  return nullptr;
}

void PartizanEditor::selectComponent(int index) { list_->setCurrentRow(index); }

void PartizanEditor::addComponent(Ruleset ruleset) {
  PartizanSession s = doc_->state();
  if (s.components.size() >= partizan::kMaxComponents) {
    showStatusText(status_, tr("At most %1 components.").arg(partizan::kMaxComponents), true);
    return;
  }
  s.components.push_back({Position{ruleset, defaultPosition(ruleset).toStdString()}, {}});
  current_ = int(s.components.size()) - 1;
  doc_->edit(std::move(s), tr("Add a %1 component").arg(rulesetTitle(ruleset)));
}

void PartizanEditor::moveComponent(int delta) {
  PartizanSession s = doc_->state();
  const int to = current_ + delta;
  if (current_ < 0 || to < 0 || to >= int(s.components.size())) return;
  std::swap(s.components[std::size_t(current_)], s.components[std::size_t(to)]);
  current_ = to;
  doc_->edit(std::move(s), delta < 0 ? tr("Move a component up") : tr("Move a component down"));
}

void PartizanEditor::editComponent(int index, const QString& text, const QString& undoText, int mergeKey,
                                   const std::vector<std::array<double, 2>>* layout) {
  PartizanSession s = doc_->state();
  if (index < 0 || index >= int(s.components.size())) return;
  PartizanComponent& c = s.components[std::size_t(index)];
  c.position.text = text.toStdString();
  if (layout) c.layout = *layout;
  doc_->edit(std::move(s), undoText, mergeKey);
}

QString PartizanEditor::componentLabel(int index) const {
  const PartizanComponent& c = doc_->state().components[std::size_t(index)];
  QString text = QString::fromStdString(c.position.text);
  if (c.position.ruleset == Ruleset::Hackenbush)
    text = tr("(edges: %1)").arg(text.isEmpty() ? 0 : text.count(QLatin1Char(',')) + 1);
  if (text.size() > 40) text = text.left(37) + QStringLiteral("…");
  return QStringLiteral("%1. %2  %3").arg(index + 1).arg(rulesetTitle(c.position.ruleset), text);
}

QString PartizanEditor::valueText(int index) const {
  if (!values_ || index < 0 || index >= int(values_->components.size())) return {};
  return values_->components[std::size_t(index)];
}

QString PartizanEditor::sumText() const { return values_ ? values_->sum : QString(); }

void PartizanEditor::onSessionChanged() {
  const PartizanSession& s = doc_->state();
  if (current_ >= int(s.components.size())) current_ = int(s.components.size()) - 1;
  if (current_ < 0 && !s.components.empty()) current_ = 0;
  values_.reset();
  showComponentList();
  showCurrentEditor();
  compare_->showExpression(QString::fromStdString(s.compare));
  startValues();
}

void PartizanEditor::showComponentList() {
  const QSignalBlocker block(list_);
  const int n = int(doc_->state().components.size());
  while (list_->count() > n) delete list_->takeItem(list_->count() - 1);
  while (list_->count() < n) list_->addItem(QString());
  for (int i = 0; i < n; ++i) {
    const QString value = valueText(i);
    QListWidgetItem* item = list_->item(i);
    item->setText(value.isEmpty() ? componentLabel(i)
                                  : QStringLiteral("%1   = %2").arg(componentLabel(i), elided(value, kListValueChars)));
    const QString position = QString::fromStdString(doc_->state().components[std::size_t(i)].position.text);
    item->setToolTip(value.isEmpty() ? position : tr("%1\nValue: %2").arg(position, value));
  }
  list_->setCurrentRow(current_);
  sum_->setText(values_ ? tr("Sum G = %1").arg(elided(values_->sum, kSumChars))
                 : n == 0 ? tr("No components: G = 0")
                          : tr("Sum G = … (computing)"));
  sum_->setToolTip(values_ ? values_->sum : tr("The canonical value of the sum of the components"));
}

void PartizanEditor::startValues() {
  const PartizanSession session = doc_->state();
  runner_->run<partizan::SumValues>(
      tr("Computing the values of the components"),
      [session, shared = doc_->sharedStore()](const Progress& progress, const CancelToken& cancel) {
        return partizan::solveSumValues(session, *shared, progress, cancel);
      },
      [this, session](const Expected<partizan::SumValues>& computed) {
        if (!(doc_->state() == session)) return;  // stale: a newer run follows
        if (!computed) {
          showStatusText(status_, errorText(computed.error()), true);
          return;
        }
        Values v;
        QStringList problems;
        const auto shown = [&](const partizan::ValueText& value, const QString& what) {
          if (value.error) problems << tr("%1: %2").arg(what, errorText(*value.error));
          return value.text.empty() ? tr("too large to analyse") : QString::fromStdString(value.text);
        };
        for (std::size_t i = 0; i < computed->components.size(); ++i)
          v.components.push_back(shown(computed->components[i], tr("Component %1").arg(i + 1)));
        v.sum = shown(computed->sum, tr("Sum G"));
        values_ = std::move(v);
        showStatusText(status_, problems.join(QLatin1Char('\n')), !problems.isEmpty());
        showComponentList();
        emit valuesFinished();
      });
}

}  // namespace gamelab::ui
