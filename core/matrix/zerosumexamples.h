#pragma once
/// Built-in zero-sum matrix games of source 000 §2.1-2.4 for the GUI start page and the CLI,
/// plus the generators behind the parametrised families. English titles only: the GUI
/// translates by `id`.
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab {

struct ZeroSumExample {
  std::string id;            ///< stable, e.g. "odd-or-even"
  std::string englishTitle;  ///< e.g. "Odd-or-Even"
  std::string section;       ///< source section, e.g. "2.1.2"
  MatrixGame game;           ///< with strategy labels
};

/// All built-in examples, in the order of the source.
const std::vector<ZeroSumExample>& zeroSumExamples();
/// The example with this id, or nullopt.
std::optional<ZeroSumExample> findZeroSumExample(const std::string& id);

/// Mendelsohn game (§2.3.5): choose 1..n; equal 0, one more than the opponent +1, two or more
/// more −2 (skew-symmetric). Errors: InvalidArgument ("n", "at-least-3"), TooLarge above 200.
Expected<MatrixGame> mendelsohnGame(int n);

/// Colonel Blotto (§2.3.6): Blotto splits `blotto` regiments, Kije `kije`, over `posts` posts;
/// strategies are allocation vectors in descending lexicographic order, labelled "(3,1)". Per
/// post the side with more regiments wins 1 + the opponent's regiments there; equal → 0.
/// Errors: InvalidArgument ("posts"/"regiments", reason), TooLarge (more than 5000
/// strategies for one side).
Expected<MatrixGame> blottoGame(int blotto, int kije, int posts);

/// Guessing game of §2.3.7 Ex.5 (T40): a_ii = 1, a_ij = −1 for i > j, 0 for i < j.
/// Errors: InvalidArgument ("n", "at-least-1"), TooLarge above 200.
Expected<MatrixGame> guessTooHighGame(int n);

/// Silverman game (§2.3.7 Ex.10, T47) on 1..n: larger but less than 3 times the other +1,
/// 3 times or more −2, equal 0. Errors: InvalidArgument ("n", "at-least-1"), TooLarge above 200.
Expected<MatrixGame> silvermanGame(int n);

}  // namespace gamelab
