#!/usr/bin/env python3
"""gamelab-cli tree lemke against CLI.md: the output's shape, every answer a Nash equilibrium
checked here by definition (exact best replies over pure strategies, in Fractions, on trees
written here), --prior/--seed/--restarts, the bad-input contract, and --timeout on a big tree.

usage: test_lemke.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from itertools import product

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json  # noqa: E402

# A tree: ("I" | "II", set label, [(action, child), ...]), ("N", [(probability, child), ...]) or a
# payoff pair. Set numbers follow first appearance in preorder, per player (the notation's rule).


def notation(node):
    if isinstance(node, tuple) and len(node) == 2 and not isinstance(node[1], list):
        return "(%s,%s)" % node
    if node[0] == "N":
        return "N{" + ", ".join("%s: %s" % (p, notation(c)) for p, c in node[1]) + "}"
    mover, label, moves = node
    return "%s[%s]{" % (mover, label) + ", ".join("%s: %s" % (a, notation(c)) for a, c in moves) + "}"


def sets_of(tree):
    """Per player (0, 1): set labels in first-appearance preorder, with their action counts."""
    found = ({}, {})
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, tuple) and len(node) == 2 and not isinstance(node[1], list):
            continue
        if node[0] == "N":
            stack.extend(c for _, c in reversed(node[1]))
            continue
        player = 0 if node[0] == "I" else 1
        found[player].setdefault(node[1], len(node[2]))
        stack.extend(c for _, c in reversed(node[2]))
    return found


def value(node, behaviour):
    """Expected payoff pair; behaviour[player][label] = list of Fractions."""
    if isinstance(node, tuple) and len(node) == 2 and not isinstance(node[1], list):
        return [Fraction(node[0]), Fraction(node[1])]
    if node[0] == "N":
        branches = [(Fraction(p), c) for p, c in node[1]]
    else:
        player = 0 if node[0] == "I" else 1
        branches = list(zip(behaviour[player][node[1]], (c for _, c in node[2])))
    total = [Fraction(0), Fraction(0)]
    for p, c in branches:
        if p:
            v = value(c, behaviour)
            total = [total[0] + p * v[0], total[1] + p * v[1]]
    return total


def is_equilibrium(tree, behaviour):
    """No pure strategy of either player does better than the behaviour (perfect recall: pure
    strategies suffice)."""
    payoff = value(tree, behaviour)
    sets = sets_of(tree)
    for player in (0, 1):
        labels = list(sets[player])
        for choice in product(*(range(sets[player][label]) for label in labels)):
            pure = {label: [Fraction(int(a == c)) for a in range(sets[player][label])] for label, c in zip(labels, choice)}
            trial = list(behaviour)
            trial[player] = pure
            if value(tree, trial)[player] > payoff[player]:
                return False
    return True


def behaviour_of(tree, answer):
    """The answer's behaviour map keyed by set label (numbers: first appearance)."""
    sets = sets_of(tree)
    out = ({}, {})
    for player in (0, 1):
        for number, label in enumerate(sets[player], start=1):
            out[player][label] = [Fraction(p) for p in answer["behaviour"][str(player + 1)][str(number)]]
    return out


TREES = {
    "signal": ("I", "a", [
        ("L", ("N", [("1/3", ("II", "x", [("l", (3, 1)), ("r", (0, 0))])),
                     ("2/3", ("II", "y", [("l", (1, 2)), ("r", ("I", "b", [("u", (2, 0)), ("d", (0, 3))]))]))])),
        ("R", ("II", "x", [("l", (0, 2)), ("r", (1, 1))])),
    ]),
    "battle": ("I", "a", [("A", ("II", "s", [("a", (2, 1)), ("b", (0, 0))])),
                          ("B", ("II", "s", [("a", (0, 0)), ("b", (1, 2))]))]),
    "pennies": ("I", "a", [("h", ("II", "s", [("h", (1, -1)), ("t", (-1, 1))])),
                           ("t", ("II", "s", [("h", (-1, 1)), ("t", (1, -1))]))]),
}

for name, tree in TREES.items():
    text = notation(tree) + "\n"
    for extra in ([], ["--prior", "random", "--seed", "9"]):
        label = f"{name} {' '.join(extra) or 'uniform'}"
        r = ok_json(label, ["tree", "lemke", *extra, "-"], text)
        check(f"{label}: keys", set(r) == {"behaviour", "payoffs", "verified", "pivots", "prior"}, sorted(r))
        check(f"{label}: verified", r.get("verified") is True, r)
        check(f"{label}: pivots", isinstance(r.get("pivots"), int) and r["pivots"] > 0, r.get("pivots"))
        check(f"{label}: prior", r.get("prior") == ("random seed 9" if extra else "uniform"), r.get("prior"))
        if "behaviour" in r:
            b = behaviour_of(tree, r)
            check(f"{label}: an equilibrium by definition", is_equilibrium(tree, b), r)
            check(f"{label}: payoffs", [Fraction(p) for p in r["payoffs"]] == value(tree, b), r["payoffs"])

