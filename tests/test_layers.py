"""The grader's rooms import one way: a room may import only the vocabulary and rooms below it.

The order is written once, here and in ``grader/__init__.py``'s docstring (a test keeps
the two in step). Imports inside functions count as much as those at the top.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

GRADER = Path(__file__).resolve().parent.parent / "grader"

VOCABULARY = ("errors", "contract", "outcomes", "jsonarrays", "kit")
ROOMS = ("isolation", "intake", "calls", "inputs", "judging", "reports", "running", "checks", "instructor")
ENTRY = ("commands", "cli", "__main__", "__init__")

# The sanctioned look-ups of a room above: optional plugins that the student release does
# not have, the live mistake catalogue (grader.judging.diagnoses explains) and the replays of
# whole computations that are an exercise's answer (grader.judging.relations._head_shares).
ALLOWED_UPWARD = {("grader/judging/diagnoses.py", "grader.instructor.mistakes"),
                  ("grader/judging/relations.py", "grader.instructor.replays")}


def _rank(module: str) -> int:
    """0 for the vocabulary, 1.. for the rooms in order, above them the entry points."""
    parts = module.split(".")
    if parts[0] != "grader":
        raise ValueError(module)
    if len(parts) == 1 or parts[1] in ENTRY:
        return len(ROOMS) + 1
    if parts[1] in VOCABULARY:
        return 0
    if parts[1] in ROOMS:
        return ROOMS.index(parts[1]) + 1
    raise AssertionError(f"{module} is in no room: add it to a room or to the vocabulary in {__file__}")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(GRADER.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every grader module the file imports, or names as a string."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:  # a submodule counts as itself, a name as its module
                target = GRADER.parent / f"{base}.{alias.name}".replace(".", "/")
                is_module = target.with_suffix(".py").exists() or target.is_dir()
                found.append((node.lineno, f"{base}.{alias.name}" if is_module else base))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"grader(\.\w+)+", node.value):
            found.append((node.lineno, node.value))  # importlib.import_module("grader.x.y") and the like
    return [(line, name) for line, name in found if name == "grader" or name.startswith("grader.")]


def _python_files() -> list[Path]:
    return sorted(p for p in GRADER.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", _python_files(), ids=lambda p: str(p.relative_to(GRADER.parent)))
def test_imports_run_one_way(path):
    here = _module_name(path)
    rank = _rank(here)
    relative = str(path.relative_to(GRADER.parent))
    wrong = []
    for line, name in _imported(path):
        if name == "grader" and rank <= len(ROOMS):
            wrong.append(f"line {line}: imports the package root `grader` (import the module you need)")
            continue
        if name == "grader" or (relative, name) in ALLOWED_UPWARD:
            continue
        if _rank(name) > rank:
            wrong.append(f"line {line}: imports {name} (room rank {_rank(name)}) from rank {rank}")
        if name.split(".")[1:2] == ["checks"] and not here.startswith("grader.checks"):
            wrong.append(f"line {line}: imports a check module; checks are collected by pytest, never imported")
    assert not wrong, (
        f"{relative} ({here}) breaks the import direction of docs/design.md:\n  " + "\n  ".join(wrong)
        + "\nMove the shared code down into the lower room (or the vocabulary), or pass it in from above."
    )


def test_the_worker_is_self_contained():
    """The sandbox copies grader/isolation/worker/ alone: it may import nothing from grader."""
    worker = GRADER / "isolation" / "worker"
    for path in sorted(worker.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and not node.level:
                assert not (node.module or "").startswith("grader"), f"{path.name}:{node.lineno} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("grader") for a in node.names), f"{path.name}:{node.lineno}"


def test_every_module_is_in_a_room():
    for path in _python_files():
        _rank(_module_name(path))  # raises for a module outside every room
    top = sorted(p.stem for p in GRADER.glob("*.py"))
    assert top == sorted((*VOCABULARY, *ENTRY)), f"top-level modules are the vocabulary and the entry points only; got {top}"
    rooms = sorted(p.name for p in GRADER.iterdir() if p.is_dir() and p.name not in ("__pycache__", "data"))
    assert rooms == sorted(ROOMS), rooms


def test_every_room_says_what_it_does_and_may_import():
    for room in ROOMS:
        if room == "checks":
            continue  # collected by pytest; its layout is grader.running.layout's docstring
        doc = ast.get_docstring(ast.parse((GRADER / room / "__init__.py").read_text(encoding="utf-8"))) or ""
        assert len(doc.splitlines()) >= 3 and "May import" in doc, f"grader/{room}/__init__.py needs a docstring"


def test_the_package_docstring_lists_the_rooms_in_order():
    doc = ast.get_docstring(ast.parse((GRADER / "__init__.py").read_text(encoding="utf-8"))) or ""
    positions = [doc.find(f"``{room}``") for room in ROOMS]
    assert -1 not in positions and positions == sorted(positions), (ROOMS, positions)


def test_importing_the_vocabulary_stays_cheap():
    """Importing grader or a vocabulary module loads neither pytest, hypothesis nor torch."""
    code = ("import sys, grader, grader.errors, grader.contract, grader.outcomes, grader.kit, grader.jsonarrays\n"
            "print(sorted(m for m in ('pytest', 'hypothesis', 'torch', 'grader.commands') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out
