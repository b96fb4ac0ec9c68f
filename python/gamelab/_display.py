"""Jupyter display: HTML tables for games and results (``_repr_html_``), pure Python.

Strategic games as payoff tables (player 1 down, player 2 across, one table per profile of
players 3..), each payoff in its player's colour as in the GUI (ui/common/playercolors.cpp);
pure equilibria and saddle points on the GUI's amber background. All text goes through
html.escape.
"""

import html
import json
import re
from fractions import Fraction

# ui/common/playercolors.cpp (Okabe-Ito), player k at k % 8.
PLAYER_COLORS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#B8A000", "#555555"]
PURE_EQUILIBRIUM = "#FFE082"  # ui/strategic/strategictablemodel.cpp kPureEquilibrium (amber)
SADDLE = "#FFD54F"            # ui/matrix/matrixtablemodel.cpp kSaddle

MAX_CELLS = 4096  # beyond this many profiles a game shows as its text

_EXACT = re.compile(r"-?\d+(/\d+)?")
_STYLE = ("border-collapse:collapse;margin:4px 0",
          "border:1px solid #bbb;padding:2px 8px;text-align:center")


def esc(x):
    return html.escape(str(x), quote=True)


def player_color(k):
    return PLAYER_COLORS[k % len(PLAYER_COLORS)]


# ---------------------------------------------------------------------------------------------
# Reading the game's text into (players, strategies, payoff(profile) -> [Fraction])

_TOKEN = re.compile(r'\s*(?:(")((?:[^"\\]|\\.)*)"|([{}])|(,)|([^\s{}",]+))', re.S)


def _tokens(text):
    pos = 0
    out = []
    while True:
        m = _TOKEN.match(text, pos)
        if not m:
            if text[pos:].strip():
                raise ValueError("bad token")
            return out
        pos = m.end()
        if m.group(1):
            out.append(("s", re.sub(r"\\(.)", r"\1", m.group(2))))
        elif m.group(3):
            out.append((m.group(3), None))
        elif m.group(4):
            continue
        else:
            out.append(("n", m.group(5)))


def _frac(text):
    return Fraction(text)


def _parse_nfg(text):
    """(players, strategies, {profile tuple: [payoffs]}) of an .nfg (payoff or outcome form)."""
    t = _tokens(text)
    i = 0

    def take(kind):
        nonlocal i
        if i >= len(t) or t[i][0] != kind:
            raise ValueError("nfg")
        i += 1
        return t[i - 1][1]

    if take("n") != "NFG":
        raise ValueError("nfg")
    take("n"), take("n"), take("s")
    take("{")
    players = []
    while t[i][0] == "s":
        players.append(take("s"))
    take("}")
    take("{")
    strategies = []
    if t[i][0] == "{":
        while t[i][0] == "{":
            take("{")
            names = []
            while t[i][0] == "s":
                names.append(take("s"))
            take("}")
            strategies.append(names)
    else:
        while t[i][0] == "n":
            strategies.append([str(k + 1) for k in range(int(take("n")))])
    take("}")
    if i < len(t) and t[i][0] == "s":
        take("s")
    n = len(players)
    shape = [len(s) for s in strategies]
    if len(shape) != n or not n:
        raise ValueError("nfg")
    total = 1
    for k in shape:
        total *= k
    if total > MAX_CELLS:
        raise OverflowError("big")
    profiles = []
    index = [0] * n
    for _ in range(total):  # Gambit's order: player 1 fastest
        profiles.append(tuple(index))
        for p in range(n):
            index[p] += 1
            if index[p] < shape[p]:
                break
            index[p] = 0
    pay = {}
    if i < len(t) and t[i][0] == "{":  # outcome form
        take("{")
        outcomes = [[Fraction(0)] * n]
        while t[i][0] == "{":
            take("{")
            take("s")
            values = []
            while t[i][0] == "n":
                values.append(_frac(take("n")))
            take("}")
            outcomes.append(values)
        take("}")
        for prof in profiles:
            pay[prof] = outcomes[int(take("n"))]
    else:
        for prof in profiles:
            pay[prof] = [_frac(take("n")) for _ in range(n)]
    return players, strategies, pay


