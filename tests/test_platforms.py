"""Where students are: the kit in interpreters stripped the way Windows and macOS are.

Each ``tests/platforms/PLATFORM/sitecustomize.py`` removes from this Linux interpreter what
that platform's CPython lacks (fork, AF_UNIX descriptor passing, ``resource``, process
groups, ``SOCK_SEQPACKET``...), in the grader's process and in its workers'. The kit then
picks the portable path by itself, and every command must give what plain Linux gives:
the same table, exit status, grades and cells. Only the header may differ (isolation and
limits are said as they are).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import ROOT, build_submission, emulated_python, run_emulated, run_grader

PLATFORMS = ("windows", "macos")

WRONG_SOFTMAX = ("def stable_softmax(scores, temperature=1.0):\n"
                 "    e = np.exp(scores / temperature)  # not shifted: overflows\n"
                 "    return e / e.sum(axis=-1, keepdims=True)\n")
# loops on the inputs it should reject (temperature 0, -1, nan): three checks time out, the first
# at the call limit and the next under the after-timeout rule; a softmax that loops on every call
# would spend the same two limits nine times over for no more coverage
LOOPS_WHERE_IT_SHOULD_RAISE = ("_soft = stable_softmax\n"
                               "def stable_softmax(scores, temperature=1.0):\n"
                               "    while not temperature > 0:\n"
                               "        pass\n"
                               "    return _soft(scores, temperature)\n")
SAYS_SQRT = ("_mix = weighted_mixture\n"
             "def weighted_mixture(weights, values):\n"
             "    if weights.ndim != 1:\n"
             "        raise ValueError('√ and → are not in the Windows code page')\n"
             "    return _mix(weights, values)\n")


@pytest.fixture(scope="module")
def where(tmp_path_factory) -> Path:
    """One folder for the emulated interpreters of this module."""
    return tmp_path_factory.mktemp("platforms")


def _body(stdout: str) -> str:
    """The output after the two header lines (limits, isolation), which say what holds where."""
    return "\n".join(stdout.splitlines()[2:])


_LINUX: dict[tuple[str, ...], subprocess.CompletedProcess[str]] = {}


def _linux(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m grader ARGS`` on plain Linux, run once for both platforms' tests (their
    inputs lie in the module's folder, so their arguments are the same)."""
    if args not in _LINUX:
        _LINUX[args] = run_grader(*args)
    return _LINUX[args]


def _both(platform: str, where: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], subprocess.CompletedProcess[str]]:
    return _linux(*args), run_emulated(platform, where, *args)


def _submission(where: Path, name: str, **modules: str) -> Path:
    """A submission in the module's folder, built once (both platforms grade the same folder)."""
    folder = where / "subs" / name
    return folder if folder.is_dir() else build_submission(folder, **modules)


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
@pytest.mark.parametrize("kind", ["stubs", "reference", "wrong_softmax"])
def test_check_gives_the_same_table_and_status_as_on_linux(platform, kind, where):
    folder = {"stubs": ROOT / "exercises", "reference": ROOT / "solutions"}.get(kind)
    if folder is None:
        folder = _submission(where, kind, numpy=WRONG_SOFTMAX)
    linux, there = _both(platform, where, "check", str(folder))
    assert there.returncode == linux.returncode == (0 if kind == "reference" else 1), there.stdout + there.stderr
    assert _body(there.stdout) == _body(linux.stdout)
    assert there.stderr == "" and "workers: spawned" in there.stdout
    assert "workers: spawned" not in linux.stdout  # Linux keeps the fork template and its sandbox
    if platform == "windows":  # it claims no limit it does not enforce
        assert "no memory or CPU-time limit (this platform has no resource module)" in there.stdout
        assert "no process groups here" in there.stdout
    else:
        assert "2048 MiB memory" in there.stdout and "each in its own process group" in there.stdout


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
def test_a_softmax_that_never_returns_on_some_inputs_ends_within_the_after_timeout_rule(platform, where):
    # the NumPy track: each timed-out call costs a fresh worker, which imports no torch there
    # (a spawned torch worker adds seconds of imports to every call); the kill and the fresh
    # worker are the same code for either track, and the torch track's spawned workers start
    # in test_check_gives_the_same_table_and_status_as_on_linux
    folder = _submission(where, "loops", numpy=LOOPS_WHERE_IT_SHOULD_RAISE)
    args = ("check", str(folder), "--track", "numpy", "--exercise", "softmax", "--call-timeout", "3")
    linux, there = _both(platform, where, *args)
    assert there.returncode == linux.returncode == 1
    assert _body(there.stdout) == _body(linux.stdout)
    assert "did not finish within the time limit of 3 s" in there.stdout
    assert "did not finish within the time limit of 2 s of CPU time (after an earlier call timed out" in there.stdout
    assert there.stdout.count("did not finish within the time limit") == 3  # the other checks pass


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
def test_grading_gives_the_same_grades_csv(platform, where):
    folders = [_submission(where / "class", "wrong_softmax", numpy=WRONG_SOFTMAX), where / "class" / "subs" / "reference"]
    if not folders[1].is_dir():
        folders[1].mkdir(parents=True)
        for module in ("numpy_core.py", "torch_core.py"):
            shutil.copy(ROOT / "solutions" / module, folders[1] / module)
    runs = {}
    for name in ("linux", platform):
        out = where / "grades" / name
        args = ("grade", *map(str, folders), "--out", str(out), "--quiet")
        runs[name] = _linux(*args) if name == "linux" else run_emulated(platform, where, *args)
        assert runs[name].returncode == 0, runs[name].stdout + runs[name].stderr
    linux = (where / "grades" / "linux" / "grades.csv").read_text(encoding="utf-8")
    assert (where / "grades" / platform / "grades.csv").read_text(encoding="utf-8") == linux
    assert "reference,reference,graded,287,287" in linux


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
def test_explore_writes_the_same_page_data(platform, where, tmp_path):
    pages = {name: (where if name == "linux" else tmp_path) / f"{name}.html" for name in ("linux", platform)}
    linux = _linux("explore", "exercises", "--out", str(pages["linux"]), "--track", "numpy")
    there = run_emulated(platform, where, "explore", "exercises", "--out", str(pages[platform]), "--track", "numpy")
    assert there.returncode == linux.returncode == 1, there.stdout + there.stderr
    assert _body(there.stdout).replace(str(pages[platform]), "PAGE") == _body(linux.stdout).replace(str(pages["linux"]), "PAGE")
    texts = [[line for line in pages[name].read_text(encoding="utf-8").splitlines()
              if "isolation: " not in line and "limits: " not in line] for name in ("linux", platform)]
    assert texts[0] == texts[1] and len(texts[0]) > 20  # the page (its data and claims) but for its header


