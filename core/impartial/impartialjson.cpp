#include "core/impartial/impartialjson.h"

#include "core/common/textexcerpt.h"
#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/io/gamepayload.h"
#include "core/io/jsontext.h"
#include "core/io/textlocation.h"

#include <optional>
#include <variant>

namespace gamelab {
namespace {

using Failure = PayloadFailure;

template <class T>
using Result = PayloadResult<T>;

std::string pointerOf(const std::string& name, std::size_t i) { return "/" + name + "/" + std::to_string(i); }

/// `problem` at the value `pointer` names, quoting its place ("game/heaps/2") and then `values`.
Failure failure(ErrorCode code, Problem problem, const std::string& pointer, std::vector<std::string> values,
                const std::string& file) {
  return Failure{gameProblem(code, problem, pointer, std::move(values), file), pointer};
}
Failure shape(Problem problem, const std::string& pointer, const std::string& file, std::vector<std::string> values = {}) {
  return failure(ErrorCode::WrongShape, problem, pointer, std::move(values), file);
}
Failure invalid(Problem problem, const std::string& pointer, const std::string& file, std::vector<std::string> values = {}) {
  return failure(ErrorCode::InvalidArgument, problem, pointer, std::move(values), file);
}

/// Reads with the file name and reports failures by pointer.
class Reader {
 public:
  Reader(const nlohmann::json& json, std::string file) : json_(json), file_(std::move(file)) {}

  std::optional<Failure> failed;

  const nlohmann::json* find(const std::string& key) const {
    const auto it = json_.find(key);
    return it == json_.end() || it->is_null() ? nullptr : &*it;
  }

  /// A non-negative integer at `key` (required unless `fallback`).
  std::uint64_t count(const std::string& key, std::optional<std::uint64_t> fallback, std::uint64_t limit) {
    if (failed) return 0;
    const auto* v = find(key);
    if (!v) {
      if (fallback) return *fallback;
      failed = shape(Problem::MissingField, "", file_, {key});
      return 0;
    }
    return number(*v, "/" + key, limit);
  }

  /// A whole number from 0 to `limit` at `pointer`.
  std::uint64_t number(const nlohmann::json& v, const std::string& pointer, std::uint64_t limit) {
    if (failed) return 0;
    if (v.is_number_integer() && v.get<long long>() < 0 && !v.is_number_unsigned()) {
      failed = invalid(Problem::MustBeNonNegative, pointer, file_, {jsonExcerpt(v)});
      return 0;
    }
    if (!v.is_number_unsigned() && !v.is_number_integer()) {
      failed = shape(Problem::MustBeInteger, pointer, file_);
      return 0;
    }
    const auto value = v.get<std::uint64_t>();
    if (value > limit) {
      failed = failure(ErrorCode::TooLarge, Problem::MustBeAtMost, pointer,
                       {std::to_string(limit), std::to_string(value)}, file_);
      return 0;
    }
    return value;
  }

  const nlohmann::json* list(const std::string& key, bool required, std::uint64_t limit) {
    if (failed) return nullptr;
    const auto* v = find(key);
    if (!v) {
      if (required) failed = shape(Problem::MissingField, "", file_, {key});
      return nullptr;
    }
    if (!v->is_array()) {
      failed = shape(Problem::MustBeList, "/" + key, file_);
      return nullptr;
    }
    if (v->size() > limit) {
      failed = failure(ErrorCode::TooLarge, Problem::TooManyEntries, "/" + key,
                       {std::to_string(v->size()), std::to_string(limit)}, file_);
      return nullptr;
    }
    return v;
  }

  std::string text(const std::string& key, std::optional<std::string> fallback) {
    if (failed) return {};
    const auto* v = find(key);
    if (!v) {
      if (fallback) return *fallback;
      failed = shape(Problem::MissingField, "", file_, {key});
      return {};
    }
    if (!v->is_string()) {
      failed = shape(Problem::MustBeString, "/" + key, file_);
      return {};
    }
    return v->get<std::string>();
  }

