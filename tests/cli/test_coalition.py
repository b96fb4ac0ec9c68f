#!/usr/bin/env python3
"""gamelab-cli coalition against the contract in CLI.md and the Ferguson ch. 4 digest (T59, T60,
T63, T68, T72, T81, T82, T89, T91, T93, T96, errata applied), --only, --domain, --dividends,
stdin, large voting games, and the bad-input contract (exit 2, one located line on stderr).
Every answer is also checked by its definition here (efficiency, core constraints, the
balanced collection, swings and pivots counted from the game).

usage: test_coalition.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import array
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import CLI, address_space_limit, bad_input, check, data, finish, ok_json, run  # noqa: E402


def F(strings):
    return [Fraction(s) for s in strings]


def cdata(name):
    return data(os.path.join("coalition", name))


def three(v1, v2, v3, v12, v13, v23, v123):
    """Bitmask order from the source's order."""
    return [Fraction(x) for x in (0, v1, v2, v12, v3, v13, v23, v123)]


def members(s):
    return [i for i in range(s.bit_length()) if (s >> i) & 1]


def total(x, s):
    return sum((x[i] for i in members(s)), Fraction(0))


def check_by_definition(name, v, r):
    """The parts present in `r` against the table `v` (bitmask order)."""
    n = len(v).bit_length() - 1
    grand = len(v) - 1
    if "shapley" in r:
        sh = F(r["shapley"])
        check(f"{name}: Shapley efficient", sum(sh) == v[grand], sh)
        exact_sh = [sum((Fraction(math.factorial(len(members(s)) - 1) * math.factorial(n - len(members(s))),
                                  math.factorial(n)) * (v[s] - v[s & ~(1 << i)])
                         for s in range(len(v)) if (s >> i) & 1), Fraction(0)) for i in range(n)]
        check(f"{name}: Shapley by formula (4.6)", sh == exact_sh, (sh, exact_sh))
    if "nucleolus" in r:
        nu = F(r["nucleolus"])
        check(f"{name}: nucleolus efficient", sum(nu) == v[grand], nu)
        if r.get("core_empty") is False:
            check(f"{name}: nucleolus in the core", all(total(nu, s) >= v[s] for s in range(1, grand)), nu)
    if "core_vertices" in r:
        for x in r["core_vertices"]:
            x = F(x)
            check(f"{name}: core vertex {x} efficient", sum(x) == v[grand], x)
            check(f"{name}: core vertex {x} stable", all(total(x, s) >= v[s] for s in range(1, grand)), x)
    if r.get("core_empty") is True:
        bc = r.get("balanced_collection", [])
        check(f"{name}: balanced collection given", len(bc) > 0, r)
        cover = [Fraction(0)] * n
        worth = Fraction(0)
        for entry in bc:
            w = Fraction(entry["weight"])
            s = sum(1 << i for i in entry["coalition"])
            check(f"{name}: balanced weight positive", w > 0, entry)
            for i in entry["coalition"]:
                cover[i] += w
            worth += w * v[s]
        check(f"{name}: balanced collection covers each player once", all(c == 1 for c in cover), cover)
        check(f"{name}: balanced collection beats v(N)", worth > v[grand], (worth, v[grand]))
        check(f"{name}: least core epsilon positive", Fraction(r["least_core_epsilon"]) > 0, r)
    elif r.get("core_empty") is False:
        check(f"{name}: least core epsilon <= 0", Fraction(r["least_core_epsilon"]) <= 0, r)


def power_by_definition(n, wins):
    """(Shapley-Shubik, normalised Banzhaf, swings, pivots) of a simple game, counted."""
    swings = [0] * n
    pivots = [0] * n
    for s in range(1 << n):
        k = len(members(s))
        for i in range(n):
            if not (s >> i) & 1 and not wins(s) and wins(s | (1 << i)):
                swings[i] += 1
                pivots[i] += math.factorial(k) * math.factorial(n - k - 1)
    ss = [Fraction(p, math.factorial(n)) for p in pivots]
    total_swings = sum(swings)
    bz = [Fraction(x, total_swings) for x in swings]
    return ss, bz, swings, pivots


def weighted(weights, quota, at_least):
    return lambda s: (sum(weights[i] for i in members(s)) >= quota) if at_least else \
        (sum(weights[i] for i in members(s)) > quota)


# Help.
code, out, _ = run(["coalition", "--help"])
check("coalition --help", code == 0 and "--only" in out and "nucleolus" in out and "--domain" in out, out)
code, out, _ = run(["--help"])
check("gamelab-cli --help lists coalition", code == 0 and "coalition" in out, out)

