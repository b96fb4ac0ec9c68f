#pragma once
/// Text of characteristic-function values for copy and paste: a column of values in either
/// common coalition order (by bitmask, or by size then lexicographically), with or without
/// the leading v(∅) = 0.
#include "core/coalition/coalitionalgame.h"

#include <QString>

#include <optional>
#include <vector>

namespace gamelab::ui {

struct ParsedCoalitionColumn {
  /// 2^n values in Bitmask order (values[0] = 0) when ok().
  RationalVector values;
  bool hadEmptySet = false;  ///< the text started with v(∅)
  QString error;             ///< translated; names the offending line or the count; empty when ok()
  bool ok() const { return error.isEmpty(); }
};

/// Reads one value per line (of a line with tabs or semicolons the last cell, so that copied
/// "coalition<TAB>value" rows paste back), or a single line of tab-separated values. The
/// count must be 2^n (v(∅) = 0 first) or 2^n − 1; `order` says which coalition each line is.
ParsedCoalitionColumn parseCoalitionColumn(const QString& text, int players, CoalitionOrder order);

/// "label<TAB>value" lines for the given coalitions (exact values), e.g. "12\t3/2".
QString formatCoalitionRows(const CoalitionalGame& game, const std::vector<Coalition>& coalitions);

/// A list of exact numbers separated by commas, semicolons or white space ("10, 20, 30",
/// "1/2 3"); `what` names the list in the error ("weights"). Sets `error` (translated) and
/// returns nullopt on a non-number or an empty list.
std::optional<RationalVector> parseRationalList(const QString& text, const QString& what, QString& error);

/// "10, 20, 30".
QString formatRationalList(const RationalVector& values);

/// Translated name of an order ("by bitmask", "by size, then lexicographically").
QString coalitionOrderName(CoalitionOrder order);

}  // namespace gamelab::ui
