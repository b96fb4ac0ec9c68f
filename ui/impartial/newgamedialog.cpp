#include "ui/impartial/newgamedialog.h"

#include "core/impartial/hackenbushgenerator.h"
#include "core/impartial/play.h"
#include "core/impartial/springlayout.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>

namespace gamelab::ui {

namespace {

Expected<HeapRule> rule(const std::string& spec) { return HeapRule::parse(spec); }

HeapPosition heaps(HeapRule r) {
  HeapPosition p;
  p.rules = {std::move(r)};
  p.heaps = {3, 4, 5};
  return p;
}

/// A random acyclic graph on `n` vertices (arcs from higher to lower numbers, each vertex to
/// some of the four below it), drawn by the spring layout so that no vertex covers another.
GraphPosition randomGraph(int n, std::mt19937_64& rng) {
  GraphPosition g;
  g.graph.vertices = n;
  std::uniform_int_distribution<int> coin(0, 99);
  for (int v = 1; v < n; ++v) {
    bool any = false;
    for (int w = std::max(0, v - 4); w < v; ++w)
      if (coin(rng) < 45) {
        g.graph.arcs.emplace_back(v, w);
        any = true;
      }
    if (!any) g.graph.arcs.emplace_back(v, v - 1);
  }
  if (auto xy = springLayout(g.graph)) g.graph.coordinates = std::move(*xy);
  for (int v = 0; v < n; ++v) g.graph.labels.push_back(std::to_string(v));
  g.tokens = {n - 1};
  return g;
}

}  // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("New impartial game"));
  auto* form = new QFormLayout(this);
  family_ = new QComboBox(this);
  family_->setObjectName(QStringLiteral("family"));
  const QStringList names = {
      tr("Nim"), tr("Subtraction game (type the set)"), tr("Octal or hexadecimal game (type the code)"),
      tr("Kayles (0.77)"), tr("Dawson's chess (0.137)"), tr("Lasker's Nim"), tr("Grundy's game"),
      tr("At-Least-Half"), tr("At-Most-Half"), tr("Subtract a power of 2"), tr("Dim⁺ (remove a divisor)"),
      tr("Aliquot (remove a proper divisor)"), tr("Even if not all, all if odd"), tr("Moore's Nim_k (type k)"),
      tr("Staircase Nim"), tr("Nimble"), tr("Turning Turtles"), tr("Twins"), tr("Mock Turtles"), tr("Ruler"),
      tr("Grunt"), tr("Coin-turning rule (type it)"), tr("Wythoff's queens"), tr("Acrostic Twins"),
      tr("Turning Corners"), tr("Rugs (Ruler × Ruler)"), tr("Northcott's game"), tr("Green Hackenbush"),
      tr("Game on a graph")};
  family_->addItems(names);
  rule_ = new QLineEdit(this);
  rule_->setObjectName(QStringLiteral("rule"));
  ruleLabel_ = new QLabel(tr("Rule:"), this);
  size_ = new QSpinBox(this);
  size_->setObjectName(QStringLiteral("size"));
  size_->setRange(1, 60);
  size_->setValue(6);
  size_->setToolTip(tr("Heaps have up to this many counters; boards get about this many pieces"));
  error_ = new QLabel(this);
  styleAsError(error_);
  error_->setWordWrap(true);
  form->addRow(tr("Game:"), family_);
  form->addRow(ruleLabel_, rule_);
  form->addRow(tr("Size of the random position:"), size_);
  form->addRow(error_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  form->addRow(buttons);
  connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(family_, &QComboBox::currentIndexChanged, this, &NewGameDialog::familyChanged);
  familyChanged();
}

void NewGameDialog::familyChanged() {
  QString label, placeholder, text;
  switch (family()) {
    case Subtraction: label = tr("Subtraction set:"); placeholder = QStringLiteral("1,3,4"); text = placeholder; break;
    case Octal: label = tr("Code:"); placeholder = QStringLiteral("0.77"); text = QStringLiteral("0.137"); break;
    case Moore: label = tr("k:"); text = QStringLiteral("2"); break;
    case CoinRuleTyped: label = tr("Coin rule:"); placeholder = QStringLiteral("subtraction:1,2,3"); text = QStringLiteral("mock-turtles"); break;
    default: break;
  }
  ruleLabel_->setVisible(!label.isEmpty());
  rule_->setVisible(!label.isEmpty());
  ruleLabel_->setText(label);
  rule_->setPlaceholderText(placeholder);
  rule_->setText(text);
  error_->clear();
}

void NewGameDialog::setFamily(Family f) { family_->setCurrentIndex(int(f)); }
NewGameDialog::Family NewGameDialog::family() const { return Family(family_->currentIndex()); }
void NewGameDialog::setRuleText(const QString& text) { rule_->setText(text); }
void NewGameDialog::setSize(int size) { size_->setValue(size); }
int NewGameDialog::size() const { return size_->value(); }

Expected<ImpartialPosition> NewGameDialog::shape(Family family, const QString& ruleText, int size) {
  const std::string typed = ruleText.trimmed().toStdString();
  auto fromSpec = [](const std::string& spec) -> Expected<ImpartialPosition> {
    auto r = rule(spec);
    if (!r) return r.error();
    return ImpartialPosition(heaps(*r));
  };
  auto coins = [size](const std::string& spec) -> Expected<ImpartialPosition> {
    auto r = CoinRule::parse(spec);
    if (!r) return r.error();
    CoinRowPosition p;
    p.rule = *r;
    p.heads.assign(std::size_t(std::max(size * 2, 8)), false);
    return ImpartialPosition(p);
  };
  auto grid = [size](CoinGridRule::Kind kind) {
    CoinGridPosition p;
    p.rule.kind = kind;
    if (kind == CoinGridRule::Kind::Tartan) p.rule.rows = p.rule.cols = *CoinRule::parse("ruler");
    p.rows = p.cols = std::size_t(std::clamp(size, 4, 12));
    p.heads.assign(p.rows * p.cols, false);
    return ImpartialPosition(p);
  };
  switch (family) {
    case Nim: return fromSpec("nim");
    case Subtraction: {
      if (typed.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptySubtractionSet);
      return fromSpec("subtraction:" + typed);
    }
    case Octal: {
      if (typed.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptyCode);
      const bool hex = ruleText.contains(QRegularExpression(QStringLiteral("[89a-fA-F]")));
      return fromSpec((hex ? "hex:" : "octal:") + typed);
    }
    case Kayles: return fromSpec("kayles");
    case Dawson: return fromSpec("dawson");
    case Lasker: return fromSpec("lasker");
    case GrundyGame: return fromSpec("grundy");
    case AtLeastHalf: return fromSpec("at-least-half");
    case AtMostHalf: return fromSpec("at-most-half");
    case PowersOfTwo: return fromSpec("powers-of-two");
    case DimPlus: return fromSpec("dim-plus");
    case Aliquot: return fromSpec("aliquot");
    case EvenIfNotAll: return fromSpec("even-if-not-all");
    case Moore: {
      bool ok = false;
      const int k = ruleText.trimmed().toInt(&ok);
      if (!ok || k < 1 || k > 10)
        return makeProblemError(ErrorCode::InvalidArgument, Problem::MooreKOutOfRange,
                                {typed, "1", "10"});
      HeapPosition p = heaps(HeapRule::nim());
      p.variant = HeapPosition::Variant::MooreNim;
      p.mooreK = k;
      p.heaps = {3, 5, 6, 2};
      return ImpartialPosition(p);
    }
    case Staircase: {
      HeapPosition p = heaps(HeapRule::nim());
      p.variant = HeapPosition::Variant::Staircase;
      p.heaps = {2, 1, 3, 2};
      return ImpartialPosition(p);
    }
    case Nimble: {
      NimblePosition p;
      p.squares = std::size_t(std::clamp(size * 2, 8, 24));
      return ImpartialPosition(p);
    }
    case TurningTurtles: return coins("turning-turtles");
    case Twins: return coins("twins");
    case MockTurtles: return coins("mock-turtles");
    case Ruler: return coins("ruler");
    case Grunt: return coins("grunt");
    case CoinRuleTyped: return coins(typed);
    case Queens: {
      QueensPosition p;
      p.size = std::size_t(std::clamp(size + 4, 6, 16));
      return ImpartialPosition(p);
    }
    case AcrosticTwins: return grid(CoinGridRule::Kind::AcrosticTwins);
    case TurningCorners: return grid(CoinGridRule::Kind::TurningCorners);
    case Rugs: return grid(CoinGridRule::Kind::Tartan);
    case Northcott: {
      NorthcottPosition p;
      p.width = 8;
      return ImpartialPosition(p);
    }
    case Hackenbush: return ImpartialPosition(HackenbushPosition{});
    case Graph: return ImpartialPosition(GraphPosition{});
    case FamilyCount: break;
  }
  return makeError(ErrorCode::Internal, {"unknown game family " + std::to_string(int(family))});
}

Expected<ImpartialPosition> NewGameDialog::position(std::mt19937_64& rng) const {
  auto s = shape(family(), rule_->text(), size());
  if (!s) return s;
  if (family() == Hackenbush) return ImpartialPosition(HackenbushPosition{randomHackenbushPicture(std::max(2, size()), rng)});
  if (family() == Graph) return ImpartialPosition(randomGraph(std::max(4, size() * 2), rng));
  return randomPosition(*s, std::size_t(size()), rng);
}

void NewGameDialog::accept() {
  auto s = shape(family(), rule_->text(), size());
  if (!s) {
    error_->setText(errorReasonText(s.error()));
    return;
  }
  QDialog::accept();
}

}  // namespace gamelab::ui
