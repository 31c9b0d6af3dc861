"""Cheating submissions earn nothing and harm nothing. All are graded in one run, next to
an honest classmate whose grade must not change."""

from __future__ import annotations

import os

import pytest
from helpers import cell_scores, results, run_grader

from grader.isolation import sandbox

MARKER = "/tmp/attnkit-pwned-marker"
NEED_NO_SANDBOX = ("lying_subclass", "object_array", "pickle_bomb", "patches_pytest_and_grader")
"""Cheats the worker design defeats on its own: nothing it returns is unpickled or trusted, and
the checks run in another process than the student's code."""


def _cheats(out: str, classmate: str, marker: str = MARKER) -> dict[str, dict[str, str]]:
    return {
        "lying_subclass": dict(numpy=(
            "class Liar(np.ndarray):\n"
            "    def __eq__(self, other):\n        return True\n"
            "    def __array_finalize__(self, obj):\n        pass\n"
            "def weighted_mixture(weights, values):\n"
            "    return np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1])).view(Liar)\n")),
        "object_array": dict(numpy=(
            "def weighted_mixture(weights, values):\n"
            "    return np.array([object()] * 2, dtype=object)\n")),
        "pickle_bomb": dict(numpy=(
            "class Bomb:\n"
            "    def __reduce__(self):\n"
            f"        return (open, ({marker!r}, 'w'))\n"
            "def weighted_mixture(weights, values):\n    return Bomb()\n")),
        "frame_snoop": dict(numpy=(
            "import sys\n"
            "def weighted_mixture(weights, values):\n"
            "    for frame in (sys._getframe(i) for i in range(1, 4)):\n"
            "        for value in frame.f_locals.values():\n"
            "            if isinstance(value, np.ndarray) and value.shape == (np.shape(weights)[0], np.shape(values)[-1]):\n"
            "                return value\n"
            "    return np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1]))\n")),
        "fake_results": dict(numpy=(
            "import json, os\n"
            "print(json.dumps({'score': 999, 'max_score': 999}))\n"
            "for target in (" + repr(out) + ",):\n"
            "    try:\n"
            "        os.makedirs(os.path.join(target, 'forged'), exist_ok=True)\n"
            "        open(os.path.join(target, 'forged', 'results.json'), 'w').write('{\"score\": 999}')\n"
            "    except OSError:\n        pass\n"
            "def weighted_mixture(weights, values):\n    raise ValueError('no')\n")),
        "edits_classmate": dict(numpy=(
            "try:\n"
            f"    open({classmate!r}, 'w').write('raise SystemExit')\n"
            "except OSError:\n    pass\n"
            "def weighted_mixture(weights, values):\n    raise ValueError('no')\n")),
        "patches_pytest_and_grader": dict(numpy=(
            "import sys, types\n"
            "try:\n    import _pytest.outcomes, pytest\n"
            "    pytest.fail = _pytest.outcomes.fail = lambda *a, **k: None\n"
            "except ImportError:\n    pass\n"
            "fake = types.ModuleType('grader.judging.compare')\n"
            "fake.expect_outputs = fake.expect_reference = lambda *a, **k: None\n"
            "sys.modules['grader'] = types.ModuleType('grader')\n"
            "sys.modules['grader.judging.compare'] = fake\n"
            "import builtins\nbuiltins.AssertionError = type('AssertionError', (Exception,), {})\n"
            "def weighted_mixture(weights, values):\n"
            "    return np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1]))\n")),
        "reads_reference_in_memory": dict(numpy=(
            "import gc, sys\n"
            "def _found():\n"
            "    for name, module in list(sys.modules.items()):\n"
            "        fn = getattr(module, 'weighted_mixture', None)\n"
            "        if callable(fn) and name != __name__ and fn is not weighted_mixture:\n"
            "            return fn\n"
            "    for obj in gc.get_objects():\n"
            "        if callable(obj) and getattr(obj, '__name__', '') == 'weighted_mixture' and obj is not weighted_mixture:\n"
            "            return obj\n"
            "def weighted_mixture(weights, values):\n"
            "    fn = _found()\n"
            "    if fn is None:\n"
            "        return np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1]))\n"
            "    return fn(weights, values)\n")),
        "leaves_note": dict(numpy=(
            "import os\n"
            "for folder in ('/tmp', '/var/tmp', '/dev/shm', os.path.expanduser('~')):\n"
            "    try:\n        open(os.path.join(folder, 'attnkit-note'), 'w').write('answers')\n"
            "    except OSError:\n        pass\n"
            "def weighted_mixture(weights, values):\n    raise ValueError('no')\n")),
        "reads_note": dict(numpy=(
            "import os\n_mix = weighted_mixture\n"
            "def weighted_mixture(weights, values):\n"
            "    for folder in ('/tmp', '/var/tmp', '/dev/shm', os.path.expanduser('~')):\n"
            "        if os.path.exists(os.path.join(folder, 'attnkit-note')):\n"
            "            return _mix(weights, values)\n"
            "    return np.zeros((*np.shape(weights)[:-1], np.shape(values)[-1]))\n")),
        "kills_everything": dict(numpy=(
            "import os, signal\n"
            "def weighted_mixture(weights, values):\n"
            "    for pid in (os.getppid(), -1, *range(1, 4096)):\n"
            "        try:\n            os.kill(pid, signal.SIGKILL)\n"
            "        except OSError:\n            pass\n"
            "    raise ValueError('no')\n")),
    }


