"""gamelab-cli cgt: the CLI.md shapes, spec C1 rows (canonical form and name), C3 through
--compare, C4 outcomes, C5 incentives, names and canonical forms reading back as the same game,
rulesets, and the error contract (exit 2 with the column, "1/3" not dyadic, '-' after --)."""
from clitest import bad_input, check, finish, ok_json, run

KEYS = ["canonical", "name", "outcome", "compare_zero", "number", "birthday", "left_stop",
        "right_stop", "mean", "temperature", "left_incentives", "right_incentives"]


def cgt(expr, name=None):
    return ok_json(name or f"cgt {expr}", ["cgt", "--", expr])


# The CLI.md example's shape (its values are only a shape: ^+*2 is L and > 0).
out = cgt("^+*2")
check("shape: keys", all(k in out for k in KEYS), list(out))
check("^+*2 canonical", out.get("canonical") == "{0|*3}", out)
check("^+*2 name", out.get("name") == "^+*2", out)
check("^+*2 outcome", out.get("outcome") == "L" and out.get("compare_zero") == ">", out)
check("^+*2 number", out.get("number") is None, out)
check("^+*2 stops", [out.get(k) for k in ("left_stop", "right_stop", "mean", "temperature")] == ["0", "0", "0", "0"], out)
check("^+*2 birthday", isinstance(out.get("birthday"), int), out)
check("^+*2 incentives are lists of strings",
      all(isinstance(x, str) for k in ("left_incentives", "right_incentives") for x in out.get(k, [None])), out)

# Spec C1: input -> canonical form -> name.
C1 = [
    ("{|}", "0", "0"), ("{0|0}", "*", "*"), ("{0|}", "1", "1"), ("{|0}", "-1", "-1"),
    ("{1|}", "2", "2"), ("{0|1}", "1/2", "1/2"), ("{-1|0}", "-1/2", "-1/2"), ("{0|1/2}", "1/4", "1/4"),
    ("{1/2|1}", "3/4", "3/4"), ("{1|2}", "3/2", "3/2"), ("{0|2}", "1", "1"), ("{-1|1}", "0", "0"),
    ("{-1|2}", "0", "0"), ("{1|1}", "{1|1}", "1*"), ("{0,*|0,*}", "*2", "*2"),
    ("{0,*,*2|0,*,*2}", "*3", "*3"), ("{0|*}", "^", "^"), ("{*|0}", "v", "v"), ("{0,*|0}", "^*", "^*"),
    ("{1|0}", "{1|0}", None), ("{1|-1}", "{1|-1}", "+-1"), ("{0,1|}", "2", "2"), ("{0,1|3}", "2", "2"),
    ("{1|2,3}", "3/2", "3/2"), ("{*|*}", "0", "0"), ("{0,*|}", "1", "1"), ("{-1|}", "0", "0"),
    ("{*|}", "0", "0"), ("{^|v}", "*", "*"), ("{\u2191|\u2193}", "*", "*"), ("{0|^*}", "{0|^*}", "^^"),
    ("{0|^}", "{0|^}", "^^*"),
]
for expr, canonical, name in C1:
    out = cgt(expr, f"C1 {expr}")
    check(f"C1 {expr} canonical", out.get("canonical") == canonical, out.get("canonical"))
    check(f"C1 {expr} name", out.get("name") == name, out.get("name"))
    # The canonical form and the name read back as the same game.
    back = cgt(out.get("canonical", "0"), f"C1 {expr} canonical back")
    check(f"C1 {expr} canonical reads back", back.get("canonical") == canonical, back)
    if name is not None:
        again = cgt(name, f"C1 {expr} name back")
        check(f"C1 {expr} name reads back", again.get("canonical") == canonical, again)

# Numbers.
out = cgt("{1/2|1}")
check("3/4 number", out.get("number") == "3/4" and out.get("temperature") == "-1/4" and out.get("mean") == "3/4", out)
out = cgt("3")
check("3 temperature -1", out.get("temperature") == "-1" and out.get("birthday") == 3, out)

