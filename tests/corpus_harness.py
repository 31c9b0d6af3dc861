"""Shared by test_corpus_numpy.py and test_corpus_torch.py: build and grade corpus entries.

Entries are grouped by (track, exercise) and each group is graded with one run of
``python -m grader grade``, the way an instructor runs it. Each test module covers one
track, so ``--dist loadscope`` keeps a group's grading on one xdist worker.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from helpers import ROOT

CORPUS = Path(__file__).resolve().parent / "corpus"
MODULES = {"numpy": "numpy_core", "torch": "torch_core"}
EXERCISES = {"mixture", "scaling", "masking", "softmax", "heads"}
_HEADER = re.compile(r"^# (track|exercise|why|saved|diagnosis|named-by|embeds|earns|miss|kind|random): (.+)$", re.M)
KINDS = ("wrong", "heldout", "right", "adversarial")
"""``heldout/``: wrong entries written before the diagnosis engine was tuned, and never
tuned to: judged as ``wrong/`` is, their diagnosis rate reported apart
(``tests/corpus_report.py``). ``adversarial/``: cheats, graded on every exercise of their
track (``# exercise: all``); each must earn exactly its ``# earns:`` points in grading."""

SAVED = {
    "utf-8-bom": lambda text: b"\xef\xbb\xbf" + text.encode("utf-8"),
    "crlf": lambda text: text.replace("\n", "\r\n").encode("utf-8"),
    "cr": lambda text: text.replace("\n", "\r").encode("utf-8"),
    # the reference's few characters outside latin-1 (the ᵀ of Kᵀ in docstrings) become "?"
    "latin-1": lambda text: ("# -*- coding: latin-1 -*-\n" + text).encode("latin-1", errors="replace"),
    "no-final-newline": lambda text: text.rstrip("\n").encode("utf-8"),
}
"""How an editor saved the whole module (``# saved: ...`` in an entry's header): the
bytes the grader must read exactly as Python does."""


def _entries() -> list[tuple[str, Path, dict[str, str]]]:
    out = []
    for kind in KINDS:
        for path in sorted((CORPUS / kind).glob("*.py")):
            header = dict(_HEADER.findall(path.read_text(encoding="utf-8")))
            assert header.get("saved", "utf-8") in (*SAVED, "utf-8"), f"{path.name}: unknown saved: {header['saved']}"
            out.append((kind, path, header))
    return out


ENTRIES = _entries()


def build(path: Path, track: str, into: Path) -> Path:
    """A submission folder: the reference with this entry's code appended to one module."""
    folder = into / path.stem
    folder.mkdir(parents=True)
    entry = path.read_text(encoding="utf-8")
    header = dict(_HEADER.findall(entry))
    saved = header.get("saved", "utf-8")
    if "embeds" in header:  # a file of the kit pasted into the module, as a string
        entry = f"EMBEDDED = {(ROOT / header['embeds']).read_text(encoding='utf-8')!r}\n\n{entry}"
    for t, module in MODULES.items():
        source = (ROOT / "solutions" / f"{module}.py").read_text(encoding="utf-8")
        if t == track:
            source += "\n\n# ---- corpus entry ----\n" + entry
            (folder / f"{module}.py").write_bytes(SAVED.get(saved, lambda text: text.encode("utf-8"))(source))
        else:
            (folder / f"{module}.py").write_text(source, encoding="utf-8")
    return folder


@cache
def graded_group(track: str, exercise: str, tmp: Path) -> dict[str, dict]:
    """Grade every entry of one (track, exercise) group in one grader run."""
    folders = [build(p, track, tmp / "subs") for _, p, h in ENTRIES if (h["track"], h["exercise"]) == (track, exercise)]
    out = tmp / "out"
    only = [] if exercise == "all" else ["--exercise", exercise]
    run = subprocess.run(
        [sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out),
         *only, "--track", track, "--call-timeout", "10", "--jobs", "1"],  # xdist runs groups side by side
        capture_output=True, text=True, cwd=ROOT, timeout=1200,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return {f.name: json.loads((out / f.name / "results.json").read_text(encoding="utf-8")) for f in folders}


def _failures(results: dict) -> str:
    return "\n".join(f"- {t['name']}: {t['output'][:300]}" for t in results["tests"] if t["status"] != "passed")


def entries_of(track: str, exercise: str) -> list:
    """The entries of one (track, exercise) group, as pytest parameters: the test modules
    give each group a class of its own, so that ``--dist loadscope`` spreads the groups (each
    one grader run) over the workers instead of keeping a whole track on one."""
    return [pytest.param(*e, id=f"{e[0]}/{e[1].stem}") for e in ENTRIES
            if e[2].get("track") == track and e[2].get("exercise") == exercise]


FAMILIES = {"ratio": ("ratio:", "logit-ratio:"), "logit-ratio": ("logit-ratio:",), "crash": ("ambiguous-truth", "one-way-broadcast")}
"""Header keys that name a family of keys: ``ratio`` is any named constant ratio, of the
values (``ratio:sqrt(d_k)``) or of the logits inside a softmax (``logit-ratio:1/temperature``);
a ratio no size names (``:constant``) only says what the evidence shows. ``crash`` is also
a crash whose message the engine reads out (``ambiguous-truth``: ``if allowed:`` on an array;
``one-way-broadcast``: ``np.broadcast_to`` refusing a larger array)."""


def names_mistake(lead: str, keys: set[str]) -> bool:
    """Whether a leading cause's key is one of an entry's ``# diagnosis:`` keys. A named
    ratio also names the scale mistake that gives exactly that ratio (``ratio:1/sqrt(d_k)``
    and ``logit-ratio:1/sqrt(d_k)`` are what ``scale-dk`` does: see ``SAME_SLIP``), and a key
    names the mistake of every key in its group of ``SAME_ADVICE`` (``fixed-ndim`` and
    ``fails-with-leading-axes`` both say "count axes from the end")."""
    from grader.judging.diagnoses import same_advice
    from grader.judging.explain import SAME_SLIP

    if lead in keys or same_advice(lead) & keys:  # keys that give the same advice name the same mistake
        return True
    if lead.endswith(":constant"):
        return False
    if any(lead.startswith(p) for k in keys for p in FAMILIES.get(k, ())):
        return True
    ratio = lead.replace("logit-ratio:", "ratio:", 1)
    return ratio.startswith("ratio:") and any(ratio in SAME_SLIP.get(k, ()) for k in keys)


def check_entry(kind: str, path: Path, header: dict[str, str], workdir: Path) -> None:
    """Grade the entry's group (once per module) and judge this entry."""
    group_dir = workdir / f"{header['track']}-{header['exercise']}"
    results = graded_group(header["track"], header["exercise"], group_dir)[path.stem]
    errors = [t["name"] for t in results["tests"] if "bug in the grader" in t["output"]]
    assert not errors, f"grader errors: {errors}"
    assert results["max_score"] > 0
    if kind == "adversarial":
        earned = [f"- {t['name']}: {t['score']}" for t in results["tests"] if t.get("score")]
        assert results["score"] == float(header["earns"]), (
            f"{path.name} ({header['why']}) earned {results['score']}/{results['max_score']}, not"
            f" {header['earns']}:\n" + "\n".join(earned))
    elif kind in ("wrong", "heldout"):
        assert results["score"] < results["max_score"], f"{path.name} ({header['why']}) kept full marks"
        keys = {k.strip() for k in header.get("diagnosis", "").split(",") if k.strip()}
        if kind == "wrong" and keys and "random" not in header:  # held-out entries are measured, never asserted
            causes = results.get("extra_data", {}).get("causes", [])
            lead = causes[0][0] if causes else ""
            if "miss" in header:  # a known miss, said why; once the engine names it, drop the header
                assert not names_mistake(lead, keys), f"{path.name} now leads with {lead!r}: remove its '# miss:' line"
            else:
                assert names_mistake(lead, keys), (f"{path.name} ({header['why']}): the feedback leads with {lead or 'no cause'!r},"
                                      f" not {' or '.join(sorted(keys))}:\n{results['output'][-1500:]}")
    else:
        assert results["score"] == results["max_score"], f"{path.name} lost points:\n{_failures(results)}"
        said = [t["name"] for t in results["tests"] if "Likely mistake:" in t["output"]]
        assert not said and "one cause explains" not in results["output"], (
            f"{path.name} is right but its feedback names a likely mistake: {said}")


def entry_test(track: str, exercise: str):
    """The corpus test of one (track, exercise) group, for a class of its own in the track's
    test module (one grader run per class: ``graded_group``)."""
    @pytest.mark.slow
    @pytest.mark.parametrize("kind,path,header", entries_of(track, exercise))
    def test_corpus_entry(self, kind, path, header, workdir):
        check_entry(kind, path, header, workdir)
    return test_corpus_entry
