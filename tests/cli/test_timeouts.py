#!/usr/bin/env python3
"""--timeout answers (issue 12): a run that cannot finish in time ends with exit 3, a one-line
message and no JSON, soon after the deadline. The inputs are long computations: vertex
enumeration on a degenerate 60x60 zero-sum game (lrs; its first basis alone takes about 1.5 s
without a chance to poll), and the strategic form of a tree with 2^21 strategies, plain and with
duplicates merged. The bound on the lateness is a generous sanity check (solvers poll their
cancel token about every 0.1 s and the watchdog ends the process 0.1 s after the deadline; it
used to wait 1.5 s); precise figures belong in benchmarks and reports.

usage: test_timeouts.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import check, finish, run  # noqa: E402

TIMEOUT = 1.0
LATE = 0.9  # generous: the aim is 0.2 s


def timed_out(name, args, stdin):
    """Runs the CLI with --timeout 1; checks exit 3, no stdout, one line on stderr and that it
    ended less than LATE seconds after the deadline."""
    start = time.monotonic()
    code, out, err = run(args + ["--timeout", str(TIMEOUT), "-"], stdin)
    late = time.monotonic() - start - TIMEOUT
    check(f"{name}: exit 3", code == 3, f"exit {code}, stderr {err[:200]!r}")
    check(f"{name}: no stdout", out == "", out[:200])
    check(f"{name}: one-line message", len(err.strip().splitlines()) == 1, repr(err[:300]))
    check(f"{name}: ends within {LATE} s of the deadline", late < LATE, f"{late:.2f} s late")


def zero_sum_nfg(rows):
    m, n = len(rows), len(rows[0])
    cells = []
    for j in range(n):
        for i in range(m):
            cells += [str(rows[i][j]), str(-rows[i][j])]
    return f'NFG 1 R "degenerate" {{ "I" "II" }} {{ {m} {n} }}\n\n' + " ".join(cells) + "\n"


# A 60x60 game with entries 0..100: lrs's pivots on it grow numbers of hundreds of digits, and
# enumerating both optimal sets takes many seconds.
rng = random.Random(100)
game = zero_sum_nfg([[rng.randint(0, 100) for _ in range(60)] for _ in range(60)])
timed_out("zerosum --all-optimal 60x60", ["zerosum", "--all-optimal"], game)

# Chance picks one of 21 binary decisions of I: 2^21 pure strategies, each leaf consistent with
# half of them.
wide = "N{" + ", ".join(f"1/21: I{{a: {k}, b: {-k}}}" for k in range(21)) + "}"
timed_out("tree strategic 2^21 strategies", ["tree", "strategic"], wide)
timed_out("tree strategic --merge-duplicates", ["tree", "strategic", "--merge-duplicates"], wide)

finish()
