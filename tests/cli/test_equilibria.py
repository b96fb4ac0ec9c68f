#!/usr/bin/env python3
"""gamelab-cli equilibria against the contract in CLI.md and the Ferguson ch. 3 digest
(T01, T09, T11, T18, T19, T57), the lrsnash manual's 3x2 game and von Stengel's 6x6 game.
Every reported equilibrium is also checked here by its definition, with exact fractions.

usage: test_equilibria.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import address_space_limit, bad_input, check, data, finish, ok_json, run  # noqa: E402


def F(strings):
    return tuple(Fraction(s) for s in strings)


def profile_key(strategies):
    return tuple(F(s) for s in strategies)


def bimatrix(text):
    """'2,1 0,0; 0,0 1,2' -> payoff function u(k, profile) for two players."""
    rows = [[tuple(Fraction(x) for x in cell.split(",")) for cell in row.split()] for row in text.split(";")]
    counts = [len(rows), len(rows[0])]
    return counts, lambda profile: rows[profile[0]][profile[1]]


def nfg_payoffs(path, counts):
    """Payoff version .nfg written by these tests' data files: numbers after the comment line."""
    text = open(path).read()
    body = text.split('\n""\n', 1)[1]
    numbers = [Fraction(x) for x in body.split()]
    n = len(counts)

    def u(profile):
        index, stride = 0, 1
        for k in range(n):
            index += profile[k] * stride
            stride *= counts[k]
        return tuple(numbers[index * n:(index + 1) * n])
    return counts, u


def expected_payoffs(game, strategies):
    counts, u = game
    n = len(counts)
    total = [Fraction(0)] * n
    for profile in itertools.product(*[range(c) for c in counts]):
        weight = Fraction(1)
        for k in range(n):
            weight *= strategies[k][profile[k]]
        if weight:
            pay = u(profile)
            for k in range(n):
                total[k] += weight * pay[k]
    return total


def is_equilibrium(game, strategies):
    counts, _ = game
    if any(sum(s) != 1 or min(s) < 0 or len(s) != c for s, c in zip(strategies, counts)):
        return False
    values = expected_payoffs(game, strategies)
    for k, c in enumerate(counts):
        for s in range(c):
            deviation = list(strategies)
            deviation[k] = tuple(Fraction(int(i == s)) for i in range(c))
            if expected_payoffs(game, deviation)[k] > values[k]:
                return False
    return True


def check_all_equilibria(name, game, result):
    """Every equilibrium passes the definition; payoffs are right; count and pure agree."""
    eqs = result.get("equilibria", [])
    check(f"{name}: count", result.get("count") == len(eqs), result.get("count"))
    for e in eqs:
        strategies = profile_key(e["strategies"])
        check(f"{name}: equilibrium by definition", is_equilibrium(game, strategies), e)
        check(f"{name}: payoffs", list(F(e["payoffs"])) == expected_payoffs(game, strategies), e)
    pure = [i for i, e in enumerate(eqs) if all(sorted(F(s)) == [0] * (len(s) - 1) + [1] for s in e["strategies"])]
    check(f"{name}: pure indices", result.get("pure") == pure, (result.get("pure"), pure))


def equilibrium_set(result):
    return {profile_key(e["strategies"]) for e in result["equilibria"]}


def component_sets(result):
    """Components as sets of extreme equilibria (each a profile key)."""
    keys = [profile_key(e["strategies"]) for e in result["equilibria"]]
    return {frozenset(keys[i] for i in c) for c in result["components"]}


def strategy(*xs):
    return tuple(Fraction(x) for x in xs)


def unit(n, i):
    return tuple(Fraction(int(k == i)) for k in range(n))


# Help.
code, out, _ = run(["--help"])
check("--help lists equilibria", code == 0 and "equilibria" in out and "safety" in out, out)
code, out, _ = run(["equilibria", "--help"])
check("equilibria --help", code == 0 and "--method" in out and "--timeout" in out, out)

