"""Probe results kept for reuse within one grader process (``grader.running.probes``).

A class graded with ``--exercise heads`` runs, for every submission whose attention fails,
the checks of the functions attention calls (mask_scores, stable_softmax...) as probes.
Many submissions share those functions word for word (the corpus's entries all do: they
differ in one function), and each probe costs as much as grading those exercises again.

A probe runs in a fresh worker (:meth:`grader.calls.student.Submission.fresh_track`), so
what it sees depends only on the module's source, never on what the run before it left in
the worker. Of that source, only part can change what the probed functions do: the module's
top-level statements (imports, constants, patches) and the functions the probed ones can
reach by name. :func:`narrowed` reads those into one text (every other function by its
head alone): two modules that differ only in functions the probes cannot reach narrow to
the same text, and their probes give the same results. Where that cannot be read from the
text (a name looked up at run time: ``globals()``, ``getattr``, ``eval``, ``sys.modules``; a
file read back; an import of anything but the libraries the exercises use), nothing is kept
or reused. (What importing one of those libraries' own modules does to the library, beyond
binding a name, is taken to be nothing.)

Only probes that passed every check are kept: their results hold no messages, so nothing
of one submission (a path, a traceback) reaches another's feedback. Probes are feedback
only: this changes no grade, and a hit gives what a run would have given.
"""

from __future__ import annotations

import ast
import copy
import hashlib
import re
from collections import OrderedDict
from typing import Any

from grader.judging import ledger
from grader.judging.rules import module_tree
from grader.outcomes import CheckResult

KEPT = 16
"""Probe runs kept at most (the oldest goes first): each holds its checks' results and the
ledger notes its calls made, arrays included."""

IMPORTS = frozenset({"numpy", "torch", "math", "functools", "itertools", "typing", "__future__", "dataclasses",
                     "collections", "operator", "numbers", "warnings", "enum", "abc", "einops"})
"""Modules whose import keeps a module narrowable: the libraries the exercises use and the
standard library's pure helpers. Any other import (a file of the student's, ``sys``, ``os``,
``inspect``) can reach code or state the text does not show."""

DYNAMIC = frozenset({
    "globals", "locals", "vars", "eval", "exec", "compile", "getattr", "setattr", "delattr", "__import__",
    "__builtins__", "builtins", "importlib", "inspect", "sys", "modules", "gc", "ctypes", "os", "pathlib", "Path",
    "open", "io", "pickle", "shelve", "marshal", "load", "loadtxt", "genfromtxt", "fromfile", "memmap", "environ",
    "subprocess", "threading", "multiprocessing", "signal", "atexit", "weakref", "__dict__", "__code__",
    "__globals__", "__closure__", "__class__", "__subclasses__", "__getattribute__", "__getattr__",
    "__module__", "__spec__", "dir", "__all__", "__loader__", "__file__", "currentframe", "_getframe", "f_globals",
    "f_back", "f_locals",
})
"""Names that look code or state up at run time, or read what an earlier run wrote: a module
that mentions any of them anywhere the probes can reach is not narrowed."""

_WORD = re.compile(r"[A-Za-z_]\w*")


def _docstring(node: ast.AST) -> bool:
    """A bare string statement (a docstring): it runs no code and binds no name."""
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _mentions(node: ast.AST) -> set[str]:
    """Every name a piece of code mentions: variables, attributes, keywords, imported names,
    and every identifier-like word inside its strings (``"attention"`` in a string can name a
    function as well as the name itself); docstrings left out."""
    found: set[str] = set()
    todo = [node]
    while todo:
        sub = todo.pop()
        if _docstring(sub):
            continue
        todo.extend(ast.iter_child_nodes(sub))
        if isinstance(sub, ast.Name):
            found.add(sub.id)
        elif isinstance(sub, ast.Attribute):
            found.add(sub.attr)
        elif isinstance(sub, ast.keyword) and sub.arg:
            found.add(sub.arg)
        elif isinstance(sub, ast.alias):
            found.update(sub.name.split("."))
            if sub.asname:
                found.add(sub.asname)
        elif isinstance(sub, (ast.Global, ast.Nonlocal)):
            found.update(sub.names)
        elif isinstance(sub, ast.Constant) and isinstance(sub.value, (str, bytes)):
            text = sub.value if isinstance(sub.value, str) else sub.value.decode("latin-1")
            found.update(_WORD.findall(text))
        elif isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(sub.name)
    return found


def _imports_allowed(tree: ast.Module) -> bool:
    for sub in ast.walk(tree):
        if isinstance(sub, ast.Import) and any(a.name.split(".")[0] not in IMPORTS for a in sub.names):
            return False
        if isinstance(sub, ast.ImportFrom) and (sub.level or (sub.module or "").split(".")[0] not in IMPORTS):
            return False
    return True


def _exports(node: ast.stmt) -> bool:
    """``__all__ = [...]``: its strings name functions for ``import *`` only, which the worker
    never does (any other mention of ``__all__`` is a lookup at run time: ``DYNAMIC``)."""
    if isinstance(node, ast.Assign):
        targets, value = node.targets, node.value
    elif isinstance(node, ast.AnnAssign) and node.value is not None:
        targets, value = [node.target], node.value
    else:
        return False
    return len(targets) == 1 and isinstance(targets[0], ast.Name) and targets[0].id == "__all__" \
        and not any(isinstance(sub, ast.Call) for sub in ast.walk(value))


def _head_parts(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.expr]:
    """What a ``def`` statement evaluates when it runs: decorators, defaults, annotations."""
    a = node.args
    return [part for part in [*node.decorator_list, *a.defaults, *a.kw_defaults, node.returns,
                              *(x.annotation for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                                if x is not None)] if part is not None]


