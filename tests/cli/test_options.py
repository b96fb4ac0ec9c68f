#!/usr/bin/env python3
"""The options every command shares (issue 36), one rule each, in every command:
- `--timeout S`: a positive number of seconds; a limit past any real run (1e300, inf) means no
  limit and the answer comes as without it (it used to overflow into an expired deadline: exit 3
  at once); nan, 0, negative and text are refused (exit 2) naming --timeout.
- `--help` or `-h` anywhere before `--` prints the command's usage on stdout and exits 0,
  whatever else is on the line (also invalid options and operands); after `--` it is an operand.
- Messages name the option or operand at fault: `--beta` for a bet size that is not positive,
  both files (or models) when there are two; a run that hits its --timeout prints one line
  that says so (not "cancelled").

usage: test_options.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import bad_input, check, data, finish, ok_json, run  # noqa: E402

COALITION = '{"players": ["A", "B"], "v": [0, 1, 1, 3]}\n'

# Quick runs of every command that takes --timeout: (name, arguments, stdin).
QUICK = [
    ("zerosum", ["zerosum", data("matching_pennies.nfg")], None),
    ("equilibria", ["equilibria", data("bimatrix_t09_battle.nfg")], None),
    ("safety", ["safety", data("bimatrix_t09_battle.nfg")], None),
    ("bargaining", ["bargaining", data("bimatrix_t40_bargaining.nfg")], None),
    ("coalition", ["coalition", "-"], COALITION),
    ("grundy", ["grundy", "subtraction:1,2", "--upto", "5"], None),
    ("liars-dice", ["liars-dice", "2"], None),
    ("nim", ["nim", "1", "2", "3"], None),
    ("tree spe", ["tree", "spe", data("kingmaker/fig_3_3.efg")], None),
    ("tree kingmaker", ["tree", "kingmaker", data("kingmaker/fig_3_3.efg")], None),
    ("stochastic", ["stochastic", data("stochastic/t89_shapley.json")], None),
    ("poker", ["poker", "von-neumann", "--beta", "2"], None),
    ("cgt", ["cgt", "{1|0}"], None),
]

for name, args, stdin in QUICK:
    plain = ok_json(f"{name}", args, stdin)
    for limit in ["1e300", "inf", "1e10", "3600"]:
        out = ok_json(f"{name} --timeout {limit}", args + ["--timeout", limit], stdin)
        check(f"{name} --timeout {limit}: the answer without a limit", out == plain, f"{out} != {plain}")
    for limit in ["nan", "0", "-1", "soon", ""]:
        bad_input(f"{name} --timeout {limit!r}", args + ["--timeout", limit], r"--timeout", stdin)

# --help anywhere: the usage, exit 0, nothing on stderr; the rest of the line is not read.
HELP = [
    ("cgt", ["cgt", "--help", "1"]),
    ("cgt", ["cgt", "1", "-h"]),
    ("cgt", ["cgt", "--bogus", "--help"]),
    ("duopoly", ["duopoly", "cournot", "--help"]),
    ("duopoly", ["duopoly", "--a", "x", "--help"]),
    ("poker", ["poker", "--beta", "0", "--help"]),
    ("tree", ["tree", "kingmaker", "no-such-file", "--help"]),
    ("tree", ["tree", "nonsense", "--help"]),
    ("stochastic", ["stochastic", "--iterations", "-5", "--help"]),
    ("zerosum", ["zerosum", "a", "b", "--help"]),
    ("bargaining", ["bargaining", "--timeout", "nan", "-h"]),
    ("nim", ["nim", "--help", "x"]),
    ("grundy", ["grundy", "--upto", "--help"]),
    ("coalition", ["coalition", "--only", "nothing", "--help"]),
    ("liars-dice", ["liars-dice", "0", "--help"]),
    ("equilibria", ["equilibria", "--method", "magic", "--help"]),
    ("safety", ["safety", "--help", "x.nfg"]),
]
for command, args in HELP:
    code, out, err = run(args)
    label = " ".join(args)
    check(f"{label}: exit 0", code == 0, f"exit {code}, stderr {err!r}")
    check(f"{label}: the usage", out.startswith(f"usage: gamelab-cli {command}"), out[:120])
    check(f"{label}: nothing on stderr", err == "", repr(err))
# After --, --help is an operand (cgt reads it as an expression and finds it wrong).
bad_input("cgt -- --help", ["cgt", "--", "--help"], r"EXPR")

# Messages that name the option or operand.
bad_input("poker --beta 0", ["poker", "von-neumann", "--beta", "0"], r"--beta.*'0'.*positive")
bad_input("poker --beta -1/2", ["poker", "la-relance", "--beta", "-1/2"], r"--beta.*'-1/2'")
bad_input("poker two models", ["poker", "la-relance", "von-neumann", "--beta", "1"], r"'la-relance' and 'von-neumann'")
for command in ["zerosum", "safety", "equilibria", "bargaining", "stochastic"]:
    bad_input(f"{command} two files", [command, "first.nfg", "second.nfg"], r"'first.nfg' and 'second.nfg'")
bad_input("tree spe two files", ["tree", "spe", "first.efg", "second.efg"], r"'first.efg' and 'second.efg'")

# A cgt run that hits its time limit: one line, and it says time, not "cancelled".
SUM = "+".join(["*", "^", "1/2", "{1|0}"] * 2500)
for args in (["cgt", "--timeout", "0.2", SUM], ["cgt", "--timeout", "0.2", "--ruleset", "domineering", "/".join(["......"] * 6)]):
    bad_input(" ".join(args[:4]), args, r"time limit", exit_code=3)
    code, out, err = run(args)
    check(f"{args[3][:20]}: not 'cancelled'", "cancel" not in err, repr(err))

finish()