# Thermograph values.
out = cgt("{1|0}")
check("{1|0} stops", (out.get("left_stop"), out.get("right_stop")) == ("1", "0"), out)
check("{1|0} mean/temp", (out.get("mean"), out.get("temperature")) == ("1/2", "1/2"), out)
out = cgt("+-1 + +-2 + +-3")
check("switches", (out.get("mean"), out.get("temperature"), out.get("left_stop")) == ("0", "3", "2"), out)

# C4 outcomes and compare_zero.
for expr, outcome, zero in [("0", "P", "="), ("*", "N", "||"), ("1", "L", ">"), ("-1/2", "R", "<"),
                            ("^*", "N", "||"), ("^^*", "L", ">"), ("*+*", "P", "="), ("+-1", "N", "||")]:
    out = cgt(expr, f"C4 {expr}")
    check(f"C4 {expr}", (out.get("outcome"), out.get("compare_zero")) == (outcome, zero), out)

# C5 incentives (sets).
for expr, left, right in [("^*", {"v", "v*"}, {"^*"}), ("*2", {"*2", "*3"}, {"*2", "*3"}),
                          ("+-1", {"{2|0}"}, {"{2|0}"}), ("1", {"-1"}, set()), ("^", {"v"}, {"^*"})]:
    out = cgt(expr, f"C5 {expr}")
    check(f"C5 {expr}", (set(out.get("left_incentives", [])), set(out.get("right_incentives", []))) == (left, right), out)

# C3 through --compare.
C3 = [("^", "0", ">"), ("v", "0", "<"), ("*", "0", "||"), ("^", "*", "||"), ("^^", "*", ">"), ("^", "1/64", "<"),
      ("*2", "*", "||"), ("^", "*3", ">"), ("+-1", "2", "<"), ("{1|0}", "3/2", "<"), ("{1|0}", "-1/4", ">"),
      ("1*", "1", "||"), ("{0|2}", "1", "=")]
for g, h, relation in C3:
    out = ok_json(f"C3 {g} vs {h}", ["cgt", "--compare", "--", g, h])
    check(f"C3 {g} vs {h}", out.get("relation") == relation, out)
out = ok_json("compare difference", ["cgt", "--compare", "^", "*"])
check("compare difference", out.get("difference") == "^*" and set(out) >= {"relation", "difference"}, out)

# An expression beginning with '-' after --.
out = ok_json("-{1|0}", ["cgt", "--", "-{1|0}"])
check("-{1|0}", out.get("canonical") == "{0|-1}", out)
bad_input("'-' without --", ["cgt", "-{1|0}"], r"--")

# Bad syntax: exit 2, the column.
bad_input("unclosed", ["cgt", "{1|0"], r":1:5: .*unexpected end")
bad_input("stray brace", ["cgt", "{1|0}}"], r":1:6: .*unexpected '\}'")
bad_input("tie of bars", ["cgt", "{1|2|3}"], r":1:5:")
bad_input("column in characters", ["cgt", "\u2191\u2191x"], r":1:3: .*'x'")
bad_input("not dyadic", ["cgt", "1/3"], r":1:1: .*1/3 is not a dyadic")
bad_input("no expression", ["cgt"], r"EXPR")
bad_input("compare needs two", ["cgt", "--compare", "1"], r"two games")
bad_input("compare bad H", ["cgt", "--compare", "1", "{"], r"H:1:2:")