# T63: 4.2.4 Example 1.
v63 = three(1, 0, 1, 4, 3, 5, 8)
r = ok_json("T63", ["coalition", cdata("t63_example1.json")])
if r:
    check("T63 players", r["players"] == ["1", "2", "3"] and r["player_count"] == 3, r)
    check("T63 Shapley", r["shapley"] == ["7/3", "17/6", "17/6"], r.get("shapley"))
    check("T63 core non-empty", r["core_empty"] is False, r)
    check("T63 core vertices", sorted(map(tuple, map(F, r["core_vertices"]))) ==
          sorted(tuple(F(x)) for x in [["1", "3", "4"], ["1", "5", "2"], ["2", "5", "1"], ["3", "1", "4"], ["3", "4", "1"]]),
          r.get("core_vertices"))
    check("T63 nucleolus", r["nucleolus"] == ["2", "7/2", "5/2"], r.get("nucleolus"))
    check("T63 nucleolus domain", r["nucleolus_domain"] == "efficient", r)
    check("T63 least core epsilon = largest excess at the nucleolus", r["least_core_epsilon"] == "-1", r)
    check("T63 first stage epsilon", r["nucleolus_stages"][0]["epsilon"] == "-1", r.get("nucleolus_stages"))
    check("T63 imputation vertices", sorted(map(tuple, map(F, r["imputation_vertices"]))) ==
          sorted([tuple(F(["7", "0", "1"])), tuple(F(["1", "6", "1"])), tuple(F(["1", "0", "7"]))]), r)
    p = r["properties"]
    check("T63 properties", p["superadditive"] is True and p["essential"] is True and p["constant_sum"] is False
          and p["simple"] is False and p["monotone"] is True, p)
    check("T63 no power indices for a non-simple game", "banzhaf" not in r and "shapley_shubik" not in r, r)
    check("T63 no dividends by default", "dividends" not in r, r)
    check_by_definition("T63", v63, r)

# --dividends: c_1 = 1, c_3 = 1, c_12 = 3, c_13 = 1, c_23 = 4, c_123 = -2 (4.3.2; c_2 = 0 is left out).
r = ok_json("T63 --dividends", ["coalition", "--dividends", cdata("t63_example1.json")])
if r:
    got = [(d["coalition"], d["value"]) for d in r.get("dividends", [])]
    check("T63 dividends", got == [([0], "1"), ([2], "1"), ([0, 1], "3"), ([0, 2], "1"), ([1, 2], "4"),
                                   ([0, 1, 2], "-2")], got)
    check("T63 dividends with the rest", "nucleolus" in r and "shapley" in r, r)
r = ok_json("T63 --only dividends", ["coalition", "--only", "dividends", cdata("t63_example1.json")])
check("T63 --only dividends: just that", r.get("parts") == ["dividends"] and "shapley" not in r and "dividends" in r, r)

# --domain imputations: the same nucleolus here.
r = ok_json("T63 imputations", ["coalition", "--domain", "imputations", "--only", "nucleolus", cdata("t63_example1.json")])
check("T63 nucleolus over imputations", r.get("nucleolus") == ["2", "7/2", "5/2"] and
      r.get("nucleolus_domain") == "imputations", r)

# --only: just the parts named.
r = ok_json("T63 --only shapley", ["coalition", "--only", "shapley", cdata("t63_example1.json")])
check("T63 --only shapley", r.get("shapley") == ["7/3", "17/6", "17/6"] and "nucleolus" not in r and
      "core_empty" not in r and "properties" not in r and r.get("parts") == ["shapley"], r)
r = ok_json("T63 --only core,nucleolus", ["coalition", "--only=core,nucleolus", cdata("t63_example1.json")])
check("T63 --only core,nucleolus", "shapley" not in r and r.get("core_empty") is False and "nucleolus" in r, r)
check_by_definition("T63 --only core,nucleolus", v63, r)

# stdin.
with open(cdata("t63_example1.json")) as f:
    text = f.read()
r = ok_json("T63 stdin", ["coalition", "--only", "shapley", "-"], stdin=text)
check("T63 stdin Shapley", r.get("shapley") == ["7/3", "17/6", "17/6"], r)

# T59 (erratum 24: v(3) = 3/4): hexagonal core, Shapley in it.
v59 = three("1/2", 0, "3/4", 3, "5/2", 2, 9)
r = ok_json("T59", ["coalition", cdata("t59_strategic.json")])
if r:
    check("T59 Shapley", r["shapley"] == ["79/24", "67/24", "35/12"], r["shapley"])
    check("T59 nucleolus", r["nucleolus"] == ["37/12", "31/12", "10/3"], r["nucleolus"])
    check("T59 six core vertices", len(r["core_vertices"]) == 6, r["core_vertices"])
    check_by_definition("T59", v59, r)

