// SPDX-License-Identifier: GPL-3.0-or-later
// Compiles the tests' precompiled headers (tests/CMakeLists.txt); no code.
