#!/usr/bin/env python3
"""Timings of the gamelab Python module (issue 33): the call overhead over the core for a 2x2
game, and the conversion of a 200x200 bimatrix game given as numpy arrays.

Run: PYTHONPATH=build/python python3 tests/bench/python/bench_gamelab.py
Each figure is the minimum over many repetitions (time.perf_counter), in microseconds.
"""

import sys
import time

import gamelab as gl
from gamelab import _gamelab


def best(fn, repeat):
    """The fastest of `repeat` calls of fn, in seconds."""
    fastest = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        fastest = min(fastest, time.perf_counter() - start)
    return fastest


def rounds(timers, count=10):
    """Each timer's minimum over `count` interleaved rounds (the machine's load changes while
    they run; interleaving gives each the same chances)."""
    results = {name: float("inf") for name in timers}
    for _ in range(count):
        for name, timer in timers.items():
            results[name] = min(results[name], timer())
    return results


def main():
    targets = {"overhead_us": 20.0, "from_arrays_200_ms": 5.0}
    game = gl.StrategicGame.from_arrays([[3, 0], [5, 1]], [[3, 5], [0, 1]])
    args = ["equilibria", "-"]

    timers = {
        "full": lambda: best(lambda: gl.equilibria(game), 500),
        "raw": lambda: best(lambda: _gamelab.run(args, game.text, None), 500),
    }
    if hasattr(_gamelab, "_core_seconds"):
        timers["core"] = lambda: _gamelab._core_seconds(args, game.text, 500)
    times = rounds(timers)
    full, raw, core = times["full"], times["raw"], times.get("core")
    print(f"gl.equilibria(2x2) end to end       {full * 1e6:9.1f} us")
    print(f"_gamelab.run(equilibria, 2x2)       {raw * 1e6:9.1f} us")
    if core is not None:
        print(f"core alone (runCliCommand, in C++)  {core * 1e6:9.1f} us")
        overhead = full - core
        print(f"overhead over the core              {overhead * 1e6:9.1f} us  (target <= {targets['overhead_us']:.0f} us)")

    failed = core is not None and overhead * 1e6 > targets["overhead_us"]
    try:
        import numpy as np
    except ImportError:
        print("numpy not installed: from_arrays(200x200 numpy) not timed")
    else:
        rng = np.random.default_rng(33)
        a = rng.integers(-1000, 1000, size=(200, 200))
        b = rng.integers(-1000, 1000, size=(200, 200))
        lists = [a.tolist(), b.tolist()]
        times = rounds({"numpy": lambda: best(lambda: gl.StrategicGame.from_arrays(a, b), 10),
                        "lists": lambda: best(lambda: gl.StrategicGame.from_arrays(*lists), 3)}, 3)
        conv, conv_lists = times["numpy"], times["lists"]
        print(f"from_arrays(200x200 numpy int64)    {conv * 1e3:9.2f} ms  (target <= {targets['from_arrays_200_ms']:.0f} ms)")
        print(f"from_arrays(200x200 nested lists)   {conv_lists * 1e3:9.2f} ms")
        failed = failed or conv * 1e3 > targets["from_arrays_200_ms"]
    return 1 if failed and "--check" in sys.argv else 0


if __name__ == "__main__":
    sys.exit(main())
