"""Gamelab's game-theory core from Python (../shared/PYTHON.md).

Every gamelab-cli command is a function here, named after its command words joined by ``_``
(``gamelab-cli tree spe`` is ``tree_spe``), with the command's options as keyword arguments
(``--all-optimal`` is ``all_optimal=True``). A document's parameters take values with
``param={"t": Fraction(1, 3)}`` (``--param t=1/3``), and ``equilibria(doc, sweep="t")`` is
``--sweep t``. The command runs in this process (the extension
``_gamelab`` calls the CLI's own code), so ``result.to_dict()`` is exactly the JSON object that
``gamelab-cli`` prints for the same input and options. Exact numbers are ``fractions.Fraction``.

Errors: ``InputError`` (a ``ValueError``) carries the CLI's one-line message for bad input or
options, ``Timeout`` a passed ``timeout=``; Ctrl-C cancels a running call (KeyboardInterrupt).
"""

import json
import os
import re
from fractions import Fraction

from . import _display, _gamelab

__all__ = [
    "InputError", "Timeout", "Result", "Game", "StrategicGame", "MatrixGame", "TreeGame",
    "read", "parse",
    "zerosum", "equilibria", "safety", "bargaining", "coalition", "grundy", "nim", "tree_spe",
    "tree_solve", "tree_strategic", "tree_svg", "tree_kingmaker", "tree_lemke", "tree_sequential", "tree_cfr",
    "liars_dice", "duopoly", "stochastic", "poker", "cgt", "cgt_compare", "cgt_ruleset", "qre", "CgtResult", "CoalitionResult",
]


class InputError(ValueError):
    """Bad input or options: the message is gamelab-cli's one line (file, line and column)."""


class Timeout(Exception):
    """The computation passed its ``timeout=`` seconds."""


# ---------------------------------------------------------------------------------------------
# Results

_EXACT = re.compile(r"-?\d+(/\d+)?")


def _value(v):
    """A JSON value for attribute access: exact-number strings become Fractions, objects
    Results, lists lists of the same."""
    if isinstance(v, str) and _EXACT.fullmatch(v):
        return Fraction(v)
    if isinstance(v, dict):
        return Result(v)
    if isinstance(v, list):
        return [_value(x) for x in v]
    return v


class Result:
    """A command's answer. ``to_dict()`` is the CLI's JSON object; attributes (and ``r[key]``)
    give its members with exact numbers as Fractions: ``gamelab.zerosum(m).value``."""

    __slots__ = ("_json", "_game")

    def __init__(self, json_object, game=None):
        self._json = json_object
        self._game = game  # the Game it answers, if known: its table highlights the result

    def _repr_html_(self):
        """Jupyter: key facts first (value, equilibria one per row), the game's table with
        pure equilibria or saddle points highlighted as in the GUI, then every member."""
        return _display.result_html(self._json, self._game if isinstance(self._game, StrategicGame) else None)

    def to_dict(self):
        """The JSON object gamelab-cli prints for the same input and options (a fresh copy)."""
        return json.loads(json.dumps(self._json))

    def keys(self):
        return self._json.keys()

    def values(self):
        return [_value(v) for v in self._json.values()]

    def items(self):
        return [(k, _value(v)) for k, v in self._json.items()]

    def __iter__(self):
        return iter(self._json)

    def __len__(self):
        return len(self._json)

    def __contains__(self, key):
        return key in self._json or (isinstance(key, int) and str(key) in self._json)

    def __getitem__(self, key):
        """A member; an int key also finds its decimal string (players and information sets
        are numbered as in the CLI: ``r.behaviour[1][1]``)."""
        if isinstance(key, int) and not isinstance(key, bool) and key not in self._json:
            key = str(key)
        return _value(self._json[key])

    def __getattr__(self, name):
        data = object.__getattribute__(self, "_json")
        for key in (name, name.replace("_", "-")):
            if key in data:
                return _value(data[key])
        raise AttributeError(f"result has no member {name!r} (members: {', '.join(data)})")

    def __dir__(self):
        return sorted(set(object.__dir__(self)) | {k.replace("-", "_") for k in self._json})

    def __eq__(self, other):
        return isinstance(other, Result) and self._json == other._json

    __hash__ = None

    def __repr__(self):
        def show(v, depth):
            v = _value(v) if not isinstance(v, (dict, Result)) else v
            if isinstance(v, Result):
                v = v._json
            if isinstance(v, dict):
                if depth > 2:
                    return "{...}"
                return "{" + ", ".join(f"{k}: {show(x, depth + 1)}" for k, x in v.items()) + "}"
            if isinstance(v, list):
                items = [show(x, depth + 1) for x in v[:8]]
                if len(v) > 8:
                    items.append(f"... ({len(v)} items)")
                return "[" + ", ".join(items) + "]"
            if isinstance(v, Fraction):
                return str(v)
            return repr(v)

        return "Result(" + show(self._json, 0)[1:-1] + ")"


