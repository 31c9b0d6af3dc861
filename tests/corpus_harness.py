"""Shared by test_corpus_numpy.py and test_corpus_torch.py: build and grade corpus entries.

Entries are grouped by (track, exercise), each group dealt into parts of about
``PART_SECONDS`` of grading, and each part is graded with one run of
``python -m grader grade``, the way an instructor runs it. Each part is a test class of its own, so ``--dist loadscope`` keeps a
part's grading on one xdist worker and spreads the parts over the workers.
"""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import zlib
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
def graded_group(track: str, exercise: str, part: int, tmp: Path) -> dict[str, dict]:
    """Grade every entry of one part of a (track, exercise) group in one grader run."""
    folders = [build(path, track, tmp / "subs") for _, path, _ in _group(track, exercise)[part]]
    out = tmp / "out"
    only = [] if exercise == "all" else ["--exercise", exercise]
    run = subprocess.run(
        [sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out),
         *only, "--track", track, "--call-timeout", "10", "--jobs", "1",  # xdist runs parts side by side
         "--no-html"],  # (only results.json is read: no report page, no experiment run for it)
        capture_output=True, text=True, cwd=ROOT, timeout=1200,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    return {f.name: json.loads((out / f.name / "results.json").read_text(encoding="utf-8")) for f in folders}


def _failures(results: dict) -> str:
    return "\n".join(f"- {t['name']}: {t['output'][:300]}" for t in results["tests"] if t["status"] != "passed")


ENTRY_SECONDS = {"heads": 1.0, "softmax": 0.75, "masking": 0.5, "mixture": 0.5, "scaling": 0.45, "all": 1.0}
"""About how long one entry of each exercise takes to grade on a CI worker (three xdist
workers on two cores), measured from a run's per-class times; heads and softmax run the
most checks."""

PART_SECONDS = 300
"""About how long one grader run (one test class) of the corpus may take. Each run also
pays a fixed start of 7 to 10 CPU seconds (the grader's imports, and the worker template's
warm-up: torch and its compiler when grading); parts of 70 entries made 54 runs, and their
starts were a third of the cost of the cheaper exercises; parts of 150 s made 27 runs. Parts
of about this length (16 runs for 3,800 entries) keep the starts few and still let
``--dist loadscope`` balance the workers: the parts, the scopes with the most tests, go out
right after the long modules of ``conftest.LONGEST_FIRST``, and the many short modules fill
the end."""


RUNS = ("sample", "all")
CORPUS_RUN = os.environ.get("ATTNKIT_CORPUS", "sample")
"""Which entries the corpus tests grade: ``sample`` (the plain test command, which CI runs)
or ``all`` (``ATTNKIT_CORPUS=all``: every entry; run it before landing a change to
``grader/``). See :func:`in_run`."""
if CORPUS_RUN not in RUNS:
    raise ValueError(f"ATTNKIT_CORPUS={CORPUS_RUN!r}: expected one of {', '.join(RUNS)} (or unset, which means"
                     " sample); ATTNKIT_CORPUS=all grades every entry")

SAMPLE_OF_WRONG = 2
"""The sample leaves out one ``wrong/`` entry in this many (a half: leaving out a third, CI
took 1,196 s of its 20 minutes). The test command keeps both cores busy throughout, so its
time is its CPU work, and each corpus entry is about 0.4 worker-seconds of it."""


def in_run(kind: str, path: Path, run: str = CORPUS_RUN) -> bool:
    """Whether a run of the corpus tests (``run``: one of ``RUNS``) grades this entry. The
    sample grades every ``right/``, ``adversarial/`` and ``heldout/`` entry and half of
    ``wrong/``, chosen by the entry's name alone (the same entries on every run and every
    machine): grading all of ``wrong/`` took CI past its 20 minutes. ``all`` grades every
    entry."""
    return run == "all" or kind != "wrong" or zlib.crc32(path.stem.encode("utf-8")) % SAMPLE_OF_WRONG != 0


@cache
def _group(track: str, exercise: str) -> list[list[tuple[str, Path, dict[str, str]]]]:
    """The entries of one (track, exercise) group that this run grades (:func:`in_run`),
    dealt round-robin into parts of about ``PART_SECONDS`` each (so that each part mixes
    right and wrong entries and every kind)."""
    entries = [e for e in ENTRIES if (e[2].get("track"), e[2].get("exercise")) == (track, exercise)
               and in_run(e[0], e[1])]
    parts = max(1, math.ceil(len(entries) * ENTRY_SECONDS[exercise] / PART_SECONDS))
    return [entries[i::parts] for i in range(parts)]


