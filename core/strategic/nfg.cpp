#include "core/strategic/nfg.h"

#include "core/common/textexcerpt.h"
#include "core/common/gamesizelimit.h"
#include "core/strategic/nfglexer.h"

#include <algorithm>
#include <cstdint>
#include <optional>

namespace gamelab {
namespace {

class NfgParser {
 public:
  NfgParser(std::string_view text, const std::string& fileName) : lexer_(text, fileName) { token_ = lexer_.next(); }

  Expected<NfgGame> parse();

 private:
  using Kind = NfgTokenKind;

  void shift() { token_ = lexer_.next(); }
  /// A SyntaxError: `expected` (an expectation problem, with its `values` from %2 on) where the
  /// current token stands.
  Error syntax(Problem expected, std::vector<std::string> values = {}) const {
    if (NfgLexer::isUnterminatedString(token_))
      return makeProblemError(ErrorCode::SyntaxError, Problem::ExpectedClosingQuote, {""}, lexer_.where(token_));
    values.insert(values.begin(), NfgLexer::describe(token_));
    return makeProblemError(ErrorCode::SyntaxError, expected, std::move(values), lexer_.where(token_));
  }
  Error error(ErrorCode code, std::vector<std::string> args) const {
    return makeError(code, std::move(args), lexer_.where(token_));
  }
  /// `problem` (category `code`) quoting `values`, at the current token.
  Error problem(ErrorCode code, Problem problem, std::vector<std::string> values) const {
    return makeProblemError(code, problem, std::move(values), lexer_.where(token_));
  }
  std::optional<Error> expect(Kind kind, Problem what) {
    if (token_.kind != kind) return syntax(what);
    shift();
    return std::nullopt;
  }
  /// The current token as a number (and shifts); NotANumber for words and bad numbers.
  Expected<Rational> number(Problem what) {
    if (token_.kind != Kind::Number && token_.kind != Kind::Word) return syntax(what);
    auto value = parseRational(token_.text);
    if (!value) return error(ErrorCode::NotANumber, {excerpt(token_.text)});
    shift();
    return *value;
  }

  std::optional<Error> header(NfgGame& game);
  std::optional<Error> strategies(NfgGame& game);
  std::optional<Error> payoffVersion(NfgGame& game, std::uint64_t profiles);
  std::optional<Error> outcomeVersion(NfgGame& game, std::uint64_t profiles);
  static void reserveProfiles(NfgGame& game, std::uint64_t profiles) {
    game.payoffs.reserve(profiles);
    game.profilePositions.reserve(profiles);
  }