r = ok_json("pennies value", ["tree", "lemke", "-"], notation(TREES["pennies"]))
check("pennies: half-half, value 0", r.get("payoffs") == ["0", "0"] and r["behaviour"]["1"]["1"] == ["1/2", "1/2"], r)

# --restarts: the battle of the sexes has (A, a), (B, b) and a mixed equilibrium.
r = ok_json("restarts", ["tree", "lemke", "--prior", "random", "--seed", "3", "--restarts", "12", "-"], notation(TREES["battle"]))
eqs = r.get("equilibria", [])
check("restarts: at least two distinct equilibria", len(eqs) >= 2, eqs)
check("restarts: the first is the main answer", eqs and eqs[0]["behaviour"] == r["behaviour"], eqs[:1])
check("restarts: distinct", len({repr(e["behaviour"]) for e in eqs}) == len(eqs), eqs)
for k, e in enumerate(eqs):
    check(f"restarts {k}: keys", set(e) == {"behaviour", "payoffs", "prior"}, sorted(e))
    check(f"restarts {k}: prior", e.get("prior", "").startswith("random seed "), e.get("prior"))
    check(f"restarts {k}: an equilibrium", is_equilibrium(TREES["battle"], behaviour_of(TREES["battle"], e)), e)
r = ok_json("restarts 0", ["tree", "lemke", "--restarts", "0", "-"], notation(TREES["battle"]))
check("restarts 0: no equilibria key", "equilibria" not in r, sorted(r))

# Files: Kuhn poker (zero-sum) gives the value −1/18.
r = ok_json("kuhn", ["tree", "lemke", data("tree/kuhn_poker.efg")])
check("kuhn: value", r.get("payoffs") == ["-1/18", "1/18"], r.get("payoffs"))

# Bad input: one line on stderr, exit 2.
bad_input("three players", ["tree", "lemke", data("tree/three_players.efg")], r"2 players")
bad_input("imperfect recall", ["tree", "lemke", "-"], r"perfect recall",
          "I[a]{L: II[s]{x: I[f]{u: (1,0), v: (0,1)}, y: (0,0)}, R: II[s]{x: I[f]{u: (0,1), v: (1,0)}, y: (2,2)}}\n")
bad_input("absent-minded", ["tree", "lemke", data("tree/absent_minded_driver.efg")], r"players")
bad_input("bad --prior", ["tree", "lemke", "--prior", "flat", data("tree/kuhn_poker.efg")], r"--prior.*'flat'")
bad_input("bad --seed", ["tree", "lemke", "--seed", "x1", data("tree/kuhn_poker.efg")], r"--seed.*'x1'")
bad_input("negative --seed", ["tree", "lemke", "--seed", "-3", data("tree/kuhn_poker.efg")], r"--seed")
bad_input("bad --restarts", ["tree", "lemke", "--restarts", "many", data("tree/kuhn_poker.efg")], r"--restarts.*'many'")
bad_input("missing --prior value", ["tree", "lemke", data("tree/kuhn_poker.efg"), "--prior"], r"--prior")
bad_input("--prior on solve", ["tree", "solve", "--prior", "random", data("tree/kuhn_poker.efg")], r"unknown option")

# --timeout answers within a fraction of a second on a tree whose path takes far longer.
generator = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "bench", "privatetypetree.py")
with tempfile.NamedTemporaryFile("w", suffix=".efg", delete=False) as big:
    subprocess.run([sys.executable, generator, "6", "4360", "1", "general"], stdout=big, check=True)
start = time.monotonic()
done = subprocess.run([sys.argv[1], "tree", "lemke", "--timeout", "0.2", big.name], capture_output=True, text=True)
elapsed = time.monotonic() - start
os.unlink(big.name)
check("--timeout 0.2: exit 3", done.returncode == 3, (done.returncode, done.stderr))
check("--timeout 0.2: ends within 0.9 s of the deadline (generous: the aim is 0.2 s)", elapsed - 0.2 < 0.9, elapsed)

# A chain deeper than 10^4: refused in words, not followed for minutes into gigabytes.
deep = "".join(("I" if k % 2 == 0 else "II") + f"{{s: ({k % 3}, {k % 5}), g: " for k in range(10001)) + "(1, 1)" + "}" * 10001
bad_input("10001-deep chain", ["tree", "lemke", "-"], r"game too large: depth 10001 \(limit 10000\)", deep)

finish()
