// Our stand-in for <Windows.h>: only the names GuiNN's engine headers mention, so that its engine files
// compile on Linux. Nothing here does anything; the adapter never calls a Windows function.
#pragma once
#include <cstdint>
#include <cstddef>

#define WINAPI
#define CALLBACK
typedef int INT;
typedef unsigned int UINT;
typedef unsigned short WORD;
typedef unsigned long DWORD;
typedef intptr_t INT_PTR;
typedef intptr_t LRESULT;
typedef uintptr_t WPARAM;
typedef intptr_t LPARAM;
typedef void *HANDLE;
typedef void *HINSTANCE;
typedef void *HWND;
typedef void *HDC;
typedef void *HBITMAP;
typedef void *HMENU;