@pytest.mark.slow
@pytest.mark.parametrize("platform", PLATFORMS)
def test_an_nbgrader_test_cell_scores_the_same(platform, where, tmp_path):
    from grader.instructor.nbgrader_course import build_notebook
    from grader.running.plugin import collect_points

    public, hidden = collect_points()
    (tmp_path / "numpy_core.ipynb").write_text(json.dumps(build_notebook("numpy", ROOT / "solutions", public, hidden)),
                                               encoding="utf-8")
    code = ("from grader.running.in_notebook import score_cell\n"
            "print('VALUE', score_cell('numpy_core.ipynb', 'mixture'))\n")
    env = {**os.environ, "ATTNKIT_SOLUTIONS": str(tmp_path / "no-reference")}
    runs = [subprocess.run([str(python), "-c", code], cwd=tmp_path, capture_output=True, text=True, env=env,
                           timeout=600) for python in (sys.executable, emulated_python(platform, where))]
    assert [r.returncode for r in runs] == [0, 0] and [r.stderr for r in runs] == ["", ""], runs[1].stderr
    assert runs[1].stdout == runs[0].stdout
    assert f"VALUE {float(public[('mixture', 'numpy')])}" in runs[1].stdout


@pytest.mark.slow
def test_a_windows_code_page_gets_an_escape_not_a_crash(where, tmp_path):
    folder = build_submission(tmp_path / "says", numpy=SAYS_SQRT)
    run = run_emulated("windows", where, "check", str(folder), "--track", "numpy", "--exercise", "mixture")
    assert run.returncode == 1 and "Traceback" not in run.stderr, run.stderr
    assert "\\u221a and \\u2192 are not in the Windows code page" in run.stdout


@pytest.mark.parametrize("platform", PLATFORMS)
def test_asking_for_fork_where_it_cannot_work_is_a_clear_error(platform, where):
    run = run_emulated(platform, where, "check", "exercises", env={"ATTNKIT_WORKERS": "fork"})
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("Error: ATTNKIT_WORKERS=fork, but this Python cannot fork workers from a template")
    assert "Unset ATTNKIT_WORKERS (or set it to spawn)" in run.stderr
    lacks = "os.fork" if platform == "windows" else "socketpair(AF_UNIX, SOCK_SEQPACKET) ([Errno 93]"
    assert lacks in run.stderr and "Traceback" not in run.stderr


def test_a_value_of_attnkit_workers_that_means_nothing_is_a_clear_error():
    run = subprocess.run([sys.executable, "-m", "grader", "check", "exercises"], cwd=ROOT, capture_output=True,
                         text=True, env={**os.environ, "ATTNKIT_WORKERS": "threads"}, timeout=120)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert "ATTNKIT_WORKERS is 'threads'; expected fork, spawn, or unset" in run.stderr


def test_an_interpreter_without_subprocess_gets_one_message_saying_so():
    code = ("import sys\nsys.modules['subprocess'] = None\n"
            "from grader.cli import main\nsys.exit(main(['check', 'exercises']))\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.strip().splitlines() == [
        "Error: this Python cannot start the process that runs student code: it lacks the subprocess module."
        " Use a standard CPython 3.11 to 3.13 build (python.org, Homebrew, your Linux distribution or conda)."]


@pytest.mark.slow
def test_the_option_and_the_variable_choose_the_same_way(tmp_path):
    """``--workers spawn`` forces the portable path on Linux, as ATTNKIT_WORKERS=spawn does."""
    by_option = run_grader("check", "solutions", "--exercise", "mixture", "--workers", "spawn")
    by_variable = subprocess.run([sys.executable, "-m", "grader", "check", "solutions", "--exercise", "mixture"],
                                 cwd=ROOT, capture_output=True, text=True, timeout=300,
                                 env={**os.environ, "ATTNKIT_WORKERS": "spawn"})
    for run in (by_option, by_variable):
        assert run.returncode == 0, run.stdout + run.stderr
        assert "workers: spawned" in run.stdout and "spawned ones were asked for" in run.stdout
    assert by_option.stdout == by_variable.stdout