# T60: essential constant-sum, so the core is empty; Shapley = nucleolus.
v60 = three("-3/2", -4, "-22/5", "22/5", 4, "3/2", 0)
r = ok_json("T60", ["coalition", cdata("t60_zero_sum.json")])
if r:
    check("T60 core empty", r["core_empty"] is True, r)
    check("T60 no core vertices", r.get("core_vertices", []) == [], r)
    check("T60 Shapley", r["shapley"] == ["9/5", "-7/10", "-11/10"], r["shapley"])
    check("T60 nucleolus", r["nucleolus"] == ["9/5", "-7/10", "-11/10"], r["nucleolus"])
    check("T60 constant-sum", r["properties"]["constant_sum"] is True and r["properties"]["essential"] is True, r)
    check_by_definition("T60", v60, r)

# T68: three-person majority: simple, empty core, power indices by default.
v68 = three(0, 0, 0, 1, 1, 1, 1)
r = ok_json("T68", ["coalition", cdata("t68_majority.json")])
if r:
    check("T68 core empty", r["core_empty"] is True, r)
    check("T68 Shapley = nucleolus", r["shapley"] == r["nucleolus"] == ["1/3", "1/3", "1/3"], r)
    check("T68 simple", r["properties"]["simple"] is True, r)
    check("T68 Shapley-Shubik", r.get("shapley_shubik") == ["1/3", "1/3", "1/3"], r)
    check("T68 Banzhaf", r.get("banzhaf") == ["1/3", "1/3", "1/3"], r)
    check("T68 no veto players", r["properties"].get("veto_players") == [], r)
    check_by_definition("T68", v68, r)

# T89: bankruptcy 36 as a .gamelab document.
v89 = three(0, 0, 6, 6, 16, 26, 36)
r = ok_json("T89", ["coalition", cdata("t89_bankruptcy.gamelab")])
if r:
    check("T89 players", r["players"] == ["A", "B", "C"], r)
    check("T89 title", r.get("title") == "Bankruptcy: claims 10, 20, 30, estate 36", r)
    check("T89 nucleolus", r["nucleolus"] == ["5", "21/2", "41/2"], r["nucleolus"])
    check("T89 Shapley", r["shapley"] == ["6", "11", "19"], r["shapley"])
    check_by_definition("T89", v89, r)

# T91: the 4.4.3 worked example, core triangle.
v91 = three(-1, 0, 1, 3, 4, 2, 5)
r = ok_json("T91", ["coalition", cdata("t91_worked.json")])
if r:
    check("T91 Shapley", r["shapley"] == ["5/3", "7/6", "13/6"], r["shapley"])
    check("T91 nucleolus", r["nucleolus"] == ["8/3", "2/3", "5/3"], r["nucleolus"])
    check("T91 core", sorted(map(tuple, map(F, r["core_vertices"]))) ==
          sorted(tuple(F(x)) for x in [["2", "1", "2"], ["3", "0", "2"], ["3", "1", "1"]]), r["core_vertices"])
    stage = r["nucleolus_stages"][0]
    check("T91 first stage: AB, AC, BC at -1/3", stage["epsilon"] == "-1/3" and
          sorted(stage["fixed_labels"]) == ["AB", "AC", "BC"], stage)
    check_by_definition("T91", v91, r)

# T93: cattle drive, a single-point core.
v93 = three(0, 0, 0, 1200, 1200, 0, 1200)
r = ok_json("T93", ["coalition", cdata("t93_cattle.json")])
if r:
    check("T93 core", r["core_vertices"] == [["1200", "0", "0"]], r["core_vertices"])
    check("T93 nucleolus", r["nucleolus"] == ["1200", "0", "0"], r["nucleolus"])
    check("T93 Shapley", r["shapley"] == ["800", "200", "200"], r["shapley"])
    check_by_definition("T93", v93, r)

# T96: assignment game, four players A-D.
r = ok_json("T96", ["coalition", cdata("t96_assignment.json")])
if r:
    with open(cdata("t96_assignment.json")) as f:
        v96 = F([str(x) for x in json.load(f)["v"]])
    check("T96 Shapley", r["shapley"] == ["7/2", "11/6", "5/3", "4"], r["shapley"])
    check("T96 nucleolus", r["nucleolus"] == ["7/2", "3/2", "3/2", "9/2"], r["nucleolus"])
    check("T96 core", sorted(map(tuple, map(F, r["core_vertices"]))) ==
          sorted(tuple(F(x.split())) for x in ["1 0 3 7", "3 0 3 5", "4 3 0 4", "6 3 0 2"]), r["core_vertices"])
    check_by_definition("T96", v96, r)