# Rulesets: an unknown one is exit 2; the rest are answered like an expression.
bad_input("unknown ruleset", ["cgt", "--ruleset", "chess", "x"], r"chess")
out = ok_json("domineering 2x1", ["cgt", "--ruleset", "domineering", "./."])
check("domineering vertical domino", out.get("canonical") == "1", out)
out = ok_json("domineering 2x2", ["cgt", "--ruleset", "domineering", "../.."])
check("domineering 2x2 is +-1", out.get("name") == "+-1", out)
out = ok_json("cutcake", ["cgt", "--ruleset", "cutcake", "2x1"])
check("cutcake 2x1 is 1", out.get("canonical") == "1", out)
out = ok_json("hackenbush", ["cgt", "--ruleset", "hackenbush", "0-1:L,1-2:R"])
check("hackenbush blue-red stalk is 1/2", out.get("canonical") == "1/2", out)
out = ok_json("toads and frogs", ["cgt", "--ruleset", "toads-and-frogs", "T.F"])
check("toads and frogs T.F is *", out.get("canonical") == "*", out)
bad_input("domineering not a rectangle", ["cgt", "--ruleset", "domineering", "../."], r"rectangle")

# --timeout: the empty 8x8 Domineering board takes far longer than half a second.
bad_input("timeout", ["cgt", "--timeout", "0.5", "--ruleset", "domineering", "/".join(["." * 8] * 8)],
          r"time limit", exit_code=3)
bad_input("bad timeout", ["cgt", "--timeout", "soon", "1"], r"--timeout")

# Nimbers above *1000 are kept symbolic in sums of numbers and nimbers (issue 28).
N = 2 ** 60
out = cgt(f"*{N}")
check("*2^60 shape", all(k in out for k in KEYS) and out.get("symbolic") is True, out)
check("*2^60 value", (out.get("canonical"), out.get("name"), out.get("outcome"), out.get("compare_zero"))
      == (f"*{N}", f"*{N}", "N", "||"), out)
check("*2^60 birthday, stops", (out.get("birthday"), out.get("left_stop"), out.get("mean"), out.get("temperature"))
      == (N, "0", "0", "0"), out)
check("*2^60 options", out.get("options_per_side") == N and out.get("left_winning_moves") == ["0"], out)
check("*2^60 incentives", out.get("left_incentives", [])[:3] == [f"*{N}", f"*{N + 1}", f"*{N + 2}"]
      and len(out.get("left_incentives", [])) == 16, out)
out = cgt(f"*{N} + 1/2 - *3")
check("sum by xor", out.get("name") == f"1/2+*{N ^ 3}" and out.get("outcome") == "L", out)
check("sum's winning moves", out.get("left_winning_moves", [])[:2] == ["1/2", "1/2*"] and out.get("right_winning_moves") == [], out)
back = cgt(out.get("canonical", "0"), "symbolic canonical reads back")
check("symbolic canonical reads back", back.get("canonical") == out.get("canonical"), back)
huge = 10 ** 30
out = cgt(f"-1+*{huge}")
check("birthday beyond 64 bits", out.get("birthday") == str(huge + 1) and out.get("outcome") == "R", out)
out = cgt(f"*{N}+*3+*{N}")
check("huge nimbers that cancel are explicit", out.get("canonical") == "*3" and "symbolic" not in out, out)
out = ok_json("compare symbolic", ["cgt", "--compare", f"*{N}", "*3"])
check("compare symbolic", out == {"relation": "||", "difference": f"*{N + 3}", "difference_outcome": "N"}, out)
out = ok_json("compare symbolic equal", ["cgt", "--compare", f"*{N}+1", f"1+*{N}"])
check("compare symbolic equal", out.get("relation") == "=" and out.get("difference") == "0", out)
bad_input("huge nimber in braces", ["cgt", f"{{*{N}|0}}"], r":1:3: .*larger than \*1000.*sums and differences of numbers and nimbers")
bad_input("huge nimber beside up", ["cgt", "--compare", f"*{N}", "^"], r"sums and differences of numbers and nimbers")
bad_input("syntax error after a huge nimber", ["cgt", f"*{N} +"], r":1:23: .*unexpected end")

code, out, _ = run(["cgt", "--help"])
check("help", code == 0 and "--compare" in out and "--ruleset" in out, out)

finish()