  /// A list of pairs of non-negative integers.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> pairs(const std::string& key, bool required,
                                                             std::uint64_t countLimit, std::uint64_t valueLimit) {
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out;
    const auto* l = list(key, required, countLimit);
    if (!l) return out;
    out.reserve(l->size());
    for (std::size_t i = 0; i < l->size() && !failed; ++i) {
      const auto& item = (*l)[i];
      if (!item.is_array() || item.size() != 2) {
        failed = shape(Problem::MustBePair, pointerOf(key, i), file_);
        break;
      }
      const auto a = number(item[0], pointerOf(key, i) + "/0", valueLimit);
      const auto b = number(item[1], pointerOf(key, i) + "/1", valueLimit);
      out.emplace_back(a, b);
    }
    return out;
  }

  std::vector<std::pair<double, double>> coordinates(std::size_t vertices) {
    std::vector<std::pair<double, double>> out;
    const auto* l = list("coordinates", false, vertices);
    if (!l) return out;
    for (std::size_t i = 0; i < l->size() && !failed; ++i) {
      const auto& item = (*l)[i];
      if (!item.is_array() || item.size() != 2 || !item[0].is_number() || !item[1].is_number()) {
        failed = shape(Problem::MustBePoint, pointerOf("coordinates", i), file_);
        break;
      }
      out.emplace_back(item[0].get<double>(), item[1].get<double>());
    }
    if (!failed && !out.empty() && out.size() != vertices)
      failed = shape(Problem::OnePointPerVertex, "/coordinates", file_,
                     {std::to_string(vertices), std::to_string(out.size())});
    return out;
  }

  /// Heads from "THHT…" or a list of booleans / 0 / 1.
  std::vector<bool> heads(const nlohmann::json& v, const std::string& pointer) {
    std::vector<bool> out;
    if (v.is_string()) {
      for (char c : v.get<std::string>()) {
        if (c == 'H' || c == 'h' || c == '1') out.push_back(true);
        else if (c == 'T' || c == 't' || c == '0') out.push_back(false);
        else if (c != ' ') {
          failed = shape(Problem::HeadsLetter, pointer, file_, {std::string(1, c)});
          return {};
        }
      }
      return out;
    }
    if (v.is_array()) {
      for (std::size_t i = 0; i < v.size(); ++i) {
        if (v[i].is_boolean()) out.push_back(v[i].get<bool>());
        else if (v[i].is_number_integer() && (v[i].get<long long>() == 0 || v[i].get<long long>() == 1))
          out.push_back(v[i].get<long long>() == 1);
        else {
          failed = shape(Problem::CoinFace, pointer + "/" + std::to_string(i), file_);
          return {};
        }
      }
      return out;
    }
    failed = shape(Problem::HeadsValue, pointer, file_);
    return {};
  }

  const std::string& file() const { return file_; }

