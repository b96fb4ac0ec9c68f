#include "ui/impartial/gridrejectiontext.h"

namespace gamelab::ui {

QString GridRejectionText::text(const MoveCheck& check) {
  switch (check.reason) {
    case MoveRejection::None: return {};
    case MoveRejection::WrongKind: return tr("This move does not belong to this game.");
    case MoveRejection::NoSuchPiece: return tr("There is no such piece on the board.");
    case MoveRejection::NothingChanged: return tr("A move must change something.");
    case MoveRejection::NotAllowedByRule: return tr("The rule of this game does not allow turning this set of coins.");
    case MoveRejection::HeapIncreased: return tr("A heap may only shrink.");
    case MoveRejection::TooManyTaken: return tr("There are not that many counters to take.");
    case MoveRejection::CoinTwice: return tr("A move may not use the same coin twice.");
    case MoveRejection::CoinMovesRight: return tr("Coins move only to the left.");
    case MoveRejection::NoCornerCoin: return tr("The coins turned must include the south-east corner of their rectangle.");
    case MoveRejection::HeapCountChanged: return tr("Give one new size for each heap.");
    case MoveRejection::TooManyComponents:
      return tr("At most %1 components may change in one move.")
          .arg(check.args.empty() ? QString() : QString::fromStdString(check.args[0]));
    case MoveRejection::RightmostNotHeads: return tr("The last coin of a move must show heads (it turns to tails).");
    case MoveRejection::NotAQueenMove:
      return tr("A queen moves only left, down or diagonally down-left, any distance.");
    case MoveRejection::Blocked: return tr("A checker may not jump over or land on the other checker.");
    case MoveRejection::NoSuchArc: return tr("There is no arrow to that vertex.");
    case MoveRejection::GameOver: return tr("No move is possible: the game is over.");
  }
  return {};
}

}  // namespace gamelab::ui
