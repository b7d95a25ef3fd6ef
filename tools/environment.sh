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
