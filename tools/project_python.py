"""Lets the tools run under any Python 3: they restart themselves in the project's .venv.

`python tools/screenshot.py ...` then works on a fresh machine as well: the first run sets up the
virtual environment with the same script the play and test commands use.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
VENV_PYTHON = REPOSITORY / ".venv" / "bin" / "python"
ENVIRONMENT_SCRIPT = REPOSITORY / "tools" / "environment.sh"


def in_project_venv() -> bool:
    """Whether this interpreter is the project's virtual environment."""
    return Path(sys.prefix).resolve() == (REPOSITORY / ".venv").resolve()


def ensure_project_python() -> None:
    """Restarts the running tool in the project's .venv (set up first if needed)."""
    if in_project_venv():
        return
    subprocess.run(["bash", "-c", f'source "{ENVIRONMENT_SCRIPT}"'], check=True)
    os.execv(VENV_PYTHON, [str(VENV_PYTHON), *sys.argv])