 private:
  const nlohmann::json& json_;
  std::string file_;
};

/// The error of a rule spec that does not parse, as the rule's parser words it (its problem
/// and values), placed at the spec: the reader adds no words of its own.
Failure ruleFailure(Error parseError, const std::string& pointer, const std::string& file) {
  parseError.code = ErrorCode::InvalidArgument;
  parseError.where = SourceLocation{file, 0, 0};
  return Failure{std::move(parseError), pointer};
}

Result<HeapPosition> readHeaps(Reader& r) {
  HeapPosition p;
  const std::string variant = r.text("variant", std::string("sum"));
  if (r.failed) return *r.failed;
  if (variant == "sum") p.variant = HeapPosition::Variant::Sum;
  else if (variant == "moore") p.variant = HeapPosition::Variant::MooreNim;
  else if (variant == "staircase") p.variant = HeapPosition::Variant::Staircase;
  else return shape(Problem::MustBeOneOf, "/variant", r.file(), {"sum, moore, staircase", excerpt(variant)});
  const auto* heaps = r.list("heaps", true, kMaxImpartialHeaps);
  if (r.failed) return *r.failed;
  // Rules first: a heap's limit depends on its rule.
  p.rules.clear();
  if (const auto* rules = r.find("rules")) {
    if (rules->is_string()) {
      auto rule = HeapRule::parse(rules->get<std::string>());
      if (!rule) return ruleFailure(rule.error(), "/rules", r.file());
      p.rules.push_back(std::move(*rule));
    } else if (rules->is_array() && !rules->empty()) {
      if (rules->size() != 1 && rules->size() != heaps->size())
        return shape(Problem::RuleCount, "/rules", r.file(),
                     {std::to_string(heaps->size()), std::to_string(rules->size())});
      for (std::size_t i = 0; i < rules->size(); ++i) {
        if (!(*rules)[i].is_string())
          return shape(Problem::MustBeString, pointerOf("rules", i), r.file());
        const std::string spec = (*rules)[i].get<std::string>();
        auto rule = HeapRule::parse(spec);
        if (!rule) return ruleFailure(rule.error(), pointerOf("rules", i), r.file());
        p.rules.push_back(std::move(*rule));
      }
    } else {
      return shape(Problem::RuleSpecOrList, "/rules", r.file());
    }
  } else if (const auto* rule = r.find("rule")) {
    if (!rule->is_string()) return shape(Problem::MustBeString, "/rule", r.file());
    auto parsed = HeapRule::parse(rule->get<std::string>());
    if (!parsed) return ruleFailure(parsed.error(), "/rule", r.file());
    p.rules.push_back(std::move(*parsed));
  }
  if (p.rules.empty()) p.rules.push_back(HeapRule::nim());
  if (p.variant != HeapPosition::Variant::Sum && !(p.rules.size() == 1 && p.rules[0] == HeapRule::nim()))
    return shape(Problem::NimMovesOnly, "/rules", r.file(), {variant});
  for (std::size_t i = 0; i < heaps->size(); ++i) {
    const bool nim = p.ruleOf(p.rules.size() == 1 ? 0 : i) == HeapRule::nim();
    p.heaps.push_back(r.number((*heaps)[i], pointerOf("heaps", i),
                               nim ? (std::uint64_t(1) << 62) : kMaxRuleHeapSize));
    if (r.failed) return *r.failed;
  }
  if (p.variant == HeapPosition::Variant::MooreNim) {
    p.mooreK = static_cast<int>(r.count("moore_k", 1, 64));
    if (r.failed) return *r.failed;
    if (p.mooreK < 1) return invalid(Problem::MustBeAtLeast, "/moore_k", r.file(), {"1", std::to_string(p.mooreK)});
  }
  return p;
}

Result<NimblePosition> readNimble(Reader& r) {
  NimblePosition p;
  p.squares = r.count("squares", 16, kMaxBoardSide);
  p.mooreK = static_cast<int>(r.count("moore_k", 1, 64));
  const auto* coins = r.list("coins", true, kMaxImpartialHeaps);
  if (r.failed) return *r.failed;
  if (p.mooreK < 1) return invalid(Problem::MustBeAtLeast, "/moore_k", r.file(), {"1", std::to_string(p.mooreK)});
  for (std::size_t i = 0; i < coins->size(); ++i) {
    p.coins.push_back(r.number((*coins)[i], pointerOf("coins", i), kMaxBoardSide));
    if (r.failed) return *r.failed;
    if (p.coins.back() >= p.squares)
      return invalid(Problem::OffStrip, pointerOf("coins", i), r.file(),
                     {std::to_string(p.coins.back()), std::to_string(p.squares)});
  }
  return p;
}

Result<CoinRule> readCoinRule(Reader& r, const std::string& key) {
  const std::string spec = r.text(key, std::nullopt);
  if (r.failed) return *r.failed;
  auto rule = CoinRule::parse(spec);
  if (!rule) return ruleFailure(rule.error(), "/" + key, r.file());
  return std::move(*rule);
}

Result<CoinRowPosition> readCoins(Reader& r) {
  CoinRowPosition p;
  auto rule = readCoinRule(r, "rule");
  if (auto* f = std::get_if<Failure>(&rule)) return std::move(*f);
  p.rule = std::get<CoinRule>(std::move(rule));
  const auto* heads = r.find("heads");
  if (!heads) return shape(Problem::MissingField, "", r.file(), {"heads"});
  p.heads = r.heads(*heads, "/heads");
  if (r.failed) return *r.failed;
  if (p.heads.size() > kMaxCoinRow)
    return failure(ErrorCode::TooLarge, Problem::TooManyEntries, "/heads",
                   {std::to_string(p.heads.size()), std::to_string(kMaxCoinRow)}, r.file());
  return p;
}

Result<CoinGridPosition> readGrid(Reader& r) {
  CoinGridPosition p;
  const std::string kind = r.text("rule", std::nullopt);
  if (r.failed) return *r.failed;
  if (kind == "acrostic-twins") p.rule.kind = CoinGridRule::Kind::AcrosticTwins;
  else if (kind == "turning-corners") p.rule.kind = CoinGridRule::Kind::TurningCorners;
  else if (kind == "tartan") {
    p.rule.kind = CoinGridRule::Kind::Tartan;
    for (const auto& [key, slot] : {std::pair{"row_rule", &p.rule.rows}, std::pair{"col_rule", &p.rule.cols}}) {
      auto rule = readCoinRule(r, key);
      if (auto* f = std::get_if<Failure>(&rule)) return std::move(*f);
      *slot = std::get<CoinRule>(std::move(rule));
    }
  } else {
    return invalid(Problem::MustBeOneOf, "/rule", r.file(),
                   {"acrostic-twins, turning-corners, tartan", excerpt(kind)});
  }
  p.rows = r.count("rows", std::nullopt, kMaxGridSide);
  p.cols = r.count("cols", std::nullopt, kMaxGridSide);
  if (r.failed) return *r.failed;
  const auto* heads = r.find("heads");
  if (!heads) return shape(Problem::MissingField, "", r.file(), {"heads"});
  if (heads->is_array() && !heads->empty() && (*heads)[0].is_string()) {
    if (heads->size() != p.rows)
      return shape(Problem::WrongCount, "/heads", r.file(), {std::to_string(p.rows), std::to_string(heads->size())});
    for (std::size_t i = 0; i < heads->size(); ++i) {
      auto row = r.heads((*heads)[i], pointerOf("heads", i));
      if (r.failed) return *r.failed;
      if (row.size() != p.cols)
        return shape(Problem::WrongCount, pointerOf("heads", i), r.file(),
                     {std::to_string(p.cols), std::to_string(row.size())});
      p.heads.insert(p.heads.end(), row.begin(), row.end());
    }
  } else {
    p.heads = r.heads(*heads, "/heads");
    if (r.failed) return *r.failed;
  }
  if (p.heads.size() != p.rows * p.cols)
    return shape(Problem::WrongCount, "/heads", r.file(),
                 {std::to_string(p.rows * p.cols), std::to_string(p.heads.size())});
  return p;
}

Result<QueensPosition> readQueens(Reader& r) {
  QueensPosition p;
  p.size = r.count("size", 8, kMaxBoardSide);
  const auto queens = r.pairs("queens", true, kMaxImpartialHeaps, kMaxBoardSide);
  if (r.failed) return *r.failed;
  for (std::size_t i = 0; i < queens.size(); ++i) {
    if (queens[i].first >= p.size || queens[i].second >= p.size)
      return invalid(Problem::OffBoard, pointerOf("queens", i), r.file(), {std::to_string(p.size)});
    p.queens.emplace_back(queens[i].first, queens[i].second);
  }
  return p;
}

Result<NorthcottPosition> readNorthcott(Reader& r) {
  NorthcottPosition p;
  p.width = r.count("width", 8, kMaxBoardSide);
  const auto rows = r.pairs("rows", true, kMaxImpartialHeaps, kMaxBoardSide);
  if (r.failed) return *r.failed;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto [w, b] = rows[i];
    if (w >= p.width || b >= p.width)
      return invalid(Problem::OffBoardWidth, pointerOf("rows", i), r.file(), {std::to_string(p.width)});
    if (w == b)
      return invalid(Problem::CheckersOnOneSquare, pointerOf("rows", i), r.file());
    p.rows.emplace_back(w, b);
  }
  return p;
}

