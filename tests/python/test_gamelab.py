"""The gamelab Python module against gamelab-cli (../shared/PYTHON.md): every function's
to_dict() equals the CLI's JSON for the same input and options, exact numbers are Fractions,
bad input raises InputError with the CLI's message, timeout= raises Timeout, and SIGINT cancels
a long call with KeyboardInterrupt, the interpreter still usable.

Run: PYTHONPATH=<build>/python GAMELAB_CLI=<build>/app/gamelab-cli python3 -m pytest tests/python
"""
import json
import os
import random
import signal
import subprocess
import threading
import time
from fractions import Fraction

import pytest

import gamelab as gl

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
CLI = os.environ.get("GAMELAB_CLI", os.path.join(HERE, "..", "..", "build", "app", "gamelab-cli"))


def data(*parts):
    return os.path.join(DATA, *parts)


def cli(args, stdin=None):
    """(exit code, stdout, stderr) of the real gamelab-cli."""
    done = subprocess.run([CLI] + args, input=stdin, capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def cli_json(args, stdin=None):
    code, out, err = cli(args, stdin)
    assert code == 0, err
    return json.loads(out)


KINGMAKER_EFG = """EFG 2 R "kingmaker" { "1" "2" "3" }
""

p "" 1 1 "" { "a" "b" } 0
p "" 2 1 "" { "c" "d" } 0
t "" 1 "" { 1 0 0 }
t "" 2 "" { 0 0 1 }
t "" 3 "" { 0 1 0 }
"""

# (name, the Python call, the CLI's arguments, the CLI's stdin)
CASES = [
    ("zerosum file", lambda: gl.zerosum(gl.read(data("matching_pennies.nfg"))),
     ["zerosum", data("matching_pennies.nfg")], None),
    ("zerosum matrix", lambda: gl.zerosum(gl.MatrixGame([[3, -1], [-2, 4]]), all_optimal=True),
     ["zerosum", "--all-optimal", "-"], gl.MatrixGame([[3, -1], [-2, 4]]).text),
    ("equilibria", lambda: gl.equilibria(gl.read(data("bimatrix_t09_battle.nfg"))),
     ["equilibria", data("bimatrix_t09_battle.nfg")], None),
    ("equilibria lh", lambda: gl.equilibria(gl.read(data("bimatrix_t19_2x3.nfg")), method="lh", labels="all"),
     ["equilibria", "--method", "lh", "--labels", "all", data("bimatrix_t19_2x3.nfg")], None),
    ("equilibria arrays",
     lambda: gl.equilibria(gl.StrategicGame.from_arrays([[3, 0], [5, 1]], [[3, 5], [0, 1]])),
     ["equilibria", "-"], gl.StrategicGame.from_arrays([[3, 0], [5, 1]], [[3, 5], [0, 1]]).text),
    ("safety", lambda: gl.safety(gl.read(data("bimatrix_t09_battle.nfg"))),
     ["safety", data("bimatrix_t09_battle.nfg")], None),
    ("bargaining", lambda: gl.bargaining(gl.read(data("bimatrix_t40_bargaining.nfg"))),
     ["bargaining", data("bimatrix_t40_bargaining.nfg")], None),
    ("coalition", lambda: gl.coalition(data("coalition", "t63_example1.json"), only=["shapley", "core"]),
     ["coalition", "--only", "shapley,core", data("coalition", "t63_example1.json")], None),
    ("qre", lambda: gl.qre(gl.read(data("qre", "pennies.nfg")), lambdas=[0.5, 1.0]),
     ["qre", "--lambdas", "0.5,1.0", data("qre", "pennies.nfg")], None),
    ("stochastic", lambda: gl.stochastic(gl.read(data("stochastic", "t84_dare.json"))),
     ["stochastic", data("stochastic", "t84_dare.json")], None),
    ("tree spe", lambda: gl.tree_spe(gl.read(data("tree", "t21_subgame.efg"))),
     ["tree", "spe", data("tree", "t21_subgame.efg")], None),
    ("tree solve", lambda: gl.tree_solve(gl.read(data("tree", "kuhn_poker.efg"))),
     ["tree", "solve", data("tree", "kuhn_poker.efg")], None),
    ("tree solve stdin",
     lambda: gl.tree_solve(gl.parse(open(data("tree", "kuhn_poker.efg")).read(), format="efg")),
     ["tree", "solve", "-"], open(data("tree", "kuhn_poker.efg")).read()),
    ("tree kingmaker", lambda: gl.tree_kingmaker(gl.parse(KINGMAKER_EFG), reading="alt"),
     ["tree", "kingmaker", "--reading", "alt", "-"], KINGMAKER_EFG),
    ("tree lemke", lambda: gl.tree_lemke(gl.read(data("tree", "kuhn_poker.efg"))),
     ["tree", "lemke", data("tree", "kuhn_poker.efg")], None),
    ("tree sequential", lambda: gl.tree_sequential(gl.read(data("tree", "selten_horse.efg"))),
     ["tree", "sequential", data("tree", "selten_horse.efg")], None),
    ("tree cfr", lambda: gl.tree_cfr(gl.read(data("tree", "kuhn_poker.efg")), iterations=50),
     ["tree", "cfr", "--iterations", "50", data("tree", "kuhn_poker.efg")], None),
    ("grundy", lambda: gl.grundy("0.07", upto=30), ["grundy", "octal:0.07", "--upto", "30"], None),
    ("grundy rule", lambda: gl.grundy("subtraction:1,3,4", upto=20),
     ["grundy", "subtraction:1,3,4", "--upto", "20"], None),
    ("nim", lambda: gl.nim([3, 4, 5]), ["nim", "3", "4", "5"], None),
    ("nim misere", lambda: gl.nim([1, 1, 2], misere=True), ["nim", "--misere", "1", "1", "2"], None),
    ("liars dice", lambda: gl.liars_dice(6), ["liars-dice", "6"], None),
    ("duopoly", lambda: gl.duopoly("cournot", a=17, c=1), ["duopoly", "cournot", "--a", "17", "--c", "1"], None),
    ("poker", lambda: gl.poker("von-neumann", beta=2), ["poker", "von-neumann", "--beta", "2"], None),
    ("cgt", lambda: gl.cgt("^+*"), ["cgt", "^+*"], None),
    ("cgt compare", lambda: gl.cgt_compare("^", "*"), ["cgt", "--compare", "^", "*"], None),
    ("cgt ruleset", lambda: gl.cgt_ruleset("domineering", "../.."), ["cgt", "--ruleset", "domineering", "../.."], None),
]


# Members that differ from run to run of the CLI itself: CFR+'s live checks are timed.
VOLATILE = {"tree cfr": ["history"]}


@pytest.mark.parametrize("name,call,args,stdin", CASES, ids=[c[0] for c in CASES])
def test_to_dict_is_the_cli_json(name, call, args, stdin):
    result = call()
    mine, theirs = result.to_dict(), cli_json(args, stdin)
    for key in VOLATILE.get(name, []):
        assert key in mine and key in theirs
        del mine[key], theirs[key]
    assert mine == theirs
    assert repr(result).startswith("Result(")


def test_tree_strategic_is_the_cli_nfg():
    text = gl.tree_strategic(gl.read(data("tree", "t21_subgame.efg")), reduced=True)
    code, out, err = cli(["tree", "strategic", "--reduced", data("tree", "t21_subgame.efg")])
    assert code == 0, err
    assert text == out
    assert isinstance(gl.parse(text), gl.StrategicGame)


def test_exact_numbers_are_fractions():
    m = gl.MatrixGame([[3, -1], [-2, 4]])
    value = gl.zerosum(m).value
    assert isinstance(value, Fraction) and value == Fraction(1)
    battle = gl.equilibria(gl.read(data("bimatrix_t09_battle.nfg")))
    for eq in battle.equilibria:
        for strategy in eq.strategies:
            assert all(isinstance(p, Fraction) for p in strategy)
            assert sum(strategy) == 1
    assert gl.zerosum(gl.MatrixGame([[0.1, 0], [0, 0.1]])).value == Fraction(1, 20)  # 0.1 read as 1/10
    assert gl.zerosum(gl.MatrixGame([[Fraction(1, 3), "-2/7"], ["0.25", 0.5]])).value == \
        gl.zerosum(gl.MatrixGame([["1/3", Fraction(-2, 7)], [Fraction(1, 4), Fraction(1, 2)]])).value


def test_behaviour_maps_by_player_and_information_set():
    result = gl.tree_solve(gl.read(data("tree", "kuhn_poker.efg")))
    behaviour = result.to_dict()["behaviour"]
    for player, sets in behaviour.items():
        for infoset, probabilities in sets.items():
            got = result.behaviour[int(player)][int(infoset)]
            assert got == [Fraction(p) for p in probabilities]
            assert sum(got) == 1


def test_from_arrays_n_players_and_numpy_optional():
    a = [[[1, 0], [0, 0]], [[0, 0], [0, 1]]]
    game = gl.StrategicGame.from_arrays(a, a, a)
    assert game.text.startswith('NFG 1 R "" { "Player 1" "Player 2" "Player 3" } { 2 2 2 }')
    result = gl.equilibria(game)
    assert result.to_dict() == cli_json(["equilibria", "-"], game.text)
    np = pytest.importorskip("numpy")
    g2 = gl.StrategicGame.from_arrays(np.array([[3, 0], [5, 1]]), np.array([[3, 5], [0, 1]]))
    assert g2.text == gl.StrategicGame.from_arrays([[3, 0], [5, 1]], [[3, 5], [0, 1]]).text


def test_from_arrays_int_lists_as_the_general_path():
    """Nested lists of ints take the C++ path; one Fraction leaf sends the whole game through
    the general path: the same text. Ints beyond 64 bits, bools and ragged lists as before."""
    rng = random.Random(7)
    arrays = [[[[rng.randint(-99, 99) for _ in range(2)] for _ in range(4)] for _ in range(3)] for _ in range(3)]
    general = [[[[Fraction(x) for x in c] for c in b] for b in a] for a in arrays]
    general[0][0][0][0] = Fraction(arrays[0][0][0][0])
    assert gl.StrategicGame.from_arrays(*arrays).text == gl.StrategicGame.from_arrays(*general).text
    assert gl.StrategicGame.from_arrays(((1, 2),), [[3, 4]]).text.endswith("\n1 3 2 4\n")
    assert "1180591620717411303424 -1" in gl.StrategicGame.from_arrays([[2**70]], [[-1]]).text
    with pytest.raises(TypeError):
        gl.StrategicGame.from_arrays([[True]], [[1]])
    with pytest.raises((ValueError, IndexError)):  # ragged: the general path's error, as before
        gl.StrategicGame.from_arrays([[1, 2], [3]], [[1, 2], [3, 4]])


def test_from_arrays_numpy_integer_arrays_as_lists():
    """Integer arrays take the C++ path: the same text as nested lists, for any dtype, any
    strides, three players; floats, bools and mixed shapes take (or fail) the general path."""
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(33)
    arrays = [rng.integers(-99, 99, (3, 4, 2)) for _ in range(3)]
    arrays[1] = arrays[1].astype(np.int8)
    arrays[2] = np.asfortranarray(arrays[2]).astype(np.uint16)[:, ::-1, :] * 0 + 7
    lists = [a.tolist() for a in arrays]
    assert gl.StrategicGame.from_arrays(*arrays).text == gl.StrategicGame.from_arrays(*lists).text
    big = np.array([[2**62, -(2**62)], [0, 1]])
    assert "4611686018427387904 -4611686018427387904" in gl.StrategicGame.from_arrays(big, -big).text
    floats = np.array([[0.1, 0.5]])
    assert gl.StrategicGame.from_arrays(floats, floats).text == gl.StrategicGame.from_arrays([[0.1, 0.5]], [[0.1, 0.5]]).text
    with pytest.raises(TypeError):
        gl.StrategicGame.from_arrays(np.array([[True]]), np.array([[1]]))
    with pytest.raises(ValueError):
        gl.StrategicGame.from_arrays(np.zeros((2, 2), dtype=int), np.zeros((2, 3), dtype=int))


def test_input_error_has_the_cli_message():
    for path in [data("bad_truncated.nfg"), data("bad_notanumber.nfg")]:
        with pytest.raises(gl.InputError) as caught:
            gl.zerosum(gl.read(path))
        code, _, err = cli(["zerosum", path])
        assert code == 2
        assert str(caught.value) == err.strip()
        assert isinstance(caught.value, ValueError)
    text = open(data("bad_notanumber.nfg")).read()
    with pytest.raises(gl.InputError) as caught:
        gl.zerosum(gl.parse(text, format="nfg"))
    assert str(caught.value) == cli(["zerosum", "-"], text)[2].strip()


def test_bad_option_is_an_input_error():
    m = gl.MatrixGame([[1, 0], [0, 1]])
    with pytest.raises(gl.InputError) as caught:
        gl.zerosum(m, dominance="sideways")
    assert str(caught.value) == cli(["zerosum", "--dominance", "sideways", "-"], m.text)[2].strip()
    with pytest.raises(gl.InputError):
        gl.zerosum(m, no_such_option=True)


def random_game(players, strategies, seed):
    rng = random.Random(seed)
    shape = [strategies] * players

    def array():
        def build(depth):
            if depth == players:
                return rng.randint(-50, 50)
            return [build(depth + 1) for _ in range(shape[depth])]
        return build(0)

    return gl.StrategicGame.from_arrays(*[array() for _ in range(players)])


BIG = random_game(6, 4, 7)


def test_parse_and_read_give_the_right_class():
    assert isinstance(gl.read(data("matching_pennies.nfg")), gl.StrategicGame)
    assert isinstance(gl.read(data("tree", "kuhn_poker.efg")), gl.TreeGame)
    assert isinstance(gl.parse(KINGMAKER_EFG), gl.TreeGame)
    assert isinstance(gl.parse(gl.MatrixGame([[1]]).text), gl.StrategicGame)
    assert isinstance(gl.read(data("strategic_t01.gamelab")), gl.StrategicGame)


def test_timeout_of_a_command_without_the_option():
    # duopoly has no --timeout (closed-form models): timeout= is accepted, the answer the same.
    assert gl.duopoly("cournot", a=17, c=1, timeout=60).to_dict() == \
        cli_json(["duopoly", "cournot", "--a", "17", "--c", "1"])


def test_timeout_raises_timeout():
    start = time.monotonic()
    with pytest.raises(gl.Timeout):
        gl.equilibria(BIG, budget=30, timeout=0.5)
    assert time.monotonic() - start < 5


def test_sigint_cancels_and_the_next_call_works():
    sent = []

    def interrupt():
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(0.3, interrupt)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            gl.equilibria(BIG, budget=30)
    finally:
        timer.cancel()
    assert sent and time.monotonic() - sent[0] < 1.0
    assert gl.nim([3, 4, 5]).to_dict() == cli_json(["nim", "3", "4", "5"])


def test_sigint_with_a_handler_that_does_not_raise_lets_the_call_finish():
    """A Python SIGINT handler that returns: the call runs on (again) and answers; Python's
    handlers are the same before and after a call, and a later SIGINT raises as usual."""
    seen = []
    previous = signal.signal(signal.SIGINT, lambda *_: seen.append(1))
    try:
        game = random_game(2, 3, 3)
        timer = threading.Timer(0.05, lambda: os.kill(os.getpid(), signal.SIGINT))
        timer.start()
        started = time.monotonic()
        result = None
        while time.monotonic() - started < 0.3:  # calls until the signal has come
            result = gl.equilibria(game)
        timer.join()
        assert seen == [1]
        assert result.to_dict() == cli_json(["equilibria", "-"], game.text)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert signal.getsignal(signal.SIGINT) is previous
    gl.nim([1, 2])
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(1)


def test_calls_from_another_thread():
    answers = []
    thread = threading.Thread(target=lambda: answers.append(gl.nim([3, 4, 5]).to_dict()))
    thread.start()
    thread.join()
    assert answers == [cli_json(["nim", "3", "4", "5"])]


def test_calls_release_the_gil():
    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.01)

    thread = threading.Thread(target=tick)
    thread.start()
    try:
        with pytest.raises(gl.Timeout):
            gl.equilibria(BIG, budget=30, timeout=0.5)
    finally:
        stop.set()
        thread.join()
    assert len(ticks) >= 10  # about 50 when the call holds no GIL; none if it did


def test_equilibria_method_lrs_is_the_vertex_enumeration():
    # PYTHON.md's example names the method "lrs": the CLI's "enum" (lrslib's vertex enumeration).
    b = gl.StrategicGame.from_arrays([[3, 0], [5, 1]], [[3, 5], [0, 1]])
    assert gl.equilibria(b, method="lrs").to_dict() == gl.equilibria(b, method="enum").to_dict()


def test_parameters_take_values_and_sweep():
    path = os.path.join(HERE, "..", "..", "resources", "examples", "bos_family.gamelab")
    at3 = gl.equilibria(path, param={"t": Fraction(3)})
    cli = json.loads(subprocess.run([CLI, "equilibria", path, "--param", "t=3"], capture_output=True,
                                    text=True, check=True).stdout)
    assert at3.to_dict() == cli
    assert [3, 1] in [e.payoffs for e in at3.equilibria]
    with pytest.raises(gl.InputError, match="outside its range"):
        gl.equilibria(path, param={"t": 5})
    with pytest.raises(gl.InputError, match='no parameter named "s"'):
        gl.equilibria(path, param={"s": 1})
    spe = gl.tree_spe(data("param", "gamble.gamelab"), sweep="p")
    assert spe.breakpoints == [Fraction(1, 2)]
