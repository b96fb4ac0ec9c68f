#include "ui/liarsdice/liarsdiceplayview.h"

#include "ui/document/replacestatecommand.h"
#include "ui/liarsdice/liarsdicediewidget.h"
#include "ui/liarsdice/liarsdicedocument.h"
#include "ui/liarsdice/liarsdicelptext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {

QString playerName(const LiarsDiceState& s, LiarsDicePlayer p) {
  const QString letter = p == LiarsDicePlayer::A ? QStringLiteral("A") : QStringLiteral("B");
  return liarsDiceIsHuman(s, p) ? LiarsDicePlayView::tr("You (%1)").arg(letter)
                                : LiarsDicePlayView::tr("Computer (%1)").arg(letter);
}

QString claimText(int y, int sides) {
  return y > sides ? LiarsDicePlayView::tr("“X ≥ %1” (a sure lie)").arg(y) : LiarsDicePlayView::tr("“X ≥ %1”").arg(y);
}

QFrame* box(QWidget* parent) {
  auto* f = new QFrame(parent);
  f->setFrameShape(QFrame::StyledPanel);
  return f;
}

}  // namespace

LiarsDicePlayView::LiarsDicePlayView(LiarsDiceDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), rng_(std::random_device{}()) {
  side_ = new QComboBox(this);
  side_->addItem(tr("A — you roll first"));
  side_->addItem(tr("B — the computer rolls first"));
  side_->setToolTip(tr("Which player you are; changing it starts a new game"));
  newGameButton_ = new QPushButton(tr("New game"), this);
  newGameButton_->setToolTip(tr("Start a new game (Ctrl+N); the tally is kept"));
  tally_ = new QLabel(this);
  QFont big = tally_->font();
  big.setPointSizeF(big.pointSizeF() * 1.3);
  big.setBold(true);
  tally_->setFont(big);
  banner_ = new QLabel(this);
  banner_->setAlignment(Qt::AlignCenter);
  banner_->setWordWrap(true);
  banner_->setMinimumHeight(56);
  QFont bannerFont = banner_->font();
  bannerFont.setPointSizeF(bannerFont.pointSizeF() * 1.5);
  bannerFont.setBold(true);
  banner_->setFont(bannerFont);

  humanDie_ = new LiarsDiceDieWidget(this);
  computerDie_ = new LiarsDiceDieWidget(this);
  humanDie_->setFixedSize(180, 180);
  computerDie_->setFixedSize(180, 180);
  humanCaption_ = new QLabel(this);
  computerCaption_ = new QLabel(this);
  for (auto* c : {humanCaption_, computerCaption_}) c->setAlignment(Qt::AlignCenter);
  lastClaim_ = new QLabel(this);
  lastClaim_->setAlignment(Qt::AlignCenter);
  lastClaim_->setWordWrap(true);
  QFont claimFont = lastClaim_->font();
  claimFont.setPointSizeF(claimFont.pointSizeF() * 1.2);
  lastClaim_->setFont(claimFont);

  claimBox_ = new QComboBox(this);
  claimBox_->setMinimumWidth(200);
  claimBox_->setToolTip(tr("Only claims above the previous one are allowed; claims above N are sure lies"));
  claimButton_ = new QPushButton(tr("Claim"), this);
  claimButton_->setDefault(true);
  callButton_ = new QPushButton(tr("Call — “you are bluffing!”"), this);
  callButton_->setToolTip(tr("The die is revealed: a true claim wins for the roller, a false one for you"));
  passButton_ = new QPushButton(tr("Pass — roll and claim higher"), this);
  passButton_->setToolTip(tr("Accept the claim: you become the roller and must claim more"));
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  showStrategy_ = new QCheckBox(tr("Show the optimal strategies of the current subgame (what the computer plays)"), this);
  strategy_ = new QLabel(this);
  strategy_->setWordWrap(true);
  strategy_->setTextFormat(Qt::RichText);
  strategy_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  log_ = new QListWidget(this);
  log_->setMinimumWidth(360);

  // Layout: controls on top, the table (dice, claim, actions) in the middle, the log right.
  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("You play"), this));
  top->addWidget(side_);
  top->addWidget(newGameButton_);
  top->addStretch(1);
  top->addWidget(tally_);

  auto* table = box(this);
  auto* grid = new QGridLayout(table);
  grid->addWidget(humanCaption_, 0, 0);
  grid->addWidget(computerCaption_, 0, 2);
  grid->addWidget(humanDie_, 1, 0, Qt::AlignCenter);
  grid->addWidget(lastClaim_, 1, 1);
  grid->addWidget(computerDie_, 1, 2, Qt::AlignCenter);
  grid->setColumnStretch(1, 1);
  grid->setColumnMinimumWidth(0, 200);
  grid->setColumnMinimumWidth(2, 200);

  auto* actions = new QHBoxLayout;
  actions->addWidget(new QLabel(tr("Claim: my die shows at least"), this));
  actions->addWidget(claimBox_);
  actions->addWidget(claimButton_);
  actions->addSpacing(30);
  actions->addWidget(callButton_);
  actions->addWidget(passButton_);
  actions->addStretch(1);

  auto* rules = new QLabel(tr("<b>Rules.</b> The roller rolls an N-sided die in secret and claims “X ≥ y”. The other "
                              "player calls (the die is shown: a true claim wins for the roller, a false one for the "
                              "caller) or passes, and then rolls a fresh die and must claim a larger y. A starts."),
                           this);
  rules->setWordWrap(true);

  auto* left = new QVBoxLayout;
  left->addLayout(top);
  left->addWidget(banner_);
  left->addWidget(table);
  left->addLayout(actions);
  left->addWidget(status_);
  left->addWidget(rules);
  left->addSpacing(8);
  left->addWidget(showStrategy_);
  left->addWidget(strategy_, 1);
  auto* right = new QVBoxLayout;
  right->addWidget(new QLabel(tr("<b>Moves</b>"), this));
  right->addWidget(log_, 1);
  auto* layout = new QHBoxLayout(this);
  layout->addLayout(left, 3);
  layout->addLayout(right, 1);

  connect(newGameButton_, &QPushButton::clicked, this, [this] { newGame(); });
  connect(side_, &QComboBox::activated, this, [this](int index) {
    if ((index == 0) != doc_->state().humanIsA) newGame(index == 0);
  });
  connect(claimButton_, &QPushButton::clicked, this, [this] {
    if (claimBox_->currentIndex() >= 0) claim(claimBox_->currentData().toInt());
  });
  connect(showStrategy_, &QCheckBox::toggled, this, [this] { refresh(); });
  connect(callButton_, &QPushButton::clicked, this, [this] { call(); });
  connect(passButton_, &QPushButton::clicked, this, [this] { pass(); });
  auto* shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_N), this);
  shortcut->setContext(Qt::WidgetWithChildrenShortcut);
  connect(shortcut, &QShortcut::activated, this, [this] { newGame(); });
  connect(doc_, &LiarsDiceDocument::stateChanged, this, [this] {
    refresh();
    scheduleComputer();
  });

  if (doc_->state().dice.empty()) {
    // A fresh document: A's first die is rolled (not an edit).
    LiarsDiceState s = doc_->state();
    doc_->replaceState(liarsDiceNewGame(s, s.humanIsA, liarsDiceRoll(s.sides, rng_)));
  } else {
    refresh();
  }
}

