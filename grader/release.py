"""The student release: ``python -m grader release OUT`` writes a ready-to-push student repository.

It holds the stubs (``exercises/``), the grader with the public checks only (the recorded
reference outputs are data, ``grader/data/public_cases.json``; ``grader/checks/hidden/``
is left out and only its points per exercise are recorded), a README for students, a
``pyproject.toml`` and a GitHub Actions workflow for GitHub Classroom. The release is
scanned for the reference's solution lines and the hidden checks' source before this
returns (:mod:`grader.leaks`); any hit removes nothing silently: the command fails and
lists them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from grader import leaks, stubs
from grader.checks_layout import CHECKS, HIDDEN_CHECKS, HIDDEN_POINTS, write_hidden_points
from grader.contract import EXERCISES, MODULES
from grader.errors import GraderError
from grader.plugin import collect_points

GRADER = CHECKS.parent
# Instructor-only modules: they make releases, bundles and courses, and have no use in a student's clone.
INSTRUCTOR_ONLY = {"release.py", "gradescope.py", "nbgrader_course.py", "nbgrader_gradebook.py", "leaks.py",
                   "mistakes.py", "mistakes_recorded.py"}

PYPROJECT = """[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "attnkit-assignment"
version = "{version}"
description = "Attention, from the ground up: exercises with a self-check"
readme = "README.md"
requires-python = ">=3.11"
# torch: any release from 2.2 works; the README installs the CPU build first.
dependencies = ["numpy>=1.26", "torch>=2.2", "pytest>=8.0", "hypothesis>=6.100"]

[project.scripts]
attnkit = "grader.cli:main"

[tool.setuptools]
packages = ["grader"]

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


def _readme(public: dict[tuple[str, str], float], hidden: float) -> str:
    rows = "\n".join(
        f"| {e.number} | {e.title} | {', '.join(f'`{f}`' for f in e.functions)} | {e.lesson} |" for e in EXERCISES
    )
    total = sum(public.values())
    return f"""# Attention, from the ground up: exercises

You build scaled dot-product attention in five steps, once in NumPy
(`exercises/numpy_core.py`) and once in PyTorch (`exercises/torch_core.py`). Each
function's docstring is its contract; the lesson "Attention, from the ground up"
explains the ideas.

## Set up and check your work (two commands)

In a Python 3.11 virtual environment (`python3 -m venv .venv && . .venv/bin/activate`):

```sh
python -m pip install "torch==2.13.0" -e .
attnkit check
```

The first installs the exercises' checker and PyTorch 2.13. On Linux, PyPI's torch is
the multi-GB GPU build; to get the small CPU build, which is all the exercises need, run
`python -m pip install --index-url https://download.pytorch.org/whl/cpu "torch==2.13.0"`
first. The second runs the public checks on `exercises/` and
prints a table of points per exercise, then, for each failing check, what was expected
and what your code gave, the likely mistake when it recognises one, and the lesson
section to reread. On the files as handed out every exercise says "not implemented yet".
It exits 0 only when every public check passes.

Narrow it down while you work: `attnkit check --exercise softmax --track numpy`.

## What each exercise asks

| # | Exercise | Functions | Read first |
|---|----------|-----------|------------|
{rows}

Shapes use one vocabulary everywhere: queries `(..., T, d_k)`, keys `(..., S, d_k)`,
values `(..., S, d_v)`, scores and weights `(..., T, S)`, `H` heads; `...` is any number
of leading batch or head axes, none included. In a mask `True` means visible, and a query
row with no visible key is an error: raise `ValueError`.

Rules for every function: float32 in gives float32 out (under NumPy 2,
`float32_array / np.sqrt(d)` is float64, `math.sqrt(d)` keeps float32), inputs are
never modified, the same input gives the same output, and the PyTorch functions keep the
inputs' device and stay differentiable. `F.scaled_dot_product_attention` and
`nn.MultiheadAttention` are not allowed, nor a library softmax inside `stable_softmax`;
using one costs the whole exercise.

## How grading works

- **Public checks** ({total:g} points) are the ones `attnkit check` runs. They use the
  lesson's worked example, recorded reference outputs, error cases and gradients.
- **Hidden checks** ({hidden:g} more points) run only when your instructor grades: the
  same contract on many generated inputs (float64 and float32), untouched inputs,
  determinism and gradients. When grading, every public check is also confirmed on fresh
  inputs of the same kind, so code that only reproduces the published cases earns nothing.
- **On every push** GitHub runs `.github/workflows/classroom.yml`: the public checks, with
  one line per check in the job's log and your points in GitHub Classroom. The hidden
  checks are not in this repository; your instructor runs them on your last commit.
- Only `exercises/numpy_core.py` and `exercises/torch_core.py` are graded, and only the
  functions they define. Your code runs isolated from the checker; trying to switch off
  its inspection (`exec`, `eval`, `importlib`, `torch._C.DisableTorchFunction`) voids the
  exercise.
"""


def record_hints(solutions: Path, path: Path) -> int:
    """Run the public checks on the reference in this process and record every hint they
    compute (``grader.mistakes_recorded``)."""
    from grader import mistakes, mistakes_recorded
    from grader.session import grade_folder

    mistakes.RECORDING = []
    try:
        graded = grade_folder(solutions, include_hidden=False)
        calls = mistakes.RECORDING
    finally:
        mistakes.RECORDING = None
    if graded.earned != graded.possible:
        raise GraderError(f"the reference in {solutions} fails public checks; fix it before releasing")
    return mistakes_recorded.record(calls, path)


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
        if here == GRADER.resolve():
            skip |= INSTRUCTOR_ONLY & set(names)
        if here == CHECKS.resolve():
            skip.add(HIDDEN_CHECKS.name)
        if here == HIDDEN_POINTS.parent.resolve():
            skip.add(HIDDEN_POINTS.name)
        return skip

    shutil.copytree(GRADER, out / "grader", ignore=ignore)
    record_hints(solutions, out / "grader" / "data" / "hints.json")
    shutil.copy(GRADER / "mistakes_recorded.py", out / "grader" / "mistakes.py")
    write_hidden_points(hidden, out / "grader" / "data" / HIDDEN_POINTS.name)
    (out / "pyproject.toml").write_text(PYPROJECT.format(version=version))
    (out / "README.md").write_text(_readme(public, sum(hidden.values())))
    (out / ".gitignore").write_text(GITIGNORE)
    workflow = out / ".github" / "workflows" / "classroom.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(WORKFLOW)
    found = leaks.scan(out, leaks.fingerprints(solutions))
    if found:
        listing = "\n".join(f"  {leak}" for leak in found[:20])
        raise GraderError(
            f"the release in {out} contains the reference or hidden checks ({len(found)} hits); do not"
            f" publish it:\n{listing}"
        )
