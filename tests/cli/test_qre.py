#!/usr/bin/env python3
"""gamelab-cli qre against CLI.md: the branch from uniform play, points at --lambdas (every
passage of a branch that turns back in λ), each point a logit response to itself (checked here
in Python to 1e-9), the exact limit (a Nash equilibrium, checked here exactly), trees (agent
form: behaviour and beliefs maps), --fit, and the bad-input contract.

usage: test_qre.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import math
import os
import sys
from fractions import Fraction
from itertools import product

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json  # noqa: E402

PENNIES = [[(9, 0), (0, 1)], [(0, 1), (1, 0)]]  # (row payoff, column payoff) per cell


def values(game, sigma):
    """Per player, each strategy's expected payoff against the other's mixture (two players)."""
    rows, cols = len(game), len(game[0])
    v_row = [sum(game[i][j][0] * sigma[1][j] for j in range(cols)) for i in range(rows)]
    v_col = [sum(game[i][j][1] * sigma[0][i] for i in range(rows)) for j in range(cols)]
    return [v_row, v_col]


def logit(lam, v):
    top = max(v)
    w = [math.exp(lam * (x - top)) for x in v]
    return [x / sum(w) for x in w]


def is_qre(game, lam, sigma, tol=1e-9):
    v = values(game, sigma)
    return all(abs(p - q) <= tol for k in range(2) for p, q in zip(sigma[k], logit(lam, v[k])))


# The branch: uniform at λ = 0, every point a logit response to itself.
r = ok_json("pennies", ["qre", data("qre/pennies.nfg")])
points = r.get("points", [])
check("pennies: starts uniform at 0", points and points[0]["lambda"] == 0 and points[0]["strategies_float"] == [[0.5, 0.5], [0.5, 0.5]], points[:1])
check("pennies: ends at lambda_max", points and points[-1]["lambda"] == r.get("lambda_max") == 1e6, r.get("lambda_max"))
check("pennies: complete", r.get("complete") is True, r)
for p in points[:-1:5]:
    check(f"pennies: point at {p['lambda']:.4f} is a QRE", is_qre(PENNIES, p["lambda"], p["strategies_float"], 1e-8), p)
limit = r.get("limit", {})
check("pennies: exact limit", limit.get("exact") is True and limit.get("verified") is True, limit)
check("pennies: the mixed equilibrium", limit.get("strategies") == [["1/2", "1/2"], ["1/10", "9/10"]], limit)

r = ok_json("pennies --lambdas", ["qre", "--lambdas", "0.5,1,2.5,10", data("qre/pennies.nfg")])
points = r.get("points", [])
check("--lambdas: one point each", [p["lambda"] for p in points] == [0.5, 1, 2.5, 10], points)
for p in points:
    check(f"--lambdas: {p['lambda']} to 1e-9", is_qre(PENNIES, p["lambda"], p["strategies_float"]), p)

# A branch that turns back: three passages at λ = 1.25.
r = ok_json("turning", ["qre", "--lambdas", "1.25", "--max-lambda", "1000", data("qre/turning.nfg")])
points = r.get("points", [])
check("turning: three passages at 1.25", len(points) == 3 and all(p["lambda"] == 1.25 for p in points), points)
check("turning: lambda_max", r.get("lambda_max") == 1000, r)
limit = r.get("limit", {})
game3 = [int(x) for x in open(data("qre/turning.nfg")).read().split("\n")[1].split()]


def payoff3(profile, player):
    index = profile[0] + 2 * profile[1] + 4 * profile[2]
    return game3[3 * index + player]


def exact_nash3(strategies):
    s = [[Fraction(x) for x in player] for player in strategies]
    for k in range(3):
        vals = []
        for own in range(2):
            total = Fraction(0)
            for prof in product(range(2), repeat=3):
                if prof[k] != own:
                    continue
                w = Fraction(1)
                for l in range(3):
                    if l != k:
                        w *= s[l][prof[l]]
                total += w * payoff3(prof, k)
            vals.append(total)
        if sum(s[k][a] * vals[a] for a in range(2)) != max(vals):
            return False
    return True


check("turning: exact limit is a Nash equilibrium", limit.get("exact") is True and exact_nash3(limit.get("strategies", [])), limit)

# --fit: counts per player.
r = ok_json("pennies --fit", ["qre", "--fit", data("qre/pennies_counts.json"), data("qre/pennies.nfg")])
fit = r.get("fit", {})
check("fit: lambda and likelihood", fit.get("lambda", -1) >= 0 and fit.get("log_likelihood", 1) < 0, fit)
counts = [[12, 8], [5, 15]]
check("fit: log-likelihood of the fitted profile",
      abs(sum(c * math.log(p) for cs, ps in zip(counts, fit.get("strategies_float", [[1, 1], [1, 1]])) for c, p in zip(cs, ps)) - fit.get("log_likelihood", 0)) < 1e-6, fit)

# Trees: the agent form with beliefs.
r = ok_json("kuhn", ["qre", "--lambdas", "1,5", "--fit", data("qre/kuhn_counts.json"), data("qre/kuhn_poker.efg")])
points = r.get("points", [])
check("kuhn: two points", len(points) == 2, points)
if points:
    b = points[0].get("behaviour_float", {})
    check("kuhn: behaviour map of both players", sorted(b) == ["1", "2"] and len(b["1"]) == 6 and len(b["2"]) == 6, b)
    check("kuhn: beliefs map", "beliefs_float" in points[0] and all(abs(sum(v) - 1) < 1e-12 for sets in points[0]["beliefs_float"].values() for v in sets.values()), points[0])
limit = r.get("limit", {})
check("kuhn: limit keys", all(k in limit for k in ("behaviour", "beliefs", "exact", "verified", "payoffs")), limit)
check("kuhn: fit", "behaviour_float" in r.get("fit", {}), r.get("fit"))

# Bad input: one line on stderr, exit 2.
bad_input("lambdas not ascending", ["qre", "--lambdas", "2,1", data("qre/pennies.nfg")], r"lambdas\[1\].*larger than the value before it")
bad_input("lambda not a number", ["qre", "--lambdas", "1,x", data("qre/pennies.nfg")], r"--lambdas.*'x' is not a number")
bad_input("lambda not finite", ["qre", "--lambdas", "inf", data("qre/pennies.nfg")], r"lambdas\[0\].*finite")
bad_input("lambda beyond max", ["qre", "--lambdas", "50", "--max-lambda", "10", data("qre/pennies.nfg")], r"lambdas\[0\]")
bad_input("negative max", ["qre", "--max-lambda", "-1", data("qre/pennies.nfg")], r"max_lambda")
bad_input("counts of the wrong shape", ["qre", "--fit", data("qre/kuhn_counts.json"), data("qre/pennies.nfg")], r"counts")
bad_input("counts file missing", ["qre", "--fit", data("qre/none.json"), data("qre/pennies.nfg")], r"none\.json")
bad_input("unknown option", ["qre", "--lambda", "1", data("qre/pennies.nfg")], r"unknown option")
# --timeout answers within a fraction of a second even on a game whose trace takes minutes.
import random
import subprocess
import tempfile
import time
random.seed(5)
with tempfile.NamedTemporaryFile("w", suffix=".nfg", delete=False) as big:
    big.write('NFG 1 R "300x300" { "1" "2" } { 300 300 }\n' + " ".join(str(random.randint(0, 99)) for _ in range(2 * 300 * 300)) + "\n")
start = time.monotonic()
done = subprocess.run([sys.argv[1], "qre", "--timeout", "0.3", big.name], capture_output=True, text=True)
elapsed = time.monotonic() - start
os.unlink(big.name)
check("--timeout 0.3: exit 3", done.returncode == 3, (done.returncode, done.stderr))
check("--timeout 0.3: ends within 0.9 s of the deadline (generous: the aim is 0.2 s)", elapsed - 0.3 < 0.9, elapsed)
finish()
