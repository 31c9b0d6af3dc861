"""The points of held-out entries, for their blind writer (copied as ``points.py`` into the
workspace ``tests/heldout_kit.py`` prepares): ``python points.py entries/NAME.py ...``.

Builds each entry as the corpus test does (the reference with the entry appended to the module
of its track), grades it with the frozen kit in ``./kit`` (all checks, hidden included,
restricted to the entry's exercise and track), and prints its score out of the maximum and
nothing else: the writer never sees the diagnosis engine's output. Run one at a time."""

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KIT = HERE / "kit"
MODULES = {"numpy": "numpy_core", "torch": "torch_core"}
HEADER = re.compile(r"^# (track|exercise|why|kind|diagnosis): (.+)$", re.M)


def taken(name: str) -> bool:
    """Whether an entry of this name is in the corpus already (``names.txt``): a repeat,
    which cannot be measured, or a name to change."""
    names = HERE / "names.txt"
    return names.is_file() and name in names.read_text(encoding="utf-8").split()


def points(path: Path) -> str:
    if taken(path.stem):
        return f"{path.name}: NAME TAKEN: an entry of this name is in the corpus already (names.txt); a repeat, or rename it"
    text = path.read_text(encoding="utf-8")
    header = dict(HEADER.findall(text))
    missing = {"track", "exercise", "why", "kind", "diagnosis"} - header.keys()
    if missing:
        return f"{path.name}: header lacks {sorted(missing)}"
    with tempfile.TemporaryDirectory() as tmp:
        sub = Path(tmp) / path.stem
        sub.mkdir()
        for track, module in MODULES.items():
            source = (KIT / "solutions" / f"{module}.py").read_text(encoding="utf-8")
            if track == header["track"]:
                source += "\n\n# ---- corpus entry ----\n" + text
            (sub / f"{module}.py").write_text(source, encoding="utf-8")
        out = Path(tmp) / "out"
        run = subprocess.run([sys.executable, "-m", "grader", "grade", str(sub), "--out", str(out), "--exercise",
                              header["exercise"], "--track", header["track"], "--call-timeout", "10", "--jobs", "1",
                              "--quiet", "--no-html"], cwd=KIT, capture_output=True, text=True)
        if run.returncode != 0:
            return f"{path.name}: the grader failed to run (exit {run.returncode}); is the header right?"
        results = json.loads((out / sub.name / "results.json").read_text(encoding="utf-8"))
    kept = "  KEPT FULL MARKS" if results["score"] >= results["max_score"] else ""
    return f"{path.name}: {results['score']:g}/{results['max_score']:g}{kept}"


if __name__ == "__main__":
    for arg in sys.argv[1:]:
        print(points(Path(arg)))
