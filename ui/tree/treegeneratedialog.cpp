#include "ui/tree/treegeneratedialog.h"

#include "core/kingmaker/generators.h"
#include "ui/common/errortext.h"
#include "ui/document/documentopener.h"
#include "ui/tree/treedocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
QSpinBox* spin(QWidget* parent, const char* name, int lo, int hi, int value, const QString& tip) {
  auto* s = new QSpinBox(parent);
  s->setObjectName(QLatin1String(name));
  s->setRange(lo, hi);
  s->setValue(value);
  s->setToolTip(tip);
  return s;
}
}  // namespace

TreeGenerateDialog::TreeGenerateDialog(QWidget* parent)
    : QDialog(parent), kind_(new QComboBox(this)), pages_(new QStackedWidget(this)) {
  setWindowTitle(tr("Generate win/lose tree"));
  kind_->setObjectName(QStringLiteral("kindBox"));
  kind_->addItem(tr("Diamond game (3 players, smallest board)"), int(Kind::Diamond));
  kind_->addItem(tr("Nim, last move wins"), int(Kind::Nim));
  kind_->addItem(tr("Random binary tree"), int(Kind::Random));
  kind_->setToolTip(tr("Which game to generate as a new tree document"));

  auto* diamond = new QLabel(tr("The thesis's 3-player Diamond game (Chinese checkers on the 13-cell star board, no "
                                "backward moves, forced wins collapsed): 84 decision nodes, 112 leaves."),
                             this);
  diamond->setWordWrap(true);

  auto* nim = new QWidget(this);
  auto* nimForm = new QFormLayout(nim);
  heaps_ = new QLineEdit(QStringLiteral("2, 3"), nim);
  heaps_->setObjectName(QStringLiteral("heapsEdit"));
  heaps_->setToolTip(tr("Heap sizes separated by commas or spaces; a move takes any positive number from one heap"));
  nimPlayers_ = spin(nim, "nimPlayers", 3, 4, 3, tr("Players take turns from player 1; whoever takes the last counter wins"));
  nimForm->addRow(tr("Heaps:"), heaps_);
  nimForm->addRow(tr("Players:"), nimPlayers_);

  auto* random = new QWidget(this);
  auto* randomForm = new QFormLayout(random);
  nodes_ = spin(random, "randomNodes", 1, int(kMaxNodes), 200, tr("About this many nodes (moves and leaves)"));
  minChildren_ = spin(random, "minChildren", 1, 8, 2, tr("The fewest children of a move"));
  maxChildren_ = spin(random, "maxChildren", 1, 8, 3, tr("The most children of a move"));
  randomPlayers_ = spin(random, "randomPlayers", 2, 9, 3, tr("Number of players"));
  seed_ = spin(random, "seed", 1, 1'000'000'000, 1, tr("The same seed gives the same tree"));
  randomForm->addRow(tr("Nodes:"), nodes_);
  randomForm->addRow(tr("Children from:"), minChildren_);
  randomForm->addRow(tr("Children to:"), maxChildren_);
  randomForm->addRow(tr("Players:"), randomPlayers_);
  randomForm->addRow(tr("Seed:"), seed_);

  pages_->addWidget(diamond);
  pages_->addWidget(nim);
  pages_->addWidget(random);
  connect(kind_, &QComboBox::currentIndexChanged, pages_, &QStackedWidget::setCurrentIndex);
  connect(minChildren_, &QSpinBox::valueChanged, this, [this](int v) {
    if (maxChildren_->value() < v) maxChildren_->setValue(v);
  });
  connect(maxChildren_, &QSpinBox::valueChanged, this, [this](int v) {
    if (minChildren_->value() > v) minChildren_->setValue(v);
  });

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(kind_);
  layout->addWidget(pages_);
  layout->addWidget(buttons);
}

void TreeGenerateDialog::setKind(Kind kind) { kind_->setCurrentIndex(kind_->findData(int(kind))); }
TreeGenerateDialog::Kind TreeGenerateDialog::kind() const { return Kind(kind_->currentData().toInt()); }

QString TreeGenerateDialog::title() const {
  switch (kind()) {
    case Kind::Diamond: return tr("Diamond game");
    case Kind::Nim: return tr("Nim %1, %n players", nullptr, nimPlayers_->value()).arg(heaps_->text().simplified());
    case Kind::Random: return tr("Random win/lose tree (seed %1)").arg(seed_->value());
  }
  return {};
}

QString TreeGenerateDialog::openIn(QWidget* from) const {
  QString why;
  auto tree = build(&why);
  if (!tree) return why;
  auto document = std::make_unique<TreeDocument>(std::move(*tree));
  document->setTitle(title());
  document->setBinaryMode(true);
  if (!openNewDocument(from, DocumentPtr(std::move(document)))) return tr("No window to open the tree in.");
  return {};
}

std::optional<GameTree> TreeGenerateDialog::build(QString* why) const {
  kingmaker::BinaryGame game;
  switch (kind()) {
    case Kind::Diamond: game = kingmaker::diamondGame(); break;
    case Kind::Nim: {
      std::vector<int> heaps;
      for (const QString& part : heaps_->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int h = part.toInt(&ok);
        if (!ok || h < 0 || h > 1000) {
          if (why) *why = tr("“%1” is not a heap size (a whole number from 0 to 1000).").arg(part);
          return std::nullopt;
        }
        heaps.push_back(h);
      }
      if (heaps.empty()) {
        if (why) *why = tr("Give at least one heap size.");
        return std::nullopt;
      }
      auto nim = kingmaker::nimGame(heaps, nimPlayers_->value(), kMaxNodes);
      if (!nim) {
        if (why) *why = errorText(nim.error());
        return std::nullopt;
      }
      game = std::move(*nim);
      break;
    }
    case Kind::Random: {
      kingmaker::RandomTreeOptions options;
      options.nodes = nodes_->value();
      options.minChildren = minChildren_->value();
      options.maxChildren = maxChildren_->value();
      options.players = randomPlayers_->value();
      options.seed = std::uint64_t(seed_->value());
      game = kingmaker::randomBinaryGame(options);
      break;
    }
  }
  GameTree tree = kingmaker::gameTreeOf(game);
  tree.title = title().toStdString();
  return tree;
}

}  // namespace gamelab::ui
