"""Running the command-line tools as a user does, from the repository root."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]


def run_tool(tool: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Runs tools/<tool>.py with these arguments and captures its output."""
    return subprocess.run(
        [sys.executable, f"tools/{tool}.py", *arguments],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
