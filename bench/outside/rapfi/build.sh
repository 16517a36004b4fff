#!/bin/sh
# Builds Rapfi (dhbloo/rapfi, GPL) with its classical evaluation, for rapfi_gap.py beside this script.
#   bench/outside/rapfi/build.sh RAPFI_DIR [BUILD_DIR]
# RAPFI_DIR is a checkout of https://github.com/dhbloo/rapfi (built and measured at
# 3aedf3a, "build/ci: make bench signature toolchain-independent"); its CMake project is in RAPFI_DIR/Rapfi.
# BUILD_DIR (default RAPFI_DIR/build) receives pbrain-rapfi; nothing of Rapfi's enters this repository.
# With no config file and no network weights beside the binary it plays its built-in classical evaluation.
# About 7 minutes on two cores.
set -eu
rapfi=$(cd "$1" && pwd)
out=${2:-$rapfi/build}
cmake -S "$rapfi/Rapfi" -B "$out" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$out" -j2 >/dev/null
echo "$out/pbrain-rapfi"
