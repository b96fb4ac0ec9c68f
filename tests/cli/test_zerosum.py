#!/usr/bin/env python3
"""gamelab-cli zerosum against the contract in CLI.md and the Ferguson ch. 2 digest.

usage: test_zerosum.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import random
import sys
import tempfile
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402


def fractions(strings):
    return [Fraction(s) for s in strings]


def infallible(name, matrix, result):
    """min_j (pA)_j == value == max_i (Aq)_i, with exact fractions."""
    a = [[Fraction(x) for x in row] for row in matrix]
    p, q, v = fractions(result["row_strategy"]), fractions(result["col_strategy"]), Fraction(result["value"])
    check(f"{name}: p is a mixed strategy", sum(p) == 1 and min(p) >= 0, p)
    check(f"{name}: q is a mixed strategy", sum(q) == 1 and min(q) >= 0, q)
    cols = [sum(p[i] * a[i][j] for i in range(len(a))) for j in range(len(a[0]))]
    rows = [sum(a[i][j] * q[j] for j in range(len(a[0]))) for i in range(len(a))]
    check(f"{name}: infallible test", min(cols) == v == max(rows), (cols, rows, v))
    check(f"{name}: value_float", abs(result["value_float"] - float(v)) < 1e-9, result["value_float"])
    check(f"{name}: verified", result["verified"] is True)
    for vertex in result.get("row_optimal_vertices", []):
        x = fractions(vertex)
        check(f"{name}: row vertex optimal", sum(x) == 1 and min(
            sum(x[i] * a[i][j] for i in range(len(a))) for j in range(len(a[0]))) == v, vertex)
    for vertex in result.get("col_optimal_vertices", []):
        y = fractions(vertex)
        check(f"{name}: col vertex optimal", sum(y) == 1 and max(
            sum(a[i][j] * y[j] for j in range(len(a[0]))) for i in range(len(a))) == v, vertex)


def gamelab_text(payoffs):
    return json.dumps({"format": "gamelab", "version": 1, "kind": "zerosum", "title": "",
                       "game": {"payoffs": payoffs}})


# Help.
code, out, _ = run(["--help"])
check("--help", code == 0 and "zerosum" in out, out)
code, out, _ = run(["zerosum", "--help"])
check("zerosum --help", code == 0 and "--all-optimal" in out, out)

# T1 Odd-or-Even (.nfg payoff version): v = 1/12, p = q = (7/12, 5/12), unique.
r = ok_json("T1", ["zerosum", data("odd_or_even.nfg")])
if r:
    check("T1 value", r["value"] == "1/12", r)
    check("T1 strategies", r["row_strategy"] == ["7/12", "5/12"] and r["col_strategy"] == ["7/12", "5/12"], r)
    check("T1 margins", r["lower_value"] == "-2" and r["upper_value"] == "3" and r["saddle_points"] == [], r)
    check("T1 nothing dominated", r["dominated_rows"] == [] and r["dominated_cols"] == [], r)
    infallible("T1", [[-2, 3], [3, -4]], r)

# T14 (m x 2, graphical) with --all-optimal: II's optimal set is q in [1/4, 1/2] on col 1.
r = ok_json("T14", ["zerosum", "--all-optimal", data("t14_graphical_3x2.nfg")])
if r:
    check("T14 value", r["value"] == "4", r)
    check("T14 row vertices", r["row_optimal_vertices"] == [["0", "1", "0"]], r)
    check("T14 col vertices", r["col_optimal_vertices"] == [["1/4", "3/4"], ["1/2", "1/2"]], r)
    check("T14 no saddle", r["saddle_points"] == [] and r["lower_value"] == "4" and r["upper_value"] == "5", r)
    infallible("T14", [[1, 5], [4, 4], [6, 2]], r)

# T26 (.gamelab) with --all-optimal: I unique (1/2,0,1/2); II's set {(t,1-2t,t)}.
r = ok_json("T26", ["zerosum", "--all-optimal", data("t26_guess.gamelab")])
if r:
    check("T26 value", r["value"] == "1", r)
    check("T26 row vertices", r["row_optimal_vertices"] == [["1/2", "0", "1/2"]], r)
    check("T26 col vertices", r["col_optimal_vertices"] == [["0", "1", "0"], ["1/2", "0", "1/2"]], r)
    infallible("T26", [[0, 1, 2], [1, 0, 1], [2, 1, 0]], r)

# Outcome-version .nfg with a null outcome: row 3 strictly dominated, v = 1/2.
r = ok_json("outcome", ["zerosum", data("outcome_3x2.nfg")])
if r:
    check("outcome value", r["value"] == "1/2", r)
    check("outcome strategies", r["row_strategy"] == ["1/4", "3/4", "0"] and r["col_strategy"] == ["1/2", "1/2"], r)
    check("outcome dominated row", 2 in r["dominated_rows"], r)
    infallible("outcome", [[2, -1], [0, 1], [-1, 0]], r)

# stdin, both formats; T9 has a saddle point at (row 2, col 1) -> [1, 0].
with open(data("matching_pennies.nfg")) as f:
    r = ok_json("stdin nfg", ["zerosum", "-"], f.read())
if r:
    check("stdin nfg value", r["value"] == "0" and r["row_strategy"] == ["1/2", "1/2"], r)
r = ok_json("stdin gamelab T9", ["zerosum", "-"], gamelab_text([["0", "-10"], ["1", "2"]]))
if r:
    check("T9 saddle", r["saddle_points"] == [[1, 0]] and r["value"] == "1", r)
    check("T9 margins", r["lower_value"] == "1" and r["upper_value"] == "1", r)
    infallible("T9", [[0, -10], [1, 2]], r)

# T10 iterated pure domination: col 3, then row 1 go.
r = ok_json("T10", ["zerosum", "-"], gamelab_text([[2, 0, 4], [1, 2, 3], [4, 1, 2]]))
if r:
    check("T10 value", r["value"] == "7/4", r)
    check("T10 dominated", r["dominated_rows"] == [0] and r["dominated_cols"] == [2], r)
    infallible("T10", [[2, 0, 4], [1, 2, 3], [4, 1, 2]], r)

# --row-payoffs ignores player 2.
r = ok_json("row payoffs", ["zerosum", "--row-payoffs", data("bad_not_zero_sum.nfg")])
if r:
    check("row payoffs value", r["value"] == "2/3", r)

# --float: the floating-point fast path, labelled unverified; --dominance modes.
r = ok_json("float", ["zerosum", "--float", "-"], gamelab_text([[2, 0, 4], [1, 2, 3], [4, 1, 2]]))
if r:
    check("float: not verified", r["verified"] is False, r)
    check("float: value_float", abs(r["value_float"] - 1.75) < 1e-9, r)
t11 = gamelab_text([[0, 4, 6], [5, 7, 4], [9, 6, 3]])
r = ok_json("T11 full", ["zerosum", "--dominance", "full", "-"], t11)
if r:
    check("T11 full: mixtures remove col 2 and row 2", r["dominated_cols"] == [1] and r["dominated_rows"] == [1], r)
    check("T11 full: mode", r["dominance_mode"] == "full", r)
r = ok_json("T11 pure", ["zerosum", "--dominance=pure", "-"], t11)
if r:
    check("T11 pure: nothing pure-dominated", r["dominated_cols"] == [] and r["dominated_rows"] == [], r)
    check("T11 pure: value unchanged", r["value"] == "9/2", r)
r = ok_json("T11 none", ["zerosum", "--dominance", "none", "-"], t11)
if r:
    check("T11 none: mode", r["dominance_mode"] == "none" and r["dominance_steps"] == [], r)
bad_input("bad dominance", ["zerosum", "--dominance", "some", data("odd_or_even.nfg")], r"--dominance")

# Bad input: exit 2, one line "file:line:column: reason", nothing on stdout.
bad_input("bad cell", ["zerosum", data("bad_cell.gamelab")], r"bad_cell\.gamelab:8:23: 'four' is not a number")
bad_input("bad json", ["zerosum", data("bad_syntax.gamelab")], r"bad_syntax\.gamelab:5:3: ")
bad_input("truncated", ["zerosum", data("bad_truncated.nfg")], r"bad_truncated\.nfg:2:1: .*found the end of the input")
bad_input("not a number", ["zerosum", data("bad_notanumber.nfg")], r"bad_notanumber\.nfg:4:4: 'x1' is not a number")
bad_input("wrong count", ["zerosum", data("bad_wrongcount.nfg")], r"bad_wrongcount\.nfg:4:1: the game needs 8 payoffs, but the file ends after 6")
bad_input("bad version", ["zerosum", data("bad_version.nfg")], r"bad_version\.nfg:1:5: .*version 2")
bad_input("stdin syntax", ["zerosum", "-"], r"<stdin>:2:1: ", stdin="NFG 1 R \"x\" { \"a\" \"b\" } { 2 2 }\n}")
bad_input("not zero-sum", ["zerosum", data("bad_not_zero_sum.nfg")], r"bad_not_zero_sum\.nfg:3:1: .*row 1, column 1")
bad_input("three players", ["zerosum", data("three_players.nfg")], r"three_players\.nfg.*2 players")
bad_input("missing file", ["zerosum", data("no_such_file.nfg")], r"no_such_file\.nfg")
bad_input("unknown option", ["zerosum", "--frobnicate", data("odd_or_even.nfg")], r"--frobnicate")
bad_input("bad timeout", ["zerosum", "--timeout", "soon", data("odd_or_even.nfg")], r"--timeout")
bad_input("huge", ["zerosum", "-"], r"<stdin>:1:\d+: a game of 10000 x 10000 strategies has more than",
          stdin="NFG 1 R \"huge\" { \"a\" \"b\" } { 10000 10000 }\n1 -1\n")
bad_input("unknown format", ["zerosum", "-"], r"<stdin>:1:1: the text is neither a \.nfg file nor a \.gamelab document", stdin="hello\n")
code, out, err = run(["frobnicate"])
check("unknown command", code == 2 and out == "", (code, out, err))

# --timeout on a large random game: an answer or exit 3, and never both.
with tempfile.TemporaryDirectory() as tmp:
    rng = random.Random(400)
    n = 400
    a = [[rng.randint(-50, 50) for _ in range(n)] for _ in range(n)]
    path = os.path.join(tmp, "random400.nfg")
    with open(path, "w") as f:
        f.write('NFG 1 R "random 400 x 400" { "I" "II" } { %d %d }\n\n' % (n, n))
        f.write(" ".join("%d %d" % (a[i][j], -a[i][j]) for j in range(n) for i in range(n)))
        f.write("\n")
    code, out, err = run(["zerosum", "--timeout", "2", path])
    check("timeout: exit 0 or 3", code in (0, 3), (code, err))
    if code == 3:
        check("timeout: no JSON", out == "", repr(out[:200]))
        check("timeout: message", "time limit" in err, repr(err))
    elif code == 0:
        r = json.loads(out)
        check("timeout: answer verified", r["verified"] is True, r.get("verified"))

finish()
