"""Prepare a held-out writer's workspace (tests/corpus/README.md, ``heldout/``).

    python tests/heldout_kit.py DIR --set N [--tips FILE]

DIR gets ``kit/`` (a git clone of this repository as committed: the frozen kit whose grader
measures the points), ``keys.txt`` (every diagnosis key and its text), ``whys.txt`` (the
``# why:`` of every wrong and held-out entry), ``names.txt`` (every entry's file name),
``points.py`` (``tests/heldout_points.py``: an entry's score and nothing else) and ``BRIEF.md``
(``tests/heldout_brief.md`` for set N; ``--tips``: more tips, markdown lines, from the last
writer's README, such as its "kept full marks"). Give a helper that has seen neither the engine
nor its output the brief and nothing else; it writes ``DIR/entries/`` and ``DIR/README.md``.
Then check the entries for repeats of ``wrong/`` (the same file name, or the same slip in other
words) before copying them into ``tests/corpus/heldout/``, and measure them by their totals
first (``python tests/corpus_report.py OUT --set heldout``).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_harness  # noqa: E402
from helpers import ROOT  # noqa: E402

HERE = Path(__file__).resolve().parent


def main() -> None:
    parser = argparse.ArgumentParser(description="Prepare a held-out writer's workspace.")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--set", type=int, required=True, dest="number")
    parser.add_argument("--tips", type=Path, help="more tips for the brief (markdown lines)")
    args = parser.parse_args()
    from grader.judging.diagnoses import DIAGNOSES, GENERIC

    folder = args.folder.resolve()
    (folder / "entries").mkdir(parents=True, exist_ok=True)
    if not (folder / "kit").exists():
        subprocess.run(["git", "clone", "-q", str(ROOT), str(folder / "kit")], check=True)
    entries = corpus_harness.ENTRIES
    (folder / "keys.txt").write_text("".join(f"{k}: {v}\n" for k, v in {**DIAGNOSES, **GENERIC}.items()),
                                     encoding="utf-8")
    (folder / "whys.txt").write_text("".join(h["why"] + "\n" for kind, _, h in entries if kind in ("wrong", "heldout")),
                                     encoding="utf-8")
    (folder / "names.txt").write_text("".join(p.stem + "\n" for _, p, _ in entries), encoding="utf-8")
    shutil.copyfile(HERE / "heldout_points.py", folder / "points.py")
    tips = args.tips.read_text(encoding="utf-8").rstrip() + "\n" if args.tips else ""
    brief = (HERE / "heldout_brief.md").read_text(encoding="utf-8")
    for name, value in (("{set}", str(args.number)), ("{python}", sys.executable), ("{repo}", str(ROOT)),
                        ("{tips}", tips)):
        brief = brief.replace(name, value)
    (folder / "BRIEF.md").write_text(brief, encoding="utf-8")
    print(f"{folder}: the brief for set {args.number}, {len(entries)} entries listed; the writer works in"
          f" {folder / 'entries'} with {sys.executable}")


if __name__ == "__main__":
    main()