# ---------------------------------------------------------------------------------------------
# Games: text in one of the CLI's formats, handed to the command on its standard input

class Game:
    """A game as text in one of the CLI's formats (``format``: "nfg", "efg", "gamelab",
    "json" or "tree" notation). ``path`` is the file it was read from, if any: commands then
    read that file, so that messages name it."""

    def __init__(self, text, format, path=None):
        self.text = text
        self.format = format
        self.path = path

    def __str__(self):
        return self.text

    def __repr__(self):
        where = f" from {self.path!r}" if self.path else ""
        first = self.text.strip().splitlines()[0] if self.text.strip() else ""
        return f"{type(self).__name__}({self.format}{where}: {first[:60]!r})"


def _number(x):
    """A payoff as the CLI reads it: int, Fraction, str ("-2/7", "0.25"); a float by str()."""
    if isinstance(x, bool):
        raise TypeError("a payoff must be a number, not a bool")
    if isinstance(x, Fraction):
        return str(x)
    if isinstance(x, (int, str)):
        return str(x)
    if isinstance(x, float):  # through str(): 0.1 is 1/10 (and 1e-05 is 1/100000)
        return str(Fraction(str(x))) if x == x and abs(x) != float("inf") else _bad_float(x)
    if hasattr(x, "item"):  # a numpy scalar
        return _number(x.item())
    raise TypeError(f"a payoff must be int, Fraction, str or float, not {type(x).__name__}")


def _bad_float(x):
    raise ValueError(f"a payoff must be finite, not {x}")


def _quoted(name):
    return '"' + str(name).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _nested(array):
    """Nested lists from nested lists or a numpy array."""
    return array.tolist() if hasattr(array, "tolist") else array


def _integer_payoffs(arrays):
    """(shape, the .nfg payoff numbers) of arrays of integers with the buffer protocol (numpy
    integer arrays) or nested lists of ints, of one shape with one dimension per player,
    written in C++; else None."""
    if all(isinstance(a, (list, tuple)) for a in arrays):
        return _gamelab.integer_list_payoffs(list(arrays))  # nested lists of ints, likewise
    try:
        views = [memoryview(a) for a in arrays]
    except (TypeError, ValueError, BufferError):
        return None
    text = _gamelab.integer_payoffs(views)
    return None if text is None else (views[0].shape, text)


def _shape(array):
    shape = []
    a = array
    while isinstance(a, (list, tuple)):
        shape.append(len(a))
        if not a:
            break
        a = a[0]
    return shape


def _at(array, index):
    for i in index:
        array = array[i]
    return array


class StrategicGame(Game):
    """A strategic-form game (.nfg or .gamelab text)."""

    def __init__(self, text, format="nfg", path=None):
        super().__init__(text, format, path)

    def _repr_html_(self):
        """Jupyter: the payoff table (player 1 down, player 2 across, one table per profile of
        players 3..), each payoff in its player's colour as in the GUI."""
        return _display.payoff_table_html(self)

    @classmethod
    def from_arrays(cls, *arrays, players=None, strategies=None, title=""):
        """One payoff array per player, each indexed [s1][s2]...[sn] (nested lists or numpy
        arrays). Payoffs: int, Fraction, str ("-2/7", "0.25"), float (through str()).
        ``players``: names; ``strategies``: one list of names per player."""
        if len(arrays) < 2:
            raise ValueError("from_arrays needs one payoff array per player (two at least)")
        n = len(arrays)
        fast = _integer_payoffs(arrays)  # numpy integer arrays: written in C++
        if fast is not None:
            shape = list(fast[0])
        else:
            arrays = [_nested(a) for a in arrays]
            shape = _shape(arrays[0])
        if len(shape) != n or (fast is None and any(_shape(a) != shape for a in arrays)) or 0 in shape:
            raise ValueError(f"from_arrays: {n} arrays of one shape with {n} dimensions and no empty one")
        players = list(players) if players is not None else [f"Player {i + 1}" for i in range(n)]
        if len(players) != n:
            raise ValueError(f"from_arrays: {n} player names expected")
        if strategies is not None:
            strategies = [list(s) for s in strategies]
            if [len(s) for s in strategies] != shape:
                raise ValueError(f"from_arrays: strategy names of counts {shape} expected")
            counts = "{ " + " ".join("{ " + " ".join(_quoted(x) for x in s) + " }" for s in strategies) + " }"
        else:
            counts = "{ " + " ".join(str(k) for k in shape) + " }"
        # Gambit's order: player 1's strategy varies fastest.
        payoffs = [fast[1]] if fast is not None else []
        index = [0] * n
        total = 1
        for k in shape:
            total *= k
        for _ in range(total if fast is None else 0):
            payoffs.extend(_number(_at(a, index)) for a in arrays)
            for p in range(n):
                index[p] += 1
                if index[p] < shape[p]:
                    break
                index[p] = 0
        text = (f"NFG 1 R {_quoted(title)} {{ {' '.join(_quoted(p) for p in players)} }} {counts}\n\n"
                + " ".join(payoffs) + "\n")
        return cls(text)


