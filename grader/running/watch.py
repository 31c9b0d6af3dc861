"""``check --watch``: the public checks again each time a student file is saved.

The watching process stays up between runs, so pytest, the checks and the grader's own
imports are paid once; the workers' start-up is kept warm too (the template stays, and
on the portable path a spare worker per track starts while the student edits), so a save
costs about the checks themselves, and a save of one track's module runs that track's
checks only (the other's code did not change, so its results stand). Each run shows the
whole table and what changed since the last one: checks newly passing and newly failing.

Saves are noticed by polling the modification time and size of the folder's Python files
(every platform has them; an editor that saves by renaming a new file over the old one
changes both): no library, no thread, and a run starts within :data:`POLL_SECONDS` of a
save. A file that is still being written (its size or time moved during the last poll)
waits one more poll, so a half-saved file is not checked.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from grader.outcomes import CheckResult

POLL_SECONDS = 0.05
"""How often the folder's files are looked at."""

Snapshot = dict[str, tuple[int, int]]
"""A file's name -> (modification time in ns, size)."""


def snapshot(folder: Path) -> Snapshot:
    """The modification time and size of every Python file in ``folder`` (not below it)."""
    found: Snapshot = {}
    try:
        entries = list(folder.iterdir())
    except OSError:
        return found
    for path in entries:
        if path.suffix == ".py":
            try:
                stat = path.stat()
            except OSError:  # removed while we looked, or a half-renamed save
                continue
            found[path.name] = (stat.st_mtime_ns, stat.st_size)
    return found


def saves(folder: Path, *, poll: float = POLL_SECONDS, sleep: Callable[[float], None] = time.sleep,
          since: Snapshot | None = None) -> Iterator[list[str]]:
    """Yield the names of the files that changed, once per save, forever: a change counts
    once the files have held still for one poll. ``since``: the files as the last run read
    them (taken before it started), so that a save made during that run is not missed."""
    seen = snapshot(folder) if since is None else since
    while True:
        sleep(poll)
        now = snapshot(folder)
        if now == seen:
            continue
        while True:  # let the editor finish writing
            sleep(poll)
            settled = snapshot(folder)
            if settled == now:
                break
            now = settled
        changed = sorted(name for name in now.keys() | seen.keys() if now.get(name) != seen.get(name))
        seen = now
        yield changed


def changes(before: list[CheckResult] | None, after: list[CheckResult]) -> str:
    """What changed between two runs' results: the checks newly passing and newly failing,
    one line each ("" on the first run, or when nothing changed)."""
    if before is None:
        return ""
    was = {(r.track, r.id): r.status == "passed" for r in before}
    fixed = [r for r in after if r.status == "passed" and was.get((r.track, r.id)) is False]
    broke = [r for r in after if r.status != "passed" and was.get((r.track, r.id)) is True]
    if not fixed and not broke:
        return "Since the last run: no check changed."
    lines = ["Since the last run:"]
    lines += [f"  now passing: [{r.track}] {r.title}" for r in fixed]
    lines += [f"  now failing: [{r.track}] {r.title}" for r in broke]
    return "\n".join(lines)


def watch(run: Callable[[list[str]], list[CheckResult] | None], folder: Path, out: TextIO, *,
          warm: Callable[[], None] = lambda: None, poll: float = POLL_SECONDS,
          sleep: Callable[[float], None] = time.sleep) -> int:
    """Call ``run`` (one self-check of the files saved, every file the first time: it
    prints its table and returns its results, or None when the folder could not be
    checked) now and after every save in ``folder``, printing what changed, until Ctrl-C.
    ``warm`` starts what the next run's workers come from."""
    before: list[CheckResult] | None = None
    changed: list[str] = []
    try:
        while True:
            before_run = snapshot(folder)  # a save from here on starts the next run
            results = run(changed)
            if results is not None:
                said = changes(before, results)
                if said:
                    print("\n" + said, file=out)
                before = results
            warm()
            print(f"\nWatching {folder} for saves (Ctrl-C to stop).", file=out, flush=True)
            changed = next(saves(folder, poll=poll, sleep=sleep, since=before_run))
            print(f"\n{'=' * 70}\nSaved: {', '.join(changed)}; checking again.", file=out, flush=True)
    except KeyboardInterrupt:
        print("\nStopped watching.", file=out, flush=True)
        return 0