void LiarsDicePlayView::setAnimationMs(int ms) {
  humanDie_->setAnimationMs(ms);
  computerDie_->setAnimationMs(ms);
}

void LiarsDicePlayView::setSolution(std::shared_ptr<const LiarsDiceSolution> solution) {
  solution_ = std::move(solution);
  refresh();
  scheduleComputer();
}

const LiarsDiceSubgame* LiarsDicePlayView::subgameFor(int bound) const {
  if (!solution_ || solution_->sides != doc_->sides()) return nullptr;
  if (bound < 1 || bound > static_cast<int>(solution_->subgames.size())) return nullptr;
  return &solution_->subgames[bound - 1];
}

bool LiarsDicePlayView::claim(int y) {
  const LiarsDiceState& s = doc_->state();
  const auto actor = liarsDiceToAct(s);
  if (!actor || !liarsDiceIsHuman(s, *actor) || liarsDicePhase(s) != LiarsDicePhase::Claim) return false;
  if (y < liarsDiceBound(s) || y > s.sides + 1) return false;
  doc_->playMove(liarsDiceWithClaim(s, y));
  return true;
}

bool LiarsDicePlayView::call() {
  const LiarsDiceState& s = doc_->state();
  const auto actor = liarsDiceToAct(s);
  if (!actor || !liarsDiceIsHuman(s, *actor) || liarsDicePhase(s) != LiarsDicePhase::Respond) return false;
  doc_->playMove(liarsDiceWithCall(s));
  return true;
}