def _grade(out, folders, *options: str) -> None:
    run = run_grader("grade", *map(str, folders), "--out", str(out), "--exercise", "mixture", "--track", "numpy",
                     "--jobs", "1", *options)  # in order: the honest classmate, then the cheats
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.slow
def test_cheats_that_need_no_sandbox_earn_nothing_without_it(tmp_path, submission):
    """Runs everywhere: where the sandbox cannot run, these cheats are still checked."""
    out, marker = tmp_path / "out", tmp_path / "pwned-marker"  # no private /tmp: a real file if unpickled
    honest = submission("honest")
    cheats = {name: patch for name, patch in _cheats(str(out), str(honest / "numpy_core.py"), str(marker)).items()
              if name in NEED_NO_SANDBOX}
    assert sorted(cheats) == sorted(NEED_NO_SANDBOX)
    _grade(out, [honest, *(submission(name, **patch) for name, patch in cheats.items())], "--no-sandbox")
    assert results(out, "honest")["score"] == results(out, "honest")["max_score"] > 0
    for name in cheats:
        assert cell_scores(results(out, name))[("mixture", "numpy")][0] == 0, name
    assert not marker.exists(), "an object from the worker was unpickled"
    assert "Liar" in str(results(out, "lying_subclass")), "the subclass is named as the wrong return type"


@pytest.mark.slow
@pytest.mark.skipif(not sandbox.available()[0], reason="the file and signal cheats need the sandbox")
def test_cheats_earn_nothing_and_harm_nobody(tmp_path, submission):
    out = tmp_path / "out"
    honest = submission("honest")
    cheats = _cheats(str(out), str(honest / "numpy_core.py"))
    folders = [submission(name, **patch) for name, patch in cheats.items()]
    forced = submission("conftest_forces_pass", numpy="raise NotImplementedError\n")
    (forced / "conftest.py").write_text(
        "import pytest\n@pytest.hookimpl(hookwrapper=True)\ndef pytest_runtest_makereport(item, call):\n"
        "    outcome = yield\n    outcome.get_result().outcome = 'passed'\n", encoding="utf-8")
    _grade(out, [honest, *folders, forced])  # in order: the note first
    assert results(out, "honest")["score"] == results(out, "honest")["max_score"] > 0
    for name in [*cheats, "conftest_forces_pass"]:
        assert cell_scores(results(out, name))[("mixture", "numpy")][0] == 0, name
    assert not (out / "forged").exists()
    assert not any(os.path.exists(os.path.join(d, "attnkit-note")) for d in ("/tmp", "/var/tmp", "/dev/shm"))
    assert "raise SystemExit" not in (honest / "numpy_core.py").read_text(encoding="utf-8")

    assert not os.path.exists(MARKER), "an object from the worker was unpickled"
    assert "Liar" in str(results(out, "lying_subclass")), "the subclass is named as the wrong return type"