Result<std::vector<std::pair<int, int>>> readEdges(Reader& r, const std::string& key, std::uint64_t vertices,
                                                   std::uint64_t limit) {
  const auto edges = r.pairs(key, false, limit, std::uint64_t(1) << 31);
  if (r.failed) return *r.failed;
  std::vector<std::pair<int, int>> out;
  out.reserve(edges.size());
  for (std::size_t i = 0; i < edges.size(); ++i) {
    for (auto v : {edges[i].first, edges[i].second})
      if (v >= vertices)
        return invalid(Problem::VertexOutOfRange, pointerOf(key, i), r.file(), {std::to_string(v), std::to_string(vertices)});
    out.emplace_back(static_cast<int>(edges[i].first), static_cast<int>(edges[i].second));
  }
  return out;
}

Result<HackenbushPosition> readHackenbush(Reader& r) {
  HackenbushPosition p;
  const auto vertices = r.count("vertices", std::nullopt, 2 * kMaxPictureEdges + 1);
  if (r.failed) return *r.failed;
  if (vertices < 1)
    return invalid(Problem::MustBeAtLeast, "/vertices", r.file(), {"1", std::to_string(vertices)});
  p.picture.vertices = static_cast<int>(vertices);
  auto edges = readEdges(r, "edges", vertices, kMaxPictureEdges);
  if (auto* f = std::get_if<Failure>(&edges)) return std::move(*f);
  p.picture.edges = std::get<0>(std::move(edges));
  p.picture.coordinates = r.coordinates(vertices);
  if (r.failed) return *r.failed;
  return p;
}