class MatrixGame(StrategicGame):
    """A two-person zero-sum game from the row player's payoffs (player 2 gets their negatives)."""

    def __init__(self, rows, players=None, strategies=None, title=""):
        rows = _nested(rows)
        if not isinstance(rows, (list, tuple)) or not rows or not all(isinstance(r, (list, tuple)) and r for r in rows):
            raise ValueError("MatrixGame: a non-empty list of non-empty rows")
        if len({len(r) for r in rows}) != 1:
            raise ValueError("MatrixGame: rows of one length")
        negated = [[_negate(x) for x in r] for r in rows]
        game = StrategicGame.from_arrays(rows, negated, players=players, strategies=strategies, title=title)
        super().__init__(game.text)


def _negate(x):
    text = _number(x)
    return text[1:] if text.startswith("-") else ("0" if text.strip("0./") == "" else "-" + text)


class TreeGame(Game):
    """A game tree (.efg, .gamelab of kind "tree", a bare tree JSON object or tree notation)."""

    def __init__(self, text, format="efg", path=None):
        super().__init__(text, format, path)

    def _repr_svg_(self):
        """Jupyter: the tree drawn as the GUI draws it (``gamelab-cli tree svg``); None (the
        text repr instead) for a tree the CLI refuses, such as one beyond its node limit."""
        try:
            return tree_svg(self)
        except InputError:
            return None


_FORMATS = {".nfg": "nfg", ".efg": "efg", ".gamelab": "gamelab", ".json": "json"}


def _sniff(text):
    head = text.lstrip()
    if head.startswith("NFG"):
        return "nfg"
    if head.startswith("EFG"):
        return "efg"
    if head.startswith("{"):
        return "json"
    return "tree"


def _game_class(text, format):
    if format == "nfg":
        return StrategicGame
    if format in ("efg", "tree"):
        return TreeGame
    if format in ("gamelab", "json"):
        try:
            kind = json.loads(text).get("kind")
        except (ValueError, AttributeError):
            kind = None
        if kind in ("strategic", "zerosum"):
            return StrategicGame
        if kind == "tree":
            return TreeGame
    return Game


def parse(text, format=None):
    """A game from text: format "nfg", "efg", "gamelab", "json" or "tree" (notation); by
    default sniffed from the text as the CLI does."""
    if format is None:
        format = _sniff(text)
    if format not in ("nfg", "efg", "gamelab", "json", "tree"):
        raise ValueError(f"unknown format {format!r} (nfg, efg, gamelab, json, tree)")
    return _game_class(text, format)(text, format)


def read(path):
    """A game from a file (.nfg, .efg, .gamelab, .json, tree notation), as the right class."""
    path = os.fspath(path)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    format = _FORMATS.get(os.path.splitext(path)[1].lower()) or _sniff(text)
    game = _game_class(text, format)(text, format)
    game.path = path
    return game


# ---------------------------------------------------------------------------------------------
# Running commands

def _option_value(value):
    if isinstance(value, (list, tuple)):
        return ",".join(_option_value(v) for v in value)
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    return str(value)


def _options(options):
    args = []
    for name, value in options.items():
        if value is None or value is False:
            continue
        if name == "param" and isinstance(value, dict):  # param={"t": Fraction(1, 3)}: --param t=1/3
            for parameter, v in value.items():
                args.extend(["--param", f"{parameter}={_option_value(v)}"])
            continue
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        else:
            args.extend([flag, _option_value(value)])
    return args


def _input(game):
    """(the CLI's input argument, the text on its stdin)."""
    if isinstance(game, Game):
        if game.path is not None and os.path.isfile(game.path):
            return game.path, None
        return "-", game.text
    if isinstance(game, (dict, list)):
        return "-", json.dumps(game)
    if isinstance(game, (str, os.PathLike)):
        return os.fspath(game), None  # a path, as on the command line
    raise TypeError(f"a game must be a gamelab Game, a path or a JSON object, not {type(game).__name__}")