# T01 (.gamelab of kind strategic): unique equilibrium, PSE <2,2> with (3,2).
t01 = bimatrix("2,0 1,3; 0,1 3,2")
r = ok_json("T01", ["equilibria", data("strategic_t01.gamelab")])
if r:
    check("T01 shape", r["players"] == 2 and r["method"] == "enum" and r["complete"] is True, r)
    check("T01 equilibria", r["equilibria"] == [{"strategies": [["0", "1"], ["0", "1"]], "payoffs": ["3", "2"]}], r)
    check("T01 components", r["components"] == [[0]] and r["connected_sets"] == [[0]], r)
    check("T01 verified", r["verified"] is True, r)
    check_all_equilibria("T01", t01, r)

# T09 Battle of the Sexes: <1,1> (2,1), <2,2> (1,2), ((2/3,1/3),(1/3,2/3)) with (2/3,2/3).
t09 = bimatrix("2,1 0,0; 0,0 1,2")
r = ok_json("T09", ["equilibria", data("bimatrix_t09_battle.nfg")])
if r:
    expected = {(unit(2, 0), unit(2, 0)), (unit(2, 1), unit(2, 1)), (strategy("2/3", "1/3"), strategy("1/3", "2/3"))}
    check("T09 equilibria", equilibrium_set(r) == expected, r["equilibria"])
    check("T09 three isolated", len(r["components"]) == 3 and len(r["connected_sets"]) == 3, r)
    check("T09 two pure", len(r["pure"]) == 2, r["pure"])
    mixed = [e for e in r["equilibria"] if e["strategies"] == [["2/3", "1/3"], ["1/3", "2/3"]]]
    check("T09 mixed payoffs", mixed and mixed[0]["payoffs"] == ["2/3", "2/3"], mixed)
    check_all_equilibria("T09", t09, r)

# T11 asterisk 4x6: isolated (D,e); segment {p = (0,t,1-t,0), t <= 1/3} x {b}.
t11 = bimatrix("2,1 4,3 7,2 7,4 0,5 3,2; 4,0 5,4 1,6 0,4 0,3 5,1; 1,3 5,3 3,2 4,1 1,0 4,3; 4,3 2,5 4,0 1,0 1,5 2,1")
r = ok_json("T11", ["equilibria", data("bimatrix_t11_asterisk.nfg")])
if r:
    De = (unit(4, 3), unit(6, 4))
    Cb = (unit(4, 2), unit(6, 1))
    end = (strategy(0, "1/3", "2/3", 0), unit(6, 1))
    check("T11 extreme equilibria", equilibrium_set(r) == {De, Cb, end}, r["equilibria"])
    check("T11 components", component_sets(r) == {frozenset([De]), frozenset([Cb, end])}, r["components"])
    check("T11 connected sets", len(r["connected_sets"]) == 2, r)
    payoffs = {profile_key(e["strategies"]): e["payoffs"] for e in r["equilibria"]}
    check("T11 payoffs", payoffs.get(De) == ["1", "5"] and payoffs.get(Cb) == ["5", "3"]
          and payoffs.get(end) == ["5", "10/3"], payoffs)
    segment = [s for s in r["component_sets"] if len(s["rows"]) == 2]
    check("T11 component_sets", segment == [{"rows": [["0", "0", "1", "0"], ["0", "1/3", "2/3", "0"]],
                                              "cols": [["0", "1", "0", "0", "0", "0"]]}], r["component_sets"])
    check_all_equilibria("T11", t11, r)
# The same game by --method pure: the PSEs (C,b) and (D,e).
r = ok_json("T11 pure", ["equilibria", "--method", "pure", data("bimatrix_t11_asterisk.nfg")])
if r:
    check("T11 pure profiles", sorted(r["profiles"]) == [[2, 1], [3, 4]], r)
    check("T11 pure all", r["pure"] == [0, 1] and r["count"] == 2 and r["method"] == "pure", r)
    check_all_equilibria("T11 pure", t11, r)