Result<GraphPosition> readGraph(Reader& r) {
  GraphPosition p;
  const auto vertices = r.count("vertices", std::nullopt, kMaxGraphArcs);
  if (r.failed) return *r.failed;
  p.graph.vertices = static_cast<int>(vertices);
  auto arcs = readEdges(r, "arcs", vertices, kMaxGraphArcs);
  if (auto* f = std::get_if<Failure>(&arcs)) return std::move(*f);
  p.graph.arcs = std::get<0>(std::move(arcs));
  if (const auto* labels = r.list("labels", false, vertices)) {
    for (std::size_t i = 0; i < labels->size(); ++i) {
      if (!(*labels)[i].is_string())
        return shape(Problem::MustBeString, pointerOf("labels", i), r.file());
      p.graph.labels.push_back((*labels)[i].get<std::string>());
    }
  }
  if (r.failed) return *r.failed;
  p.graph.coordinates = r.coordinates(vertices);
  if (r.failed) return *r.failed;
  if (const auto* tokens = r.list("tokens", false, kMaxImpartialHeaps)) {
    for (std::size_t i = 0; i < tokens->size(); ++i) {
      const auto v = r.number((*tokens)[i], pointerOf("tokens", i), kMaxGraphArcs);
      if (r.failed) return *r.failed;
      if (v >= vertices)
        return invalid(Problem::VertexOutOfRange, pointerOf("tokens", i), r.file(), {std::to_string(v), std::to_string(vertices)});
      p.tokens.push_back(static_cast<int>(v));
    }
  }
  if (r.failed) return *r.failed;
  return p;
}

template <class P>
Result<ImpartialPosition> widen(Result<P> result) {
  if (auto* f = std::get_if<Failure>(&result)) return std::move(*f);
  return ImpartialPosition(std::get<P>(std::move(result)));
}

Result<ImpartialGame> readGame(const nlohmann::json& json, const std::string& file) {
  if (!json.is_object()) return shape(Problem::MustBeObject, "", file);
  Reader r(json, file);
  const std::string family = r.text("family", std::nullopt);
  if (r.failed) return *r.failed;
  Result<ImpartialPosition> position = Failure{};
  if (family == "heaps") position = widen(readHeaps(r));
  else if (family == "nimble") position = widen(readNimble(r));
  else if (family == "coins") position = widen(readCoins(r));
  else if (family == "coin-grid") position = widen(readGrid(r));
  else if (family == "queens") position = widen(readQueens(r));
  else if (family == "northcott") position = widen(readNorthcott(r));
  else if (family == "hackenbush") position = widen(readHackenbush(r));
  else if (family == "graph") position = widen(readGraph(r));
  else
    return shape(Problem::MustBeOneOf, "/family", file,
                 {"heaps, nimble, coins, coin-grid, queens, northcott, hackenbush, graph", excerpt(family)});
  if (auto* f = std::get_if<Failure>(&position)) return std::move(*f);
  ImpartialGame game;
  game.position = std::get<ImpartialPosition>(std::move(position));
  game.title = r.text("title", std::string{});
  if (r.failed) return *r.failed;
  if (const auto* settings = r.find("settings")) {
    if (!settings->is_object()) return shape(Problem::MustBeObject, "/settings", file);
    game.settings = *settings;
  }
  return game;
}

std::string headsText(const std::vector<bool>& heads, std::size_t from, std::size_t count) {
  std::string out;
  for (std::size_t i = from; i < from + count; ++i) out.push_back(heads[i] ? 'H' : 'T');
  return out;
}

nlohmann::json pairList(const auto& pairs) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [a, b] : pairs) out.push_back(nlohmann::json::array({a, b}));
  return out;
}

}  // namespace