def _parse_gamelab(text):
    doc = json.loads(text)
    game = doc.get("game", doc)
    if doc.get("kind") == "zerosum" or "rows" in game:
        rows, cols = [str(r) for r in game["rows"]], [str(c) for c in game["cols"]]
        if len(rows) * len(cols) > MAX_CELLS:
            raise OverflowError("big")
        pay = {}
        for r in range(len(rows)):
            for c in range(len(cols)):
                v = Fraction(str(game["payoffs"][r][c]))
                pay[(r, c)] = [v, -v]
        names = game.get("players") or ["I", "II"]
        return list(names), [rows, cols], pay
    players = [str(p) for p in game["players"]]
    strategies = [[str(s) for s in ss] for ss in game["strategies"]]
    shape = [len(s) for s in strategies]
    total = 1
    for k in shape:
        total *= k
    if total > MAX_CELLS:
        raise OverflowError("big")
    pay = {}
    index = [0] * len(shape)
    for entry in game["payoffs"]:
        pay[tuple(index)] = [Fraction(str(x)) for x in entry]
        for p in range(len(shape)):
            index[p] += 1
            if index[p] < shape[p]:
                break
            index[p] = 0
    return players, strategies, pay


def strategic_data(game):
    """(players, strategies, payoffs) of a StrategicGame, or None if it cannot be tabled."""
    try:
        if game.format == "nfg":
            return _parse_nfg(game.text)
        return _parse_gamelab(game.text)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, OverflowError, ZeroDivisionError):
        return None


# ---------------------------------------------------------------------------------------------
# Tables

def frac_text(x):
    return str(x) if isinstance(x, Fraction) else str(x)


def payoff_table_html(game, highlight=(), colour=PURE_EQUILIBRIUM):
    """The game's payoff tables; `highlight`: profiles (tuples) to shade."""
    data = strategic_data(game)
    if data is None:
        return "<pre>" + esc(game.text) + "</pre>"
    players, strategies, pay = data
    highlight = set(tuple(h) for h in highlight)
    n = len(players)
    rows = strategies[0]
    cols = strategies[1] if n > 1 else [""]
    # Profiles of players 3.., player 3 fastest.
    rest_shape = [len(s) for s in strategies[2:]]
    slices = [()]
    for k in rest_shape:
        slices = [s + (j,) for j in range(k) for s in slices]
    slices = [tuple(s) for s in slices]
    if rest_shape:
        slices.sort(key=lambda s: tuple(reversed(s)))
    out = []
    for rest in slices:
        parts = ['<table style="%s">' % _STYLE[0]]
        if rest:
            caption = ", ".join(
                f'<span style="color:{player_color(2 + k)}">{esc(players[2 + k])}</span>: {esc(strategies[2 + k][j])}'
                for k, j in enumerate(rest))
            parts.append(f"<caption>{caption}</caption>")
        parts.append(f'<tr><th style="{_STYLE[1]}">'
                     f'<span style="color:{player_color(0)}">{esc(players[0])}</span>'
                     + (f' \\ <span style="color:{player_color(1)}">{esc(players[1])}</span>' if n > 1 else "")
                     + "</th>")
        for c in cols:
            parts.append(f'<th style="{_STYLE[1]};color:{player_color(1)}">{esc(c)}</th>')
        parts.append("</tr>")
        for r, rname in enumerate(rows):
            parts.append(f'<tr><th style="{_STYLE[1]};color:{player_color(0)}">{esc(rname)}</th>')
            for c in range(len(cols)):
                prof = (r, c) + rest if n > 1 else (r,)
                values = pay.get(prof, [])
                cell = ", ".join(f'<span style="color:{player_color(k)}">{esc(frac_text(v))}</span>'
                                 for k, v in enumerate(values))
                bg = f";background:{colour}" if prof in highlight else ""
                parts.append(f'<td style="{_STYLE[1]}{bg}">{cell}</td>')
            parts.append("</tr>")
        parts.append("</table>")
        out.append("".join(parts))
    title = ""
    m = re.match(r'\s*NFG\s+\S+\s+\S+\s+"((?:[^"\\]|\\.)*)"', game.text)
    if m and m.group(1):
        title = re.sub(r"\\(.)", r"\1", m.group(1))
    elif game.format in ("gamelab", "json"):
        try:
            title = str(json.loads(game.text).get("title", ""))
        except (ValueError, AttributeError):
            title = ""
    head = f"<b>{esc(title)}</b>" if title else ""
    return "<div>" + head + "".join(out) + "</div>"


# ---------------------------------------------------------------------------------------------
# Results

def _show(v):
    """A JSON leaf: exact strings as fractions, floats short, the rest as text."""
    if isinstance(v, str) and _EXACT.fullmatch(v):
        return esc(str(Fraction(v)))
    if isinstance(v, bool):
        return "✓" if v else "✗"
    if isinstance(v, float):
        return esc(f"{v:.6g}")
    if v is None:
        return "—"
    return esc(v)


def _flat_list(v):
    return isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v)