def entry_classes(track: str) -> dict[str, type]:
    """The corpus test classes of one track, for its test module's namespace: one class per
    part of each (track, exercise) group, ``TestHeads2of3``..., each one grader run
    (``graded_group``), so that ``--dist loadscope`` spreads the runs over the workers
    instead of keeping a whole track, or a whole exercise, on one."""
    classes = {}
    for exercise in (*sorted(EXERCISES), "all"):
        parts = _group(track, exercise)
        for part in range(len(parts)):
            name = f"Test{exercise.title()}" + (f"{part + 1}of{len(parts)}" if len(parts) > 1 else "")
            classes[name] = type(name, (), {"test_corpus_entry": entry_test(track, exercise, part)})
    return classes


FAMILIES = {"ratio": ("ratio:", "logit-ratio:"), "logit-ratio": ("logit-ratio:",),
            "crash": ("ambiguous-truth", "one-way-broadcast", "expand-keeps-missing-axis", "index-past-end", "axis-past-end", "iinfo-of-float",
                      "index-drops-axis", "dtype-mixed", "divides-by-zero", "float-size",
                      "view-not-contiguous", "reshape-no-copy", "repeat-flattens", "numpy-with-grad", "unbound-local", "name-undefined", "unhashable-key", "unpacked-one-result", "mapped-over-first-axis",
                      "recursion", "read-only-view", "whole-shapes-broadcast", "transpose-two-axes", "matmul-mismatch",
                      "reduced-axis-moved", "swapped-before-merge",
                      "einsum-letters", "bool-assign-whole", "out-buffer-shape", "buffer-shape", "where-shape"), "axes-folded": ("axes-folded:",),
            "stale-result": ("stale-result:",), "row-sum": ("row-sum:",),
            "values-nan": ("nan-at-hidden",), "bad-inner-call": ("bad-inner-call:",),
            "added-input": ("added-input:",)}
"""Header keys that name a family of keys: ``ratio`` is any named constant ratio, of the
values (``ratio:sqrt(d_k)``) or of the logits inside a softmax (``logit-ratio:1/temperature``);
a ratio no size names (``:constant``) only says what the evidence shows. ``crash`` is also
a crash whose message the engine reads out (``ambiguous-truth``: ``if allowed:`` on an array;
``one-way-broadcast``: ``np.broadcast_to`` refusing a larger array; ``expand-keeps-missing-axis``:
``expand``'s -1 for an axis the tensor lacks; ``index-past-end``: an
index past the end of an axis; ``axis-past-end``: an axis one past the last on every shape;
``iinfo-of-float``: ``np.iinfo`` asked about a float dtype; ``index-drops-axis``: ``w[..., s]``
broadcast against a row; ``dtype-mixed``: a float32 array made inside meets float64 inputs; ``divides-by-zero``: a
size that is 0 for small inputs; ``float-size``: ``D / H`` as a size; ``view-not-contiguous``:
``.view`` after a transpose; ``reshape-no-copy``: NumPy's ``reshape(..., copy=False)`` where a
copy is needed; ``repeat-flattens``: ``np.repeat`` or ``repeat_interleave`` with no axis;
``numpy-with-grad``, ``unbound-local``, ``name-undefined``,
``unhashable-key``, ``recursion``, ``read-only-view``, ``whole-shapes-broadcast``,
``transpose-two-axes``, ``where-shape``: what their exceptions say; ``matmul-mismatch``: a size mismatch in a
product, read from the message). ``axes-folded`` is also a fold after the axes were
reordered (``axes-folded:moved``). ``stale-result`` is also a result reused from an earlier
call of the same shapes (``stale-result:shape``). ``row-sum`` is any one row sum other than 1
(``row-sum:1/temperature``, ``row-sum:one-number``). ``bad-inner-call`` is also that call where
the inner function passes its own checks (``bad-inner-call:caller``: the caller is at fault). ``added-input`` is also an input added and
the sum scaled (``added-input:scaled``)."""


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


def check_entry(kind: str, path: Path, header: dict[str, str], part: int, workdir: Path) -> None:
    """Grade the entry's part of its group (once per module) and judge this entry."""
    group_dir = workdir / f"{header['track']}-{header['exercise']}-{part}"
    results = graded_group(header["track"], header["exercise"], part, group_dir)[path.stem]
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


def entry_test(track: str, exercise: str, part: int):
    """The corpus test of one part of a (track, exercise) group, for a class of its own in
    the track's test module (one grader run per class: ``graded_group``)."""
    @pytest.mark.slow
    @pytest.mark.parametrize("kind,path,header", [pytest.param(*e, id=f"{e[0]}/{e[1].stem}")
                                                  for e in _group(track, exercise)[part]])
    def test_corpus_entry(self, kind, path, header, workdir):
        check_entry(kind, path, header, part, workdir)
    return test_corpus_entry
