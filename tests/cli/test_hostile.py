#!/usr/bin/env python3
"""Hostile inputs for the newest commands (issues 28 and 36), generated from fixed seeds: the
kinds of the 1 644-run corpus that found the crashes and hangs (truncations, huge and tiny
numbers, deep nesting, huge sizes, invalid UTF-8, option abuse) for `cgt`, `tree kingmaker`,
`stochastic`, `poker`, `duopoly` and `bargaining`, a few of each, fast ones. Each run gets 20 s
and must end with exit 0 and one JSON line on stdout and nothing on stderr (the usage where
--help is asked for), or with exit 2 or 3, nothing on stdout and one line on stderr; never a
signal, exit 1 or a hang. The issue's own
reproducers are among them (the stochastic payoffs 1e18 … 1e400, --timeout 1e300 and inf, the
10^6-deep kingmaker chain, T89 with 100 iterations, a 50x50 bargaining game, Cournot with
10 000 firms, a sum of 10 000 cgt terms, the empty 6x6 Domineering board).

usage: test_hostile.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import json
import os
import random
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import CLI, check, data, finish  # noqa: E402

LIMIT = 20.0
rng = random.Random(36)
slowest = []


def hostile(name, args, stdin=b""):
    """Runs the CLI on bytes (arguments may be bytes too) and checks the contract."""
    start = time.monotonic()
    try:
        proc = subprocess.run([CLI] + args, input=stdin, capture_output=True, timeout=LIMIT)
    except subprocess.TimeoutExpired:
        check(f"{name}: ends within {LIMIT:.0f} s", False, "still running")
        return
    took = time.monotonic() - start
    slowest.append((took, name))
    code, out, err = proc.returncode, proc.stdout, proc.stderr
    if code < 0:
        check(f"{name}: no signal", False, f"signal {-code}, stderr {err[:200]!r}")
        return
    check(f"{name}: exit 0, 2 or 3", code in (0, 2, 3), f"exit {code}, stderr {err[:300]!r}")
    if code == 0 and ("--help" in args or "-h" in args):
        check(f"{name}: the usage", out.startswith(b"usage: gamelab-cli ") and err == b"", repr(out[:100]))
    elif code == 0:
        lines = out.splitlines()
        check(f"{name}: one line of output", len(lines) == 1, f"{len(lines)} lines")
        try:
            json.loads(out)
            is_json = True
        except ValueError:
            is_json = False
        check(f"{name}: JSON", is_json, repr(out[:200]))
        check(f"{name}: nothing on stderr", err == b"", repr(err[:200]))
    elif code in (2, 3):
        check(f"{name}: no stdout", out == b"", repr(out[:200]))
        check(f"{name}: one line on stderr", len(err.strip().splitlines()) == 1, repr(err[:300]))


def truncations(text, count):
    """`count` prefixes of `text` cut at seeded places (never the whole)."""
    return [text[: rng.randrange(1, len(text))] for _ in range(count)]


def garble(text):
    """`text` as bytes with invalid UTF-8 put in at a seeded place."""
    raw = text.encode()
    at = rng.randrange(0, len(raw) + 1)
    return raw[:at] + rng.choice([b"\xff", b"\xc3\x28", b"\xe2\x82", b"\xf0\x28\x8c\xbc", b"\x80\x80"]) + raw[at:]


HUGE = ["1e400", "-1e400", "99999999999999999999", "1e18", "1" + "0" * 3000, "1/" + "7" * 400, "1e-400", "0.000000000000000000001"]

# --- cgt ------------------------------------------------------------------------------------
EXPR = "{1|{0|-1}}+^*+3/4-{2||1|0}+*3"
for cut in truncations(EXPR, 3):
    hostile(f"cgt truncated {cut!r}", ["cgt", "--", cut])
for number in ["1" + "0" * 3000, "1/" + "2" * 50, "*1152921504606846976", "+-" + "1" * 200, "3" * 40 + ".^"]:
    hostile(f"cgt huge {number[:20]}", ["cgt", "--", number])
hostile("cgt deep braces", ["cgt", "{" * 3000 + "|" + "}" * 3000])
hostile("cgt deep parentheses", ["cgt", "(" * 60000 + "0" + ")" * 60000])
hostile("cgt 10 000 terms", ["cgt", "+".join(["*", "^", "1/2", "{1|0}"] * 2500)])
hostile("cgt compare switches", ["cgt", "--compare"] + [" + ".join(f"±{k}" for k in range(1, 17))] * 2)
hostile("cgt domineering 6x6", ["cgt", "--ruleset", "domineering", "/".join(["......"] * 6)])
hostile("cgt invalid UTF-8", ["cgt", garble("{1|0}+^")])
for args in (["--timeout", "1e300"], ["--timeout", "inf"], ["--timeout", "nan"], ["--help", "1"], ["--compare", "1"],
             ["--ruleset"], ["--ruleset", "hackenbush", "0-1:Q"], ["--ruleset", "cutcake", "99999999999x99999999999"]):
    hostile(f"cgt {' '.join(args)}", ["cgt"] + args + (["{1|0}"] if args[0] == "--timeout" else []))

# --- tree kingmaker -------------------------------------------------------------------------
TREE = "c(a(A,b(B,C)),b(C,a(A,B)),A)\n"
for cut in truncations(TREE, 3):
    hostile(f"kingmaker truncated {cut!r}", ["tree", "kingmaker", "-"], cut.encode())
chain = 10 ** 6
hostile("kingmaker 10^6-deep chain", ["tree", "kingmaker", "-"], ("a(" * chain + "B,C)" + ",C)" * (chain - 1) + "\n").encode())
hostile("kingmaker unclosed nesting", ["tree", "kingmaker", "-"], ("a(" * 100000).encode())
hostile("kingmaker wide node", ["tree", "kingmaker", "-"], ("a(" + ",".join(rng.choice("ABC") for _ in range(200000)) + ")\n").encode())
hostile("kingmaker 27 players", ["tree", "kingmaker", "-"], ("a(" + ",".join(chr(65 + k % 26) for k in range(27)) + ",z(A,B))\n").encode())
hostile("kingmaker invalid UTF-8", ["tree", "kingmaker", "-"], garble(TREE))
for args in (["--timeout", "1e300"], ["--timeout", "inf"], ["--reading", "nope"], ["--reading"], ["--help", "x"]):
    hostile(f"kingmaker {' '.join(args)}", ["tree", "kingmaker"] + args + ["-"], TREE.encode())

# --- tree lemke, tree sequential (beyond Nash) ----------------------------------------------
with open(data("tree/kuhn_poker.efg"), encoding="utf-8") as f:
    KUHN = f.read()
for action in ("lemke", "sequential"):
    for cut in truncations(KUHN, 4):
        hostile(f"{action} truncated at {len(cut)}", ["tree", action, "-"], cut.encode())
    hostile(f"{action} invalid UTF-8", ["tree", action, "-"], garble(KUHN))
    # A 10^5-deep alternating chain in the digest's notation: no recursion grows with it.
    depth = 10 ** 5
    chain = "".join(("I" if k % 2 == 0 else "II") + f"{{s: ({k % 3}, {k % 5}), g: " for k in range(depth)) + "(1, 1)" + "}" * depth
    # Lemke refuses trees deeper than 10^4 (its exact proof's numbers grow with the depth).
    hostile(f"{action} 10^5-deep chain", ["tree", action, "-"], chain.encode())
    hostile(f"{action} wide chance node", ["tree", action, "-"],
            ("N{" + ", ".join(f"1/50000: I[x]{{a: (1, 0), b: (0, 1)}}" for _ in range(50000)) + "}").encode())
for args in (["--prior", "nope"], ["--prior"], ["--seed", "-1"], ["--seed", "1e999"], ["--seed", "18446744073709551616"],
             ["--restarts", "-5"], ["--restarts", "999999999999"], ["--restarts", "x"], ["--timeout", "inf"]):
    hostile(f"lemke {' '.join(args)}", ["tree", "lemke"] + args + ["-"], KUHN.encode())
hostile("sequential --prior", ["tree", "sequential", "--prior", "uniform", "-"], KUHN.encode())

# --- stochastic -----------------------------------------------------------------------------
def one_state(payoff):
    return json.dumps({"states": [{"name": "A", "cells": [[{"payoff": payoff, "next": {"A": "1/2"}}]]}]}).encode()


def two_by_two(payoff):
    return json.dumps({"states": [{"name": "A", "cells": [[{"payoff": payoff, "next": {"A": "1/2"}}, {"payoff": "0"}],
                                                          [{"payoff": "0"}, {"payoff": "1", "next": {"A": "1/2"}}]]}]}).encode()


for payoff in HUGE:
    hostile(f"stochastic payoff {payoff[:20]}", ["stochastic", "-"], one_state(payoff))
for payoff in ["1e40", "1e400", "1e-400"]:
    hostile(f"stochastic 2x2 payoff {payoff}", ["stochastic", "-"], two_by_two(payoff))
    hostile(f"stochastic 2x2 payoff {payoff} --iterations 20", ["stochastic", "--iterations", "20", "-"], two_by_two(payoff))
with open(data("stochastic/t89_shapley.json"), "rb") as f:
    T89 = f.read()
hostile("stochastic T89 --iterations 100", ["stochastic", "--iterations", "100", data("stochastic/t89_shapley.json")])
for cut in truncations(T89.decode(), 3):
    hostile("stochastic truncated", ["stochastic", "-"], cut.encode())
hostile("stochastic deep JSON", ["stochastic", "-"], b"[" * 100000 + b"]" * 100000)
hostile("stochastic 2000 states", ["stochastic", "-"], json.dumps({"states": [
    {"name": f"S{k}", "cells": [[{"payoff": str(rng.randint(-9, 9)), "next": {f"S{(k + 1) % 2000}": "1/2"}}]]}
    for k in range(2000)]}).encode())
hostile("stochastic invalid UTF-8", ["stochastic", "-"], garble(T89.decode()))
for args in (["--timeout", "1e300"], ["--timeout", "inf"], ["--iterations", "-1"], ["--iterations", "1e9"], ["--help", "x"]):
    hostile(f"stochastic {' '.join(args)}", ["stochastic"] + args + ["-"], T89)

# --- poker ----------------------------------------------------------------------------------
for beta in ["1e400", "1e-400", "0", "-1", "99999999999999999999/3", "abc", "1/0"]:
    model = rng.choice(["la-relance", "von-neumann", "check-back"])
    hostile(f"poker {model} --beta {beta[:20]}", ["poker", model, "--beta", beta])
hostile("poker huge beta discretised", ["poker", "check-back", "--beta", "1e999", "--discretise", "64", "--timeout", "1"])
hostile("poker invalid UTF-8 model", ["poker", garble("von-neumann"), "--beta", "2"])
for args in (["von-neumann", "--beta", "2", "--timeout", "1e300"], ["la-relance", "--beta", "2", "--timeout", "inf"],
             ["von-neumann", "--beta"], ["--discretise", "0", "check-back", "--beta", "1"], ["la-relance", "von-neumann"]):
    hostile(f"poker {' '.join(args)}", ["poker"] + args)

# --- duopoly --------------------------------------------------------------------------------
costs = ",".join(str(rng.randint(0, 99)) for _ in range(10000))
hostile("duopoly cournot 10 000 firms", ["duopoly", "cournot", "--a", "1000000", "--costs", costs])
for args in (["cournot", "--a", "1e400"], ["cournot", "--a", "1e-400", "--c", "1e-401"], ["bertrand", "--b", "2"],
             ["stackelberg", "--c", "-1"], ["entry", "--fixed", "99999999999999999999"], ["cournot", "--firms", "0"],
             ["cournot", "--costs", "1,2,"], ["cournot", "--a"], ["cournot", "--help"], [garble("cournot")]):
    hostile(f"duopoly {' '.join(a if isinstance(a, str) else '<bytes>' for a in args)[:60]}", ["duopoly"] + args)

# --- bargaining -----------------------------------------------------------------------------
def nfg(rows, cols, entry):
    cells = " ".join(f"{entry()} {entry()}" for _ in range(rows * cols))
    return f'NFG 1 R "hostile" {{ "I" "II" }} {{ {rows} {cols} }}\n\n{cells}\n'


hostile("bargaining random 50x50", ["bargaining", "-"], nfg(50, 50, lambda: rng.randint(-100, 100)).encode())
for number in ["1e400", "1e-400", "99999999999999999999"]:
    hostile(f"bargaining 2x2 with {number}", ["bargaining", "-"], nfg(2, 2, lambda: rng.choice([number, "1", "0"])).encode())
SMALL = nfg(3, 2, lambda: rng.randint(-5, 5))
for cut in truncations(SMALL, 3):
    hostile("bargaining truncated", ["bargaining", "-"], cut.encode())
hostile("bargaining invalid UTF-8", ["bargaining", "-"], garble(SMALL))
hostile("bargaining huge size", ["bargaining", "-"], b'NFG 1 R "x" { "I" "II" } { 100000000 100000000 }\n1 2\n')
for args in (["--timeout", "1e300"], ["--timeout", "inf"], ["--status-quo", "1e400,x"], ["--status-quo", "1,2,3"],
             ["--help", "x"]):
    hostile(f"bargaining {' '.join(args)}", ["bargaining"] + args + ["-"], SMALL.encode())

slowest.sort(reverse=True)
print("slowest: " + ", ".join(f"{name} {took:.1f} s" for took, name in slowest[:5]))
finish()