# T18 (5x4): 10 extreme equilibria, 5 components, 2 connected sets.
t18 = bimatrix("0,0 1,-1 1,1 -1,0; -1,1 0,1 1,0 0,0; 1,0 -1,-1 0,1 -1,1; 1,-1 -1,0 1,-1 0,0; 1,1 0,0 -1,-1 0,0")
r = ok_json("T18", ["equilibria", data("bimatrix_t18_5x4.nfg")])
if r:
    p5, p45, p35 = unit(5, 4), strategy(0, 0, 0, "1/2", "1/2"), strategy(0, 0, "1/2", 0, "1/2")
    p4, p124 = unit(5, 3), strategy("1/3", "1/3", 0, "1/3", 0)
    p12, p14, p1 = strategy("1/2", "1/2", 0, 0, 0), strategy("1/2", 0, 0, "1/2", 0), unit(5, 0)
    e1, e3, e4, qmix = unit(4, 0), unit(4, 2), unit(4, 3), strategy("1/7", "2/7", "1/7", "3/7")
    extreme = {(p5, e1): ["1", "1"], (p45, e4): ["0", "0"], (p45, e1): ["1", "0"], (p4, e4): ["0", "0"],
               (p35, e1): ["1", "1/2"], (p124, e3): ["1", "0"], (p124, qmix): ["0", "0"], (p12, e3): ["1", "1/2"],
               (p14, e3): ["1", "0"], (p1, e3): ["1", "1"]}
    got = {profile_key(e["strategies"]): e["payoffs"] for e in r["equilibria"]}
    check("T18 ten extreme equilibria", got == extreme, got)
    components = {
        frozenset([(p5, e1), (p45, e1), (p35, e1)]),
        frozenset([(p45, e1), (p45, e4)]),
        frozenset([(p45, e4), (p4, e4)]),
        frozenset([(p124, e3), (p124, qmix)]),
        frozenset([(p124, e3), (p14, e3), (p12, e3), (p1, e3)]),
    }
    check("T18 five components", component_sets(r) == components, r["components"])
    sizes = sorted(len(s) for s in r["connected_sets"])
    check("T18 two connected sets (3 + 2 components)", sizes == [2, 3], r["connected_sets"])
    check("T18 verified", r["verified"] is True, r)
    check_all_equilibria("T18", t18, r)

# T18 by Lemke-Howson: one run per label (9), each ends at a verified equilibrium.
r = ok_json("T18 lh", ["equilibria", "--method", "lh", data("bimatrix_t18_5x4.nfg")])
if r:
    check("T18 lh runs", [run_["label"] for run_ in r["runs"]] == list(range(9)), r["runs"])
    check("T18 lh run targets", all(0 <= run_["equilibrium"] < r["count"] and run_["pivots"] >= 1
                                     for run_ in r["runs"]), r["runs"])
    check("T18 lh found some", r["count"] >= 1 and r["complete"] is False and r["verified"] is True, r)
    check_all_equilibria("T18 lh", t18, r)
# --labels (1-based, rows first then columns): first, all, a list; the default is all up to
# 100 strategies per player, first above. T18 has 5 rows and 4 columns: labels 1..9.
lh_args = ["equilibria", "--method", "lh"]
for labels, expected_runs in [("first", [0]), ("all", list(range(9))), ("3,9,1", [2, 8, 0]), ("6,6", [5])]:
    r = ok_json(f"T18 lh --labels {labels}", lh_args + ["--labels", labels, data("bimatrix_t18_5x4.nfg")])
    if r:
        check(f"T18 lh --labels {labels} runs", [run_["label"] for run_ in r["runs"]] == expected_runs, r["runs"])
        check_all_equilibria(f"T18 lh --labels {labels}", t18, r)
r = ok_json("T18 lh --labels=2", lh_args + ["--labels=2", data("bimatrix_t18_5x4.nfg")])
check("T18 lh --labels=2 runs", [run_["label"] for run_ in r.get("runs", [])] == [1], r)
bad_input("lh label past the end", lh_args + ["--labels", "10", data("bimatrix_t18_5x4.nfg")],
          r"label 10 is out of range: this game has labels 1\.\.9")
bad_input("lh label 0", lh_args + ["--labels", "0", data("bimatrix_t18_5x4.nfg")], r"labels count from 1")
for text in ["x", "1,,2", "1,b", "-1", "", "2.5", "first,1"]:
    bad_input(f"lh labels {text!r}", lh_args + ["--labels", text, data("bimatrix_t18_5x4.nfg")],
              r"--labels.*is not a label number")
