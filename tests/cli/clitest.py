"""Harness shared by the gamelab-cli test scripts (tests/cli/test_*.py), which import it from
their own folder. Not a test itself. The scripts run as
    python3 test_X.py PATH_TO_GAMELAB_CLI TESTS_DATA_DIR
and end with finish(), which prints "N passed, M failed" and exits 1 if anything failed.
"""
import json
import os
import re
import subprocess
import sys

CLI = sys.argv[1]
DATA = sys.argv[2]
passed = 0
failed = 0


def run(args, stdin=None):
    """Runs gamelab-cli with `args` (and `stdin`); returns (exit code, stdout, stderr)."""
    proc = subprocess.run([CLI] + args, input=stdin, capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def data(name):
    """The path of tests/data/`name`."""
    return os.path.join(DATA, name)


def check(name, condition, detail=""):
    """Counts one check; prints "FAIL name: detail" if `condition` is false."""
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {name}: {detail}")


def ok_json(name, args, stdin=None):
    """Runs the CLI, checks exit 0 and returns the parsed JSON on stdout ({} if it is not JSON)."""
    code, out, err = run(args, stdin)
    check(f"{name}: exit 0", code == 0, f"exit {code}, stderr {err!r}")
    try:
        return json.loads(out)
    except ValueError:
        check(f"{name}: JSON", False, repr(out))
        return {}

SVG = "{http://www.w3.org/2000/svg}"


def ok_svg(name, args, stdin=None):
    """Runs the CLI on a command that writes an SVG document; checks exit 0, nothing on stderr
    and that the output is well-formed XML with an <svg> root, which it returns (None when it
    is not)."""
    import xml.etree.ElementTree as ET
    code, out, err = run(args, stdin)
    check(f"{name}: exit 0", code == 0, f"exit {code}, stderr {err!r}")
    check(f"{name}: nothing on stderr", err == "", err)
    try:
        root = ET.fromstring(out.encode("utf-8"))
    except ET.ParseError as e:
        check(f"{name}: well-formed", False, f"{e}: {out[:300]!r}")
        return None
    check(f"{name}: <svg> root", root.tag == SVG + "svg", root.tag)
    return root



def bad_input(name, args, pattern, stdin=None, exit_code=2):
    """Runs the CLI and checks the error contract: exit `exit_code`, nothing on stdout, one line on
    stderr matching the regular expression `pattern`."""
    code, out, err = run(args, stdin)
    check(f"{name}: exit {exit_code}", code == exit_code, f"exit {code}, stderr {err!r}")
    check(f"{name}: no stdout", out == "", repr(out))
    lines = err.strip().splitlines()
    check(f"{name}: one-line message", len(lines) == 1, repr(err))
    check(f"{name}: message", re.search(pattern, err) is not None, f"{err!r} !~ {pattern}")


def address_space_limit(megabytes):
    """A preexec_fn capping the child's address space at `megabytes`, or None in a sanitizer
    build (ASAN_OPTIONS set): AddressSanitizer reserves terabytes of shadow address space, so
    the cap would measure the sanitizer, not Gamelab. The checks run either way."""
    if "ASAN_OPTIONS" in os.environ:
        return None
    import resource
    limit = megabytes << 20
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def finish():
    """Prints "N passed, M failed" and exits with 1 if any check failed, else 0."""
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