def _run(args, stdin=None, timeout=None):
    code, out, err = _gamelab.run([str(a) for a in args], stdin, timeout)
    out = out.decode("utf-8", "replace")
    err = err.decode("utf-8", "replace").strip()
    if code == 0:
        return out
    if code == 2:
        raise InputError(err)
    if code == 3:
        raise Timeout(err or "time limit reached")
    raise RuntimeError(err or f"gamelab-cli exited with code {code}")


def _json(args, stdin=None, timeout=None, game=None):
    return Result(json.loads(_run(args, stdin, timeout)), game)


def _file_command(words, game, options):
    """A command that reads one game: `gamelab-cli WORDS [OPTIONS] FILE|-`. The result keeps
    the game (a Game) for its display."""
    arg, stdin = _input(game)
    return _json(list(words) + _options(options) + [arg], stdin, game=game if isinstance(game, Game) else None)


def zerosum(game, **options):
    """Value, optimal strategies, saddle points, dominance of a zero-sum game (``gamelab-cli
    zerosum``; options row_payoffs, all_optimal, float, dominance, timeout)."""
    return _file_command(["zerosum"], game, options)


def equilibria(game, **options):
    """Nash equilibria of a strategic game (``gamelab-cli equilibria``; options method, labels,
    refine, budget, restarts, seed, timeout). ``method="lrs"`` (PYTHON.md's name for the vertex
    enumeration by lrslib) is the CLI's ``enum``."""
    if options.get("method") == "lrs":
        options = dict(options, method="enum")
    return _file_command(["equilibria"], game, options)


def safety(game, **options):
    """Each player's safety level and maxmin strategies (``gamelab-cli safety``)."""
    return _file_command(["safety"], game, options)


def bargaining(game, **options):
    """Two-person cooperative solutions of a bimatrix game (``gamelab-cli bargaining``;
    options status_quo, ...)."""
    return _file_command(["bargaining"], game, options)


def coalition(game, **options):
    """A TU game: properties, Shapley value, core, nucleolus, voting power (``gamelab-cli
    coalition``; options only, ...). ``game``: a Game, a path or the JSON object as a dict.
    In Jupyter a three-player game's result shows its imputation triangle (SVG)."""
    arg, stdin = _input(game)
    result = json.loads(_run(["coalition"] + _options(options) + [arg], stdin))
    picture = {k: v for k, v in options.items() if k in ("domain", "timeout")}
    return CoalitionResult(result, ["coalition", "--svg"] + _options(picture) + [arg], stdin)


def qre(game, **options):
    """The logit QRE branch of a strategic game or tree (``gamelab-cli qre``; options lambdas,
    max_lambda, fit, ...)."""
    return _file_command(["qre"], game, options)


def stochastic(game, **options):
    """Stochastic, recursive and multistage zero-sum games (``gamelab-cli stochastic``;
    options iterations, ...)."""
    return _file_command(["stochastic"], game, options)


def tree_spe(game, **options):
    """A subgame-perfect equilibrium (``gamelab-cli tree spe``; option count)."""
    return _file_command(["tree", "spe"], game, options)


def tree_solve(game, **options):
    """Value and optimal behaviour strategies of a zero-sum tree (``gamelab-cli tree solve``)."""
    return _file_command(["tree", "solve"], game, options)


def tree_kingmaker(game, **options):
    """Kingmakers, SPE count, maxn and SP-1EP of a win/lose tree (``gamelab-cli tree kingmaker``)."""
    return _file_command(["tree", "kingmaker"], game, options)


def tree_lemke(game, **options):
    """``gamelab-cli tree lemke``: an equilibrium of a two-person tree by Lemke's algorithm on
    the sequence form."""
    return _file_command(["tree", "lemke"], game, options)


def tree_sequential(game, **options):
    """``gamelab-cli tree sequential``: a sequential equilibrium of a tree."""
    return _file_command(["tree", "sequential"], game, options)


def tree_cfr(game, **options):
    """``gamelab-cli tree cfr``: CFR+ on a two-person zero-sum tree."""
    return _file_command(["tree", "cfr"], game, options)


def tree_strategic(game, **options):
    """The strategic form of a tree as .nfg text (``gamelab-cli tree strategic``; options
    reduced, merge_duplicates). ``gamelab.parse(text)`` makes it a StrategicGame."""
    arg, stdin = _input(game)
    return _run(["tree", "strategic"] + _options(options) + [arg], stdin)


