"""The instructor's reference, loaded into the grader's own process (never the worker's).

Hidden checks compare students against it live; public checks use outputs recorded from
it (``grader/data/public_cases.json``), so the student release can ship without it.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np

from grader.contract import MODULES
from grader.errors import GraderError
from grader.kit import DEFAULT_SOLUTIONS

_loaded: dict[tuple[Path, str], ModuleType] = {}


def available(solutions: Path = DEFAULT_SOLUTIONS) -> bool:
    return all((solutions / f"{m}.py").is_file() for m in MODULES.values())


def load(track: str, solutions: Path = DEFAULT_SOLUTIONS) -> ModuleType:
    """Import ``solutions/<module>.py`` under a private name."""
    path = (solutions / f"{MODULES[track]}.py").resolve()
    key = (path, track)
    if key not in _loaded:
        if not path.is_file():
            raise GraderError(
                f"the reference {path} is missing; hidden checks need the instructor's solutions/"
            )
        spec = importlib.util.spec_from_file_location(f"_attnkit_reference_{track}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _loaded[key] = module
    return _loaded[key]


def _to_track(value: Any, track: str, requires_grad: bool = False) -> Any:
    if track == "torch" and isinstance(value, np.ndarray):
        import torch

        tensor = torch.from_numpy(value.copy())
        return tensor.requires_grad_(True) if requires_grad else tensor
    return value


def _to_numpy(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_to_numpy(v) for v in value)
    if hasattr(value, "detach"):
        return value.detach().numpy()
    return np.asarray(value)


def run(track: str, func: str, args: tuple, kwargs: dict, solutions: Path = DEFAULT_SOLUTIONS) -> Any:
    """The reference output(s) for one call, as NumPy arrays."""
    module = load(track, solutions)
    fn = getattr(module, func)
    return _to_numpy(fn(*[_to_track(a, track) for a in args], **{k: _to_track(v, track) for k, v in kwargs.items()}))


def grads(
    func: str, args: tuple, kwargs: dict, wrt: list[int], cotangents: list[np.ndarray | None],
    solutions: Path = DEFAULT_SOLUTIONS,
) -> list[np.ndarray]:
    """Gradients of the torch reference: vector-Jacobian products for ``wrt`` arguments."""
    import torch

    module = load("torch", solutions)
    inputs = [_to_track(a, "torch", i in wrt) for i, a in enumerate(args)]
    out = getattr(module, func)(*inputs, **{k: _to_track(v, "torch") for k, v in kwargs.items()})
    outs = out if isinstance(out, tuple) else (out,)
    pairs = [(o, torch.from_numpy(c)) for o, c in zip(outs, cotangents) if c is not None]
    result = torch.autograd.grad([o for o, _ in pairs], [inputs[i] for i in wrt], [c for _, c in pairs])
    return [g.numpy() for g in result]
