#pragma once
/// The "kind" of a `.gamelab` document (gamelabfile.h), one constant per kind. Readers and
/// writers in core/io, the GUI's documents and kind registry, and the CLI name a kind only
/// through these.
namespace gamelab::documentkind {

inline constexpr char kZeroSum[] = "zerosum";
inline constexpr char kStrategic[] = "strategic";
inline constexpr char kTree[] = "tree";
inline constexpr char kCoalitional[] = "coalitional";
inline constexpr char kImpartial[] = "impartial";
inline constexpr char kLiarsDice[] = "liarsdice";
inline constexpr char kDuopoly[] = "duopoly";
inline constexpr char kStochastic[] = "stochastic";
inline constexpr char kPoker[] = "poker";
inline constexpr char kPartizan[] = "partizan";

}  // namespace gamelab::documentkind
