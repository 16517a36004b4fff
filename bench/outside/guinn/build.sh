#!/bin/sh
# Builds guinn-gtp (our GTP adapter around GuiNN Checkers' engine) against a GuiNN checkout.
#   bench/outside/guinn/build.sh GUINN_DIR [OUT_DIR]
# GUINN_DIR is a checkout of https://github.com/jonkr2/GuiNN_Checkers (built and measured at
# b12f109319c88bd0a3b0cf2b8fdca995469083db); OUT_DIR (default GUINN_DIR/build) receives a patched copy
# of its src folder and the guinn-gtp binary. GuiNN's sources never enter this repository: the copy is
# made under OUT_DIR, and the only changes to it are the portability fixes below. Run the binary
# with --data GUINN_DIR/bin.
set -eu
guinn=$(cd "$1" && pwd)
out=${2:-$guinn/build}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
rm -rf "$out/src"
cp -r "$guinn/src" "$out/src"
src=$out/src
# GuiNN's GCC branches of its bit helpers name variables that do not exist (Moves, bb): use the argument.
sed -i -e 's/__builtin_popcountll(Moves)/__builtin_popcount(moves)/' \
       -e 's/if (bb == 0) return 0;/if (moves == 0) return 0;/' \
       -e 's/__builtin_ctzll(bb)/__builtin_ctz(moves)/' \
       -e 's/63 - __builtin_clzll(bb)/31 - __builtin_clz(moves)/' "$src/moveGen.h"
# Two members declared inline in board.h are defined in movegen.cpp alone: GCC then emits no copy to link.
sed -i -e 's/uint32_t inline GetJumpers/uint32_t GetJumpers/' -e 's/uint32_t inline GetMovers/uint32_t GetMovers/' "$src/board.h"
# MSVC accepts a cast written "unsigned char (x)"; GCC needs "(unsigned char)(x)".
sed -i 's/= unsigned char (/= (unsigned char)(/' "$src/uncompress.h"
# An extern inside extern "C" (the endgame driver's version number, which nothing here uses).
sed -i '/^EGDB_API extern unsigned int egdb_version;/d' "$src/egdb.h"
# Its includes spell some names in another case than the files (moveGen.h, NeuralNet): Linux file names
# are case-sensitive, so the other spelling is made a link.
ln -sfn NeuralNet "$src/neuralNet"
ln -sfn moveGen.h "$src/movegen.h"
# (-D__cdecl= and -D__declspec(x)= blank out the MSVC calling conventions in its egdb.h.)
# Engine files only: no GUI, no CheckerBoard DLL interface, no registry, no learning.
files="board movegen search evaluate checkersNN NeuralNet/NeuralNet openingBook database edDatabase transcript kr_db_stubs"
set --
for f in $files; do
    set -- "$@" "$src/$f.cpp"
done
g++ -std=c++17 -O2 -DNDEBUG -mavx2 -mpopcnt -fpermissive -w -D__cdecl= "-D__declspec(x)=" -I"$here/compat" -include msvc.h -I"$src" \
    "$here/guinn_gtp.cpp" "$@" -o "$out/guinn-gtp"
echo "$out/guinn-gtp"
