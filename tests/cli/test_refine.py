#!/usr/bin/env python3
"""gamelab-cli equilibria --refine against CLI.md: "perfect" and "proper" on every extreme
equilibrium, "dominated_by" on the imperfect ones, "perfect_components" (per component, polytopes
given by indices into "equilibria"). Every answer is checked here by its definition in exact
fractions: a named dominator must weakly dominate, a perfect equilibrium's strategies must not be
weakly dominated by a pure strategy, every vertex of a perfect polytope must be perfect.

usage: test_refine.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json  # noqa: E402


def nfg(title, cells):
    """A payoff-version .nfg of a bimatrix game: cells[i][j] = (row payoff, column payoff)."""
    m, n = len(cells), len(cells[0])
    payoffs = " ".join(f"{cells[i][j][0]} {cells[i][j][1]}" for j in range(n) for i in range(m))
    return f'NFG 1 R "{title}" {{ "1" "2" }} {{ {m} {n} }}\n{payoffs}\n'


def zerosum(title, rows):
    return json.dumps({"format": "gamelab", "version": 1, "kind": "zerosum", "title": title,
                       "game": {"rows": [str(i + 1) for i in range(len(rows))],
                                "cols": [str(j + 1) for j in range(len(rows[0]))],
                                "payoffs": [[str(v) for v in row] for row in rows]}, "view": {}})


def payoff_matrices(cells):
    """Per player p, u[p][own][other] as Fractions."""
    m, n = len(cells), len(cells[0])
    a = [[Fraction(cells[i][j][0]) for j in range(n)] for i in range(m)]
    b = [[Fraction(cells[i][j][1]) for i in range(m)] for j in range(n)]
    return [a, b]


def against(u, w):
    return [sum(w[i] * u[i][j] for i in range(len(w))) for j in range(len(u[0]))]


def dominates(u, d, x):
    pd, px = against(u, d), against(u, x)
    return all(p >= q for p, q in zip(pd, px)) and any(p > q for p, q in zip(pd, px))


def check_by_definition(name, r, cells):
    u = payoff_matrices(cells)
    eqs = r.get("equilibria", [])
    check(f"{name}: flags on every equilibrium",
          all(isinstance(e.get("perfect"), bool) and e.get("proper", "missing") in (True, False, None) for e in eqs), eqs)
    for k, e in enumerate(eqs):
        x = [[Fraction(v) for v in s] for s in e["strategies"]]
        if e["perfect"]:
            for p in range(2):
                for i in range(len(x[p])):
                    unit = [Fraction(int(i == t)) for t in range(len(x[p]))]
                    check(f"{name}: perfect {k} not dominated by pure {p + 1}.{i + 1}", not dominates(u[p], unit, x[p]))
            check(f"{name}: perfect {k} has no dominated_by", "dominated_by" not in e, e)
        else:
            check(f"{name}: imperfect {k} is not proper", e["proper"] is False, e)
            by = e.get("dominated_by", {})
            p = by.get("player", 0) - 1
            check(f"{name}: imperfect {k} names a player", p in (0, 1), by)
            if p in (0, 1):
                d = [Fraction(v) for v in by["strategy"]]
                check(f"{name}: {k}'s dominator is a distribution", min(d) >= 0 and sum(d) == 1, d)
                check(f"{name}: {k}'s dominator dominates", dominates(u[p], d, x[p]), (d, x[p]))
                if "dominated_pure" in by:
                    i = by["dominated_pure"]
                    unit = [Fraction(int(i == t)) for t in range(len(x[p]))]
                    pd = [Fraction(v) for v in by["pure_dominator"]]
                    check(f"{name}: {k}'s dominated pure strategy is in the support", x[p][i] > 0, by)
                    check(f"{name}: {k}'s pure dominator dominates", dominates(u[p], pd, unit), by)
    comps, parts = r.get("components", []), r.get("perfect_components", [])
    check(f"{name}: one perfect part per component", len(parts) == len(comps), (parts, comps))
    for c, (comp, part) in enumerate(zip(comps, parts)):
        if part is None:
            continue
        covered = set()
        for polytope in part:
            check(f"{name}: polytope of {c} inside its component", polytope and set(polytope) <= set(comp), (polytope, comp))
            check(f"{name}: polytope of {c} has perfect vertices", all(eqs[k]["perfect"] for k in polytope if k < len(eqs)), polytope)
            covered |= set(polytope)
        check(f"{name}: every perfect vertex of {c} is in its perfect part",
              all(k in covered for k in comp if eqs[k]["perfect"]), (part, comp))


PERFECT1 = [[(3, 1), (0, 0), (0, 1)], [(Fraction(3, 2), 1), (2, 2), (Fraction(3, 2), 1)], [(0, 1), (0, 0), (3, 1)]]
r = ok_json("perfect1", ["equilibria", "--refine", data("refine/perfect1.nfg")])
check_by_definition("perfect1", r, PERFECT1)
check("perfect1: documented keys kept", all(key in r for key in ("equilibria", "components", "count", "pure", "complete")), list(r))
check("perfect1: every extreme equilibrium perfect", all(e["perfect"] for e in r["equilibria"]), r["equilibria"])
split = [part for part in r["perfect_components"] if part is not None and len(part) > 1]
check("perfect1: a component whose perfect part is two faces", len(split) == 1 and all(len(p) == 2 for p in split[0]), r["perfect_components"])

PERFECT2 = [[(4, 0), (0, 0), (0, 4)], [(2, 1), (3, 3), (2, 1)], [(0, 4), (0, 0), (4, 0)]]
r = ok_json("perfect2", ["equilibria", "--refine", data("refine/perfect2.nfg")])
check_by_definition("perfect2", r, PERFECT2)
check("perfect2: some equilibrium imperfect", any(not e["perfect"] for e in r["equilibria"]), r["equilibria"])

MYERSON = [[(1, 1), (0, 0), (-9, -9)], [(0, 0), (0, 0), (-7, -7)], [(-9, -9), (-7, -7), (-7, -7)]]
r = ok_json("Myerson", ["equilibria", "--refine", "-"], stdin=nfg("Myerson 1978", MYERSON))
check_by_definition("Myerson", r, MYERSON)
flags = {json.dumps(e["strategies"]): (e["perfect"], e["proper"]) for e in r.get("equilibria", [])}
pure = lambda i: [["1" if t == i else "0" for t in range(3)]] * 2  # noqa: E731
check("Myerson: (U,L) perfect and proper", flags.get(json.dumps(pure(0))) == (True, True), flags)
check("Myerson: (M,M) perfect, proper undecided", flags.get(json.dumps(pure(1))) == (True, None), flags)
check("Myerson: (D,R) neither", flags.get(json.dumps(pure(2))) == (False, False), flags)
check("Myerson: not zero-sum", r.get("zero_sum") is False, r.get("zero_sum"))

# Zero-sum .gamelab matrices: proper decided by Dresher's procedure.
A = [[0, 2, -1], [0, -1, 2]]
r = ok_json("zero-sum 2x3", ["equilibria", "--refine", "-"], stdin=zerosum("perfect, not proper", A))
check_by_definition("zero-sum 2x3", r, [[(v, -v) for v in row] for row in A])
check("zero-sum 2x3: zero_sum", r.get("zero_sum") is True, r)
check("zero-sum 2x3: both vertices perfect, neither proper",
      [(e["perfect"], e["proper"]) for e in r.get("equilibria", [])] == [(True, False), (True, False)], r.get("equilibria"))
check("zero-sum 2x3: the whole component is perfect", r.get("perfect_components") == [[[0, 1]]], r.get("perfect_components"))

A = [[1, 1], [1, 0]]
r = ok_json("zero-sum 2x2", ["equilibria", "--refine", "-"], stdin=zerosum("dominated column", A))
check_by_definition("zero-sum 2x2", r, [[(v, -v) for v in row] for row in A])
by_column = {tuple(e["strategies"][1]): e for e in r.get("equilibria", [])}
check("zero-sum 2x2: (row 1, col 2) perfect and proper",
      (by_column.get(("0", "1"), {}).get("perfect"), by_column.get(("0", "1"), {}).get("proper")) == (True, True), by_column)
check("zero-sum 2x2: (row 1, col 1) dominated by col 2",
      by_column.get(("1", "0"), {}).get("dominated_by") == {"player": 2, "strategy": ["0", "1"], "dominated_pure": 0, "pure_dominator": ["0", "1"]},
      by_column)

# Without --refine the output is as before.
r = ok_json("perfect1 plain", ["equilibria", data("refine/perfect1.nfg")])
check("plain: no refinement keys", "perfect_components" not in r and all("perfect" not in e for e in r.get("equilibria", [])), r)

bad_input("three players", ["equilibria", "--refine", data("three_players.nfg")], r"--refine.*two-player")
bad_input("--refine with lh", ["equilibria", "--refine", "--method", "lh", data("refine/perfect1.nfg")], r"--refine")

finish()