  NfgLexer lexer_;
  NfgToken token_;
};

std::optional<Error> NfgParser::header(NfgGame& game) {
  if (token_.kind == Kind::Word && token_.text == "EFG")
    return makeProblemError(ErrorCode::UnsupportedFormat, Problem::EfgWhereNfgExpected, {}, lexer_.where(token_));
  if (token_.kind != Kind::Word || token_.text != "NFG") return syntax(Problem::ExpectedNfgHeader);
  shift();
  if (token_.kind != Kind::Number) return syntax(Problem::ExpectedFormatVersion, {"1"});
  if (token_.text != "1") {
    const auto version = parseRational(token_.text);
    if (version && *version > 1) return error(ErrorCode::UnsupportedVersion, {token_.text, "1"});
    return syntax(Problem::ExpectedFormatVersion, {"1"});
  }
  shift();
  if (token_.kind != Kind::Word || (token_.text != "R" && token_.text != "D")) return syntax(Problem::ExpectedRationalOrDecimal);
  shift();
  if (token_.kind != Kind::String) return syntax(Problem::ExpectedTitle);
  game.title = token_.text;
  shift();
  if (auto e = expect(Kind::LeftBrace, Problem::ExpectedBraceBeforePlayers)) return e;
  while (token_.kind == Kind::String) {
    game.playerNames.push_back(token_.text);
    shift();
  }
  if (token_.kind != Kind::RightBrace) return syntax(Problem::ExpectedPlayerName);
  if (game.playerNames.empty()) return problem(ErrorCode::WrongShape, Problem::NoPlayers, {});
  shift();
  return std::nullopt;
}

std::optional<Error> NfgParser::strategies(NfgGame& game) {
  const NfgToken open = token_;
  if (auto e = expect(Kind::LeftBrace, Problem::ExpectedBraceBeforeStrategies)) return e;
  const std::size_t players = game.playerNames.size();
  if (token_.kind == Kind::LeftBrace) {
    while (token_.kind == Kind::LeftBrace) {
      shift();
      std::vector<std::string> names;
      while (token_.kind == Kind::String) {
        names.push_back(token_.text);
        shift();
      }
      if (token_.kind != Kind::RightBrace) return syntax(Problem::ExpectedStrategyName);
      if (names.empty())
        return error(ErrorCode::EmptyGame, {});
      shift();
      game.strategyLabels.push_back(std::move(names));
    }
  } else {
    std::vector<std::uint64_t> counts;
    while (token_.kind == Kind::Number) {
      const auto count = parseRational(token_.text);
      if (!count || count->get_den() != 1 || sgn(*count) <= 0 || !count->get_num().fits_ulong_p())
        return syntax(Problem::ExpectedStrategyCount);
      counts.push_back(count->get_num().get_ui());
      shift();
    }
    // Check the size before allocating anything per strategy.
    if (auto tooLarge = checkStrategicGameSize(counts, lexer_.where(open))) return tooLarge;
    for (auto c : counts) game.strategyLabels.emplace_back(c, std::string());
  }
  if (token_.kind != Kind::RightBrace) return syntax(Problem::ExpectedBraceAfterStrategies);
  if (game.strategyLabels.size() != players)
    return problem(ErrorCode::WrongShape, Problem::StrategiesPerPlayer,
                   {std::to_string(players), std::to_string(game.strategyLabels.size())});
  shift();
  std::vector<std::uint64_t> counts;
  for (const auto& labels : game.strategyLabels) counts.push_back(labels.size());
  if (auto tooLarge = checkStrategicGameSize(counts, lexer_.where(open))) return tooLarge;
  return std::nullopt;
}

std::optional<Error> NfgParser::payoffVersion(NfgGame& game, std::uint64_t profiles) {
  const std::size_t players = game.playerNames.size();
  const std::uint64_t expected = profiles * players;
  // A payoff takes two bytes at least (a digit and a blank): reserve no more than the rest of
  // the text can hold, so that a file declaring more than it provides costs nothing.
  reserveProfiles(game, std::min<std::uint64_t>(profiles, lexer_.remaining() / (2 * players) + 1));
  std::uint64_t read = 0;
  for (std::uint64_t p = 0; p < profiles; ++p) {
    RationalVector profile;
    profile.reserve(players);
    for (std::size_t k = 0; k < players; ++k) {
      if (token_.kind == Kind::End)
        return problem(ErrorCode::WrongShape, Problem::TooFewPayoffs, {std::to_string(expected), std::to_string(read)});
      if (token_.kind == Kind::Comma) shift();
      if (k == 0) game.profilePositions.push_back(TextPosition{token_.line, token_.column});
      auto value = number(Problem::ExpectedPayoff);
      if (!value) return value.error();
      profile.push_back(std::move(*value));
      ++read;
    }
    game.payoffs.push_back(std::move(profile));
  }
  if (token_.kind == Kind::Number)
    return problem(ErrorCode::WrongShape, Problem::TooManyPayoffsGiven, {std::to_string(expected)});
  return std::nullopt;
}

std::optional<Error> NfgParser::outcomeVersion(NfgGame& game, std::uint64_t profiles) {
  const std::size_t players = game.playerNames.size();
  shift();  // '{' of the outcome list
  std::vector<RationalVector> outcomes;
  while (token_.kind == Kind::LeftBrace) {
    shift();
    if (token_.kind != Kind::String) return syntax(Problem::ExpectedOutcomeName);
    shift();
    RationalVector payoff;
    while (token_.kind != Kind::RightBrace) {
      if (token_.kind == Kind::Comma) {
        shift();
        continue;
      }
      if (token_.kind == Kind::End) return syntax(Problem::ExpectedBraceAfterPayoffs);
      auto value = number(Problem::ExpectedPayoffOrBrace);
      if (!value) return value.error();
      payoff.push_back(std::move(*value));
    }
    if (payoff.size() != players)
      return problem(ErrorCode::WrongShape, Problem::OutcomePayoffCount,
                     {std::to_string(outcomes.size() + 1), std::to_string(players), std::to_string(payoff.size())});
    shift();
    outcomes.push_back(std::move(payoff));
  }
  if (auto e = expect(Kind::RightBrace, Problem::ExpectedOutcomeListBrace)) return e;

  // An outcome number takes two bytes at least, as a payoff does (see payoffVersion).
  reserveProfiles(game, std::min<std::uint64_t>(profiles, lexer_.remaining() / 2 + 1));
  for (std::uint64_t p = 0; p < profiles; ++p) {
    if (token_.kind == Kind::End)
      return problem(ErrorCode::WrongShape, Problem::TooFewOutcomeNumbers, {std::to_string(profiles), std::to_string(p)});
    if (token_.kind != Kind::Number) return syntax(Problem::ExpectedOutcomeNumber);
    const auto index = parseRational(token_.text);
    if (!index) return error(ErrorCode::NotANumber, {token_.text});
    if (index->get_den() != 1 || sgn(*index) < 0 || *index > static_cast<unsigned long>(outcomes.size()))
      return problem(ErrorCode::WrongShape, Problem::NoSuchOutcome, {excerpt(token_.text), std::to_string(outcomes.size())});
    const auto k = index->get_num().get_ui();
    game.profilePositions.push_back(TextPosition{token_.line, token_.column});
    game.payoffs.push_back(k > 0 ? outcomes[k - 1] : RationalVector(players));  // 0: the null outcome, all zero
    shift();
  }
  if (token_.kind == Kind::Number)
    return problem(ErrorCode::WrongShape, Problem::TooManyOutcomeNumbers, {std::to_string(profiles)});
  return std::nullopt;
}

Expected<NfgGame> NfgParser::parse() {
  NfgGame game;
  game.sourceFile = lexer_.where(token_).file;
  if (auto e = header(game)) return *e;
  if (auto e = strategies(game)) return *e;
  if (token_.kind == Kind::String) {
    game.comment = token_.text;
    shift();
  }
  std::uint64_t profiles = 1;
  for (const auto& labels : game.strategyLabels) profiles *= labels.size();
  auto e = token_.kind == Kind::LeftBrace ? outcomeVersion(game, profiles) : payoffVersion(game, profiles);
  if (e) return *e;
  if (token_.kind != Kind::End) return syntax(Problem::ExpectedEndOfInput);
  return game;
}

void writeQuoted(std::string& out, const std::string& text) {
  out += '"';
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
}

}  // namespace

SourceLocation NfgGame::profileLocation(std::size_t profile) const {
  if (profile >= profilePositions.size()) return SourceLocation{sourceFile, 0, 0};
  return SourceLocation{sourceFile, profilePositions[profile].line, profilePositions[profile].column};
}

Expected<NfgGame> parseNfg(std::string_view text, const std::string& fileName) {
  return NfgParser(text, fileName).parse();
}

std::string writeNfg(const NfgGame& game) {
  std::string out = "NFG 1 R ";
  writeQuoted(out, game.title);
  out += " {";
  for (const auto& name : game.playerNames) {
    out += ' ';
    writeQuoted(out, name);
  }
  out += " }";
  bool named = false;
  for (const auto& labels : game.strategyLabels)
    for (const auto& label : labels) named = named || !label.empty();
  out += " {";
  for (const auto& labels : game.strategyLabels) {
    if (named) {
      out += " {";
      for (const auto& label : labels) {
        out += ' ';
        writeQuoted(out, label);
      }
      out += " }";
    } else {
      out += ' ' + std::to_string(labels.size());
    }
  }
  out += " }\n";
  writeQuoted(out, game.comment);
  out += "\n\n";
  for (const auto& profile : game.payoffs) {
    for (std::size_t k = 0; k < profile.size(); ++k) {
      if (k > 0) out += ' ';
      out += toString(profile[k]);
    }
    out += '\n';
  }
  return out;
}

Expected<MatrixGame> toMatrixGame(const NfgGame& game, bool rowPayoffsOnly) {
  if (game.playerNames.size() != 2 || game.strategyLabels.size() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::ZeroSumNeedsTwoPlayers,
                            {std::to_string(game.playerNames.size())});
  const std::size_t rows = game.strategyLabels[0].size(), cols = game.strategyLabels[1].size();
  if (rows == 0 || cols == 0) return makeError(ErrorCode::EmptyGame);
  if (auto tooLarge = checkGameSize({rows, cols})) return *tooLarge;
  if (game.payoffs.size() != rows * cols)
    return makeProblemError(ErrorCode::WrongShape, Problem::ProfileCount,
                            {std::to_string(rows * cols), std::to_string(game.payoffs.size())});
  MatrixGame matrix(rows, cols);
  for (std::size_t j = 0; j < cols; ++j)
    for (std::size_t i = 0; i < rows; ++i) {
      const std::size_t p = i + rows * j;  // player 1's strategy changes fastest
      const auto& profile = game.payoffs[p];
      if (profile.size() != 2) return makeProblemError(ErrorCode::WrongShape, Problem::ProfileNeedsTwoPayoffs);
      if (!rowPayoffsOnly && profile[0] + profile[1] != 0)
        return makeError(ErrorCode::NotZeroSum, {std::to_string(i + 1), std::to_string(j + 1)},
                         game.profileLocation(p));
      matrix.at(i, j) = profile[0];
    }
  matrix.rowLabels = game.strategyLabels[0];
  matrix.colLabels = game.strategyLabels[1];
  return matrix;
}

NfgGame toNfgGame(const MatrixGame& game, const std::string& title) {
  NfgGame nfg;
  nfg.title = title;
  nfg.playerNames = {"Player 1", "Player 2"};
  nfg.strategyLabels.resize(2);
  for (std::size_t i = 0; i < game.rows; ++i) nfg.strategyLabels[0].push_back(i < game.rowLabels.size() ? game.rowLabels[i] : "");
  for (std::size_t j = 0; j < game.cols; ++j) nfg.strategyLabels[1].push_back(j < game.colLabels.size() ? game.colLabels[j] : "");
  nfg.payoffs.reserve(game.rows * game.cols);
  for (std::size_t j = 0; j < game.cols; ++j)
    for (std::size_t i = 0; i < game.rows; ++i) nfg.payoffs.push_back({game.at(i, j), -game.at(i, j)});
  return nfg;
}

StrategicGame toStrategicGame(NfgGame game) {
  StrategicGame out;
  out.title = std::move(game.title);
  out.playerNames = std::move(game.playerNames);
  out.strategyLabels = std::move(game.strategyLabels);
  out.playerNames.resize(out.strategyLabels.size());
  const std::size_t n = out.players();
  out.payoffs.assign(out.profileCount() * n, Rational(0));
  for (std::size_t t = 0; t < game.payoffs.size() && t < out.profileCount(); ++t) {
    for (std::size_t k = 0; k < n && k < game.payoffs[t].size(); ++k) out.payoffs[t * n + k].swap(game.payoffs[t][k]);
    RationalVector().swap(game.payoffs[t]);  // frees this profile now, not after the whole copy
  }
  return out;
}

NfgGame toNfgGame(const StrategicGame& game) {
  NfgGame nfg;
  nfg.title = game.title;
  nfg.playerNames = game.playerNames;
  nfg.playerNames.resize(game.players());
  nfg.strategyLabels = game.strategyLabels;
  nfg.payoffs.reserve(game.profileCount());
  for (std::size_t t = 0; t < game.profileCount(); ++t) {
    RationalVector profile;
    profile.reserve(game.players());
    for (std::size_t k = 0; k < game.players(); ++k) profile.push_back(game.payoff(t, k));
    nfg.payoffs.push_back(std::move(profile));
  }
  return nfg;
}

}  // namespace gamelab
