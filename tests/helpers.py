"""Shared helpers: build throwaway submission folders, run the grader as users do, read its results.

Tests import these by name (``from helpers import run_grader``); ``conftest.py`` keeps only fixtures.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_grader(*args: str, cwd: Path = ROOT, timeout: float = 900,
               env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m grader ARGS`` in a subprocess, as a person would type it (``env``: set these too)."""
    import os

    return subprocess.run([sys.executable, "-m", "grader", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=timeout, env={**os.environ, **(env or {})})


def build_submission(folder: Path, *, numpy: str = "", torch: str = "", patched_from: str = "solutions") -> Path:
    """A submission folder: each module is the reference, or, where ``numpy``/``torch``
    patches it, ``patched_from`` (``solutions`` or the ``exercises`` stubs) plus the patch."""
    folder.mkdir(parents=True)
    for module, extra in (("numpy_core", numpy), ("torch_core", torch)):
        base = patched_from if extra else "solutions"
        (folder / f"{module}.py").write_text((ROOT / base / f"{module}.py").read_text(encoding="utf-8") + "\n" + extra, encoding="utf-8")
    return folder


def results(out: Path, name: str) -> dict:
    """The ``results.json`` that grading wrote for submission ``name`` under ``out``."""
    return json.loads((out / name / "results.json").read_text(encoding="utf-8"))


def cell_scores(result: dict) -> dict[tuple[str, str], tuple[float, float]]:
    """(exercise, track) -> (earned, possible) from a results.json."""
    cells: dict[tuple[str, str], list[float]] = {}
    for test in result["tests"]:
        exercise, track = test["tags"][0], test["tags"][1]
        cell = cells.setdefault((exercise, track), [0.0, 0.0])
        cell[0] += test["score"]
        cell[1] += test["max_score"]
    return {k: (v[0], v[1]) for k, v in cells.items()}


PLATFORMS = ROOT / "tests" / "platforms"


def emulated_python(platform: str, where: Path) -> Path:
    """An interpreter that lacks what ``platform`` (``windows`` or ``macos``) lacks: a venv
    under ``where`` that sees this one's packages and loads ``tests/platforms/PLATFORM/sitecustomize.py``
    in every process, the grader's and its workers' (which start with ``-I``, so PYTHONPATH
    could not reach them)."""
    import site
    import venv

    folder = where / f"python-{platform}"
    if not folder.exists():
        venv.EnvBuilder(with_pip=False, symlinks=True).create(folder)
        packages = next(folder.glob("lib/python3*/site-packages"))
        ours = [p for p in site.getsitepackages() if Path(p).is_dir()]
        (packages / "attnkit-emulated.pth").write_text(
            "".join(f"import site; site.addsitedir({p!r})\n" for p in ours), encoding="utf-8")
    packages = next(folder.glob("lib/python3*/site-packages"))
    (packages / "sitecustomize.py").write_text(
        (PLATFORMS / platform / "sitecustomize.py").read_text(encoding="utf-8"), encoding="utf-8")
    return folder / "bin" / "python"


def run_emulated(platform: str, where: Path, *args: str, cwd: Path = ROOT, timeout: float = 900,
                 env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m grader ARGS`` in an interpreter stripped the way ``platform`` is."""
    import os

    return subprocess.run([str(emulated_python(platform, where)), "-m", "grader", *args], capture_output=True,
                          text=True, encoding="cp1252" if platform == "windows" else "utf-8", errors="replace",
                          cwd=cwd, timeout=timeout, env={**os.environ, **(env or {})})