bad_input("labels without lh", ["equilibria", "--labels", "first", data("bimatrix_t18_5x4.nfg")],
          r"--labels.*only applies to --method lh")
bad_input("labels without a value", lh_args + [data("bimatrix_t18_5x4.nfg"), "--labels"], r"--labels")


def random_nfg(rows, cols, seed):
    rng = random.Random(seed)
    f = tempfile.NamedTemporaryFile("w", suffix=".nfg", delete=False)
    f.write('NFG 1 R "random %dx%d" { "1" "2" } { %d %d }\n""\n\n' % (rows, cols, rows, cols))
    f.write(" ".join(str(rng.randint(0, 99)) for _ in range(2 * rows * cols)) + "\n")
    f.close()
    return f.name


# The default switches at 100 strategies per player (either player).
for rows, cols, runs in [(100, 2, 102), (101, 2, 1), (2, 100, 102), (2, 101, 1)]:
    path = random_nfg(rows, cols, rows * 7 + cols)
    try:
        r = ok_json(f"lh default {rows}x{cols}", lh_args + [path])
        check(f"lh default {rows}x{cols}: {runs} runs", len(r.get("runs", [])) == runs, len(r.get("runs", [])))
        if rows > 100 or cols > 100:
            check(f"lh default {rows}x{cols} is label 1", r["runs"][0]["label"] == 0, r["runs"])
            r = ok_json(f"lh all {rows}x{cols}", lh_args + ["--labels", "all", path])
            check(f"lh all {rows}x{cols}", len(r.get("runs", [])) == rows + cols, len(r.get("runs", [])))
    finally:
        os.unlink(path)
# T18 by support enumeration: the game is degenerate, so the list is not complete.
r = ok_json("T18 support", ["equilibria", "--method", "support", data("bimatrix_t18_5x4.nfg")])
if r:
    check("T18 support degenerate", r["degenerate"] is True and r["complete"] is False, r)
    check_all_equilibria("T18 support", t18, r)

# T19: one connected set of two segments; extreme equilibria ((0,1),e1), ((1/3,2/3),e1),
# ((1/3,2/3),(0,2/3,1/3)) with payoff (4/3,2/3).
t19 = bimatrix("0,0 1,2 2,0; 0,1 2,0 0,1")
r = ok_json("T19", ["equilibria", data("bimatrix_t19_2x3.nfg")])
if r:
    a, b, c = (unit(2, 1), unit(3, 0)), (strategy("1/3", "2/3"), unit(3, 0)), (strategy("1/3", "2/3"), strategy(0, "2/3", "1/3"))
    check("T19 extreme equilibria", equilibrium_set(r) == {a, b, c}, r["equilibria"])
    check("T19 components", component_sets(r) == {frozenset([a, b]), frozenset([b, c])}, r["components"])
    check("T19 one connected set", len(r["connected_sets"]) == 1, r["connected_sets"])
    payoffs = {profile_key(e["strategies"]): e["payoffs"] for e in r["equilibria"]}
    check("T19 mixed payoff (erratum 8)", payoffs.get(c) == ["4/3", "2/3"], payoffs)
    check_all_equilibria("T19", t19, r)

# lrsnash manual's 3x2 game: 3 equilibria (as lrsnash prints them).
lrs = bimatrix("0,1 6,0; 2,0 5,2; 3,4 3,3")
r = ok_json("lrsnash 3x2", ["equilibria", data("bimatrix_lrsnash_3x2.nfg")])
if r:
    expected = {(strategy(0, 0, 1), strategy(1, 0)), (strategy(0, "1/3", "2/3"), strategy("2/3", "1/3")),
                (strategy("2/3", "1/3", 0), strategy("1/3", "2/3"))}
    check("lrsnash 3x2 equilibria", equilibrium_set(r) == expected, r["equilibria"])
    check("lrsnash 3x2 count", r["count"] == 3 and len(r["components"]) == 3, r)
    check_all_equilibria("lrsnash 3x2", lrs, r)