std::string impartialFamily(const ImpartialPosition& position) {
  static const char* const names[] = {"heaps", "nimble", "coins", "coin-grid", "queens", "northcott", "hackenbush", "graph"};
  return names[position.index()];
}

nlohmann::json toJson(const ImpartialPosition& position) {
  nlohmann::json j = nlohmann::json::object();
  j["family"] = impartialFamily(position);
  std::visit(
      [&](const auto& p) {
        using P = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<P, HeapPosition>) {
          j["variant"] = p.variant == HeapPosition::Variant::Sum        ? "sum"
                         : p.variant == HeapPosition::Variant::MooreNim ? "moore"
                                                                        : "staircase";
          j["heaps"] = p.heaps;
          nlohmann::json rules = nlohmann::json::array();
          for (const auto& rule : p.rules) rules.push_back(rule.spec());
          j["rules"] = std::move(rules);
          if (p.variant == HeapPosition::Variant::MooreNim) j["moore_k"] = p.mooreK;
        } else if constexpr (std::is_same_v<P, NimblePosition>) {
          j["squares"] = p.squares;
          j["coins"] = p.coins;
          j["moore_k"] = p.mooreK;
        } else if constexpr (std::is_same_v<P, CoinRowPosition>) {
          j["rule"] = p.rule.spec();
          j["heads"] = headsText(p.heads, 0, p.heads.size());
        } else if constexpr (std::is_same_v<P, CoinGridPosition>) {
          switch (p.rule.kind) {
            case CoinGridRule::Kind::AcrosticTwins: j["rule"] = "acrostic-twins"; break;
            case CoinGridRule::Kind::TurningCorners: j["rule"] = "turning-corners"; break;
            case CoinGridRule::Kind::Tartan:
              j["rule"] = "tartan";
              j["row_rule"] = p.rule.rows.spec();
              j["col_rule"] = p.rule.cols.spec();
              break;
          }
          j["rows"] = p.rows;
          j["cols"] = p.cols;
          nlohmann::json rows = nlohmann::json::array();
          for (std::size_t r = 0; r < p.rows; ++r) rows.push_back(headsText(p.heads, r * p.cols, p.cols));
          j["heads"] = std::move(rows);
        } else if constexpr (std::is_same_v<P, QueensPosition>) {
          j["size"] = p.size;
          j["queens"] = pairList(p.queens);
        } else if constexpr (std::is_same_v<P, NorthcottPosition>) {
          j["width"] = p.width;
          j["rows"] = pairList(p.rows);
        } else if constexpr (std::is_same_v<P, HackenbushPosition>) {
          j["vertices"] = p.picture.vertices;
          j["edges"] = pairList(p.picture.edges);
          if (!p.picture.coordinates.empty()) j["coordinates"] = pairList(p.picture.coordinates);
        } else {
          j["vertices"] = p.graph.vertices;
          j["arcs"] = pairList(p.graph.arcs);
          if (!p.graph.labels.empty()) j["labels"] = p.graph.labels;
          if (!p.graph.coordinates.empty()) j["coordinates"] = pairList(p.graph.coordinates);
          j["tokens"] = p.tokens;
        }
      },
      position);
  return j;
}

nlohmann::json toJson(const ImpartialGame& game) {
  nlohmann::json j = toJson(game.position);
  if (!game.title.empty()) j["title"] = game.title;
  if (game.settings.is_object() && !game.settings.empty()) j["settings"] = game.settings;
  return j;
}

Expected<ImpartialGame> impartialGameFromJson(const nlohmann::json& json, const std::string& fileName) {
  auto result = readGame(json, fileName);
  if (auto* f = std::get_if<Failure>(&result)) return std::move(f->error);
  return std::get<ImpartialGame>(std::move(result));
}

Expected<ImpartialGame> loadImpartialGame(std::string_view text, const std::string& fileName) {
  auto payload = readGamePayload(text, fileName, documentkind::kImpartial);
  if (!payload) return payload.error();
  auto result = readGame(payload->game, fileName);
  if (auto* f = std::get_if<Failure>(&result))
    return locatedAt(std::move(f->error), text, *payload, f->pointer, fileName);
  ImpartialGame out = std::get<ImpartialGame>(std::move(result));
  if (out.title.empty()) out.title = payload->title;
  return out;
}

}  // namespace gamelab
