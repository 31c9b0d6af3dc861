"""What a call into student code produced, as plain data decoded from the worker's answer.

Checks and judging read these; they never see the student's objects themselves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np


@dataclass
class Returned:
    """What a student function returned, as plain data (never the object itself)."""

    kind: str  # ndarray | tensor | tuple | list | scalar | other
    type_name: str = ""
    dtype: str = ""
    device: str = ""
    requires_grad: bool = False
    array: np.ndarray | None = None
    items: list[Returned] = field(default_factory=list)
    value: Any = None
    shape: tuple[int, ...] = ()
    writeable: bool = True
    """An ndarray's write flag (an argument made read-only in place shows here)."""

    def describe(self) -> str:
        if self.kind in ("ndarray", "tensor"):
            kind = "np.ndarray" if self.kind == "ndarray" else "torch.Tensor"
            return f"{kind} of shape {self.shape} and dtype {self.dtype} on {self.device}"
        if self.kind in ("tuple", "list"):
            return f"a {self.kind} of {len(self.items)} items"
        if self.kind == "scalar":
            return f"{self.type_name} {self.value!r}"
        return f"{self.type_name} ({self.value})"


def decode(spec: dict[str, Any], arrays: list[np.ndarray]) -> Returned:
    kind = spec.get("kind")
    if kind in ("tuple", "list"):
        return Returned(kind, items=[decode(s, arrays) for s in spec["items"]])
    if kind in ("ndarray", "tensor"):
        array = None if spec.get("array") is None else arrays[int(spec["array"])]
        return Returned(
            kind,
            type_name="numpy.ndarray" if kind == "ndarray" else "torch.Tensor",
            dtype=str(spec["dtype"]),
            device=str(spec.get("device", "cpu")),
            requires_grad=bool(spec.get("requires_grad", False)),
            array=array,
            shape=tuple(array.shape) if array is not None else tuple(int(n) for n in spec.get("shape", ())),
            writeable=bool(spec.get("writeable", True)),
        )
    if kind == "scalar":
        return Returned("scalar", type_name=str(spec["type"]), value=spec["value"])
    return Returned("other", type_name=str(spec.get("type", "?")), value=str(spec.get("repr", ""))[:200])


@dataclass
class Outcome:
    """Everything one call produced: the value or the exception, and what was noticed."""

    result: Returned | None
    raised: dict[str, Any] | None
    warnings: list[dict[str, str]]
    library_calls: list[str]
    args_after: list[Returned]
    aliases: list[int]
    grads: list[Returned | None] | None
    grad_error: str | None
    kwargs_after: dict[str, Returned] = field(default_factory=dict)
    """The keyword arguments after the call (with ``return_args``): a mask passed as
    ``allowed=`` can be changed in place as well as a positional argument."""

    def raised_subclass_of(self, name: str) -> bool:
        return self.raised is not None and name in self.raised.get("bases", [])


@dataclass(frozen=True)
class RaisedAhead:
    """A call that raised instead of returning, as the ledger notes it: its exception as
    the worker described it (type, message, where). Sent ahead of a check's failure, or
    the failing call itself."""

    raised: dict[str, Any]