r = ok_json("lrsnash 3x2 lh", ["equilibria", "--method", "lh", data("bimatrix_lrsnash_3x2.nfg")])
if r:
    check("lrsnash 3x2 lh subset", equilibrium_set(r) <= expected and len(r["runs"]) == 5, r)
    check_all_equilibria("lrsnash 3x2 lh", lrs, r)
r = ok_json("lrsnash 3x2 support", ["equilibria", "--method", "support", data("bimatrix_lrsnash_3x2.nfg")])
if r:
    check("lrsnash 3x2 support", equilibrium_set(r) == expected and r["degenerate"] is False
          and r["complete"] is True, r)

# Von Stengel's 6x6 game: 75 equilibria, all isolated.
vs = nfg_payoffs(data("bimatrix_vonstengel_6x6.nfg"), [6, 6])
r = ok_json("von Stengel", ["equilibria", data("bimatrix_vonstengel_6x6.nfg")])
if r:
    check("von Stengel 75 equilibria", r["count"] == 75 and len(equilibrium_set(r)) == 75, r.get("count"))
    check("von Stengel isolated", len(r["components"]) == 75, len(r.get("components", [])))
    check_all_equilibria("von Stengel", vs, r)

# T57 two-player part: {(1-r, r): 0 <= r <= 1/99} x {fold}, one component.
t57 = bimatrix("11,89 10,90; 2,98 10,0")
text = "NFG 1 R \"T57\" { \"I\" \"II\" } { 2 2 }\n\"\"\n\n11 89 2 98 10 90 10 0\n"
r = ok_json("T57 stdin", ["equilibria", "-"], stdin=text)
if r:
    ends = {(unit(2, 0), unit(2, 1)), (strategy("98/99", "1/99"), unit(2, 1))}
    check("T57 segment", equilibrium_set(r) == ends and component_sets(r) == {frozenset(ends)}, r)
    check_all_equilibria("T57", t57, r)

# Three players: coordination (A,A,A), (B,B,B) and everyone (1/2,1/2); all exact, complete.
coord = nfg_payoffs(data("three_coordination.nfg"), [2, 2, 2])
r = ok_json("3-player", ["equilibria", data("three_coordination.nfg")])
if r:
    half = strategy("1/2", "1/2")
    expected = {(unit(2, 0),) * 3, (unit(2, 1),) * 3, (half,) * 3}
    check("3-player equilibria", equilibrium_set(r) == expected, r["equilibria"])
    check("3-player exact", all(e["exact"] is True for e in r["equilibria"]), r)
    check("3-player complete", r["complete"] is True and r["players"] == 3 and r["verified"] is True, r)
    check("3-player supports", r["support_profiles_tried"] == 27 and
          0 < r["support_profiles_solved"] < r["support_profiles_tried"], r)
    check_all_equilibria("3-player", coord, r)
# An irrational equilibrium (each player mixes with 1/sqrt(2)): its rounded strategies are not
# exact, so it carries "exact": false and float twins of its strategies and payoffs (the GUI shows
# decimals; the long fractions stay for scripts).
def root_payoff(p, k):
    if p[k] == 1:
        return Fraction(1, 2)
    return Fraction(1) if all(p[l] == 0 for l in range(3) if l != k) else Fraction(0)
root_cells = []
for p in itertools.product(range(2), repeat=3):
    root_cells.append(tuple(root_payoff(p[::-1], k) for k in range(3)))  # player 1 runs fastest
root_text = "NFG 1 R \"root\" { \"1\" \"2\" \"3\" } { 2 2 2 }\n\n" + " ".join(
    str(x) for cell in root_cells for x in cell) + "\n"
