#include "ui/startpage/startpage.h"

#include "ui/common/icons.h"
#include "ui/document/documentregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
constexpr int kExampleIdRole = Qt::UserRole + 1;
constexpr int kPathRole = Qt::UserRole + 2;

QLabel* heading(const QString& text, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  QFont font = label->font();
  font.setPointSizeF(font.pointSizeF() * 1.25);
  font.setBold(true);
  label->setFont(font);
  label->setContentsMargins(0, 8, 0, 2);
  return label;
}

/// The widest a button's description runs before it wraps (in pixels): the Start column stays
/// narrow enough for the examples beside it on a 1366-pixel screen.
constexpr int kDetailWidth = 420;

/// `text` broken into lines of at most `width` pixels (at spaces, or anywhere in Japanese).
QString wrapped(const QString& text, const QFont& font, int width) {
  QTextLayout layout(text, font);
  QStringList lines;
  layout.beginLayout();
  for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
    line.setLineWidth(width);
    lines << text.mid(line.textStart(), line.textLength()).trimmed();
  }
  layout.endLayout();
  return lines.join(QLatin1Char('\n'));
}

QToolButton* bigButton(const QIcon& icon, const QString& text, const QString& detail, QWidget* parent) {
  auto* button = new QToolButton(parent);
  button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  button->setIcon(icon);
  button->setIconSize(QSize(32, 32));
  button->setText(detail.isEmpty() ? text : text + QLatin1Char('\n') + wrapped(detail, button->font(), kDetailWidth));
  button->setToolTip(detail);
  button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  button->setMinimumHeight(52);
  button->setAutoRaise(false);
  button->setCursor(Qt::PointingHandCursor);
  return button;
}

QLabel* hint(const QString& text, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  label->setForegroundRole(QPalette::PlaceholderText);
  label->setWordWrap(true);
  return label;
}
}  // namespace

StartPage::StartPage(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("startPage"));
  // The page scrolls when the window is smaller than its content (a 1366×768 screen).
  auto* content = new QWidget;
  auto* scroll = new QScrollArea(this);
  scroll->setObjectName(QStringLiteral("startScroll"));
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidgetResizable(true);
  auto* page = new QVBoxLayout(this);
  page->setContentsMargins(0, 0, 0, 0);
  page->addWidget(scroll);
  auto* outer = new QVBoxLayout(content);
  outer->setContentsMargins(32, 24, 32, 24);
  outer->setSpacing(12);

  // Banner: logo, name, one line about the program.
  auto* banner = new QHBoxLayout;
  auto* logo = new QLabel(this);
  logo->setPixmap(icon(QStringLiteral("gamelab")).pixmap(QSize(64, 64), devicePixelRatioF()));
  banner->addWidget(logo);
  auto* titles = new QVBoxLayout;
  auto* name = new QLabel(tr("Gamelab"), this);
  QFont nameFont = name->font();
  nameFont.setPointSizeF(nameFont.pointSizeF() * 2.2);
  nameFont.setBold(true);
  name->setFont(nameFont);
  titles->addWidget(name);
  titles->addWidget(hint(tr("A workbench for game theory: edit games, find optimal strategies, "
                            "and see why they are optimal."),
                         this));
  banner->addLayout(titles, 1);
  outer->addLayout(banner);

  auto* columns = new QHBoxLayout;
  columns->setSpacing(32);
  outer->addLayout(columns, 1);

  // Left column: start something, recent files.
  auto* left = new QVBoxLayout;
  left->setSpacing(6);
  left->addWidget(heading(tr("Start"), this));
  newButtons_ = new QVBoxLayout;
  newButtons_->setSpacing(6);
  left->addLayout(newButtons_);
  auto* open = bigButton(icon(QStringLiteral("open")), tr("Open…"), tr("A .gamelab document or an imported file"), this);
  open->setObjectName(QStringLiteral("startOpenButton"));
  connect(open, &QToolButton::clicked, this, &StartPage::openRequested);
  left->addWidget(open);

  left->addWidget(heading(tr("Recent files"), this));
  recent_ = new QListWidget(this);
  recent_->setObjectName(QStringLiteral("recentList"));
  recent_->setIconSize(QSize(20, 20));
  recent_->setMinimumHeight(80);
  connect(recent_, &QListWidget::itemActivated, this,
          [this](QListWidgetItem* item) { emit recentFileRequested(item->data(kPathRole).toString()); });
  left->addWidget(recent_, 1);
  recentEmpty_ = hint(tr("Files you open or save appear here."), this);
  left->addWidget(recentEmpty_);
  left->addStretch(0);
  leftColumn_ = left;
  columns->addLayout(left, 2);

  // Right column: built-in examples.
  auto* right = new QVBoxLayout;
  right->setSpacing(6);
  right->addWidget(heading(tr("Examples"), this));
  right->addWidget(hint(tr("Double-click an example to open it as a new, unsaved document."), this));
  examples_ = new QTreeWidget(this);
  examples_->setObjectName(QStringLiteral("exampleTree"));
  examples_->setHeaderHidden(true);
  examples_->setRootIsDecorated(true);
  examples_->setUniformRowHeights(true);
  examples_->setIconSize(QSize(18, 18));
  connect(examples_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { openExampleItem(item); });
  right->addWidget(examples_, 1);
  examplesEmpty_ = hint(tr("No examples are installed."), this);
  right->addWidget(examplesEmpty_);
  columns->addLayout(right, 3);

  scroll->setWidget(content);
  reload();
  setRecentFiles({});
}

