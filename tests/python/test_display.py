"""Jupyter display of the gamelab module (../shared/PYTHON.md): games and results as HTML
tables (_repr_html_), well-formed, text escaped, payoffs in the GUI's player colours, pure
equilibria and saddle points highlighted.

Run: PYTHONPATH=<build>/python GAMELAB_CLI=<build>/app/gamelab-cli python3 -m pytest tests/python
"""
import os
import xml.etree.ElementTree as ET

import gamelab as gl

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "data")
AMBER = "#FFE082"  # the GUI's pure-equilibrium background
BLUE, VERMILION, GREEN = "#0072B2", "#D55E00", "#009E73"


def data(*parts):
    return os.path.join(DATA, *parts)


def parsed(html):
    """The HTML as XML (it is written well-formed): fails on unescaped text."""
    return ET.fromstring(html.replace("&nbsp;", " "))


def cells(html):
    return [td for td in parsed(html).iter("td")]


def test_bimatrix_table_rows_columns_and_colours():
    html = gl.read(data("bimatrix_t09_battle.nfg"))._repr_html_()
    tds = cells(html)
    assert len(tds) == 4
    texts = ["".join(td.itertext()) for td in tds]
    assert texts == ["2, 1", "0, 0", "0, 0", "1, 2"]  # rows I's strategies, columns II's
    spans = tds[0].findall("span")
    assert BLUE in spans[0].get("style") and VERMILION in spans[1].get("style")
    assert "Battle of the Sexes" in "".join(parsed(html).itertext())


def test_three_players_one_table_per_slice():
    html = gl.read(data("three_players.nfg"))._repr_html_()
    tables = list(parsed(html).iter("table"))
    assert len(tables) == 2  # player C has two strategies
    assert all(len(list(t.iter("td"))) == 2 for t in tables)  # 2 x 1 each
    assert GREEN in html
    texts = ["".join(td.itertext()) for td in cells(html)]
    assert texts[0] == "1/2, 1/4, -3"  # exact: 0.25 shown as 1/4


def test_outcome_form_and_escaping():
    html = gl.read(data("outcome_3x2.nfg"))._repr_html_()
    assert "C &quot;careful&quot;" in html
    texts = ["".join(td.itertext()) for td in cells(html)]
    assert texts[:2] == ["2, -2", "-1, 1"] and texts[2] == "0, 0"  # (B, L): the null outcome
    g = gl.StrategicGame.from_arrays([[1, 0]], [[0, 1]], players=["<b>&", "x"], strategies=[["<i>"], ["a", "b"]])
    html = g._repr_html_()
    parsed(html)
    assert "<b>&" not in html and "&lt;b&gt;&amp;" in html and "&lt;i&gt;" in html


def test_gamelab_documents():
    for name in ("strategic_t01.gamelab", "t26_guess.gamelab"):
        html = gl.read(data(name))._repr_html_()
        assert len(cells(html)) in (4, 9)
    texts = ["".join(td.itertext()) for td in cells(gl.read(data("t26_guess.gamelab"))._repr_html_())]
    assert texts[1] == "1, -1"


def test_equilibria_result_highlights_pure_equilibria():
    g = gl.read(data("bimatrix_t09_battle.nfg"))
    html = gl.equilibria(g)._repr_html_()
    root = parsed(html)
    highlighted = ["".join(td.itertext()) for td in root.iter("td") if AMBER in (td.get("style") or "")]
    assert highlighted == ["2, 1", "1, 2"]
    text = "".join(root.itertext())
    assert "2/3" in text and "3 equilibria" in text
    # Without a game to show (a path), the equilibria table alone.
    html = gl.equilibria(data("bimatrix_t09_battle.nfg"))._repr_html_()
    assert AMBER not in html and "2/3" in html


def test_zerosum_result_value_and_saddle_point():
    m = gl.MatrixGame([[1, 3], [0, 2]])
    html = gl.zerosum(m)._repr_html_()
    root = parsed(html)
    assert "value 1" in " ".join(root.itertext())
    saddle = ["".join(td.itertext()) for td in root.iter("td") if "#FFD54F" in (td.get("style") or "")]
    assert saddle == ["1, -1"]


def test_other_results_as_nested_tables():
    for result in (gl.nim([3, 4, 5]), gl.safety(gl.read(data("bimatrix_t09_battle.nfg"))), gl.cgt("^+*")):
        html = result._repr_html_()
        parsed(html)
        assert "<table" in html
    assert "1/3" in gl.safety(gl.read(data("bimatrix_t09_battle.nfg")))._repr_html_()


def test_tree_svg_matches_the_cli_and_is_well_formed():
    import subprocess
    cli = os.environ.get("GAMELAB_CLI", os.path.join(HERE, "..", "..", "build", "app", "gamelab-cli"))
    path = data("tree", "kuhn_poker.efg")
    t = gl.read(path)
    svg = t._repr_svg_()
    assert svg == subprocess.run([cli, "tree", "svg", path], capture_output=True, text=True).stdout
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert gl.tree_svg(path) == svg


def test_tree_svg_from_notation_and_escaping():
    t = gl.parse("N{1/4: I{b: (1, 2), \"<c> & d\": (0, 0)}, 3/4: (2, 1)}")
    svg = t._repr_svg_()
    root = ET.fromstring(svg.encode("utf-8"))
    texts = ["".join(x.itertext()) for x in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "<c> & d" in texts and "1/4" in texts and "(1, 2)" in texts
    assert sum(1 for _ in root.iter("{http://www.w3.org/2000/svg}circle")) == 5  # N, I, three leaves


def test_tree_svg_bad_input():
    import pytest
    with pytest.raises(gl.InputError):
        gl.tree_svg(gl.parse("I{a: ", format="tree"))
    assert gl.parse("I{a: ", format="tree")._repr_svg_() is None


def test_cgt_thermograph_svg():
    r = gl.cgt("{3|{2|-1}}")
    svg = r._repr_svg_()
    root = ET.fromstring(svg.encode("utf-8"))
    classes = [p.get("class") for p in root.iter("{http://www.w3.org/2000/svg}polyline")]
    assert classes == ["left-wall", "right-wall", "mast"]
    assert "m = 2, t = 1" in svg
    html = r._repr_html_()
    assert "<svg" in html and "<?xml" not in html and "temperature" in html
    assert r.to_dict()["mean"] == "2"  # the JSON as before
    p = gl.cgt_ruleset("domineering", "..../..../....")
    assert p._repr_svg_().count("<polyline") == 3
    s = gl.cgt("1+*5000")  # a symbolic sum: no thermograph, the table alone
    assert s._repr_svg_() is None and "<table" in s._repr_html_()


def test_coalition_imputation_triangle_svg():
    r = gl.coalition(data("coalition", "t63_example1.json"))
    svg = r._repr_svg_()
    root = ET.fromstring(svg.encode("utf-8"))
    classes = [e.get("class") for e in root.iter() if e.get("class")]
    assert "imputations" in classes and "core" in classes and "shapley" in classes and "nucleolus" in classes
    assert "(7/3, 17/6, 17/6)" in svg  # the Shapley value of the JSON
    assert svg == r.triangle_svg()
    html = r._repr_html_()
    assert "<svg" in html and "<?xml" not in html and "<table" in html
    d = gl.coalition({"players": ["A", "B", "C"], "v": [0, 0, 0, 1, 0, 1, 1, 1]})  # a dict on stdin
    assert d._repr_svg_().startswith("<?xml")
    four = gl.coalition({"v": [0] * 15 + [1]})  # four players: no triangle
    assert four._repr_svg_() is None and "<svg" not in four._repr_html_()