r = ok_json("irrational 3-player", ["equilibria", "-"], stdin=root_text)
if r:
    approximate = [e for e in r["equilibria"] if e["exact"] is False]
    check("irrational: one approximate equilibrium", len(approximate) == 1 and r["verified"] is False, r)
    for e in approximate:
        check("irrational: strategies_float near 1/sqrt(2)",
              all(abs(s[0] - 2 ** -0.5) < 1e-9 or abs(s[1] - 2 ** -0.5) < 1e-9 for s in e["strategies_float"]), e)
        check("irrational: payoffs_float twin", len(e["payoffs_float"]) == 3 and
              all(abs(x - float(Fraction(y))) < 1e-12 and abs(x - 0.5) < 1e-9 for x, y in zip(e["payoffs_float"], e["payoffs"])), e)

r = ok_json("3-player pure", ["equilibria", "--method", "pure", data("three_coordination.nfg")])
if r:
    check("3-player pure profiles", sorted(r["profiles"]) == [[0, 0, 0], [1, 1, 1]], r)

# T57 with the all-in player III (.gamelab): (10, 90, 0) and, at r = 1/99, (10, 980/11, 10/11).
allin_game = ([2, 2, 1], lambda p: {(0, 0): (11, 89, 0), (1, 0): (2, 98, 0), (0, 1): (10, 90, 0),
                                    (1, 1): (10, 0, 90)}[(p[0], p[1])])
r = ok_json("T57 3 players", ["equilibria", data("three_allin.gamelab")])
if r:
    payoffs = {profile_key(e["strategies"]): e["payoffs"] for e in r["equilibria"]}
    check("T57 3p pure", payoffs.get((unit(2, 0), unit(2, 1), (Fraction(1),))) == ["10", "90", "0"], payoffs)
    check("T57 3p end of segment", payoffs.get((strategy("98/99", "1/99"), unit(2, 1), (Fraction(1),)))
          == ["10", "980/11", "10/11"], payoffs)
    check_all_equilibria("T57 3p", allin_game, r)

# Bad input: exit 2, one line naming file:line:column, nothing on stdout.
bad_input("bad cell", ["equilibria", data("strategic_bad_cell.gamelab")],
          r"strategic_bad_cell\.gamelab:10:23: 'three' is not a number")
bad_input("bad profile", ["equilibria", data("strategic_bad_profile.gamelab")],
          r"strategic_bad_profile\.gamelab:10:29: game/payoffs/3 must hold one payoff per player \(2\), but holds 1")
bad_input("no strategies", ["equilibria", data("strategic_bad_empty_player.gamelab")],
          r"strategic_bad_empty_player\.gamelab:8:32: game/strategies/1 must be a non-empty list")
bad_input("truncated 3-player nfg", ["equilibria", data("three_bad_truncated.nfg")],
          r"three_bad_truncated\.nfg:12:1: the game needs 24 payoffs, but the file ends after 23")
bad_input("syntax", ["equilibria", data("bad_syntax.gamelab")], r"bad_syntax\.gamelab:\d+:\d+: ")
bad_input("stdin garbage", ["equilibria", "-"], r"<stdin>:1:1: ", stdin="hello\n")
bad_input("missing file", ["equilibria", data("no_such_file.nfg")], r"no_such_file\.nfg")
bad_input("unknown method", ["equilibria", "--method", "magic", data("bimatrix_t09_battle.nfg")], r"--method")
bad_input("unknown option", ["equilibria", "--frobnicate", data("bimatrix_t09_battle.nfg")], r"frobnicate")
bad_input("lh needs two players", ["equilibria", "--method", "lh", data("three_coordination.nfg")],
          r"two-player")
bad_input("bad timeout", ["equilibria", "--timeout", "-1", data("bimatrix_t09_battle.nfg")], r"--timeout")
bad_input("no file", ["equilibria"], r"missing input")

# --timeout: a generous limit changes nothing; a random 60x60 game cannot be enumerated in
# 0.5 s, so it ends with exit 3, a one-line message and no JSON.
r = ok_json("T09 with timeout", ["equilibria", "--timeout", "60", data("bimatrix_t09_battle.nfg")])
check("T09 with timeout count", r.get("count") == 3, r)
rng = random.Random(3)
n = 60
with tempfile.NamedTemporaryFile("w", suffix=".nfg", delete=False) as f:
    f.write('NFG 1 R "random 60x60" { "1" "2" } { %d %d }\n""\n\n' % (n, n))
    f.write(" ".join(str(rng.randint(0, 99)) for _ in range(2 * n * n)) + "\n")
    big = f.name
