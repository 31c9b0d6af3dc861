"""The student release: ``python -m grader release OUT`` writes a ready-to-push student repository.

It holds the stubs (``exercises/``), the grader with the public checks only (the recorded
reference outputs are data, ``grader/data/public_cases.json``; ``grader/checks/hidden/``
is left out and only its points per exercise are recorded), a README for students, a
``pyproject.toml`` and a GitHub Actions workflow for GitHub Classroom. The release is
scanned for the reference's solution lines and the hidden checks' source before this
returns (:mod:`grader.instructor.leaks`); any hit removes nothing silently: the command fails and
lists them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from grader.contract import MODULES
from grader.errors import GraderError
from grader.inputs.hidden import HIDDEN_CASES
from grader.instructor import leaks, stubs, student_readme
from grader.judging.diagnoses import HINTS
from grader.kit import CHECKS, PACKAGE
from grader.running.layout import HIDDEN_CHECKS, HIDDEN_POINTS, write_hidden_points
from grader.running.plugin import collect_points

INSTRUCTOR_ROOM = Path(__file__).resolve().parent
"""This room: it makes releases, bundles and courses and holds the live mistake catalogue;
the release leaves it out whole."""

PYPROJECT = """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "attnkit-assignment"
version = "{version}"
description = "Attention, from the ground up: exercises with a self-check"
readme = "README.md"
requires-python = ">=3.11"
# torch: any release from 2.2 works; the README says how to install the CPU build first.
dependencies = ["numpy>=1.26", "torch>=2.2", "pytest>=8.0", "hypothesis>=6.100"]

[project.scripts]
attnkit = "grader.cli:main"

[tool.setuptools.packages.find]
include = ["grader", "grader.*"]
exclude = ["grader.instructor", "grader.instructor.*"]

[tool.setuptools.package-data]
grader = ["data/*.json", "checks/*.py", "checks/pytest.ini"]
"""

# GitHub Classroom's conventions (classroom-resources/autograding-grading-reporter): the
# workflow is named "Autograding Tests", has one job "run-autograding-tests", and the
# reporter reads each runner's result (base64 JSON: version, status, max_score, tests[]
# with name, status, score) from the env var <STEP ID>_RESULTS. The command grader would
# give all or nothing per step; `attnkit check --github-classroom` writes that result
# itself, one test per check, so partial marks count.
WORKFLOW = """name: Autograding Tests
"on":
  - push
  - repository_dispatch
  - workflow_dispatch
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    timeout-minutes: 30
    steps:
      - name: Checkout code
        uses: actions/checkout@v4
      - name: Set up Python
        uses: actions/setup-python@v5
        with:
          python-version: "3.11"
      - name: Install
        run: |
          python -m pip install --index-url https://download.pytorch.org/whl/cpu "torch==2.13.0"
          python -m pip install -e .
      - name: Public checks
        id: attnkit
        run: attnkit check --github-classroom "$GITHUB_OUTPUT"
      - name: Autograding Reporter
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
          ATTNKIT_RESULTS: "${{steps.attnkit.outputs.result}}"
        with:
          runners: attnkit
"""

GITIGNORE = """__pycache__/
*.egg-info/
.venv/
.hypothesis/
"""


def record_hints(solutions: Path, path: Path) -> int:
    """Run the public checks on the reference in this process and record every hint they
    compute (``grader.judging.diagnoses``)."""
    from grader.judging import diagnoses
    from grader.running.session import grade_folder

    diagnoses.RECORDING = []
    try:
        graded = grade_folder(solutions, include_hidden=False)
        calls = diagnoses.RECORDING
    finally:
        diagnoses.RECORDING = None
    if graded.earned != graded.possible:
        raise GraderError(f"the reference in {solutions} fails public checks; fix it before releasing")
    return diagnoses.record(calls, path)


def write_release(out: Path, *, solutions: Path, version: str) -> None:
    """Write the release into ``out`` (which must not exist or be empty); raises if it leaks."""
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise GraderError(f"{out} already exists and is not empty; choose a new folder for the release")
    for module in MODULES.values():
        if not (solutions / f"{module}.py").is_file():
            raise GraderError(f"the release is made from the reference; {solutions / (module + '.py')} is missing")
    public, hidden = collect_points()
    out.mkdir(parents=True, exist_ok=True)
    stubs.write_stubs(solutions=solutions, exercises=out / "exercises")

    def ignore(folder: str, names: list[str]) -> set[str]:
        here = Path(folder).resolve()
        skip = {n for n in names if n in ("__pycache__", ".hypothesis") or n.endswith(".pyc")}
        if here == PACKAGE:
            skip.add(INSTRUCTOR_ROOM.name)
        if here == CHECKS.resolve():
            skip.add(HIDDEN_CHECKS.name)
        if here == HIDDEN_POINTS.parent.resolve():
            skip |= {HIDDEN_POINTS.name, HIDDEN_CASES.name}
        return skip

    shutil.copytree(PACKAGE, out / "grader", ignore=ignore)
    record_hints(solutions, out / "grader" / "data" / HINTS.name)
    write_hidden_points(hidden, out / "grader" / "data" / HIDDEN_POINTS.name)
    (out / "pyproject.toml").write_text(PYPROJECT.format(version=version), encoding="utf-8")
    (out / "README.md").write_text(student_readme.render(public, sum(hidden.values())), encoding="utf-8")
    (out / ".gitignore").write_text(GITIGNORE, encoding="utf-8")
    workflow = out / ".github" / "workflows" / "classroom.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(WORKFLOW, encoding="utf-8")
    found = leaks.scan(out, leaks.fingerprints(solutions))
    if found:
        listing = "\n".join(f"  {leak}" for leak in found[:20])
        raise GraderError(
            f"the release in {out} contains the reference or hidden checks ({len(found)} hits); do not"
            f" publish it:\n{listing}"
        )