# Voting games.
r = ok_json("T72", ["coalition", cdata("t72_voting.json")])
if r:
    ss, bz, swings, pivots = power_by_definition(4, weighted([10, 20, 30, 40], 50, False))
    check("T72 Shapley-Shubik", r["shapley_shubik"] == ["1/12", "1/4", "1/4", "5/12"], r["shapley_shubik"])
    check("T72 Shapley = Shapley-Shubik", r["shapley"] == r["shapley_shubik"], r)
    check("T72 Banzhaf by definition", F(r["banzhaf"]) == bz, (r["banzhaf"], bz))
    check("T72 swings", r["swings"] == [str(x) for x in swings], r["swings"])
    check("T72 pivots", r["pivots"] == [str(x) for x in pivots], r["pivots"])
    check("T72 voting echoed", r["voting"] == {"quota": "50", "weights": ["10", "20", "30", "40"], "rule": "greater"}, r)
    check("T72 table", r["table"] is True, r)

r = ok_json("T81 1964", ["coalition", "--only", "shapley_shubik", cdata("t81_nassau_1964.json")])
check("T81 1964", r.get("shapley_shubik") == ["1/3", "1/3", "1/3", "0", "0", "0"], r)
r = ok_json("T81 1971", ["coalition", "--only", "shapley_shubik,banzhaf", cdata("t81_nassau_1971.json")])
if r:
    # Erratum 29: not the printed (1/4, 1/4, 13/60, 11/60, 1/20, 1/20).
    check("T81 1971", r["shapley_shubik"] == ["17/60", "17/60", "13/60", "7/60", "1/20", "1/20"], r["shapley_shubik"])
    ss, bz, swings, pivots = power_by_definition(6, weighted([31, 31, 28, 21, 2, 2], 63, True))
    check("T81 1971 Banzhaf by definition", F(r["banzhaf"]) == bz, (r["banzhaf"], bz))
    check("T81 1971 names", r["players"][0] == "Hempstead 1", r["players"])
r = ok_json("T82", ["coalition", "--only", "shapley_shubik", cdata("t82_unsc.json")])
check("T82 UN Security Council", r.get("shapley_shubik") == ["421/2145"] * 5 + ["4/2145"] * 10, r.get("shapley_shubik"))

