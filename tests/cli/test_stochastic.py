"""gamelab-cli stochastic: exact values, stationary strategies and Shapley's iteration of the
spec's cases (ferguson-ch2-zero-sum.md §2 2.6: T84, T85, T86, T89, T101, corrected values), the
.gamelab and short forms, stdin, and the error contract for bad games (state and cell named)."""
import math
import re

from clitest import bad_input, check, data, finish, ok_json, run

SQRT = re.compile(r"^\((-?\d+)([+-]\d*)\*?sqrt\((\d+)\)\)/(\d+)$")


def quadratic(text):
    """(a, b, c, d) of "(a+b*sqrt(c))/d", or None."""
    m = SQRT.match(text or "")
    if not m:
        return None
    b = m.group(2)
    b = int(b + "1") if b in ("+", "-") else int(b)
    return int(m.group(1)), b, int(m.group(3)), int(m.group(4))


def close(xs, ys, tol=1e-9):
    return len(xs) == len(ys) and all(abs(float(x) - y) < tol for x, y in zip(xs, ys))


def fraction(text):
    num, _, den = text.partition("/")
    return int(num) / int(den or 1)


# T84 Dare: v = sqrt(7) - 2 in G, -(sqrt(7) - 2) in the role reversal H = -G^T.
out = ok_json("T84", ["stochastic", data("stochastic/t84_dare.json")])
values = out.get("values", [None, None])
check("T84 G exact", quadratic(values[0]) == (-2, 1, 7, 1), values)
check("T84 H exact", quadratic(values[1]) == (2, -1, 7, 1), values)
check("T84 floats", close(out.get("values_float", []), [math.sqrt(7) - 2, 2 - math.sqrt(7)]), out.get("values_float"))
s7 = math.sqrt(7)
g = out.get("strategies", [{}])[0]
check("T84 I", close([float(x) for x in g.get("row_float", [])], [(5 - s7) / 3, (s7 - 2) / 3], 1e-9), g)
check("T84 II", close([float(x) for x in g.get("col_float", [])], [3 - s7, s7 - 2], 1e-9), g)
check("T84 states", out.get("states") == ["G", "H"], out.get("states"))

# T85 as a .gamelab document: 2/5, 5/8, 10/9; strategies (16/25, 9/25), (5/8, 3/8), (5/9, 4/9).
out = ok_json("T85", ["stochastic", data("stochastic/t85_three_linked.gamelab")])
check("T85 values", out.get("values") == ["2/5", "5/8", "10/9"], out.get("values"))
expected = [["16/25", "9/25"], ["5/8", "3/8"], ["5/9", "4/9"]]
for k, strategy in enumerate(out.get("strategies", [])):
    check(f"T85 G{k + 1} row", strategy.get("row") == expected[k], strategy)
    check(f"T85 G{k + 1} col", strategy.get("col") == expected[k], strategy)
    check(f"T85 G{k + 1} optimal", strategy.get("optimal") is True, strategy)
check("T85 title", out.get("title") == "Three linked recursive games (T85)", out.get("title"))
check("T85 proved", out.get("proved") is True, out.get("proved"))

# The same document on stdin.
with open(data("stochastic/t85_three_linked.gamelab")) as f:
    out = ok_json("T85 stdin", ["stochastic", "-"], stdin=f.read())
check("T85 stdin values", out.get("values") == ["2/5", "5/8", "10/9"], out.get("values"))

# T86 (corrected): v1 = (10 - sqrt 30)/7 (the source prints .656), v2 = (10 - 2 sqrt 30)/5.
out = ok_json("T86", ["stochastic", data("stochastic/t86_probabilistic.json")])
values = out.get("values", [None, None])
check("T86 v1", quadratic(values[0]) == (10, -1, 30, 7), values)
check("T86 v2", quadratic(values[1]) == (10, -2, 30, 5), values)
s30 = math.sqrt(30)
check("T86 floats", close(out.get("values_float", []), [(10 - s30) / 7, (10 - 2 * s30) / 5]), out.get("values_float"))
g1 = out.get("strategies", [{}])[0]
check("T86 G1 I", close(g1.get("row_float", []), [(10 - s30) / 7, (s30 - 3) / 7]), g1)
check("T86 G1 II", close(g1.get("col_float", []), [5 / 7 - s30 / 14, 2 / 7 + s30 / 14]), g1)

# T89 with --iterations 2: v_0 = (0, 0), v_1 = (2, -2), v_2 = (232/115, -2); limit (2.022547, -1.997350).
out = ok_json("T89", ["stochastic", "--iterations", "2", data("stochastic/t89_shapley.json")])
check("T89 iterations", out.get("iterations") == [["0", "0"], ["2", "-2"], ["232/115", "-2"]], out.get("iterations"))
check("T89 limit", close(out.get("values_float", []), [2.022547, -1.997350], 1e-6), out.get("values_float"))
out6 = ok_json("T89 six", ["stochastic", "--iterations=6", data("stochastic/t89_shapley.json")])
v = [[fraction(x) for x in it] for it in out6.get("iterations", [])]
check("T89 seven iterates", len(v) == 7, len(v))
if len(v) == 7:
    check("T89 v_3", close(v[3], [2.0210, -1.9983], 6e-5), v[3])
    check("T89 v_4 (the source's -1.9977 is a slip)", close(v[4], [2.0220, -1.997645], 6e-5), v[4])
    check("T89 v_6", close(v[6], [2.0225, -1.9974], 6e-5), v[6])
    bound = out6.get("error_bounds", [])[-1]
    check("T89 bound of v_6 <= .0002", bound is not None and bound <= 0.0002 and bound >= abs(v[6][0] - 2.022547), bound)

# T101: (16/11, -24/11); iteration (2, -8/3), (4/3, -2), (3/2, -20/9), (13/9, -13/6), (35/24, -59/27).
out = ok_json("T101", ["stochastic", "--iterations", "5", data("stochastic/t101_two_state.json")])
check("T101 values", out.get("values") == ["16/11", "-24/11"], out.get("values"))
st = out.get("strategies", [{}, {}])
check("T101 G1", st[0].get("row") == ["8/11", "3/11"] and st[0].get("col") == ["1/2", "1/2"], st[0])
check("T101 G2", st[1].get("row") == ["1/3", "2/3"] and st[1].get("col") == ["6/11", "5/11"], st[1])
check("T101 iteration", out.get("iterations") == [["0", "0"], ["2", "-8/3"], ["4/3", "-2"], ["3/2", "-20/9"],
                                                   ["13/9", "-13/6"], ["35/24", "-59/27"]], out.get("iterations"))

# Bad games: exit 2, one line naming the state and the cell.
bad_input("probabilities above 1", ["stochastic", data("stochastic/bad_probability.json")],
          r"bad_probability\.json.*G1.*\(1, 1\).*5/4")
bad_input("unknown state", ["stochastic", data("stochastic/bad_unknown_state.json")], r"bad_unknown_state\.json.*G9")
bad_input("never stops without Q", ["stochastic", data("stochastic/bad_never_stops.json")],
          r"bad_never_stops\.json.*G1.*G2")
bad_input("bad --iterations", ["stochastic", "--iterations", "x", data("stochastic/t89_shapley.json")], r"--iterations")
bad_input("missing file", ["stochastic"], r"missing input")
bad_input("syntax", ["stochastic", "-"], r"<stdin>:1:", stdin='{"states": [')

code, out_text, _ = run(["stochastic", "--help"])
check("help", code == 0 and "--iterations" in out_text, out_text)

finish()
