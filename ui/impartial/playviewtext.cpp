#include "ui/impartial/playviewtext.h"

#include <QStringList>

namespace gamelab::ui {

namespace {

QString joinSizes(const std::vector<HeapSize>& parts) {
  if (parts.empty()) return QStringLiteral("0");
  QStringList s;
  for (HeapSize p : parts) s << QString::number(p);
  return s.join(QStringLiteral(" + "));
}

QString arg(const MoveCheck& check, std::size_t i) {
  return i < check.args.size() ? QString::fromStdString(check.args[i]) : QString();
}

}  // namespace

QString heapRuleName(const HeapRule& rule) {
  const QString spec = QString::fromStdString(rule.spec());
  QString name;
  switch (rule.kind) {
    case HeapRule::Kind::Grundy: name = PlayText::tr("Grundy's game"); break;
    case HeapRule::Kind::PowersOfTwo: name = PlayText::tr("Subtract a power of 2"); break;
    case HeapRule::Kind::AtLeastHalf: name = PlayText::tr("At-Least-Half"); break;
    case HeapRule::Kind::AtMostHalf: name = PlayText::tr("At-Most-Half"); break;
    case HeapRule::Kind::DimPlus: name = PlayText::tr("Dim⁺ (remove a divisor)"); break;
    case HeapRule::Kind::Aliquot: name = PlayText::tr("Aliquot (remove a proper divisor)"); break;
    case HeapRule::Kind::EvenIfNotAll: name = PlayText::tr("Even if not all, all if odd"); break;
    case HeapRule::Kind::TakeBreak:
      if (rule == HeapRule::nim()) name = PlayText::tr("Nim");
      else if (spec.startsWith(QLatin1String("subtraction:")))
        name = PlayText::tr("Subtraction game {%1}").arg(spec.mid(12).replace(QLatin1String(","), QLatin1String(", ")));
      else if (auto k = HeapRule::parse("kayles"); k && rule == *k) name = PlayText::tr("Kayles (0.77)");
      else if (auto d = HeapRule::parse("dawson"); d && rule == *d) name = PlayText::tr("Dawson's chess (0.137)");
      else if (auto l = HeapRule::parse("lasker"); l && rule == *l) name = PlayText::tr("Lasker's Nim");
      else if (spec.startsWith(QLatin1String("octal:"))) name = PlayText::tr("Octal game %1").arg(spec.mid(6));
      else if (spec.startsWith(QLatin1String("hex:"))) name = PlayText::tr("Hexadecimal game %1").arg(spec.mid(4));
      else name = spec;
      break;
  }
  if (rule.impatient) name = PlayText::tr("%1, impatient").arg(name);
  return name;
}

QString gameName(const ImpartialPosition& position) {
  return std::visit(
      [](const auto& p) -> QString {
        using T = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<T, HeapPosition>) {
          if (p.variant == HeapPosition::Variant::MooreNim) return PlayText::tr("Moore's Nim_%1").arg(p.mooreK);
          if (p.variant == HeapPosition::Variant::Staircase) return PlayText::tr("Staircase Nim");
          if (p.rules.size() != 1) return PlayText::tr("Sum of heap games");
          return heapRuleName(p.rules[0]);
        } else if constexpr (std::is_same_v<T, NimblePosition>) {
          return p.mooreK == 2 ? PlayText::tr("Nimble (move up to two coins)") : PlayText::tr("Nimble");
        } else if constexpr (std::is_same_v<T, CoinRowPosition>) {
          return PlayText::tr("Coin turning: %1").arg(QString::fromStdString(p.rule.spec()));
        } else if constexpr (std::is_same_v<T, CoinGridPosition>) {
          switch (p.rule.kind) {
            case CoinGridRule::Kind::AcrosticTwins: return PlayText::tr("Acrostic Twins");
            case CoinGridRule::Kind::TurningCorners: return PlayText::tr("Turning Corners");
            default:
              return PlayText::tr("Tartan game %1 × %2")
                  .arg(QString::fromStdString(p.rule.rows.spec()), QString::fromStdString(p.rule.cols.spec()));
          }
        } else if constexpr (std::is_same_v<T, QueensPosition>) {
          return PlayText::tr("Wythoff's queens");
        } else if constexpr (std::is_same_v<T, NorthcottPosition>) {
          return PlayText::tr("Northcott's game");
        } else if constexpr (std::is_same_v<T, HackenbushPosition>) {
          return PlayText::tr("Green Hackenbush");
        } else {
          return PlayText::tr("Game on a graph");
        }
      },
      position);
}

QString componentName(const ImpartialPosition& position, std::size_t index) {
  const QString n = QString::number(index + 1);
  switch (position.index()) {
    case 0:
      return std::get<HeapPosition>(position).variant == HeapPosition::Variant::Staircase ? PlayText::tr("Step %1").arg(n)
                                                                                          : PlayText::tr("Heap %1").arg(n);
    case 1: return PlayText::tr("Coin %1").arg(n);
    case 2: {
      const auto& p = std::get<CoinRowPosition>(position);
      return PlayText::tr("Coin %1").arg(index + std::size_t(p.rule.origin()));
    }
    case 3: return PlayText::tr("Coin %1").arg(n);
    case 4: return PlayText::tr("Queen %1").arg(n);
    case 5: return PlayText::tr("Row %1").arg(n);
    case 6: return PlayText::tr("Tree %1").arg(componentNumber(position, index));
    default: return PlayText::tr("Token %1").arg(n);
  }
}

