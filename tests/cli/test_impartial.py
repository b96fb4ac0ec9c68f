#!/usr/bin/env python3
"""gamelab-cli grundy and nim against the contract in CLI.md and the Ferguson ch. 1 digest
(T1, T3/T36, T11, T18, T20, T23-T26, T34, T35, T37-T39, T40, T47, T50, T52, T53, T55, T75, T77,
T78), exactly N+1 values, proved periods (Kayles 12 from 71 on, Dawson 34), and the bad-input
contract (exit 2, one line on stderr). Winning moves are also checked by their definition.

usage: test_impartial.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys
from functools import reduce

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, finish, ok_json  # noqa: E402


def xor(values):
    return reduce(lambda a, b: a ^ b, values, 0)


# --- grundy: exact digest tables -------------------------------------------------------------
TABLES = [
    ("subtraction:1,2,3", 14, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]),                     # T34
    ("subtraction:1,3,4", 14, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]),                     # T36
    ("subtraction:1,3,6", 8, [0, 1, 0, 1, 0, 1, 2, 3, 2]),                                         # T11
    ("at-least-half", 12, [0, 1, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4]),                                # T35
    ("at-most-half", 16, [0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8]),                     # T37
    ("dim-plus", 16, [0, 1, 2, 1, 3, 1, 2, 1, 4, 1, 2, 1, 3, 1, 2, 1, 5]),                         # T38
    ("even-if-not-all", 12, [0, 1, 0, 2, 1, 3, 2, 4, 3, 5, 4, 6, 5]),                              # T47
    ("lasker", 12, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]),                                    # T50
    ("kayles", 20, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]),               # T52
    ("dawson", 15, [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]),                              # T53
    ("grundy", 13, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]),                                    # T55
    ("powers-of-two", 8, [n % 3 for n in range(9)]),                                               # T12
]
for spec, n, values in TABLES:
    r = ok_json(f"grundy {spec}", ["grundy", spec, "--upto", str(n)])
    check(f"grundy {spec}: exactly N+1 values", len(r.get("values", [])) == n + 1, r)
    check(f"grundy {spec}: values", r.get("values") == values, (r.get("values"), values))

# Aliquot from 1 (T39): g(1..16).
r = ok_json("grundy aliquot", ["grundy", "aliquot", "--upto", "16"])
check("aliquot T39", r.get("values", [])[1:] == [0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4], r)

# Proved periods: subtraction {1,3,4} period 7 from 0 (T3, T42); Kayles 12 from 71; Dawson 34.
r = ok_json("period {1,3,4}", ["grundy", "subtraction:1,3,4", "--upto", "50"])
check("period {1,3,4}", (r.get("period"), r.get("preperiod")) == (7, 0), r)
r = ok_json("period {2,5,7}", ["grundy", "subtraction:2,5,7", "--upto", "100"])
check("period {2,5,7} is 22 (T42)", r.get("period") == 22, r)
r = ok_json("kayles period", ["grundy", "octal:0.77", "--upto", "400"])
check("kayles period 12 from 71", (r.get("period"), r.get("preperiod")) == (12, 71), r)
check("kayles 400 values", len(r.get("values", [])) == 401, len(r.get("values", [])))
r = ok_json("dawson period", ["grundy", "octal:0.137", "--upto", "600"])
check("dawson period 34", r.get("period") == 34, r)
check("dawson T53 g(52..85)", r.get("values", [])[52:86] == [3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1,
                                                             2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9], r.get("values", [])[52:86])
r = ok_json("grundy 0", ["grundy", "kayles", "--upto", "0"])
check("upto 0 gives one value", r.get("values") == [0], r)

# Wythoff: rows 0..7 of T40 (values[x][y], x = column, y = row).
T40 = {7: [7, 8, 6, 9, 0, 1, 4, 5], 6: [6, 7, 8, 1, 9, 10, 3, 4], 5: [5, 3, 4, 0, 6, 8, 10, 1],
       4: [4, 5, 3, 2, 7, 6, 9, 0], 3: [3, 4, 5, 6, 2, 0, 1, 9], 2: [2, 0, 1, 5, 3, 4, 8, 6],
       1: [1, 2, 0, 4, 5, 3, 7, 8], 0: [0, 1, 2, 3, 4, 5, 6, 7]}
r = ok_json("wythoff", ["grundy", "wythoff", "--upto", "7"])
rows = r.get("values", [])
check("wythoff 8 rows", len(rows) == 8 and all(len(row) == 8 for row in rows), rows)
if len(rows) == 8:
    check("wythoff T40", all(rows[x][y] == T40[y][x] for x in range(8) for y in range(8)), rows)

# Coin-turning single-coin values: Mock Turtles (T75), Ruler (T77, from 1), Grunt (T78).
r = ok_json("coins mock turtles", ["grundy", "coins:mock-turtles", "--upto", "14"])
check("mock turtles T75", r.get("values") == [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28], r)
r = ok_json("coins ruler", ["grundy", "coins:ruler", "--upto", "15"])
check("ruler T77 (position p = coin p+1)", r.get("values") == [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16], r)
r = ok_json("coins grunt", ["grundy", "coins:grunt", "--upto", "20"])
check("grunt T78", r.get("values") == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0], r)

# --- nim -------------------------------------------------------------------------------------
NIM = [
    ([5, 7, 9], False, 11, "N", [[2, 2]]),                                 # T18
    ([15, 23, 30], False, 6, "N", [[0, 9], [1, 17], [2, 24]]),            # T18
    ([13, 12, 8], False, 9, "N", [[0, 4], [1, 5], [2, 1]]),               # T20
    ([12, 19, 27], False, 4, "N", [[0, 8]]),                               # T23
    ([13, 17, 19, 23], False, 24, "N", [[1, 9], [2, 11], [3, 15]]),       # T24
    ([1, 2, 3], False, 0, "P", []),                                        # T17
    ([12, 19, 27], True, 4, "N", [[0, 8]]),                                # T25
    ([13, 17, 19, 23], True, 24, "N", [[1, 9], [2, 11], [3, 15]]),        # T25
    ([1, 1, 5], True, 5, "N", [[2, 1]]),                                   # T26
    ([2, 1, 1, 1], True, 3, "N", [[0, 0]]),                                # T26
    ([1, 1, 1], True, 1, "P", []),                                         # T26
    ([2, 2], True, 0, "P", []),                                            # T26
]
for heaps, misere, nim_sum, outcome, moves in NIM:
    args = ["nim"] + [str(h) for h in heaps] + (["--misere"] if misere else [])
    name = " ".join(args)
    r = ok_json(name, args)
    check(f"{name}: nim_sum", r.get("nim_sum") == nim_sum, r)
    check(f"{name}: outcome", r.get("outcome") == outcome, r)
    check(f"{name}: winning moves", sorted(r.get("winning_moves", [])) == sorted(moves), r)
    if not misere:
        for h, k in r.get("winning_moves", []):
            after = list(heaps)
            after[h] = k
            check(f"{name}: move [{h},{k}] reaches nim-sum 0", k < heaps[h] and xor(after) == 0, after)
r = ok_json("nim big", ["nim", "1000000000000", "999999999999"])
check("nim big heaps", r.get("nim_sum") == 1000000000000 ^ 999999999999 and len(r.get("winning_moves", [])) == 1, r)

# --- bad input -------------------------------------------------------------------------------
bad_input("grundy bad octal", ["grundy", "octal:0.8", "--upto", "5"], r"octal:0\.8")
bad_input("grundy unknown spec", ["grundy", "chess", "--upto", "5"], r"'chess' is not a game spec")
bad_input("grundy bad coins", ["grundy", "coins:nonsense", "--upto", "5"], r"coins:nonsense")
bad_input("grundy no upto", ["grundy", "kayles"], r"--upto")
bad_input("grundy negative upto", ["grundy", "kayles", "--upto", "-3"], r"--upto")
bad_input("grundy no spec", ["grundy", "--upto", "3"], r"SPEC")
bad_input("grundy wythoff too large", ["grundy", "wythoff", "--upto", "100000"], r"too large")
bad_input("grundy unknown option", ["grundy", "kayles", "--upto", "3", "--fast"], r"unknown option --fast")
bad_input("grundy timeout", ["grundy", "kayles", "--upto", "3", "--timeout", "x"], r"--timeout")
bad_input("nim negative", ["nim", "3", "-4"], r"heap 2: '-4' is negative")
bad_input("nim not a number", ["nim", "3", "four"], r"'four'")
bad_input("nim no heaps", ["nim"], r"missing HEAP")
bad_input("nim unknown option", ["nim", "3", "--reverse"], r"unknown option --reverse")
bad_input("grundy too large heap", ["grundy", "kayles", "--upto", "99999999999"], r"too large|limit")


finish()