bool LiarsDicePlayView::pass() {
  const LiarsDiceState& s = doc_->state();
  const auto actor = liarsDiceToAct(s);
  if (!actor || !liarsDiceIsHuman(s, *actor) || !liarsDiceCanPass(s)) return false;
  doc_->playMove(liarsDiceWithPass(s, liarsDiceRoll(s.sides, rng_)));
  return true;
}

void LiarsDicePlayView::newGame(bool humanIsA) {
  const LiarsDiceState& s = doc_->state();
  doc_->undoStack()->push(new ReplaceStateCommand<LiarsDiceDocument>(
      doc_, liarsDiceNewGame(s, humanIsA, liarsDiceRoll(s.sides, rng_)),
      humanIsA == s.humanIsA ? tr("New game") : (humanIsA ? tr("Play as A") : tr("Play as B"))));
}

void LiarsDicePlayView::newGame() { newGame(doc_->state().humanIsA); }

void LiarsDicePlayView::scheduleComputer() {
  const LiarsDiceState& s = doc_->state();
  const auto actor = liarsDiceToAct(s);
  const int generation = ++generation_;
  pending_ = actor && !liarsDiceIsHuman(s, *actor) && solution_ && solution_->sides == s.sides;
  if (!pending_) return;
  QTimer::singleShot(delayMs_, this, [this, generation] {
    if (generation == generation_) computerAct();
  });
}

void LiarsDicePlayView::computerAct() {
  pending_ = false;
  const LiarsDiceState s = doc_->state();
  const auto actor = liarsDiceToAct(s);
  if (!actor || liarsDiceIsHuman(s, *actor)) return;
  const int bound = liarsDiceBound(s);
  if (liarsDicePhase(s) == LiarsDicePhase::Claim) {
    const LiarsDiceSubgame* g = subgameFor(bound);
    int y = s.sides + 1;  // in G(N+1) only the sure lie is left
    if (g) y = liarsDiceComputerClaim(*g, s.dice.back(), rng_);
    y = std::clamp(y, bound, s.sides + 1);
    doc_->playMove(liarsDiceWithClaim(s, y));
    return;
  }
  // Respond to the human's claim, made in the subgame of its round.
  const int y = s.claims.back();
  const LiarsDiceSubgame* g = subgameFor(bound);
  const bool calls = !liarsDiceCanPass(s) || !g || liarsDiceComputerCalls(*g, y, rng_);
  doc_->playMove(calls ? liarsDiceWithCall(s) : liarsDiceWithPass(s, liarsDiceRoll(s.sides, rng_)));
}

QString LiarsDicePlayView::strategyHtml() const {
  const LiarsDiceState& s = doc_->state();
  const int bound = liarsDiceBound(s);
  const LiarsDiceSubgame* g = subgameFor(bound);
  if (!g) return tr("Only the sure lie “X ≥ %1” is left.").arg(s.sides + 1);
  const bool exact = solution_->exact;
  const int n = s.sides;
  const int m = bound;
  QStringList heads, qs;
  for (int y = m; y <= n + 1; ++y) {
    heads << QStringLiteral("<th>%1</th>").arg(liarsDiceClaimTitle(y, n).toHtmlEscaped());
    qs << QStringLiteral("<td align=center>%1</td>").arg(liarsDiceNumber(g->call[y - m], exact));
  }
  QString html = tr("<p><b>Subgame G(%1)</b>: the roller claims with die x as in its row; the caller calls the claim y "
                    "with probability q<sub>y</sub>. Solution tab: why this is optimal.</p>").arg(m);
  html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=5><tr><th></th>%1</tr>").arg(heads.join(QString()));
  if (n > 12) return tr("<p>Subgame G(%1): the strategies for N = %2 are too large to show here; see the Solution tab.</p>").arg(m).arg(n);
  const int rows = n;
  for (int x = 1; x <= rows; ++x) {
    QString row = QStringLiteral("<tr><th>%1</th>").arg(tr("die %1").arg(x));
    for (int y = m; y <= n + 1; ++y) {
      const Rational& p = g->claim[x - 1][y - m];
      row += p == 0 ? QStringLiteral("<td align=center>·</td>")
                    : QStringLiteral("<td align=center bgcolor=#c8ebc8>%1</td>").arg(liarsDiceNumber(p, exact));
    }
    html += row + QStringLiteral("</tr>");
  }
  html += QStringLiteral("<tr><th>%1</th>%2</tr></table>").arg(tr("call q<sub>y</sub>"), qs.join(QString()));
  return html;
}

