"""The student release, used the way students and GitHub Classroom use it.

``python -m grader release OUT`` writes the repository; the tests scan it for the
reference and the hidden checks, run its self-check from inside it (its own ``grader``
package, not the kit's), run the workflow's grading step with a ``$GITHUB_OUTPUT`` file
and decode the result the way classroom-resources/autograding-grading-reporter does.
CI (``.ci/run``) also clones the release and runs its README's two commands in a fresh
virtual environment.
"""

from __future__ import annotations

import base64
import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from helpers import ROOT, run_grader

from grader.instructor import leaks
from grader.running.layout import HIDDEN_CHECKS


@pytest.fixture(scope="module")
def release(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("release") / "attention-template"
    run = run_grader("release", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "no solution line and no hidden check" in run.stdout
    return out


@pytest.fixture(scope="module")
def prints() -> leaks.Fingerprints:
    return leaks.fingerprints(ROOT / "solutions")


# ``python -m grader`` inside a release, as if the kit were not installed: its own grader
# package comes first on sys.path, and the kit's editable-install finder (which would supply
# any module the release lacks from the kit) is removed, so a missing module shows here.
_LAUNCH = ("import runpy, sys; sys.meta_path[:] = [f for f in sys.meta_path"
           " if '__editable__' not in str(getattr(f, '__module__', ''))]; runpy.run_module('grader', run_name='__main__')")


def _in_release(folder: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in (env or os.environ).items() if k != "PYTHONPATH"}
    return subprocess.run([sys.executable, "-c", _LAUNCH, *args], cwd=folder, capture_output=True, text=True,
                          env=clean, timeout=900)


@pytest.mark.slow
def test_release_holds_the_stubs_and_public_checks_and_nothing_hidden(release, prints):
    files = {str(p.relative_to(release)) for p in release.rglob("*") if p.is_file()}
    assert {"README.md", "pyproject.toml", ".github/workflows/classroom.yml", "exercises/numpy_core.py",
            "exercises/torch_core.py", "grader/data/public_cases.json", "grader/data/hidden_points.json",
            "grader/checks/check_agreement.py"} <= files
    assert not any(f.startswith(("solutions/", "tests/", "grader/checks/hidden/", "grader/instructor/")) for f in files), files
    assert not any(f.endswith(("release.py", "gradescope_bundle.py", "leaks.py", "mistakes.py")) for f in files), files
    # Known-mistake diagnoses ship as recorded data: no softmax or attention code in the release's grader.
    assert all("np.exp(" not in (release / f).read_text(encoding="utf-8") and "torch.exp(" not in (release / f).read_text(encoding="utf-8")
               for f in files if f.startswith("grader/") and f.endswith(".py"))
    for module in ("numpy_core", "torch_core"):
        assert (release / "exercises" / f"{module}.py").read_text(encoding="utf-8") == (ROOT / "exercises" / f"{module}.py").read_text(encoding="utf-8")
    assert leaks.scan(release, prints) == []
    # The scan has something to find: the fingerprints cover every hidden check and the solution regions.
    hidden_tests = {m for p in HIDDEN_CHECKS.glob("check_*.py") for m in re.findall(r"^def (test_\w+)", p.read_text(encoding="utf-8"), re.M)}
    assert prints.hidden_names == hidden_tests and len(hidden_tests) >= 5
    assert len(prints.solution_lines) >= 40 and len(prints.hidden_lines) >= 20


def test_release_refuses_a_folder_that_is_not_empty(tmp_path):
    (tmp_path / "keep.txt").write_text("mine", encoding="utf-8")
    run = run_grader("release", str(tmp_path))
    assert run.returncode == 2 and "not empty" in run.stderr
    assert (tmp_path / "keep.txt").read_text(encoding="utf-8") == "mine"


def _plant(tree: Path, prints: leaks.Fingerprints) -> dict[str, str]:
    """Leaks hidden the ways a careless release could carry them; returns path -> kind expected."""
    solution_line = sorted(prints.solution_lines, key=len)[-1]
    hidden_line = sorted(prints.hidden_lines, key=len)[-1]
    (tree / "notes.md").write_text(f"Hint:\n\n        {solution_line}\n", encoding="utf-8")
    notebook = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [],
                           "source": ["x = 1\n", f"    {hidden_line}\n"]}], "metadata": {}, "nbformat": 4,
                "nbformat_minor": 5}
    (tree / "extra.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    (tree / "data.json").write_text(json.dumps({"cases": [f"a\n{solution_line}\nb"]}), encoding="utf-8")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("inner/solutions/numpy_core.py", (ROOT / "solutions" / "numpy_core.py").read_text(encoding="utf-8"))
    (tree / "backup.zip").write_bytes(buffer.getvalue())
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        data = (HIDDEN_CHECKS / "check_hidden_agreement.py").read_bytes()
        info = tarfile.TarInfo("checks/agreement.py")
        info.size = len(data)
        archive.addfile(info, io.BytesIO(data))
    (tree / "old.tar.gz").write_bytes(buffer.getvalue())
    (tree / "cases.bin").write_bytes(gzip.compress(f"{hidden_line}\n".encode()))
    (tree / "broken.gz").write_bytes(b"\x1f\x8b" + b"not really gzip")
    return {"broken.gz": "file that cannot be scanned", "notes.md": "solution line", "extra.ipynb (decoded)": "hidden check line",
            "data.json (decoded)": "solution line", "backup.zip!inner/solutions/numpy_core.py": "solution line",
            "old.tar.gz!checks/agreement.py": "hidden check name", "cases.bin!gunzip": "hidden check line"}


@pytest.mark.slow
def test_leak_scan_finds_leaks_in_text_notebooks_data_and_archives(release, prints, tmp_path):
    tree = tmp_path / "copy"
    shutil.copytree(release, tree)
    expected = _plant(tree, prints)
    found = leaks.scan(tree, prints)
    kinds = {(leak.path, leak.what) for leak in found}
    for path, what in expected.items():
        assert (path, what) in kinds, (path, what, sorted(kinds))
    assert all(leak.path.split("!")[0].split(" ")[0] in {p.split("!")[0].split(" ")[0] for p in expected}
               for leak in found), found


@pytest.mark.slow
def test_release_gives_the_same_feedback_as_the_kit_on_a_wrong_submission(release, tmp_path):
    """Its recorded hints (grader/data/hints.json) stand in for the kit's grader/instructor/mistakes.py."""
    folder = tmp_path / "wrong" / "exercises"
    folder.mkdir(parents=True)
    for module, entry in (("numpy_core", "numpy_softmax_ignores_temperature.py"),
                          ("torch_core", "torch_scaling_divides_by_dk.py")):
        (folder / f"{module}.py").write_text((ROOT / "solutions" / f"{module}.py").read_text(encoding="utf-8") + "\n"
                                             + (ROOT / "tests" / "corpus" / "wrong" / entry).read_text(encoding="utf-8"), encoding="utf-8")
    kit = run_grader("check", str(folder))
    mine = _in_release(release, "check", str(folder))
    assert kit.returncode == mine.returncode == 1

    def fixes(out: str) -> str:
        return out[out.index("What to fix"):]

    assert fixes(kit.stdout) == fixes(mine.stdout)
    assert "Likely mistake: the temperature is ignored" in mine.stdout
    assert "Likely mistake: the scores look divided by d_k instead of sqrt(d_k)" in mine.stdout


@pytest.mark.usefixtures("workers")
@pytest.mark.slow
def test_self_check_in_the_release_gives_zero_on_stubs_and_full_public_marks_with_the_reference(release, tmp_path):
    probe = subprocess.run([sys.executable, "-c", "import grader; print(grader.__file__)"], cwd=release,
                           capture_output=True, text=True, env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert probe.stdout.strip() == str(release / "grader" / "__init__.py")
    stubs = _in_release(release, "check")
    assert stubs.returncode == 1, stubs.stdout + stubs.stderr
    assert "Public total: 0/149" in stubs.stdout and "Hidden checks hold 138 more points" in stubs.stdout
    assert "not implemented yet" in stubs.stdout

    solved = tmp_path / "solved"
    shutil.copytree(release, solved)
    for module in ("numpy_core", "torch_core"):
        shutil.copy(ROOT / "solutions" / f"{module}.py", solved / "exercises" / f"{module}.py")
    full = _in_release(solved, "check")
    assert full.returncode == 0, full.stdout + full.stderr
    assert "Public total: 149/149" in full.stdout and "All public checks pass." in full.stdout
    # Grading (hidden checks) needs the reference, which the release does not have.
    graded = _in_release(solved, "grade", "exercises", "--out", str(tmp_path / "out"))
    assert graded.returncode == 2 and "needs the reference" in graded.stderr
    # Instructor commands say what this copy is, instead of a traceback.
    bundle = _in_release(solved, "gradescope", str(tmp_path / "bundle.zip"))
    assert bundle.returncode == 2 and "students' copy of the grader" in bundle.stderr


def _workflow_step(workflow: str, step_id: str) -> str:
    match = re.search(rf"\n\s+id: {step_id}\n\s+run: (.+)\n", workflow)
    assert match, workflow
    return match.group(1)


def _reporter_points(workflow: str, env: dict[str, str]) -> tuple[float, float, list[dict]]:
    """What classroom-resources/autograding-grading-reporter computes from the runners' results."""
    runners = re.search(r"runners: (.+)", workflow).group(1)
    assert re.fullmatch(r"([a-zA-Z0-9]+,)*[a-zA-Z0-9]+", runners)  # the reporter's own check
    total = possible = 0.0
    tests: list[dict] = []
    for runner in runners.split(","):
        variable = f"{runner.upper()}_RESULTS"
        assert f'{variable}: "${{{{steps.{runner}.outputs.result}}}}"' in workflow
        result = json.loads(base64.b64decode(env[variable]))
        assert result["version"] == 1 and result["status"] in ("pass", "fail", "error") and result["max_score"] > 0
        possible += result["max_score"]
        total += sum(t["score"] for t in result["tests"])
        tests += result["tests"]
    return total, possible, tests


@pytest.mark.slow
@pytest.mark.parametrize("submission", ["reference", "wrong_softmax"])
def test_github_classroom_step_reports_points_per_check(release, tmp_path, submission):
    workflow = (release / ".github" / "workflows" / "classroom.yml").read_text(encoding="utf-8")
    assert workflow.startswith("name: Autograding Tests\n") and "  run-autograding-tests:\n" in workflow
    assert "classroom-resources/autograding-grading-reporter@v1" in workflow
    repo = tmp_path / "student-repo"
    shutil.copytree(release, repo)
    for module in ("numpy_core", "torch_core"):
        shutil.copy(ROOT / "solutions" / f"{module}.py", repo / "exercises" / f"{module}.py")
    if submission == "wrong_softmax":  # no max subtraction: overflows on the extreme cases
        wrong = (ROOT / "tests" / "corpus" / "wrong" / "numpy_softmax_no_max_shift.py")
        assert wrong.is_file()
        target = repo / "exercises" / "numpy_core.py"
        target.write_text(target.read_text(encoding="utf-8") + "\n" + wrong.read_text(encoding="utf-8"), encoding="utf-8")
    command = _workflow_step(workflow, "attnkit")
    output = tmp_path / "github_output"
    output.write_text("earlier=1\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["GITHUB_OUTPUT"] = str(output)
    # `attnkit` as the release installs it: the release's own grader (see _LAUNCH).
    shim = tmp_path / "bin" / "attnkit"
    shim.parent.mkdir()
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -c "{_LAUNCH}" "$@"\n', encoding="utf-8")
    shim.chmod(0o755)
    env["PATH"] = f"{shim.parent}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"
    run = subprocess.run(["bash", "-e", "-c", command], cwd=repo, capture_output=True, text=True, env=env, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr  # the reporter step must still run
    lines = output.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "earlier=1" and lines[1].startswith("result=") and len(lines) == 2
    total, possible, tests = _reporter_points(workflow, {"ATTNKIT_RESULTS": lines[1].removeprefix("result=")})
    assert possible == 149
    if submission == "reference":
        assert total == 149 and all(t["status"] == "pass" for t in tests)
    else:
        failed = [t for t in tests if t["status"] == "fail"]
        assert 0 < total < 149 and any("Stable softmax [NumPy]" in t["name"] for t in failed)
        assert not any("[PyTorch]" in t["name"] for t in failed)
        assert all(t["score"] == 0 for t in failed) and all(t["message"] for t in failed)
