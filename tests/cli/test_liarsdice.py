#!/usr/bin/env python3
"""gamelab-cli liars-dice against CLI.md and the Liar's Dice digest (liars-dice.md §5, values
recomputed there by reference/liars_dice_reference.py): values for N = 2, 3, 6, --float,
--strategies (shape, rows summing to 1, optimality against every pure reply checked here from
the rules), --help and the bad-input contract (exit 2, one line on stderr).

usage: test_liarsdice.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, finish, ok_json, run  # noqa: E402

VALUES = {
    2: ["3/4", "1/2", "0"],
    3: ["13/18", "2/3", "1/3", "0"],
    6: ["41/60", "41/60", "2/3", "1/2", "1/3", "1/6", "0"],
}

for n, values in VALUES.items():
    r = ok_json(f"N={n}", ["liars-dice", str(n)])
    check(f"N={n}: sides", r.get("sides") == n, r)
    check(f"N={n}: value", r.get("value") == values[0], r)
    check(f"N={n}: exact", r.get("exact") is True, r)
    check(f"N={n}: values", r.get("values") == values, r)
    check(f"N={n}: value_float", abs(r.get("value_float", 0) - float(Fraction(values[0]))) < 1e-12, r)
    check(f"N={n}: values_float", len(r.get("values_float", [])) == n + 1, r)
    check(f"N={n}: no subgames unless asked", "subgames" not in r, r)

r = ok_json("N=6 --float", ["liars-dice", "6", "--float"])
check("--float: not exact", r.get("exact") is False, r)
check("--float: no exact value", "value" not in r and "values" not in r, r)
check("--float: value_float", abs(r.get("value_float", 0) - 41 / 60) < 1e-12, r)

r = ok_json("N=12", ["liars-dice", "12"])
check("N=12: value", r.get("value") == "43801/66528", r)


def check_subgames(n, r):
    """Every subgame: claim rows are distributions over y = M..N+1, and the strategies are
    optimal: against `call` each die's used claims pay its best, the average best is V(M), and
    the caller's best replies to the claims leave the roller V(M)."""
    subs = r.get("subgames", [])
    check(f"N={n} --strategies: one subgame per bound", [g["bound"] for g in subs] == list(range(1, n + 1)), subs)
    values = [Fraction(v) for v in r.get("values", [])] + [Fraction(0)]
    for g in subs:
        m = g["bound"]
        ys = list(range(m, n + 2))
        claim = [[Fraction(p) for p in row] for row in g["claim"]]
        call = [Fraction(p) for p in g["call"]]
        value = Fraction(g["value"])
        name = f"N={n} M={m}"
        check(f"{name}: value", value == values[m - 1], g)
        check(f"{name}: shape", len(claim) == n and all(len(row) == len(ys) for row in claim) and len(call) == len(ys), g)
        check(f"{name}: rows sum to 1", all(sum(row) == 1 and min(row) >= 0 for row in claim), g)
        c = [1 - values[y] for y in ys]  # pass: 1 - V(y+1)
        best_total = Fraction(0)
        for x in range(1, n + 1):
            pay = [call[k] * (1 if x >= y else 0) + (1 - call[k]) * c[k] for k, y in enumerate(ys)]
            best = max(pay)
            best_total += best
            check(f"{name} die {x}: claims pay the most", all(pay[k] == best for k in range(len(ys)) if claim[x - 1][k] > 0), (pay, claim[x - 1]))
        check(f"{name}: roller's best reply to call = V(M)", best_total / n == value, (best_total / n, value))
        guaranteed = Fraction(0)
        for k, y in enumerate(ys):
            on_call = sum((claim[x - 1][k] for x in range(1, n + 1) if x >= y), Fraction(0)) / n
            on_pass = sum((claim[x - 1][k] for x in range(1, n + 1)), Fraction(0)) * c[k] / n
            guaranteed += min(on_call, on_pass)
            if 0 < call[k]:
                check(f"{name} claim {y}: calling is a best reply", on_call <= on_pass, (on_call, on_pass))
            if call[k] < 1:
                check(f"{name} claim {y}: passing is a best reply", on_pass <= on_call, (on_call, on_pass))
        check(f"{name}: caller's best replies leave V(M)", guaranteed == value, (guaranteed, value))


for n in (2, 3, 6):
    check_subgames(n, ok_json(f"N={n} --strategies", ["liars-dice", str(n), "--strategies"]))

r = ok_json("N=6 --float --strategies", ["liars-dice", "6", "--float", "--strategies"])
check("--float --strategies: subgames", len(r.get("subgames", [])) == 6, r)

code, out, err = run(["liars-dice", "--help"])
check("--help: exit 0", code == 0, err)
check("--help: usage", out.startswith("usage: gamelab-cli liars-dice"), out)

bad_input("N=1", ["liars-dice", "1"], r"N")
bad_input("N=0", ["liars-dice", "0"], r"N")
bad_input("N=-3", ["liars-dice", "-3"], r"N")
bad_input("N too large", ["liars-dice", "1001"], r"1000")
bad_input("N not a number", ["liars-dice", "six"], r"six")
bad_input("N missing", ["liars-dice"], r"missing N")
bad_input("two N", ["liars-dice", "3", "4"], r"more than one N \('3' and '4'\)")
bad_input("unknown option", ["liars-dice", "3", "--bogus"], r"--bogus")
bad_input("bad timeout", ["liars-dice", "3", "--timeout", "x"], r"timeout")

finish()
