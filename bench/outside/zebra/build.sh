#!/bin/sh
# Builds Zebra (Gunnar Andersson's Othello program, GPL) for zebra_gtp.py, our GTP adapter beside this script.
#   bench/outside/zebra/build.sh ZEBRA_DIR [OUT_DIR]
# ZEBRA_DIR is a checkout of https://github.com/lk16/zebra (built and measured at
# bee2dadec5cf6a88a81243dd18501b4e8b3782af; its book.bin is not needed, the adapter runs Zebra with -b 0).
# OUT_DIR (default ZEBRA_DIR/build) receives a copy of the sources, the zebra binary and coeffs2.bin; nothing
# of Zebra's enters this repository. Its Makefile compiles with -g alone, at half the speed: we build with -O2
# (its commented-out optimised line's level), except bitbtest.c, which gcc 12 miscompiles at -O1 and above (the
# endgame solver then jumps through a null pointer, e.g. at 25 empties after
# f5f4d3c4e3d2b4g6f3e6c3e2f2c2g4g5f6h3h4f1g3f7h2h6d7h5h7e7d6c8c1c5d1e1g1 in its timed mode).
set -eu
zebra=$(cd "$1" && pwd)
out=${2:-$zebra/build}
mkdir -p "$out"
out=$(cd "$out" && pwd)
for f in "$zebra"/*.c "$zebra"/*.h "$zebra"/Makefile "$zebra"/coeffs2.bin; do
    cp "$f" "$out/"
done
rm -f "$out"/*.o "$out/zebra"
make -s -C "$out" bitbtest.o OPTS=-O0 >/dev/null 2>&1
make -s -C "$out" zebra OPTS=-O2 >/dev/null 2>&1
echo "$out/zebra"