def _plain(node: ast.expr) -> bool:
    """A constant, a name or an attribute of one (``None``, ``1.0``, ``np.ndarray``): evaluating
    it does nothing a probe could see (a missing name fails the import, and no probe is kept)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, (ast.Constant, ast.Name))


def _bindings(node: ast.Import | ast.ImportFrom) -> list[tuple[str, str]]:
    """(name, what it is bound to) for each name an import statement binds."""
    if isinstance(node, ast.Import):
        return [(a.asname or a.name.split(".")[0], a.name if a.asname else a.name.split(".")[0]) for a in node.names]
    return [(a.asname or a.name, f"{node.module}.{a.name}") for a in node.names]


def _bound_otherwise(tree: ast.Module) -> set[str]:
    """Names the module's top level binds other than by importing (assignments, loops, defs,
    classes, ``with ... as``, an except's name, a walrus), or that a function declares global."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        for sub in ast.walk(node) if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) else []:
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, (ast.Store, ast.Del)):
                names.add(sub.id)
            elif isinstance(sub, ast.ExceptHandler) and sub.name:
                names.add(sub.name)
            elif isinstance(sub, (ast.Import, ast.ImportFrom)):
                names.update(name for name, _ in _bindings(sub))
    for sub in ast.walk(tree):
        if isinstance(sub, ast.Global):
            names.update(sub.names)
    return names


def narrowed(source: str, roots: list[str]) -> str | None:
    """What of ``source`` can change the results of calls to ``roots`` in a fresh worker, as
    one text: the top-level statements in order (docstrings left out), the functions
    ``roots`` can reach by name whole and with their line numbers (a traceback or a warning
    names them), every other top-level function by its head only (its decorators, defaults
    and annotations run at import; its body never runs), and the module bound to each name
    that reachable code mentions by a top-level import. Imports are read as bindings, in no
    order, where every import of a name binds it to the same module and nothing else binds
    it (importing a module twice, or at another line, changes nothing); otherwise they stay
    in order. None when this cannot be read from the text (a syntax error, a name looked up
    at run time, an import of anything but the libraries the exercises use)."""
    tree = module_tree(source)  # shared with the rules' scan (never changed here)
    if tree is None:
        return None
    if not _imports_allowed(tree):
        return None
    defs: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    always: set[str] = set()  # what runs whatever is called: top-level statements, and each def's head
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            defs.setdefault(node.name, []).append(node)
            for part in _head_parts(node):
                always |= _mentions(part)
        elif not isinstance(node, (ast.Import, ast.ImportFrom)) and not _exports(node):
            always |= _mentions(node)
    reached: set[str] = set()
    todo = [name for name in [*roots, *always] if name in defs]
    seen = set(always)
    while todo:
        name = todo.pop()
        if name in reached:
            continue
        reached.add(name)
        for node in defs[name]:
            words = _mentions(node)
            seen |= words
            todo += [w for w in words if w in defs and w not in reached]
    if seen & DYNAMIC:
        return None
    targets: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for name, target in _bindings(node):
                targets.setdefault(name, set()).add(target)
    ordered = any(isinstance(node, ast.Try) for node in tree.body) or any(
        len(bound) > 1 for bound in targets.values()) or bool(set(targets) & _bound_otherwise(tree))
    parts: list[str] = []
    for node in tree.body:
        if _docstring(node):
            continue
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if node.name in reached:
                parts.append(ast.dump(node, include_attributes=True))
            else:  # never called: only what its def runs at import can matter, where it can do something
                runs = _head_parts(node)
                if any(not _plain(part) for part in runs):
                    parts.append(" ".join(ast.dump(part) for part in runs))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            if ordered:
                parts.append(ast.dump(node))
        else:
            parts.append(ast.dump(node))
    if not ordered:
        parts.append(repr(sorted((name, next(iter(bound))) for name, bound in targets.items() if name in seen)))
    return "\n".join(parts)


def key(source: str, roots: list[str], *parts: Any) -> str | None:
    """The memo's key for probes of ``roots`` (the probed exercises' functions) in a module
    of this source, with ``parts`` (the track, the exercises, the kind of run, the limits)."""
    text = narrowed(source, roots)
    if text is None:
        return None
    digest = hashlib.sha256()
    for part in (*map(repr, parts), text):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\0")
    return digest.hexdigest()


class _Kept:
    def __init__(self, results: list[CheckResult], notes: list[ledger.Noted], spent: float) -> None:
        self.results, self.notes, self.spent = copy.deepcopy(results), list(notes), spent


_MEMO: OrderedDict[str, _Kept] = OrderedDict()


def recall(memo_key: str | None, budget_left: float) -> tuple[list[CheckResult], list[ledger.Noted], float] | None:
    """The results, ledger notes and student seconds of a probe run kept under this key (a
    copy of the results: the engine writes to them), or None. A run that used more than half
    of what is left of the submission's budget is run again: there it could run out."""
    kept = _MEMO.get(memo_key) if memo_key else None
    if kept is None or 2 * kept.spent + 1.0 > budget_left:
        return None
    _MEMO.move_to_end(memo_key)  # type: ignore[arg-type]
    return copy.deepcopy(kept.results), kept.notes, kept.spent


def keep(memo_key: str | None, results: list[CheckResult], notes: list[ledger.Noted], spent: float) -> None:
    """Keep a probe run's results under its key, if every check passed."""
    if not memo_key or not results or any(r.status != "passed" for r in results):
        return
    _MEMO[memo_key] = _Kept(results, notes, spent)
    while len(_MEMO) > KEPT:
        _MEMO.popitem(last=False)


def forget() -> None:
    """Drop every kept run (tests)."""
    _MEMO.clear()