QString moveText(const ImpartialPosition& before, const ImpartialMove& move) {
  if (const auto* m = std::get_if<HeapMove>(&move)) {
    const auto* p = std::get_if<HeapPosition>(&before);
    if (!p) return PlayText::tr("Move");
    if (p->variant == HeapPosition::Variant::Staircase)
      return PlayText::tr("Step %1: %n coin(s) down", nullptr, int(m->count)).arg(m->heap + 1);
    if (p->variant == HeapPosition::Variant::MooreNim) {
      QStringList parts;
      for (std::size_t i = 0; i < m->newSizes.size() && i < p->heaps.size(); ++i)
        if (m->newSizes[i] != p->heaps[i])
          parts << PlayText::tr("heap %1: %2 → %3").arg(i + 1).arg(p->heaps[i]).arg(m->newSizes[i]);
      return parts.join(QStringLiteral(", "));
    }
    const HeapSize from = m->heap < p->heaps.size() ? p->heaps[m->heap] : 0;
    return PlayText::tr("Heap %1: %2 → %3").arg(m->heap + 1).arg(from).arg(joinSizes(m->parts));
  }
  if (const auto* m = std::get_if<NimbleMove>(&move)) {
    const auto* p = std::get_if<NimblePosition>(&before);
    QStringList parts;
    for (const auto& [coin, to] : m->slides) {
      const HeapSize from = p && coin < p->coins.size() ? p->coins[coin] : 0;
      parts << PlayText::tr("coin on %1 → %2").arg(from).arg(to);
    }
    return parts.join(QStringLiteral(", "));
  }
  if (const auto* m = std::get_if<CoinMove>(&move)) {
    const auto* p = std::get_if<CoinRowPosition>(&before);
    const std::size_t origin = p ? std::size_t(p->rule.origin()) : 0;
    QStringList s;
    for (std::size_t c : m->coins) s << QString::number(c + origin);
    return PlayText::tr("Turn %1").arg(s.join(QStringLiteral(", ")));
  }
  if (const auto* m = std::get_if<CoinGridMove>(&move)) {
    QStringList s;
    for (const auto& [r, c] : m->coins) s << QStringLiteral("(%1, %2)").arg(r).arg(c);
    return PlayText::tr("Turn %1").arg(s.join(QStringLiteral(", ")));
  }
  if (const auto* m = std::get_if<QueenMove>(&move))
    return PlayText::tr("Queen %1 to (%2, %3)").arg(m->queen + 1).arg(m->to.first).arg(m->to.second);
  if (const auto* m = std::get_if<NorthcottMove>(&move))
    return m->white ? PlayText::tr("Row %1: white to %2").arg(m->row + 1).arg(m->to + 1)
                    : PlayText::tr("Row %1: black to %2").arg(m->row + 1).arg(m->to + 1);
  if (const auto* m = std::get_if<HackenbushMove>(&move)) return PlayText::tr("Cut edge %1").arg(m->edge + 1);
  if (const auto* m = std::get_if<GraphMove>(&move)) {
    const auto* p = std::get_if<GraphPosition>(&before);
    QString to = QString::number(m->to);
    if (p && m->to >= 0 && std::size_t(m->to) < p->graph.labels.size() && !p->graph.labels[std::size_t(m->to)].empty())
      to = QString::fromStdString(p->graph.labels[std::size_t(m->to)]);
    return PlayText::tr("Token %1 to %2").arg(m->token + 1).arg(to);
  }
  return PlayText::tr("Move");
}

QString rejectionText(const MoveCheck& check) {
  switch (check.reason) {
    case MoveRejection::None: return {};
    case MoveRejection::WrongKind: return PlayText::tr("That is not a move of this game.");
    case MoveRejection::NoSuchPiece: return PlayText::tr("There is no such piece on the board.");
    case MoveRejection::NothingChanged: return PlayText::tr("A move must change something.");
    case MoveRejection::NotAllowedByRule: return PlayText::tr("The rule does not allow this move.");
    case MoveRejection::HeapIncreased:
      return PlayText::tr("Heap %1 may only shrink: it has %2, not %3.").arg(arg(check, 0), arg(check, 1), arg(check, 2));
    case MoveRejection::TooManyTaken:
      return PlayText::tr("You cannot take %1: there are only %2.").arg(arg(check, 0), arg(check, 1));
    case MoveRejection::CoinTwice: return PlayText::tr("A move may not use the same coin twice.");
    case MoveRejection::CoinMovesRight:
      return PlayText::tr("Coins move only to the left (from %1 to %2 is to the right).").arg(arg(check, 0), arg(check, 1));
    case MoveRejection::NoCornerCoin:
      return PlayText::tr("The coins turned must include the south-east corner of their rectangle.");
    case MoveRejection::HeapCountChanged:
      return PlayText::tr("Give one new size for each of the %1 heaps (%2 given).").arg(arg(check, 0), arg(check, 1));
    case MoveRejection::TooManyComponents:
      return PlayText::tr("You may change at most %1 heaps in one move.").arg(arg(check, 0));
    case MoveRejection::RightmostNotHeads: return PlayText::tr("The rightmost coin turned must show heads.");
    case MoveRejection::NotAQueenMove: return PlayText::tr("A queen moves only left, down, or diagonally down-left.");
    case MoveRejection::Blocked: return PlayText::tr("A checker may not jump over or land on the other checker.");
    case MoveRejection::NoSuchArc: return PlayText::tr("There is no arc from the token's vertex to that vertex.");
    case MoveRejection::GameOver: return PlayText::tr("The game is over: no move is possible.");
  }
  return {};
}

}  // namespace gamelab::ui
