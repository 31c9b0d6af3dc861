"""The students' README: one template for the student release and the kit's ``docs/students.md``.

``python -m grader release`` writes it as the release's ``README.md``; ``python -m grader
stubs`` writes it to ``docs/students.md`` beside the stubs it regenerates, and a test
fails when that page and the template drift apart.
"""

from __future__ import annotations

from grader.contract import EXERCISES

KIT_PAGE = "docs/students.md"
"""Where the kit keeps its copy, relative to the kit's root."""


def render(public: dict[tuple[str, str], float], hidden: float) -> str:
    """The README for ``public`` points per (exercise, track) and ``hidden`` more points."""
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

You need Python 3.11, 3.12 or 3.13. First make a virtual environment in this folder and
activate it. On macOS or Linux:

```text
python3 -m venv .venv
. .venv/bin/activate
```

In Windows PowerShell:

```powershell
python -m venv .venv
.venv\\Scripts\\Activate.ps1
```

If PowerShell says running scripts is disabled, run
`Set-ExecutionPolicy -Scope CurrentUser RemoteSigned` once, then activate again. Then, in
either, the two commands:

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
Where an exercise you check fails only because it calls a function of another exercise that
is wrong (your attention on your own mask_scores), the feedback says so and names that
function's mistake ("fix exercise 3 first"): that exercise's public checks run too, for
the feedback only, and count for nothing in the table.
Or leave `attnkit check --watch` running in a terminal beside your editor: it checks
again each time you save a file in the folder (only the track whose module you saved;
the other's results stand), prints the table and which checks are newly passing or
newly failing, and keeps its workers started between saves, so an answer comes in
under a second. A file that does not parse is said, and the watch goes on; Ctrl-C ends
it.
To see your mistakes, `attnkit check --html report.html` also writes a page to open in your
browser: for each failing check, your array, the expected one and their difference as
heatmaps, the largest error outlined (buttons step through the batch and head slices).

To watch your functions at work, `attnkit explore` runs the lesson's §6 experiment on them
(the keys and values of §1 and §3 plus a fourth pair, every temperature from 0.25 to 4,
the causal mask off and on) and writes `explore.html`: pick a query, move the temperature,
switch on the mask, and see your weights and output beside the reference's, with the
lesson's claims checked live. A function that is missing or fails is named, and the
reference's values stand in for it.

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
using one costs the whole exercise. Each file runs on its own, in a process of its own:
`torch_core.py` cannot import `numpy_core.py` (copy a helper you need into it).

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
  functions they define. Your code runs isolated from the checker, in a process of its
  own with time limits; trying to switch off its inspection (`exec`, `eval`, `importlib`,
  `torch._C.DisableTorchFunction`) voids the exercise.
- **On your computer** the checks, points and messages are the same on Linux, macOS and
  Windows. The first two lines of `attnkit check` say which limits hold there: Linux and
  macOS also limit memory, CPU time and file sizes (macOS may not enforce the memory
  limit); Windows has no memory or CPU-time limit. On Linux, run as root, your code also
  runs in a sandbox.
"""