QString LiarsDicePlayView::bannerText() const { return banner_->text(); }
QString LiarsDicePlayView::statusText() const { return status_->text(); }
QString LiarsDicePlayView::tallyText() const { return tally_->text(); }

void LiarsDicePlayView::refresh() {
  const LiarsDiceState& s = doc_->state();
  const int n = s.sides;
  side_->setCurrentIndex(s.humanIsA ? 0 : 1);
  tally_->setText(tr("You %1 : %2 Computer").arg(s.score.human).arg(s.score.computer));
  humanDie_->setSides(n);
  computerDie_->setSides(n);
  const LiarsDicePhase phase = liarsDicePhase(s);
  const auto actor = liarsDiceToAct(s);
  const int round = liarsDiceRound(s);
  const LiarsDicePlayer roller = liarsDiceRoller(std::max(0, round));
  const bool humanRolls = liarsDiceIsHuman(s, roller);
  const int die = s.dice.empty() ? 0 : s.dice.back();
  const bool newRoll = s.dice.size() != shownDice_ || n != shownSides_;
  shownDice_ = s.dice.size();
  shownSides_ = n;

  // Only the roller's die is on the table.
  LiarsDiceDieWidget* mine = humanRolls ? humanDie_ : computerDie_;
  LiarsDiceDieWidget* other = humanRolls ? computerDie_ : humanDie_;
  other->setValue(0, false);
  const bool hidden = !humanRolls && phase != LiarsDicePhase::Over;
  if (newRoll && phase == LiarsDicePhase::Claim) mine->roll(die, hidden);
  else mine->setValue(die, hidden);
  using V = LiarsDiceDieWidget::Verdict;
  if (phase == LiarsDicePhase::Over) mine->setVerdict(die >= s.claims.back() ? V::True : V::False);
  else mine->setVerdict(V::None);
  const QString me = playerName(s, s.humanIsA ? LiarsDicePlayer::A : LiarsDicePlayer::B);
  const QString it = playerName(s, s.humanIsA ? LiarsDicePlayer::B : LiarsDicePlayer::A);
  humanCaption_->setText(humanRolls ? tr("<b>%1</b> — roller, your die").arg(me) : tr("<b>%1</b>").arg(me));
  computerCaption_->setText(!humanRolls ? (hidden ? tr("<b>%1</b> — roller, hidden die").arg(it)
                                                   : tr("<b>%1</b> — roller, die revealed").arg(it))
                                        : tr("<b>%1</b>").arg(it));

  if (s.claims.empty())
    lastClaim_->setText(tr("No claim yet"));
  else
    lastClaim_->setText(tr("%1 claimed<br><b>%2</b>").arg(playerName(s, liarsDiceRoller(s.claims.size() - 1)),
                                                          claimText(s.claims.back(), n)));

  // The claim selector: only y > previous claim.
  claimBox_->clear();
  const bool humanClaims = actor && liarsDiceIsHuman(s, *actor) && phase == LiarsDicePhase::Claim;
  if (humanClaims) {
    for (int y : liarsDiceAllowedClaims(s)) {
      const bool truthful = y <= die;
      QString text = y > n ? tr("≥ %1 — sure lie").arg(y) : QStringLiteral("≥ %1").arg(y);
      if (y <= n && !truthful) text += tr("  (bluff)");
      claimBox_->addItem(text, y);
    }
    // Default: the largest truthful claim allowed, else the smallest allowed.
    int best = 0;
    for (int k = 0; k < claimBox_->count(); ++k)
      if (claimBox_->itemData(k).toInt() <= die) best = k;
    claimBox_->setCurrentIndex(best);
  }
  claimBox_->setEnabled(humanClaims);
  claimButton_->setEnabled(humanClaims);
  const bool humanResponds = actor && liarsDiceIsHuman(s, *actor) && phase == LiarsDicePhase::Respond;
  callButton_->setEnabled(humanResponds);
  passButton_->setEnabled(humanResponds && liarsDiceCanPass(s));
  passButton_->setToolTip(humanResponds && !liarsDiceCanPass(s)
                              ? tr("No claim above %1 is left: a sure lie can only be called").arg(n + 1)
                              : tr("Accept the claim: you become the roller and must claim more"));

  // Banner and status.
  const bool haveSolution = solution_ && solution_->sides == n;
  QString banner, status;
  if (phase == LiarsDicePhase::Over) {
    const auto winner = liarsDiceWinner(s);
    const bool humanWon = winner && liarsDiceIsHuman(s, *winner);
    banner = humanWon ? tr("You win!") : tr("The computer wins");
    banner_->setStyleSheet(humanWon ? QStringLiteral("color: #1e7a32") : QStringLiteral("color: #b02020"));
    status = tr("The die shows %1, so the claim %2 was %3. Press New game to play again.")
                 .arg(die).arg(claimText(s.claims.back(), n))
                 .arg(die >= s.claims.back() ? tr("true") : tr("a bluff"));
  } else {
    banner_->setStyleSheet({});
    const int bound = liarsDiceBound(s);
    if (humanClaims) {
      banner = tr("Your die shows %1 — make a claim").arg(die);
    } else if (humanResponds) {
      banner = tr("Call or pass the claim %1?").arg(claimText(s.claims.back(), n));
    } else {
      banner = haveSolution ? tr("The computer is thinking…") : tr("The computer is studying the game (solving N = %1)…").arg(n);
    }
    if (haveSolution && bound <= n && phase == LiarsDicePhase::Claim) {
      const auto& v = solution_->subgames[bound - 1];
      status = tr("Subgame G(%1): with optimal play the roller wins with probability %2.")
                   .arg(bound).arg(solution_->exact ? liarsDiceNumber(v.value, true) : QString::number(v.valueFloat, 'f', 4));
    }
  }
  banner_->setText(banner);
  status_->setText(status);
  strategy_->setText(showStrategy_->isChecked() && phase != LiarsDicePhase::Over ? strategyHtml() : QString());

  // The log: the computer's dice appear only when a call reveals them.
  log_->clear();
  for (std::size_t r = 0; r < s.dice.size(); ++r) {
    const LiarsDicePlayer ro = liarsDiceRoller(r);
    const bool revealed = liarsDiceIsHuman(s, ro) || (s.called && r + 1 == s.dice.size());
    log_->addItem(revealed ? tr("Round %1: %2 rolls a %3.").arg(r + 1).arg(playerName(s, ro)).arg(s.dice[r])
                           : tr("Round %1: %2 rolls (hidden).").arg(r + 1).arg(playerName(s, ro)));
    if (r >= s.claims.size()) break;
    log_->addItem(tr("    %1 claims %2.").arg(playerName(s, ro), claimText(s.claims[r], n)));
    if (r + 1 < s.dice.size()) {
      log_->addItem(tr("    %1 passes.").arg(playerName(s, liarsDiceOther(ro))));
    } else if (s.called) {
      log_->addItem(tr("    %1 calls: the die shows %2 — %3.")
                        .arg(playerName(s, liarsDiceOther(ro)))
                        .arg(s.dice[r])
                        .arg(s.dice[r] >= s.claims[r] ? tr("the claim was true") : tr("a bluff")));
      if (const auto w = liarsDiceWinner(s)) log_->addItem(tr("%1 wins.").arg(playerName(s, *w)));
    }
  }
  log_->scrollToBottom();
}

}  // namespace gamelab::ui
