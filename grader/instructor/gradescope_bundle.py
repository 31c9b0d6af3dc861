"""The Gradescope autograder bundle: ``python -m grader gradescope OUT.zip``.

Gradescope unpacks the zip into ``/autograder/source``, runs ``setup.sh`` once when it
builds the image, then runs ``run_autograder`` for every submission: the student's files
are in ``/autograder/submission`` and it reads ``/autograder/results/results.json`` back.
The bundle holds the kit (``kit/``: the grader and the reference, never shown to
students) and grades with every check; hidden checks carry ``visibility:
after_due_date`` in ``results.json`` so students see their details only after the due date.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from grader.errors import GraderError
from grader.kit import KIT_ROOT

SETUP_SH = r"""#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image.
# Pick the Ubuntu 24.04 base image: the kit needs Python 3.11 or newer.
set -euo pipefail
apt-get update
apt-get install -y python3 python3-venv python3-pip util-linux
python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "attnkit needs Python 3.11 or newer: choose the Ubuntu 24.04 base image")'
python3 -m venv /autograder/venv
# The CPU build of torch first, so the kit's own requirement pulls no CUDA build.
/autograder/venv/bin/python -m pip install --index-url https://download.pytorch.org/whl/cpu "torch==2.13.0"
/autograder/venv/bin/python -m pip install /autograder/source/kit
"""

RUN_AUTOGRADER = r"""#!/usr/bin/env bash
# Gradescope runs this for every submission. AUTOGRADER_ROOT and ATTNKIT_PYTHON exist
# only so the kit's tests can run it against a throwaway tree.
set -uo pipefail
root="${AUTOGRADER_ROOT:-/autograder}"
python="${ATTNKIT_PYTHON:-$root/venv/bin/python}"
out="$(mktemp -d)"
mkdir -p "$root/results"
cd "$root/source/kit"
"$python" -m grader grade "$root/submission" --out "$out" --solutions "$root/source/kit/solutions" \
  --jobs 1 --quiet > "$out/log.txt" 2>&1
if [ -f "$out/submission/results.json" ]; then
  cp "$out/submission/results.json" "$root/results/results.json"
else
  # Not graded (no files, say): still a results.json, with the reason, worth 0.
  "$python" -c 'import json, sys
log = open(sys.argv[1], errors="replace").read()[-6000:]
print(json.dumps({"score": 0, "output": "Your submission could not be graded. Upload numpy_core.py and torch_core.py (at the top level or in exercises/).\n\n" + log, "tests": []}))' \
    "$out/log.txt" > "$root/results/results.json"
fi
cat "$out/log.txt"
"""

_KIT_FILES = ("pyproject.toml", "README.md")


def write_bundle(out_zip: Path, *, solutions: Path) -> list[str]:
    """Write the autograder zip; returns the names it holds."""
    for module in ("numpy_core.py", "torch_core.py"):
        if not (solutions / module).is_file():
            raise GraderError(f"the bundle needs the reference: {solutions / module} is missing")
    if out_zip.suffix != ".zip":
        raise GraderError(f"Gradescope takes a .zip file; got {out_zip}")
    entries: list[tuple[str, bytes, int]] = [("setup.sh", SETUP_SH.encode(), 0o755),
                                             ("run_autograder", RUN_AUTOGRADER.encode(), 0o755)]
    for name in _KIT_FILES:
        entries.append((f"kit/{name}", (KIT_ROOT / name).read_bytes(), 0o644))
    for path in sorted((KIT_ROOT / "grader").rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            entries.append((f"kit/{path.relative_to(KIT_ROOT).as_posix()}", path.read_bytes(), 0o644))
    for module in ("numpy_core.py", "torch_core.py"):
        entries.append((f"kit/solutions/{module}", (solutions / module).read_bytes(), 0o644))
    out_zip.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out_zip, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, data, mode in entries:
            info = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            bundle.writestr(info, data)
    return [name for name, _, _ in entries]