def tree_svg(game, **options):
    """The tree's picture as SVG text (``gamelab-cli tree svg``): the GUI's layout and player
    colours, action labels, chance probabilities, payoffs, information sets."""
    arg, stdin = _input(game)
    return _run(["tree", "svg"] + _options(options) + [arg], stdin)


_OCTAL_CODE = re.compile(r"\d*\.\d+|\d+\.")


def grundy(spec, **options):
    """Grundy values of heaps 0..upto under a rule (``gamelab-cli grundy SPEC --upto N``);
    a bare octal code such as "0.07" is the CLI's "octal:0.07"."""
    spec = str(spec)
    if _OCTAL_CODE.fullmatch(spec):
        spec = "octal:" + spec
    return _json(["grundy", spec] + _options(options))


def nim(heaps, **options):
    """Nim: nim-sum, outcome and winning moves (``gamelab-cli nim HEAP...``; option misere)."""
    if isinstance(heaps, int):
        heaps = [heaps]
    return _json(["nim"] + _options(options) + [str(h) for h in heaps])


def liars_dice(sides, **options):
    """Liar's Dice with one die of ``sides`` sides (``gamelab-cli liars-dice N``; options float,
    strategies)."""
    return _json(["liars-dice", str(sides)] + _options(options))


def duopoly(model, timeout=None, **options):
    """Cournot, Stackelberg, Bertrand, ... (``gamelab-cli duopoly MODEL``; options a, c, b,
    firms, costs, fixed, ...). The models are closed-form and the CLI has no --timeout here:
    ``timeout=`` is accepted (the call's deadline) and has nothing to cut."""
    return _json(["duopoly", str(model)] + _options(options), timeout=timeout)


def poker(model, **options):
    """Continuous poker (``gamelab-cli poker MODEL --beta B``; options beta, discretise)."""
    return _json(["poker", str(model)] + _options(options))


class _DrawnResult(Result):
    """A result with a picture from the CLI's ``--svg`` run of the same command and input."""

    __slots__ = ("_svg_args", "_svg_stdin")

    def __init__(self, json_object, svg_args, svg_stdin=None, game=None):
        super().__init__(json_object, game)
        self._svg_args = svg_args
        self._svg_stdin = svg_stdin

    def _svg(self):
        return _run(self._svg_args, self._svg_stdin)

    def _repr_svg_(self):
        try:
            return self._svg()
        except InputError:
            return None

    def _repr_html_(self):
        """The picture (inline SVG) above the result's table."""
        svg = self._repr_svg_()
        picture = "" if svg is None else "<div>" + svg.split("?>", 1)[-1] + "</div>"
        return "<div>" + picture + _display.result_html(self._json) + "</div>"


class CgtResult(_DrawnResult):
    """A ``cgt`` result (of an expression or a ruleset position) that draws its thermograph
    in Jupyter (``gamelab-cli cgt --svg``), as the GUI's thermograph chart."""

    __slots__ = ()

    def thermograph_svg(self):
        """The thermograph as SVG text; InputError for a symbolic sum x + *n (no thermograph)."""
        return self._svg()


class CoalitionResult(_DrawnResult):
    """A ``coalition`` result that draws the imputation triangle of a three-player game in
    Jupyter (``gamelab-cli coalition --svg``): the core, the Shapley value, the nucleolus."""

    __slots__ = ()

    def triangle_svg(self):
        """The imputation triangle as SVG text; InputError unless the game has three players, a
        table of values and v(N) > v({1}) + v({2}) + v({3})."""
        return self._svg()

    def _repr_svg_(self):
        if self._json.get("player_count") != 3 or not self._json.get("table"):
            return None
        return super()._repr_svg_()


def _cgt(words, operands, options):
    args = ["cgt"] + words + _options(options) + ["--"] + operands
    svg_args = ["cgt", "--svg"] + words + _options(options) + ["--"] + operands
    return CgtResult(json.loads(_run(args)), svg_args)


def cgt(expression, **options):
    """A short partizan game: canonical form, outcome, mean, temperature, ... (``gamelab-cli
    cgt EXPR``). In Jupyter the result shows its thermograph (SVG)."""
    return _cgt([], [str(expression)], options)


def cgt_compare(g, h, **options):
    """Compares two partizan games (``gamelab-cli cgt --compare G H``)."""
    return _json(["cgt", "--compare"] + _options(options) + ["--", str(g), str(h)])


def cgt_ruleset(name, position, **options):
    """A position of a ruleset (``gamelab-cli cgt --ruleset NAME POSITION``: domineering,
    hackenbush, toads-and-frogs, cutcake)."""
    return _cgt(["--ruleset", str(name)], [str(position)], options)