try:
    bad_input("timeout", ["equilibria", "--timeout", "0.5", big], r"time limit", exit_code=3)
finally:
    os.unlink(big)

# Every finite game has an equilibrium: a 5-player game with 4 strategies each whose support
# search is too large and which has no pure equilibrium still gets one (the QRE limit), exact
# or with its regret, which is checked here from the definition.
def five_player_game(seed):
    r = random.Random(seed)
    return [r.randint(0, 99) for _ in range(5 * 4 ** 5)]


def regret(payoffs, x, zero=0.0):
    """Largest gain of a pure deviation; payoffs in .nfg order (player 1's strategy fastest).
    In floats, or exactly with zero=Fraction(0) and Fraction probabilities."""
    worst = zero
    for k in range(5):
        value, current = [zero] * 4, zero
        for t, s in enumerate(itertools.product(range(4), repeat=5)):
            s = s[::-1]  # itertools varies the last fastest; .nfg varies player 1 fastest
            others = zero + 1
            for j in range(5):
                if j != k:
                    others *= x[j][s[j]]
            u = payoffs[t * 5 + k]
            value[s[k]] += others * u
            current += others * x[k][s[k]] * u
        worst = max(worst, max(value) - current)
    return worst


def exact_regret(payoffs, x):
    return regret(payoffs, x, Fraction(0))


def check_n_player_equilibrium(name, pay, e):
    """Exact: regret exactly 0; approximate: the exact regret of the rational strategies listed is
    at most the certified max_regret_float, and the floats' regret is small too."""
    x = [[Fraction(v) for v in p] for p in e["strategies"]]
    check(f"{name}: probabilities sum to 1", all(sum(p) == 1 and min(p) >= 0 for p in x), e)
    if e["exact"]:
        check(f"{name}: exact equilibrium by definition", exact_regret(pay, x) == 0, e)
    else:
        true = exact_regret(pay, x)
        check(f"{name}: certified regret bounds the exact one", float(true) <= e["max_regret_float"],
              (float(true), e["max_regret_float"]))
        check(f"{name}: small regret", e["max_regret_float"] < 1e-9, e["max_regret_float"])
        check(f"{name}: floats near", regret(pay, e["strategies_float"]) < 1e-9, e)


for seed in range(40):
    pay = five_player_game(seed)
    text = 'NFG 1 R "random 5x4" { "1" "2" "3" "4" "5" } { 4 4 4 4 4 }\n' + " ".join(map(str, pay)) + "\n"
    r = ok_json(f"5 players, seed {seed}, --method one", ["equilibria", "--method", "one", "-"], text)
    check(f"5 players, seed {seed}: one equilibrium", r.get("count") == 1, r)
    check(f"5 players, seed {seed}: not complete", r.get("complete") is False, r)
    e = r["equilibria"][0]
    check_n_player_equilibrium(f"5 players, seed {seed}, --method one", pay, e)
    if r.get("pure"):
        check(f"5 players, seed {seed}: a pure one first", e.get("found_by") == "pure", e)
        continue
    check(f"5 players, seed {seed}: found by the quick search", e.get("found_by") == "support-search", e)
    check(f"5 players, seed {seed}: the search stopped at the first", r.get("mixed_search") == "first", r)
    # The QRE limit when no search runs (--budget 0 on a game too large for a search without one).
    r = ok_json(f"5 players, seed {seed}, --budget 0", ["equilibria", "--budget", "0", "-"], text)
    check(f"5 players, seed {seed}: search too large", r.get("mixed_search") == "too-large", r)
    check(f"5 players, seed {seed}: the QRE limit's", r.get("count") == 1 and r["equilibria"][0].get("found_by") == "qre-limit", r)
    check_n_player_equilibrium(f"5 players, seed {seed}, QRE limit", pay, r["equilibria"][0])
    # The default: the support search with a budget (1 s here) finds more, each checked.
    r = ok_json(f"5 players, seed {seed}, --budget 1", ["equilibria", "--budget", "1", "-"], text)
    check(f"5 players, seed {seed}: the search ran out of budget", r.get("mixed_search") == "budget", r)
    check(f"5 players, seed {seed}: not complete", r.get("complete") is False, r)
    check(f"5 players, seed {seed}: some found", r.get("count", 0) >= 1, r)
    check(f"5 players, seed {seed}: methods named",
          all(e.get("found_by") in ("pure", "support-search", "qre-limit") for e in r["equilibria"]), r)
    for i, e in enumerate(r["equilibria"]):
        check_n_player_equilibrium(f"5 players, seed {seed}, equilibrium {i}", pay, e)
    # Restarts: logit traces from random priors; every one listed is an equilibrium.
    r = ok_json(f"5 players, seed {seed}, --restarts 3", ["equilibria", "--method", "one", "--restarts", "3", "-"], text)
    check(f"5 players, seed {seed}: restarts run", r.get("restarts") == 3, r)
    for i, e in enumerate(r["equilibria"]):
        check(f"5 players, seed {seed}, restart {i}: method", e.get("found_by") in ("support-search", "logit-tracing"), e)
        check_n_player_equilibrium(f"5 players, seed {seed}, restart {i}", pay, e)
    break
