# Shared set-up for tools/play and tools/test: creates .venv on first use and
# reinstalls only when pyproject.toml changed, so later starts are immediate.
set -eu
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
stamp="$venv/.installed-from"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
    echo "Setting up the virtual environment in .venv (first use) ..." >&2
    "$python" -m venv "$venv"
fi
wanted="$(cat "$root/pyproject.toml" | cksum)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
    "$venv/bin/python" -m pip install --quiet --upgrade pip >&2
    "$venv/bin/python" -m pip install --quiet -e "$root[test]" >&2
    echo "$wanted" > "$stamp"
fi

# The 3D site renders through Mesa where there is no GPU: offscreen through EGL in the tests,
# and in a real window through GLX. The window tests run the client on a virtual X display
# (Xvfb, asked for by tools/test in test_packages). On Debian-like systems the packages are installed when missing; one dpkg query keeps
# later starts fast. Elsewhere, or when they cannot be installed, a message says so and the set-up
# goes on: the game then needs a GPU driver of its own, and the 3D and window tests skip (fail
# with CI=true).
mesa_packages="libegl1 libegl-mesa0 libgl1-mesa-dri libgl1 libglx-mesa0 libx11-6 libxext6"
mesa_packages="$mesa_packages ${test_packages:-}"
mesa_missing() {
    dpkg-query -W -f='${Package} ${Status}\n' $mesa_packages 2>/dev/null \
        | awk '$NF == "installed" { seen[$1] = 1 }
               END { split(ENVIRON["mesa_packages"], wanted, " ")
                     for (i in wanted) if (!(wanted[i] in seen)) print wanted[i] }'
}
if command -v dpkg-query >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    export mesa_packages
    missing="$(mesa_missing)"
    if [ -n "$missing" ]; then
        if [ "$(id -u)" = "0" ]; then
            as_root=""
        elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            as_root="sudo -n"
        else
            as_root="none"
        fi
        if [ "$as_root" = "none" ]; then
            echo "Packages are missing ($(echo $missing)); install them with:" \
                "sudo apt-get install $(echo $missing)" >&2
        else
            echo "Installing Debian packages for the 3D view and the tests:" \
                "$(echo $missing) ..." >&2
            # shellcheck disable=SC2086  # the package names are separate words
            if ! { $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
                        --no-install-recommends $missing >/dev/null 2>&1 \
                    || { $as_root apt-get update -qq >/dev/null 2>&1 \
                        && $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
                            --no-install-recommends $missing >/dev/null 2>&1; }; }; then
                echo "Packages could not be installed; the 3D, window or cluster tests will" \
                    "skip (and fail where CI=true)." >&2
            fi
        fi
    fi
elif [ "$(uname -s)" = "Linux" ] && command -v ldconfig >/dev/null 2>&1 \
        && ! ldconfig -p 2>/dev/null | grep -q 'libEGL\.so\.1'; then
    echo "Mesa's EGL (libEGL.so.1) was not found; install your system's Mesa EGL package" \
        "for the 3D view without a GPU and for the 3D tests." >&2
fi
