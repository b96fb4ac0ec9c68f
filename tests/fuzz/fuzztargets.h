#pragma once
/// The fuzz entry points: one per reader of untrusted input in core. Each takes any bytes,
/// reads them as its format and, when they are accepted, writes the result back out and reads
/// that again (what a save followed by an open does). Contract: it returns 0 for every input;
/// a crash, an escaping exception, or a written file that cannot be read back (reported with
/// std::abort) is a bug. The same functions serve libFuzzer (libfuzzer_main.cpp) and the
/// replay test of `make test` (replay.cpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gamelab::fuzz {

int fuzzEfg(const std::uint8_t* data, std::size_t size);              ///< parseEfg
int fuzzNfg(const std::uint8_t* data, std::size_t size);              ///< parseNfg, its conversions
int fuzzTreeNotation(const std::uint8_t* data, std::size_t size);     ///< parseTreeNotation
int fuzzGamelabZeroSum(const std::uint8_t* data, std::size_t size);   ///< loadZeroSumGame
int fuzzGamelabStrategic(const std::uint8_t* data, std::size_t size); ///< loadStrategicGame
int fuzzGamelabTree(const std::uint8_t* data, std::size_t size);      ///< loadTreeText
int fuzzGamelabCoalitional(const std::uint8_t* data, std::size_t size);  ///< loadCoalitionalGame
int fuzzGamelabImpartial(const std::uint8_t* data, std::size_t size);    ///< loadImpartialGame
int fuzzGamelabLiarsDice(const std::uint8_t* data, std::size_t size);    ///< liarsDiceStateFromJson
int fuzzGamelabDuopoly(const std::uint8_t* data, std::size_t size);      ///< duopolyMarketFromJson, solveDuopoly
int fuzzGamelabPoker(const std::uint8_t* data, std::size_t size);        ///< pokerGameFromJson, continuousPokerSolution
int fuzzGamelabBracket(const std::uint8_t* data, std::size_t size);      ///< kingmaker::parseBracketTree
int fuzzGamelabStochastic(const std::uint8_t* data, std::size_t size);   ///< stochasticGameFromJson, validation, parseCellExpression, solveShapleyIteration
int fuzzCgtExpression(const std::uint8_t* data, std::size_t size);       ///< parseGameExpression, solveGameReport, canonicalText read back
int fuzzCgtPosition(const std::uint8_t* data, std::size_t size);         ///< readPosition (first byte: ruleset), movesOf, solveValue, partizanSessionFromJson
int fuzzQreCounts(const std::uint8_t* data, std::size_t size);           ///< parseQreCounts (first byte: tree or strategic), checkQreOptions, the fit
int fuzzParamExpression(const std::uint8_t* data, std::size_t size);     ///< parseExpression, evaluateExpression, expressionFunction, toExpressionText read back

using FuzzEntry = int (*)(const std::uint8_t*, std::size_t);

/// A target's name is its corpus and regressions folder name (tests/fuzz/corpus/<name>/).
struct FuzzTarget {
  std::string_view name;
  FuzzEntry entry;
};

inline constexpr FuzzTarget kFuzzTargets[] = {
    {"efg", fuzzEfg},
    {"nfg", fuzzNfg},
    {"treenotation", fuzzTreeNotation},
    {"gamelab_zerosum", fuzzGamelabZeroSum},
    {"gamelab_strategic", fuzzGamelabStrategic},
    {"gamelab_tree", fuzzGamelabTree},
    {"gamelab_coalitional", fuzzGamelabCoalitional},
    {"gamelab_impartial", fuzzGamelabImpartial},
    {"gamelab_liarsdice", fuzzGamelabLiarsDice},
    {"gamelab_duopoly", fuzzGamelabDuopoly},
    {"gamelab_poker", fuzzGamelabPoker},
    {"gamelab_bracket", fuzzGamelabBracket},
    {"gamelab_stochastic", fuzzGamelabStochastic},
    {"cgt_expression", fuzzCgtExpression},
    {"cgt_position", fuzzCgtPosition},
    {"qre_counts", fuzzQreCounts},
    {"param_expression", fuzzParamExpression},
};

}  // namespace gamelab::fuzz