# A 500-player voting game given by "voting" only: power indices, nothing else.
weights = [1 + i % 20 for i in range(500)]
big = json.dumps({"voting": {"quota": sum(weights) // 2, "weights": weights}})
r = ok_json("500 players", ["coalition", "-"], stdin=big)
if r:
    check("500 players: no table", r["table"] is False and r["player_count"] == 500, r.get("table"))
    check("500 players: default parts", r["parts"] == ["banzhaf", "shapley_shubik"], r.get("parts"))
    check("500 players: Shapley-Shubik sums to 1", sum(F(r["shapley_shubik"])) == 1, "")
    check("500 players: Banzhaf sums to 1", sum(F(r["banzhaf"])) == 1, "")
    ss = F(r["shapley_shubik"])
    check("500 players: equal weights, equal power", ss[0] == ss[20] and ss[19] == ss[39], "")
    check("500 players: heavier, more power", ss[19] > ss[0], "")
    check("500 players: nothing else", "shapley" not in r and "nucleolus" not in r, list(r))
bad_input("500 players --only shapley", ["coalition", "--only", "shapley", "-"],
          r"<stdin>: invalid --only: shapley needs the table of coalition values.*500 players.*banzhaf", stdin=big)
bad_input("--only banzhaf on a non-simple game", ["coalition", "--only", "banzhaf", cdata("t63_example1.json")],
          r"banzhaf needs a simple game")

# --only shapley on 16 players (65,536 values) does not wait for the other parts.
n16 = 16
v16 = [len(members(s)) ** 2 for s in range(1 << n16)]
r = ok_json("16 players --only shapley", ["coalition", "--only", "shapley", "-"], stdin=json.dumps({"v": v16}))
check("16 players: symmetric Shapley", r.get("shapley") == ["16"] * 16 and list(r.get("parts", [])) == ["shapley"], r.get("shapley"))

# Bad input: exit 2, one line naming file, line and column.
bad_input("malformed JSON", ["coalition", cdata("bad_syntax.json")], r"bad_syntax\.json:2:16: expected")
bad_input("not a number", ["coalition", cdata("bad_not_number.json")],
          r"bad_not_number\.json:2:23: 'three' is not a number \(v\[5\]\)")
bad_input("wrong count", ["coalition", cdata("bad_count.json")],
          r"bad_count\.json:2:\d+: game/v must have 8 entries, found 7")
bad_input("wrong count, no players", ["coalition", cdata("bad_count_no_players.json")],
          r"game/v must have 2\^n entries, one per coalition of n players .*\(found 6\)")
bad_input("v(empty) not 0", ["coalition", cdata("bad_empty_nonzero.json")], r"bad_empty_nonzero\.json:2:8: game/v/0, the value of the empty coalition, must be 0 \(found 1\)")
bad_input("31 players", ["coalition", cdata("bad_31_players.json")],
          r"bad_31_players\.json:1:\d+: 31 players as a full table need 2\^31 coalition values; a table allows at most 24 players")
bad_input("missing values", ["coalition", cdata("bad_missing_values.json")], r"needs \"v\" .* or \"voting\"")
bad_input("null value", ["coalition", cdata("bad_null_value.json")], r"bad_null_value\.json:2:\d+: game/v/2 has no value")
bad_input("negative weight", ["coalition", cdata("bad_weight.json")], r"bad_weight\.json:2:\d+: game/voting/weights/1 must not be negative \(found -2\)")
bad_input("wrong kind", ["coalition", cdata("bad_kind.gamelab")], r"bad_kind\.gamelab:4:\d+: the document is of kind \"strategic\", expected \"coalitional\"")
bad_input("bad cell in a .gamelab", ["coalition", cdata("bad_cell.gamelab")],
          r"bad_cell\.gamelab:14:7: 'x/2' is not a number \(v\[2\]\)")
# A number beyond a double's range was "internal error: number overflow" (exit 1).
bad_input("number overflow", ["coalition", cdata("bad_number_overflow.json")],
          r"bad_number_overflow\.json:2:17: expected a number between -1e308 and 1e308 .*, found '1e400'")
bad_input("list in the table", ["coalition", cdata("bad_nested_value.gamelab")],
          r"bad_nested_value\.gamelab:2:37: '\[2,3\]' is not a number \(v\[2\]\)")
bad_input("missing file", ["coalition", cdata("no_such_file.json")], r"cannot read file")
bad_input("no file", ["coalition"], r"missing input FILE")
bad_input("unknown part", ["coalition", "--only", "shapley,kernel", cdata("t63_example1.json")],
          r"invalid --only: 'kernel' is not one of")
bad_input("bad domain", ["coalition", "--domain", "core", cdata("t63_example1.json")], r"invalid --domain")
bad_input("bad timeout", ["coalition", "--timeout", "soon", cdata("t63_example1.json")], r"invalid --timeout")
bad_input("stdin garbage", ["coalition", "-"], r"<stdin>:1:\d+: expected", stdin="nonsense")


def largest_table_within_600_mb():
    """A 24-player table (2^24 integers, 67 MB of text) is read and its Shapley value computed
    within 600 MB of address space (issue 12; one GMP rational per coalition took 1.8 GB). The
    game v(S) = w(S) + |S|(|S|-1)/2 has the Shapley value w_i + (n-1)/2. Skipped under
    AddressSanitizer, which reserves terabytes of address space."""
    with open(CLI, "rb") as binary:
        if b"AddressSanitizer" in binary.read():
            return
    n = 24
    w = [3 * i + 1 for i in range(n)]
    values, sizes = array.array("q", [0]), array.array("b", [0])  # 8 and 1 bytes per coalition
    for j in range(n):  # adding player j: v(S + j) = v(S) + w_j + |S|
        values.extend(array.array("q", (v + w[j] + k for v, k in zip(values, sizes))))
        sizes.extend(array.array("b", (k + 1 for k in sizes)))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "table24.json")
        with open(path, "w") as f:
            f.write('{"players": %d, "v": [0' % n)
            for start in range(1, len(values), 1 << 16):
                f.write("," + ",".join(map(str, values[start:start + (1 << 16)])))
            f.write("]}\n")
        del values, sizes

        proc = subprocess.run([CLI, "coalition", "--only", "shapley", path], capture_output=True, text=True,
                              timeout=120, preexec_fn=address_space_limit(600))
    check("24 players within 600 MB: exit 0", proc.returncode == 0, f"exit {proc.returncode}, {proc.stderr!r}")
    if proc.returncode == 0:
        phi = F(json.loads(proc.stdout)["shapley"])
        check("24 players: Shapley value", phi == [Fraction(w[i]) + Fraction(n - 1, 2) for i in range(n)], phi)


largest_table_within_600_mb()

finish()
