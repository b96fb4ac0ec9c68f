#include "ui/tree/treevalidationlist.h"

#include "ui/tree/treeedits.h"

namespace gamelab::ui {

TreeValidationList::TreeValidationList(QWidget* parent) : QListWidget(parent) {
  setWordWrap(true);
  setSelectionMode(QAbstractItemView::SingleSelection);
  setToolTip(tr("Problems of the tree; click one to select its nodes"));
  connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
    const int k = item->data(Qt::UserRole).toInt();
    if (k >= 0 && std::size_t(k) < problems_.size()) emit problemActivated(problems_[std::size_t(k)].nodes);
  });
}

namespace {

QString setName(const GameTree& t, int set) {
  if (set < 0 || std::size_t(set) >= t.infoSets.size()) return {};
  const InfoSet& s = t.infoSets[std::size_t(set)];
  if (!s.label.empty()) return QStringLiteral("“%1”").arg(QString::fromStdString(s.label));
  return QString::number(s.number);
}

QString arg(const TreeProblem& p, std::size_t k) {
  return k < p.args.size() ? QString::fromStdString(p.args[k]) : QString();
}

}  // namespace

QString TreeValidationList::problemText(const GameTree& t, const TreeProblem& p) {
  switch (p.kind) {
    case TreeProblemKind::ProbabilitiesNotSummingToOne:
      return tr("The probabilities of chance move %1 sum to %2, not 1.").arg(setName(t, p.infoSet), arg(p, 0));
    case TreeProblemKind::NegativeProbability:
      return tr("Chance move %1 has a negative probability (action %2).").arg(setName(t, p.infoSet), arg(p, 0));
    case TreeProblemKind::InfoSetOnOnePath:
      return tr("Information set %1 of %2 is met twice on one play: the player is absent-minded. The strategic form "
                "is available; analyses that need perfect recall (sequence form, subgame perfection through it) are not.")
          .arg(setName(t, p.infoSet), TreeEdits::playerName(t, p.player >= 0 ? p.player : (p.infoSet >= 0 ? t.infoSets[std::size_t(p.infoSet)].player : 0)));
    case TreeProblemKind::PerfectRecallViolated:
      return tr("%1 forgets at information set %2: its nodes follow different earlier moves or information of %1 "
                "(no perfect recall).")
          .arg(TreeEdits::playerName(t, p.player), setName(t, p.infoSet));
    case TreeProblemKind::MissingPayoff:
      if (p.nodes.empty()) return tr("%1 more leaves have no payoff.").arg(arg(p, 0));
      return tr("A leaf has no payoff (it pays 0 to everyone).");
    case TreeProblemKind::PlayerWithoutMoves:
      return tr("%1 never moves.").arg(TreeEdits::playerName(t, p.player));
  }
  return {};
}

void TreeValidationList::setTree(const GameTree& tree) {
  problems_ = validateTree(tree);
  // Problems about a whole information set point at its nodes.
  const auto members = tree.infoSetMembers();
  for (TreeProblem& p : problems_)
    if (p.nodes.empty() && p.infoSet >= 0 && std::size_t(p.infoSet) < members.size()) p.nodes = members[std::size_t(p.infoSet)];
  clear();
  if (problems_.empty()) {
    auto* item = new QListWidgetItem(tr("No problems: the tree is complete."));
    item->setForeground(QColor(0x2e, 0x7d, 0x32));
    item->setData(Qt::UserRole, -1);
    addItem(item);
    return;
  }
  for (std::size_t k = 0; k < problems_.size(); ++k) {
    const TreeProblem& p = problems_[k];
    QString prefix;
    QColor colour;
    switch (p.severity) {
      case ProblemSeverity::Error:
        prefix = tr("Error");
        colour = QColor(0xc6, 0x28, 0x28);
        break;
      case ProblemSeverity::Warning:
        prefix = tr("Warning");
        colour = QColor(0xb2, 0x6a, 0x00);
        break;
      case ProblemSeverity::Info:
        prefix = tr("Note");
        colour = QColor(0x61, 0x61, 0x61);
        break;
    }
    auto* item = new QListWidgetItem(QStringLiteral("%1: %2").arg(prefix, problemText(tree, p)));
    item->setForeground(colour);
    item->setData(Qt::UserRole, int(k));
    addItem(item);
  }
}

std::vector<std::pair<NodeId, int>> TreeValidationList::marks() const {
  std::vector<std::pair<NodeId, int>> out;
  for (const TreeProblem& p : problems_) {
    if (p.severity == ProblemSeverity::Info) continue;
    for (NodeId id : p.nodes) out.emplace_back(id, p.severity == ProblemSeverity::Error ? 2 : 1);
  }
  return out;
}

}  // namespace gamelab::ui
