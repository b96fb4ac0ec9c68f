#!/usr/bin/env python3
"""gamelab-cli bargaining against the contract in CLI.md and the Ferguson ch. 3 digest §2.4
(T37, T40–T45, T49, T50, T53–T58 with the spec's corrections): the TU solution, the Nash
bargaining solution and the lambda-transfer NTU solution. Every field CLI.md names is checked;
the TU answer is also checked by its definition (phi* on u+v = sigma, D on the 45° line).

usage: test_bargaining.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402


def gamelab_bimatrix(title, rows):
    cells = [[c.split(",") for c in row.split()] for row in rows.split(";")]
    m, n = len(cells), len(cells[0])
    payoffs = [cells[i][j] for j in range(n) for i in range(m)]
    return json.dumps({"format": "gamelab", "version": 1, "kind": "strategic", "title": title,
                       "game": {"players": ["I", "II"], "strategies": [m, n], "payoffs": payoffs}})


def bargain(name, rows, *options):
    return ok_json(name, ["bargaining", *options, "-"], stdin=gamelab_bimatrix(name, rows))


def floats_match(name, exact, floats):
    """Each `_float` twin is the float of its exact string (lists compared entry by entry)."""
    if isinstance(exact, list):
        check(f"{name}: float twin length", isinstance(floats, list) and len(floats) == len(exact), floats)
        for e, f in zip(exact, floats or []):
            floats_match(name, e, f)
    else:
        check(f"{name}: float twin", abs(float(Fraction(exact)) - floats) < 1e-9, (exact, floats))


def check_tu(name, r, sigma, cells, delta, solution, side, threats=None, disagreement=None):
    tu = r.get("tu", {})
    check(f"{name}: sigma", tu.get("sigma") == sigma, tu)
    floats_match(f"{name} sigma", tu.get("sigma"), tu.get("sigma_float"))
    check(f"{name}: cooperative cells", tu.get("cooperative_cells") == cells, tu)
    check(f"{name}: threat game value", tu.get("threat_game_value") == delta, tu)
    floats_match(f"{name} delta", tu.get("threat_game_value"), tu.get("threat_game_value_float"))
    check(f"{name}: solution", tu.get("solution") == solution, tu)
    floats_match(f"{name} solution", tu.get("solution"), tu.get("solution_float"))
    phi = [Fraction(x) for x in tu["solution"]]
    check(f"{name}: phi on u+v = sigma", sum(phi) == Fraction(sigma), phi)
    check(f"{name}: phi_1 - phi_2 = delta", phi[0] - phi[1] == Fraction(delta), phi)
    d = [Fraction(x) for x in tu["disagreement"]]
    check(f"{name}: D on the 45 degree line", d[0] - d[1] == Fraction(delta), d)
    for p in tu.get("disagreements", []):
        check(f"{name}: every D on the line", Fraction(p[0]) - Fraction(p[1]) == Fraction(delta), p)
    if threats is not None:
        check(f"{name}: threats", tu.get("threats") == threats, tu)
    if disagreement is not None:
        check(f"{name}: disagreement", tu.get("disagreement") == disagreement, tu)
        floats_match(f"{name} D", tu.get("disagreement"), tu.get("disagreement_float"))
    # side: one (from, to, amount, cell) per cooperative cell; the first is "side_payment".
    got = [(s["from"], s["to"], s["amount"], s["cell"]) for s in tu.get("side_payments", [])]
    check(f"{name}: side payments", got == side, got)
    first = tu.get("side_payment") or {}
    check(f"{name}: side_payment", (first.get("from"), first.get("to"), first.get("amount"), first.get("cell")) == side[0],
          first)
    floats_match(f"{name} side payment", first.get("amount"), first.get("amount_float"))


def check_lambda(name, r, lam, solution, fixed=None):
    lt = r.get("lambda_transfer", {})
    check(f"{name}: lambda", lt.get("lambda") == lam, lt)
    floats_match(f"{name} lambda", lt.get("lambda"), lt.get("lambda_float"))
    check(f"{name}: lambda solution", lt.get("solution") == solution, lt)
    floats_match(f"{name} lambda solution", lt.get("solution"), lt.get("solution_float"))
    check(f"{name}: no interval", "lambda_interval" not in lt, lt)
    if fixed is not None:
        check(f"{name}: fixed threat point", lt.get("fixed_threat_point") is fixed, lt)


def check_nash(name, r, status_quo, solution, source):
    nash = r.get("nash", {})
    check(f"{name}: status quo", nash.get("status_quo") == status_quo, nash)
    floats_match(f"{name} status quo", nash.get("status_quo"), nash.get("status_quo_float"))
    check(f"{name}: status quo source", nash.get("status_quo_source") == source, nash)
    check(f"{name}: Nash solution", nash.get("solution") == solution, nash)
    if solution is not None:
        floats_match(f"{name} Nash solution", nash.get("solution"), nash.get("solution_float"))


# Help.
code, out, _ = run(["bargaining", "--help"])
check("bargaining --help", code == 0 and "--status-quo" in out and "--timeout" in out, out)
code, out, _ = run(["--help"])
check("gamelab-cli --help lists bargaining", code == 0 and "bargaining" in out, out)

# T40 from an .nfg: CLI.md's own example. Side payment II->I 5/2 (the source prints 2);
# lambda* = 3/2 with (29/6, 13/4) on the Pareto segment (3,6)-(5,3).
r = ok_json("T40", ["bargaining", data("bimatrix_t40_bargaining.nfg")])
if r:
    check_tu("T40", r, "9", [[1, 1]], "2", ["11/2", "7/2"], [(2, 1, "5/2", [1, 1])],
             threats=[["1", "0"], ["1", "0"]], disagreement=["5", "3"])
    check("T40: threat game", r["tu"].get("threat_game") == [["2", "4"], ["0", "-3"]], r["tu"])
    check_lambda("T40", r, "3/2", ["29/6", "13/4"], fixed=False)
    check("T40: Pareto frontier", r.get("pareto_frontier") == [["3", "6"], ["5", "3"]], r)
    # Nash from the safety levels (v_I = 15/8, v_II = 18/13): the product's stationary point on
    # the edge (3,6)-(5,3).
    check_nash("T40", r, ["15/8", "18/13"], ["827/208", "1887/416"], "safety")

# T41: I->II 9/20 from (5,5); threats (3/10,7/10), (0,3/10,7/10); lambda* = 1/2 with (5,5).
r = bargain("T41", "0,0 6,2 -1,2; 4,1 3,6 5,5")
if r:
    check_tu("T41", r, "10", [[1, 2]], "-9/10", ["91/20", "109/20"], [(1, 2, "9/20", [1, 2])],
             threats=[["3/10", "7/10"], ["0", "3/10", "7/10"]], disagreement=["341/100", "431/100"])
    check_lambda("T41", r, "1/2", ["5", "5"])

# T42: two cooperative cells; via <1,1> = (1,5) II->I 5/2 (the source prints "(5,1), 3/2"),
# via <2,1> = (4,2) I->II 1/2; D = (1,0) or (2,1).
r = bargain("T42", "1,5 2,2 0,1; 4,2 1,0 2,1; 5,0 2,3 0,0")
if r:
    check_tu("T42", r, "6", [[0, 0], [1, 0]], "1", ["7/2", "5/2"], [(2, 1, "5/2", [0, 0]), (1, 2, "1/2", [1, 0])])
    check("T42: both D", sorted(map(tuple, r["tu"]["disagreements"])) == [("1", "0"), ("2", "1")], r["tu"])
    check("T42: II's threat set", sorted(map(tuple, r["tu"]["col_threat_vertices"])) ==
          [("0", "0", "1"), ("0", "1", "0")], r["tu"])

# T43: I->II 1/2 (the source prints 0).
r = bargain("T43", "4,3 0,0; 2,2 1,4")
if r:
    check_tu("T43", r, "7", [[0, 0]], "0", ["7/2", "7/2"], [(1, 2, "1/2", [0, 0])],
             threats=[["1", "0"], ["0", "1"]], disagreement=["0", "0"])
    # T37's game with the safety levels v_I = 1, v_II = 12/5 as status quo.
    check_nash("T37", r, ["1", "12/5"], ["17/5", "16/5"], "safety")
    check("T37: Pareto frontier", r.get("pareto_frontier") == [["1", "4"], ["4", "3"]], r)

# T44: the 4x4 game of T17; II->I 39/14 from (0,6) (the source prints 3/7).
r = bargain("T44", "-3,-4 2,-1 0,6 1,1; 2,0 2,2 -3,0 1,-2; 2,-3 -5,1 -1,-1 1,-3; -4,3 2,-5 1,2 -3,1")
if r:
    check_tu("T44", r, "6", [[0, 2]], "-3/7", ["39/14", "45/14"], [(2, 1, "39/14", [0, 2])],
             threats=[["0", "0", "4/7", "3/7"], ["0", "1/14", "13/14", "0"]], disagreement=["-27/98", "15/98"])

# T45: the 5x4 game of T18; no side payment from either cooperative cell.
r = bargain("T45", "0,0 1,-1 1,1 -1,0; -1,1 0,1 1,0 0,0; 1,0 -1,-1 0,1 -1,1; 1,-1 -1,0 1,-1 0,0; 1,1 0,0 -1,-1 0,0")
if r:
    check_tu("T45", r, "2", [[0, 2], [4, 0]], "0", ["1", "1"], [(2, 1, "0", [0, 2]), (2, 1, "0", [4, 0])])
    check("T45: I's threat", r["tu"]["row_threat_vertices"] == [["0", "0", "0", "0", "1"]], r["tu"])
    check("T45: II's threat set", len(r["tu"]["col_threat_vertices"]) == 4, r["tu"])

# T57 (all-in end game): lambda* = 1, phi* = (65/6, 535/6) is the NTU solution.
r = bargain("T57", "11,89 10,90; 2,98 10,0")
if r:
    check_tu("T57", r, "100", [[0, 0], [0, 1], [1, 0]], "-235/3", ["65/6", "535/6"],
             [(1, 2, "1/6", [0, 0]), (2, 1, "5/6", [0, 1]), (2, 1, "53/6", [1, 0])],
             threats=[["53/54", "1/54"], ["5/6", "1/6"]], disagreement=["385/36", "3205/36"])
    check_lambda("T57", r, "1", ["65/6", "535/6"], fixed=False)

# T58: I->II 3/2 from (5,4) (the source prints -2).
r = bargain("T58", "0,2 4,1; 2,4 5,4")
if r:
    check_tu("T58", r, "9", [[1, 1]], "-2", ["7/2", "11/2"], [(1, 2, "3/2", [1, 1])])
    check("T58: D = (0,2) with p* = (1,0)", ["0", "2"] in r["tu"]["disagreements"], r["tu"])

# T49 with status quo (0,0): (4,3); lambda* = 3/4.
r = bargain("T49", "4,3 0,0 0,0; 2,2 1,4 0,0; 0,0 0,0 0,0", "--status-quo", "0,0")
if r:
    check_nash("T49", r, ["0", "0"], ["4", "3"], "given")
    check_lambda("T49", r, "3/4", ["4", "3"])

# Fixed-threat-point games: T50, T53, T54 (lambda* = 2 and (2,7); the source leaves it blank).
for name, rows, sq, lam, point, cell in [
        ("T50", "-1,1 1,3; 0,0 3,-1", "0,0", "2", ["5/4", "5/2"], [1, 0]),
        ("T53", "6,3 0,0 0,0; 1,8 4,6 0,0; 0,0 0,0 0,0", "0,0", "3/2", ["4", "6"], [2, 2]),
        ("T54", "1,0 -1,1 0,0; 3,3 -2,9 2,7", "-1,1", "2", ["2", "7"], [0, 1])]:
    r = bargain(name, rows, "--status-quo", sq)
    if r:
        check_lambda(name, r, lam, point, fixed=True)
        check(f"{name}: threat point", r["lambda_transfer"].get("threat_point") == sq.split(","), r["lambda_transfer"])
        check(f"{name}: threat cell", r["lambda_transfer"].get("threat_cell") == cell, r["lambda_transfer"])
        check_nash(name, r, sq.split(","), point, "given")

# T55 and T56 (no fixed threat point).
r = bargain("T55", "5,2 0,0; 0,0 1,4")
if r:
    check_lambda("T55", r, "1/2", ["9/2", "9/4"], fixed=False)
    check("T55: plain TU solution", r["tu"]["solution"] == ["7/2", "7/2"], r["tu"])
r = bargain("T56", "3,2 0,5; 2,1 1,0")
if r:
    check_lambda("T56", r, "1", ["3", "2"])
    check("T56: TU solution", r["tu"]["solution"] == ["3", "2"] and r["tu"]["disagreement"] == ["2", "1"], r["tu"])

# A whole interval of rates: the threat cell (2,2) is a Pareto vertex between slopes -1/2, -2.
r = bargain("interval", "2,2 3,0; 0,3 0,0")
if r:
    lt = r["lambda_transfer"]
    check("interval: lambda_interval", lt.get("lambda_interval") == ["1/2", "2"], lt)
    check("interval: float twins", lt.get("lambda_interval_float") == [0.5, 2.0], lt)
    check("interval: lambda inside", Fraction(1, 2) <= Fraction(lt["lambda"]) <= 2, lt)
    check("interval: point", lt.get("solution") == ["2", "2"], lt)

# ... reaching infinity: the threat cell is the last Pareto vertex, every lambda >= 1/2.
r = bargain("unbounded interval", "2,2 2,0; 0,3 0,0")
if r:
    lt = r["lambda_transfer"]
    check("unbounded: lambda_interval", lt.get("lambda_interval") == ["1/2", None], lt)
    check("unbounded: float twins", lt.get("lambda_interval_float") == [0.5, None], lt)

# An irrational lambda* (a root of a cubic, 1.38126821326252...): null, with its float; the
# point (a Pareto vertex) stays exact.
r = bargain("irrational", "6,5 -3,-3 6,1; 0,-1 5,-4 3,1; 1,-3 3,4 5,4")
if r:
    lt = r["lambda_transfer"]
    check("irrational: lambda null", lt.get("lambda", "missing") is None, lt)
    check("irrational: lambda_float", abs(lt.get("lambda_float", 0) - 1.38126821326252) < 1e-12, lt)
    check("irrational: inexact", lt.get("exact") is False, lt)
    check("irrational: point", lt.get("solution") == ["6", "5"], lt)

# Degenerate Nash case: the status quo on the Pareto frontier.
r = bargain("degenerate", "4,3 0,0; 2,2 1,4", "--status-quo", "4,3")
if r:
    check("degenerate: case", r["nash"].get("case") == "degenerate", r["nash"])
    check_nash("degenerate", r, ["4", "3"], ["4", "3"], "given")

# A zero-sum .gamelab document is a bimatrix too (B = -A).
r = ok_json("zero-sum T26", ["bargaining", data("t26_guess.gamelab")])
if r:
    check("zero-sum: sigma 0", r["tu"]["sigma"] == "0", r["tu"])

# Bad input.
bad_input("three players", ["bargaining", data("three_players.nfg")], r"three_players\.nfg: .*2 players")
bad_input("bad status quo", ["bargaining", "--status-quo", "1,x", data("bimatrix_t40_bargaining.nfg")],
          r"--status-quo")
bad_input("status quo one number", ["bargaining", "--status-quo", "3", data("bimatrix_t40_bargaining.nfg")],
          r"--status-quo")
bad_input("bad cell", ["bargaining", data("strategic_bad_cell.gamelab")],
          r"strategic_bad_cell\.gamelab:10:23: 'three' is not a number")
bad_input("missing file", ["bargaining", data("no_such_file.nfg")], r"no_such_file\.nfg")
bad_input("unknown option", ["bargaining", "--method", "lh", data("bimatrix_t40_bargaining.nfg")], r"--method")
bad_input("no file", ["bargaining"], r"FILE")

finish()