void StartPage::reload() {
  while (QLayoutItem* item = newButtons_->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  for (const NewDocumentAction& action : newDocumentActions()) {
    const QIcon buttonIcon = action.icon.isNull() ? icon(QStringLiteral("new")) : action.icon;
    auto* button = bigButton(buttonIcon, action.label, action.description, this);
    button->setObjectName(QStringLiteral("startNew_") + action.kindId);
    const QString kind = action.kindId;
    connect(button, &QToolButton::clicked, this, [this, kind] { emit newDocumentRequested(kind); });
    newButtons_->addWidget(button);
  }

  examples_->clear();
  QHash<QString, QTreeWidgetItem*> sections;
  QHash<QString, QTreeWidgetItem*> groups;
  for (const BuiltinExample& example : examples()) {
    QTreeWidgetItem*& section = sections[example.section];
    if (!section) {
      section = new QTreeWidgetItem(examples_, {example.section.isEmpty() ? tr("Other") : example.section});
      QFont font = section->font(0);
      font.setBold(true);
      section->setFont(0, font);
      section->setFlags(Qt::ItemIsEnabled);
    }
    QTreeWidgetItem* parent = section;
    if (!example.group.isEmpty()) {
      QTreeWidgetItem*& group = groups[example.section + QChar(0x1f) + example.group];
      if (!group) {
        group = new QTreeWidgetItem(section, {example.group});
        group->setFlags(Qt::ItemIsEnabled);
      }
      parent = group;
    }
    auto* item = new QTreeWidgetItem(parent, {example.title});
    item->setIcon(0, icon(QStringLiteral("example")));
    item->setData(0, kExampleIdRole, example.id);
    if (!example.description.isEmpty()) item->setToolTip(0, example.description);
  }
  examples_->expandAll();
  examplesEmpty_->setVisible(sections.isEmpty());
}

void StartPage::setRecentFiles(const QStringList& paths) {
  recent_->clear();
  for (const QString& path : paths) {
    const QFileInfo info(path);
    if (!info.exists()) continue;  // moved or deleted since; File ▸ Open Recent still lists it
    auto* item = new QListWidgetItem(icon(QStringLiteral("folder-recent")), info.fileName(), recent_);
    item->setToolTip(QDir::toNativeSeparators(path));
    item->setData(kPathRole, path);
  }
  const bool empty = recent_->count() == 0;
  recent_->setVisible(!empty);
  recentEmpty_->setVisible(empty);
  // The list takes the spare height; without it, the spare height goes below the hint.
  leftColumn_->setStretchFactor(recent_, empty ? 0 : 1);
  leftColumn_->setStretch(leftColumn_->count() - 1, empty ? 1 : 0);
}

void StartPage::openExampleItem(QTreeWidgetItem* item) {
  if (!item) return;
  const QString id = item->data(0, kExampleIdRole).toString();
  if (!id.isEmpty()) emit exampleRequested(id);
}

}  // namespace gamelab::ui