def generic_html(v, depth=0):
    """A nested table of a JSON value."""
    if isinstance(v, dict):
        if not v:
            return "{}"
        rows = "".join(f'<tr><th style="{_STYLE[1]};text-align:left;vertical-align:top">{esc(k)}</th>'
                       f'<td style="{_STYLE[1]};text-align:left">{generic_html(x, depth + 1)}</td></tr>'
                       for k, x in v.items())
        return f'<table style="{_STYLE[0]}">{rows}</table>'
    if isinstance(v, list):
        if _flat_list(v):
            shown = [_show(x) for x in v[:64]]
            if len(v) > 64:
                shown.append(f"… ({len(v)} items)")
            return "(" + ", ".join(shown) + ")"
        if depth > 4:
            return esc(f"[{len(v)} items]")
        rows = "".join(f'<tr><td style="{_STYLE[1]};text-align:left">{generic_html(x, depth + 1)}</td></tr>'
                       for x in v[:100])
        more = f"<tr><td>… ({len(v)} items)</td></tr>" if len(v) > 100 else ""
        return f'<table style="{_STYLE[0]}">{rows}{more}</table>'
    return _show(v)


def _strategy(s):
    return "(" + ", ".join(_show(x) for x in s) + ")"


def _pure_profile(strategies):
    prof = []
    for s in strategies:
        ones = [i for i, x in enumerate(s) if Fraction(x) == 1]
        if len(ones) != 1:
            return None
        prof.append(ones[0])
    return tuple(prof)


def _equilibria_table(j):
    eqs = j["equilibria"]
    n = max((len(e.get("strategies", [])) for e in eqs), default=0)
    head = '<tr><th style="%s">#</th>' % _STYLE[1]
    head += "".join(f'<th style="{_STYLE[1]};color:{player_color(k)}">player {k + 1}</th>' for k in range(n))
    head += f'<th style="{_STYLE[1]}">payoffs</th><th style="{_STYLE[1]}"></th></tr>'
    rows = []
    for i, e in enumerate(eqs):
        strategies = e.get("strategies", [])
        cells = "".join(f'<td style="{_STYLE[1]};color:{player_color(k)}">{_strategy(s)}</td>'
                        for k, s in enumerate(strategies))
        pay = ", ".join(f'<span style="color:{player_color(k)}">{_show(x)}</span>'
                        for k, x in enumerate(e.get("payoffs", [])))
        marks = []
        if e.get("exact") is False or e.get("approximate"):
            marks.append("≈ approximate")
        elif "exact" in e:
            marks.append("exact")
        if _pure_profile(strategies) is not None:
            marks.append("pure")
        rows.append(f'<tr><td style="{_STYLE[1]}">{i + 1}</td>{cells}<td style="{_STYLE[1]}">{pay}</td>'
                    f'<td style="{_STYLE[1]}">{esc(", ".join(marks))}</td></tr>')
    return f'<table style="{_STYLE[0]}">{head}{"".join(rows)}</table>'


def result_html(j, game=None):
    """A result: its key facts first (value, equilibria), then everything as a nested table."""
    parts = []
    facts = []
    if "value" in j and not isinstance(j["value"], (dict, list)):
        facts.append(f"<b>value</b> {_show(j['value'])}")
    if "count" in j and isinstance(j.get("equilibria"), list):
        facts.append(f"<b>{esc(j['count'])}</b> equilibri{'um' if j['count'] == 1 else 'a'}")
    for key in ("complete", "verified", "exact", "approximate"):
        if isinstance(j.get(key), bool):
            facts.append(f"{esc(key)} {_show(j[key])}")
    if facts:
        parts.append("<p>" + " · ".join(facts) + "</p>")
    if "row_strategy" in j and "col_strategy" in j:
        parts.append(f'<p><span style="color:{player_color(0)}">rows</span> {_strategy(j["row_strategy"])}; '
                     f'<span style="color:{player_color(1)}">columns</span> {_strategy(j["col_strategy"])}</p>')
    if isinstance(j.get("equilibria"), list) and j["equilibria"] and isinstance(j["equilibria"][0], dict) \
            and "strategies" in j["equilibria"][0]:
        parts.append(_equilibria_table(j))
    if game is not None and strategic_data(game) is not None:
        if isinstance(j.get("equilibria"), list):
            pure = [p for p in (_pure_profile(e.get("strategies", [])) for e in j["equilibria"]
                                if isinstance(e, dict)) if p is not None]
            parts.append(payoff_table_html(game, pure))
        elif isinstance(j.get("saddle_points"), list):
            parts.append(payoff_table_html(game, [tuple(s) for s in j["saddle_points"]], SADDLE))
    rest = {k: v for k, v in j.items() if k not in ("equilibria",)} if parts else j
    parts.append("<details><summary>all members</summary>" + generic_html(rest) + "</details>"
                 if parts else generic_html(rest))
    return "<div>" + "".join(parts) + "</div>"
