#pragma once
/// The bridge from a HeapRule to the take-and-break engines (sparsespace.h, octalperiod.h), and
/// the heap moves as lists of parts, written as direct loops over the code digits (independent
/// of heapOptions(), and used by the misère search).
#include "core/impartial/heaprule.h"
#include "core/impartial/sparsespace.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab {

/// The engine form of a TakeBreak or Grundy rule (nullopt for the size-dependent kinds).
std::optional<SplitGameSpec> splitGameSpec(const HeapRule& rule);

/// Whether a move of the rule can leave two or more heaps.
bool ruleSplits(const HeapRule& rule);

/// Every move from a heap of n as the list of non-empty parts left (empty list = nothing left);
/// parts non-increasing; duplicates possible (same parts by different removals).
std::vector<std::vector<std::uint32_t>> heapMoveParts(const HeapRule& rule, std::uint32_t n);

}  // namespace gamelab
