#pragma once
/// Rules for one heap (pile) of counters (source 000 §1.1, §1.3–1.4): Nim, subtraction games,
/// take-and-break games given by octal or hexadecimal codes (Kayles 0.77, Dawson's chess 0.137,
/// Lasker's Nim), Grundy's game, and the size-dependent rules of §1.3–1.4 (At-Least-Half, ...).
/// A position is a sum of heaps; each heap may have its own rule (§1.4.3 ex 3).
#include "core/common/expected.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

using HeapSize = std::uint64_t;

/// A take-and-break code d0.d1d2d3…: digit d_k says what may be left after removing k counters
/// from one heap: bit 0 — nothing (only when the heap had exactly k), bit 1 — one non-empty
/// heap, bit 2 — two non-empty heaps, bit 3 (hexadecimal codes only) — three non-empty heaps.
/// d_0 (before the point) allows splitting without removing. Examples: Kayles 0.77, Dawson's
/// chess 0.137, subtraction {1,3,4} = 0.3033, Nim = 0.333… (repeatLast), Lasker's Nim = 4.333….
struct TakeBreakCode {
  std::vector<std::uint8_t> digits;   ///< digits[k] for k = 0..K (digits[0] is d_0)
  bool repeatLast = false;            ///< the last digit also applies to every k > K
  bool hex = false;                   ///< digits up to 15 allowed (bit 3)
  bool operator==(const TakeBreakCode&) const = default;
};

struct HeapRule {
  enum class Kind {
    TakeBreak,       ///< `code` (Nim, subtraction games, octal and hex games)
    Grundy,          ///< split one heap into two unequal non-empty heaps (§1.4.4 ex 4)
    PowersOfTwo,     ///< subtract a power of 2 (1.1.5 ex 4(c))
    AtLeastHalf,     ///< remove at least half (§1.3.3 ex 3)
    AtMostHalf,      ///< remove at most half, at least 1 (1.3.5 ex 3)
    DimPlus,         ///< remove a divisor of the heap size (1.3.5 ex 4(a), Dim⁺)
    Aliquot,         ///< remove a proper divisor (1.3.5 ex 4(b))
    EvenIfNotAll,    ///< remove an even number unless taking all; all if odd (1.4.3 ex 2)
  };
  Kind kind = Kind::TakeBreak;
  TakeBreakCode code;       ///< for TakeBreak
  bool impatient = false;   ///< also "take the whole heap" (1.3.5 ex 8: g⁺(x) = g(x−1)+1 shape)

  static HeapRule nim();
  /// Subtract any s ∈ set (s >= 1), leaving one heap or none.
  static HeapRule subtraction(const std::vector<HeapSize>& set);
  /// The CLI/file spec text: "nim", "subtraction:1,3,4", "octal:0.77", "hex:0.F", "grundy",
  /// "lasker", "kayles", "dawson", "powers-of-two", "at-least-half", "at-most-half", "dim-plus",
  /// "aliquot", "even-if-not-all" (+ ",impatient" suffix). Errors: SyntaxError / InvalidArgument /
  /// NotANumber / TooLarge with a problem naming the bad part (e.g. NotOctalDigit {"8", "0.8"}).
  static Expected<HeapRule> parse(std::string_view spec);
  /// Canonical spec text (parse(spec()) == *this).
  std::string spec() const;
  bool operator==(const HeapRule&) const = default;
};

/// One way to move in a heap of size n: remove `removed` counters and leave `parts` (each >= 1;
/// empty = nothing left).
struct HeapOption {
  HeapSize removed = 0;
  std::vector<HeapSize> parts;
  bool operator==(const HeapOption&) const = default;
};

/// Every option from a heap of size n (splits listed once with parts in non-increasing order).
/// Intended for positions a board shows (n up to ~10⁴); O(n²) for splitting rules.
std::vector<HeapOption> heapOptions(const HeapRule& rule, HeapSize n);

/// Whether one move turns a heap of n into `parts` (any order), removing n − Σ parts.
bool isHeapMove(const HeapRule& rule, HeapSize n, const std::vector<HeapSize>& parts);

}  // namespace gamelab
