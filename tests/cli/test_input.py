"""Hostile input for every reader (issue 12): deep nesting, huge numbers and sizes, empty,
byte-order-marked and binary input, directories, and messages that stay one short line.
Each case is bad input: exit 2, nothing on stdout, one line on stderr with the place."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from clitest import CLI, DATA, bad_input, check, finish, ok_json  # noqa: E402

DOC = '{"format": "gamelab", "version": 1, "kind": "zerosum", "game": %s}'

# Tree notation nested 100 000 levels (the recursive parser overflowed the stack at about
# 12 000): read to the end, where a bad leaf is reported at its column.
depth = 100_000
deep_notation = "I{a:" * depth + "x" + "}" * depth
bad_input("deep notation", ["tree", "spe", "-"], r"^<stdin>:1:%d: 'x' is not a number$" % (4 * depth + 1),
          stdin=deep_notation)

# JSON nested 150 000 levels (a recursive copy crashed): refused at the first bracket beyond 256.
deep_json = DOC % ('{"payoffs": ' + "[" * 150_000 + "]" * 150_000 + "}")
bad_input("deep json", ["zerosum", "-"], r"^<stdin>:1:\d+: nested more than 256 levels deep$", stdin=deep_json)
bad_input("deep json tree", ["tree", "spe", "-"], r"^<stdin>:1:\d+: nested more than 256 levels deep$",
          stdin=deep_json.replace('"zerosum"', '"tree"'))
bad_input("deep json coalition", ["coalition", "-"], r"nested more than 256 levels deep",
          stdin="[" * 100_000 + "]" * 100_000)
# The coalitional reader streams its table with a SAX handler of its own: deep nesting
# anywhere else in the document (here the player names) crashed it.
bad_input("deep json coalition names", ["coalition", "-"], r"^<stdin>:1:\d+: nested more than 256 levels deep$",
          stdin=DOC.replace('"zerosum"', '"coalitional"') % ('{"players": ' + "[" * 150_000 + "]" * 150_000 + "}"))
bad_input("deep json coalition extra", ["coalition", "-"], r"^<stdin>:1:\d+: nested more than 256 levels deep$",
          stdin='{"players": ["a"], "v": [0, 1], "x": ' + "[" * 150_000 + "]" * 150_000 + "}")

# A number beyond double range is bad input at its place, not an internal error.
huge = DOC % '{"payoffs": [["1", "2"],\n [3, 1e400]]}'
bad_input("1e400", ["zerosum", "-"], r"^<stdin>:2:6: expected a number between -1e308 and 1e308.*1e400", stdin=huge)
bad_input("-1e999 tree", ["tree", "spe", "-"], r"^<stdin>:1:30: expected a number",
          stdin='{"players": 2, "outcomes": [[-1e999, 0]], "nodes": [{"outcome": 0}]}')
bad_input("1e400 equilibria", ["equilibria", "-"], r"^<stdin>:1:\d+: expected a number",
          stdin=DOC.replace("zerosum", "strategic") % '{"strategies": [1, 1], "payoffs": [[1e400, 0]]}')

# Empty input says so; a byte-order mark is skipped.
for command in (["zerosum"], ["equilibria"], ["tree", "spe"], ["coalition"]):
    bad_input("empty " + command[0], command + ["-"], r"^<stdin>: the input is empty$", stdin="")
    bad_input("blank " + command[0], command + ["-"], r"^<stdin>: the input is empty$", stdin="\ufeff \n")
tree_doc = ('\ufeff{"format": "gamelab", "version": 1, "kind": "tree", "game": {"players": 2, '
            '"outcomes": [["1", "-1"], ["2", "-2"]], "infosets": [{"player": 1, "actions": ["a", "b"]}], '
            '"nodes": [{"infoset": 0, "children": [1, 2]}, {"outcome": 0}, {"outcome": 1}]}}')
result = ok_json("bom gamelab tree", ["tree", "spe", "-"], stdin=tree_doc)
check("bom gamelab tree: payoffs", result.get("payoffs") == ["2", "-2"], repr(result))
result = ok_json("bom notation", ["tree", "spe", "-"], stdin="\ufeffI{a: 1, b: 2}")
check("bom notation: payoffs", result.get("payoffs") == ["2", "-2"], repr(result))

# A directory is a directory.
bad_input("directory", ["zerosum", DATA], r"is a directory, not a file$")
bad_input("directory tree", ["tree", "spe", DATA], r"is a directory, not a file$")

# Binary input is refused at once, from stdin as from a path (/dev/zero never ends).
for name, args, stdin in (("stdin", ["zerosum", "-"], "/dev/zero"), ("path", ["tree", "spe", "/dev/zero"], None)):
    with open(stdin or os.devnull, "rb") as source:
        try:
            proc = subprocess.run([CLI] + args, stdin=source, capture_output=True, timeout=20)
        except subprocess.TimeoutExpired:
            check("dev zero %s: ends" % name, False, "still reading after 20 s")
            continue
    err = proc.stderr.decode("utf-8", "replace")
    check("dev zero %s: exit 2" % name, proc.returncode == 2, "exit %d, %r" % (proc.returncode, err))
    check("dev zero %s: not text" % name, "not text" in err and err.count("\n") == 1, repr(err))

# Sizes that would allocate gigabytes are refused with the size and the limit.
efg = 'EFG 2 R "" { "1" "2" }\n""\nt "" 1000000000 "" { 1, 2 }\n'
bad_input("efg outcome 1e9", ["tree", "spe", "-"],
          r"^<stdin>:3:6: outcome number 1000000000 is larger than 1001 ", stdin=efg)
bad_input("notation player 1e9", ["tree", "spe", "-"], r"^<stdin>:1:1: player P1000000000 is beyond the limit of 1000 players",
          stdin="P1000000000{a: 1, b: 2}")
bad_input("json players 1e9", ["tree", "spe", "-"], r"^<stdin>:1:13: the game has 1000000000 players, more than the limit of 1000",
          stdin='{"players": 1000000000, "nodes": [{}]}')

# Messages: one line, short, no "(?)", whatever the token holds.
token = "7" * 1_000_000 + "x"
bad_input("huge token notation", ["tree", "spe", "-"], r"^<stdin>:1:6: '7{20,40}…' is not a number$",
          stdin="I{a: %s, b: 1}" % token)
bad_input("huge token json", ["zerosum", "-"], r"^<stdin>:1:\d+: '7{20,40}…' is not a number \(payoffs\[1\]\[1\]\)$",
          stdin=DOC % ('{"payoffs": [["%s"]]}' % token))
bad_input("newline in token", ["zerosum", "-"], r"'1\\n2' is not a number", stdin=DOC % '{"payoffs": [["1\\n2"]]}')
bad_input("no placeholder", ["tree", "spe", "-"], r"^<stdin>:1:6: 'q' is not a number$", stdin="I{a: q, b: 1}")

finish()