else:
    check("a 5-player game without a pure equilibrium among 40 seeds", False)

bad_input("--budget -1", ["equilibria", "--budget", "-1", "-"], r"--budget.*number of seconds >= 0", stdin="")
bad_input("--budget nan", ["equilibria", "--budget", "nan", "-"], r"--budget", stdin="")
bad_input("--restarts x", ["equilibria", "--restarts", "x", "-"], r"--restarts.*whole number", stdin="")
bad_input("--restarts on two players", ["equilibria", "--restarts", "2", "-"], r"--restarts.*three or more players",
          stdin='NFG 1 R "2x2" { "1" "2" } { 2 2 }\n1 1 0 0 0 0 1 1\n')
r = ok_json("--method one on two players", ["equilibria", "--method", "one", "-"],
            'NFG 1 R "2x2" { "1" "2" } { 2 2 }\n1 1 0 0 0 0 1 1\n')
check("--method one on two players: one equilibrium", r.get("count") == 1 and r.get("complete") is False, r)

# Sizes declared in a few bytes are checked before anything is allocated: with 400 MB of
# address space the answer is exit 2 and the size in words (these once took gigabytes, ended
# in "out of memory", or aborted inside GMP).
def bad_input_in_little_memory(name, args, pattern, megabytes=400):
    proc = subprocess.run([sys.argv[1]] + args, capture_output=True, text=True, timeout=120,
                          preexec_fn=address_space_limit(megabytes))
    check(f"{name}: exit 2", proc.returncode == 2, f"exit {proc.returncode}, stderr {proc.stderr!r}")
    check(f"{name}: no stdout", proc.stdout == "", repr(proc.stdout))
    check(f"{name}: one-line message", len(proc.stderr.strip().splitlines()) == 1, repr(proc.stderr))
    check(f"{name}: message", re.search(pattern, proc.stderr) is not None, f"{proc.stderr!r} !~ {pattern}")


bad_input_in_little_memory("5000x5000 without payoffs", ["equilibria", data("bad_too_many_payoffs.nfg")],
                           r"bad_too_many_payoffs\.nfg:1:24: .*50000000 payoffs, more than the limit of 10000000")
bad_input_in_little_memory("24 players", ["equilibria", data("bad_24_players.nfg")],
                           r"bad_24_players\.nfg:1:\d+: .*402653184 payoffs")
bad_input_in_little_memory("2000x2000 without payoffs", ["equilibria", data("bad_missing_payoffs.nfg")],
                           r"bad_missing_payoffs\.nfg:2:1: .*needs 8000000 payoffs, but the file ends after 0")
bad_input_in_little_memory("zerosum 2000x2000 without payoffs", ["zerosum", data("bad_missing_payoffs.nfg")],
                           r"bad_missing_payoffs\.nfg:2:1: .*needs 8000000 payoffs, but the file ends after 0")

finish()
