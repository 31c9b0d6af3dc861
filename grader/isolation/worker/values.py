"""Encoding what student code returned or raised as plain data, without trusting it.

Only exact ``numpy.ndarray`` and strided ``torch.Tensor`` objects become arrays; anything
else is described by its type and a short repr. Subclasses, object arrays and objects that
lie about themselves never reach the grader as anything but text.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Iterable
from typing import Any

import numpy as np

_HERE = os.path.dirname(os.path.abspath(__file__))


def describe(obj: Any, out: list[np.ndarray], torch: Any, depth: int = 0) -> dict[str, Any]:
    """Turn a student's return value into plain data, without trusting its methods.

    ``torch`` is the torch module once the worker has loaded it (else None: then no
    object can be a tensor); arrays are appended to ``out`` and referred to by index."""
    kind = type(obj)
    name = f"{kind.__module__}.{kind.__qualname__}"
    if kind in (tuple, list) and depth < 3 and len(obj) <= 16:
        items = [describe(item, out, torch, depth + 1) for item in obj]
        return {"kind": "tuple" if kind is tuple else "list", "items": items}
    if kind is np.ndarray and not obj.dtype.hasobject and obj.dtype.kind in "biuf":
        # float128 (np.longdouble) has no place on the wire: its values go as float64 and its
        # dtype by name, so the dtype checks fail and the value checks judge the values
        out.append(obj.astype(np.float64) if obj.dtype.kind == "f" and obj.dtype.itemsize > 8 else obj)
        return {"kind": "ndarray", "array": len(out) - 1, "dtype": str(obj.dtype),
                "writeable": bool(obj.flags.writeable)}
    if torch is not None and kind is torch.Tensor and obj.layout == torch.strided:
        dtype = str(obj.dtype).removeprefix("torch.")
        if obj.device.type == "meta":  # shape, dtype and device only: there is no data
            return {"kind": "tensor", "array": None, "shape": list(obj.shape), "dtype": dtype,
                    "device": "meta", "requires_grad": bool(obj.requires_grad)}
        plain = obj.detach().to("cpu").resolve_conj().resolve_neg()
        if plain.dtype in (torch.bfloat16, torch.float16):
            plain = plain.float()
        if plain.is_complex():
            return {"kind": "other", "type": name, "repr": f"complex tensor ({dtype})"}
        out.append(plain.numpy())
        return {
            "kind": "tensor",
            "array": len(out) - 1,
            "dtype": dtype,
            "device": str(obj.device),
            "requires_grad": bool(obj.requires_grad),
        }
    if torch is not None and kind is torch.Tensor:  # a sparse (or other non-strided) tensor: its layout says it
        return {"kind": "other", "type": name, "repr": f"a tensor of layout {str(obj.layout).removeprefix('torch.')}"}
    if kind in (bool, int, float, str, type(None)):
        value = obj if kind is not str else obj[:200]
        return {"kind": "scalar", "type": kind.__name__, "value": value}
    if kind is np.ndarray:
        return {"kind": "other", "type": name, "repr": f"ndarray of dtype {obj.dtype}"}
    return {"kind": "other", "type": name, "repr": safe_repr(obj)}


def signature(func: Any) -> str | None:
    import inspect

    if not callable(func):
        return None
    try:
        return str(inspect.signature(func))
    except (TypeError, ValueError):
        return "(...)"


def safe_repr(obj: Any) -> str:
    try:
        return repr(obj)[:200]
    except BaseException:  # noqa: BLE001
        return "<repr failed>"


def describe_error(err: BaseException, student_files: Iterable[str] = ()) -> dict[str, Any]:
    """An exception as plain data. ``where`` is the innermost frame in the student's own
    modules (``student_files``), never NumPy's or torch's (``fromnumeric.py``); ``stack``
    lists the student's frames, outermost first, as ``[function, line]``, so the grader
    can tell which of the student's functions raised; ``library`` names the innermost
    frame when it is a library's."""
    own = {os.path.abspath(f) for f in student_files}
    frames = [f for f in traceback.extract_tb(err.__traceback__) if os.path.dirname(os.path.abspath(f.filename)) != _HERE]
    mine = [f for f in frames if os.path.abspath(f.filename) in own]
    shown = mine[-1] if mine else frames[-1] if frames else None
    where = f"{os.path.basename(shown.filename)}:{shown.lineno}" if shown is not None else ""
    library = os.path.basename(frames[-1].filename) if frames and mine and frames[-1] is not mine[-1] else ""
    try:
        message = str(err)[:500]
    except BaseException:  # noqa: BLE001
        message = "<message failed>"
    return {
        "type": type(err).__name__,
        "bases": [c.__name__ for c in type(err).__mro__],
        "message": message,
        "where": where,
        "stack": [[f.name, f.lineno] for f in mine][-8:],
        "library": library,
    }
