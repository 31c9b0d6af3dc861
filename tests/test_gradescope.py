"""The Gradescope bundle, run the way Gradescope runs it: unzip it as /autograder/source,
put a submission in /autograder/submission, run run_autograder, read
/autograder/results/results.json. The tree is a throwaway folder (AUTOGRADER_ROOT)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest
from helpers import build_submission, cell_scores, run_grader

pytestmark = pytest.mark.slow  # every test here builds the bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    path = tmp_path_factory.mktemp("gradescope") / "autograder.zip"
    run = run_grader("gradescope", str(path))
    assert run.returncode == 0, run.stdout + run.stderr
    return path


def _autograde(bundle, root, submission_files: dict[str, str], *, drop: str = ""):
    with zipfile.ZipFile(bundle) as z:
        z.extractall(root / "source")
    if drop:
        (root / "source" / drop).unlink()
    (root / "submission").mkdir()
    for name, text in submission_files.items():
        (root / "submission" / name).parent.mkdir(parents=True, exist_ok=True)
        (root / "submission" / name).write_text(text, encoding="utf-8")
    env = {**os.environ, "AUTOGRADER_ROOT": str(root), "ATTNKIT_PYTHON": sys.executable}
    run = subprocess.run(["bash", str(root / "source" / "run_autograder")], env=env, capture_output=True, text=True,
                         timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    return json.loads((root / "results" / "results.json").read_text(encoding="utf-8")), run.stdout


def test_the_bundle_holds_the_scripts_and_the_kit(bundle):
    with zipfile.ZipFile(bundle) as z:
        names = z.namelist()
        modes = {i.filename: (i.external_attr >> 16) & 0o777 for i in z.infolist()}
    assert {"setup.sh", "run_autograder", "kit/pyproject.toml", "kit/solutions/numpy_core.py",
            "kit/grader/checks/check_agreement.py", "kit/grader/data/public_cases.json"} <= set(names)
    assert modes["run_autograder"] == modes["setup.sh"] == 0o755
    assert not any("__pycache__" in n for n in names)


def test_run_autograder_grades_a_submission_with_every_check(bundle, tmp_path):
    student = build_submission(tmp_path / "student", numpy="def scaled_scores(q, k):\n"
                               "    return q @ np.swapaxes(k, -2, -1) / q.shape[-1]\n")
    files = {f"exercises/{p.name}": p.read_text(encoding="utf-8") for p in student.iterdir()}  # a repository upload
    result, log = _autograde(bundle, tmp_path / "autograder", files)
    cells = cell_scores(result)
    assert cells[("scaling", "numpy")][0] < cells[("scaling", "numpy")][1]
    assert cells[("mixture", "numpy")][0] == cells[("mixture", "numpy")][1] > 0
    assert result["score"] == sum(t["score"] for t in result["tests"]) < result["max_score"]
    hidden = [t for t in result["tests"] if t.get("visibility") == "after_due_date"]
    assert hidden and all("Input" not in t["output"] for t in hidden)
    assert "attnkit grader" in log


def test_an_upload_without_the_files_scores_zero_and_says_which_file(bundle, tmp_path):
    result, _ = _autograde(bundle, tmp_path / "autograder", {"notes.txt": "I forgot the code"})
    assert result["score"] == 0 and result["max_score"] > 0
    failed = [t for t in result["tests"] if t["tags"][1] == "numpy" and t["status"] == "failed"]
    assert failed and all("numpy_core.py was not found" in t["output"] for t in failed)


def test_when_the_grader_cannot_run_there_is_still_a_results_file(bundle, tmp_path):
    result, _ = _autograde(bundle, tmp_path / "autograder", {"numpy_core.py": ""}, drop="kit/solutions/torch_core.py")
    assert result["score"] == 0 and result["tests"] == []
    assert "could not be graded" in result["output"] and "grading needs the reference" in result["output"]
