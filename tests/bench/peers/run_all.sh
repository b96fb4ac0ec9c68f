#!/bin/sh
# The peer measurements of the README's performance section: Gamelab against Gambit's
# command-line tools (built from source: Gambit is not in Debian) and SciPy's HiGHS, in one run.
# usage: run_all.sh [GAMELAB_CLI] [GAMBIT_BIN_DIR] [OUT_DIR] [SECTIONS]
#   PEERS_DIR      (environment) the working directory: Gambit's source in gambit-src (its
#                  contrib/games are read), the generated games in games; default ./peers
#   GAMELAB_CLI    default build/app/gamelab-cli
#   GAMBIT_BIN_DIR default $PEERS_DIR/gambit/bin (gambit-enumpoly, gambit-lcp, gambit-lp, gambit-logit)
#   OUT_DIR        default $PEERS_DIR/results
#   SECTIONS       default zabcdlqs (z: start-up baseline, a: n-player enumpoly, b: Lemke-Howson, c: exact zero-sum LP,
#                  d: float zero-sum LP vs SciPy/HiGHS, l: one equilibrium of a two-player tree by Lemke
#                  (tree lemke) vs gambit-lcp, q: logit QRE branch to lambda 1e6 vs gambit-logit,
#                  on all of contrib/games, .nfg and .efg, and random games; s: one equilibrium of
#                  random 3x10^3, 4x6^4, 5x4^5, 6x3^6 games vs gambit-gnm and gambit-logit;
#                  t (not in the default): the sequence-form LP of a 157 000-node random tree by
#                  Clp and by HiGHS, see README)
# Needs /usr/bin/python3 with python3-scipy (Debian). Games are regenerated (fixed seeds)
# into $PEERS_DIR/games; Gambit's own games are read from $PEERS_DIR/gambit-src/contrib/games.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=${PEERS_DIR:-$PWD/peers}
GAMELAB=${1:-build/app/gamelab-cli}
GAMBIT=${2:-$ROOT/gambit/bin}
OUT=${3:-$ROOT/results}
SECTIONS=${4:-zabcdlqs}
mkdir -p "$OUT"
/usr/bin/python3 "$HERE/gen_games.py" "$ROOT/games"
{
  echo "date: $(date -u)"
  echo "host: $(uname -srm), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
  echo "gamelab: $GAMELAB (sha256 $(sha256sum "$GAMELAB" | cut -c1-16), modified $(date -u -r "$GAMELAB"))"
  echo "gambit: $("$GAMBIT/gambit-enumpoly" -v 2>&1 | sed -n 2p)"
  echo "gambit source: $(git -C "$ROOT/gambit-src" log -1 --format='%H %cd' 2>/dev/null)"
  echo "scipy: $(/usr/bin/python3 -c 'import scipy, numpy; print(scipy.__version__, "numpy", numpy.__version__)')"
  echo "uptime before: $(uptime)"
} > "$OUT/env.txt"
nice -n 19 /usr/bin/python3 "$HERE/bench.py" --gamelab "$GAMELAB" --gambit-bin "$GAMBIT" \
  --gambit-games "$ROOT/gambit-src/contrib/games" --games "$ROOT/games" --out "$OUT" \
  --sections "$SECTIONS" --gamelab-exact-d 2>&1 | tee "$OUT/log.txt"
echo "uptime after: $(uptime)" >> "$OUT/env.txt"
/usr/bin/python3 "$HERE/report.py" "$OUT" > "$OUT/tables.md"
echo "tables: $OUT/tables.md"
