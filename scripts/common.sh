# SPDX-License-Identifier: GPL-3.0-or-later
# Shared by scripts/run and scripts/test: install what is missing, then build.
# Sourced, not run.

DOCMODELER_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$DOCMODELER_ROOT/build}
# scripts/test's second build: clang with ASan+UBSan, and the fuzz targets.
SANITIZE_BUILD_DIR=${SANITIZE_BUILD_DIR:-$DOCMODELER_ROOT/build-sanitize}

# Debian 12 packages (see the README). Only missing ones are installed.
DEBIAN_PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    # the linker: a cold build links every test executable in minutes less
    lld
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    nlohmann-json3-dev libmongoc-dev libbson-dev qtkeychain-qt6-dev
    # Graphviz: the diagram's layout engines (dot, neato, fdp), used in-process
    libgraphviz-dev
    # igraph: the communities of the relationship graph behind automatic subject areas
    libigraph-dev
    # PCRE2: the data check runs `pattern` as the server does
    libpcre2-dev
    # simdjson: structured server logs read at hundreds of MB/s
    libsimdjson-dev
    python3-mockupdb
    # the Pydantic export's check: Debian's pydantic 1.10 and pymongo's bson
    python3-pydantic python3-bson
    gnome-keyring libsecret-1-0 dbus-daemon dbus-bin
    libgl1-mesa-dev libxkbcommon-dev fonts-dejavu xvfb xauth
    # man pages from --help, and the install test's validators and package tools
    help2man desktop-file-utils appstream shared-mime-info libxml2-utils dpkg-dev file
    # scripts/test's sanitizer build and fuzz targets: clang, its runtimes, llvm-symbolizer
    clang libclang-rt-14-dev llvm
)

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        echo "error: installing packages needs root or sudo: $*" >&2
        return 1
    fi
}

install_dependencies() {
    local missing=()
    local pkg
    for pkg in "${DEBIAN_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return 0
    fi
    if ! command -v apt-get >/dev/null; then
        echo "error: missing packages (${missing[*]}) and no apt-get; install them by hand" >&2
        return 1
    fi
    echo "Installing: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build [extra cmake options...]
# Line tables only (-g1): backtraces keep file and line, and gcc compiles a
# quarter faster than with full debug information.
build() {
    cmake -S "$DOCMODELER_ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "$@"
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

# build_sanitized [extra cmake options...]: every target under ASan+UBSan
# but the benchmark programs, and the libFuzzer targets (both need clang).
# -O1 and line tables only: what the sanitizers' reports need (file and line
# of every frame), and less for the compiler to do than -O2 -g. Shared
# libraries: a fraction of the disk and link time of copying them into every test.
build_sanitized() {
    CC=clang CXX=clang++ cmake -S "$DOCMODELER_ROOT" -B "$SANITIZE_BUILD_DIR" -G Ninja \
        -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" \
        "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O1 -gline-tables-only -DNDEBUG" \
        -DDOCMODELER_SANITIZE=address,undefined -DDOCMODELER_FUZZ=ON -DDOCMODELER_LIBRARY_TYPE=SHARED -DDOCMODELER_BUILD_BENCHMARKS=OFF "$@" &&
        cmake --build "$SANITIZE_BUILD_DIR" --parallel "$(nproc)"
}

# The real peers the tests run against (mongosh, the wire-compatible test
# servers jongodb and CongoDB), pinned in tests/tools/package-lock.json and
# tests/tools/congodb/. Each is reinstalled only when its lock changed.
# (mockupdb, the third test server, is the Debian package python3-mockupdb.)
install_test_tools() {
    if ! command -v npm >/dev/null; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
    fi
    local dir="$DOCMODELER_ROOT/tests/tools"
    local stamp="$dir/node_modules/.installed-lock.json"
    if [ ! -f "$stamp" ] || ! cmp -s "$dir/package-lock.json" "$stamp"; then
        echo "Installing the test tools (npm ci in tests/tools)"
        (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
        cp "$dir/package-lock.json" "$stamp"
    fi
    install_congodb
}

# CongoDB (inside @push.rocks/smartmongo) does not install with npm: two of
# smartmongo's dependency ranges are missing from the registry. So the
# packages its CongoDB part imports come from tests/tools/congodb's lock
# (--ignore-scripts: nothing downloads a mongod), and the smartmongo tarball
# itself is fetched with npm pack, checked against smartmongo.sha512 and
# unpacked beside them.
install_congodb() {
    local dir="$DOCMODELER_ROOT/tests/tools/congodb"
    local spec="@push.rocks/smartmongo@2.2.0"
    local stamp="$dir/node_modules/.installed-lock"
    if [ -f "$stamp" ] && cat "$dir/package-lock.json" "$dir/smartmongo.sha512" | cmp -s - "$stamp"; then
        return 0
    fi
    echo "Installing CongoDB (npm ci in tests/tools/congodb, npm pack $spec)"
    (cd "$dir" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error) || return 1
    local tmp
    tmp=$(mktemp -d) || return 1
    if ! (cd "$tmp" && npm pack "$spec" --silent --loglevel=error >/dev/null &&
        sha512sum --check --quiet "$dir/smartmongo.sha512"); then
        echo "error: $spec could not be fetched or does not match tests/tools/congodb/smartmongo.sha512" >&2
        rm -rf "$tmp"
        return 1
    fi
    local target="$dir/node_modules/@push.rocks/smartmongo"
    rm -rf "$target"
    mkdir -p "$target"
    tar -xzf "$tmp/$(awk '{print $2}' "$dir/smartmongo.sha512")" -C "$target" --strip-components=1 --no-same-owner
    rm -rf "$tmp"
    cat "$dir/package-lock.json" "$dir/smartmongo.sha512" >"$stamp"
}
