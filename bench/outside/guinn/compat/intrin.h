// Our stand-in for MSVC's <intrin.h>: GCC's intrinsics come from <immintrin.h>.
#pragma once
#include <immintrin.h>
