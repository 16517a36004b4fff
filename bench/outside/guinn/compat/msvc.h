// Our stand-ins for the MSVC C library names GuiNN's engine files call, included before each of them.
#pragma once
#include <cctype>
#include <cstring>

inline char *_strdup(const char *s) {
    return strdup(s);
}

inline char *_strlwr(char *s) {
    for (char *p = s; *p != 0; p++) {
        *p = (char)tolower((unsigned char)*p);
    }
    return s;
}
