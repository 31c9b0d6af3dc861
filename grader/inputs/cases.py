"""Inputs for the checks: one generator per function, driven by hypothesis or by a seed.

A generator asks a *chooser* for its shape and flags, then fills arrays from a NumPy
generator seeded by the chooser. Hypothesis drives the chooser to draw the hidden checks'
inputs once (:func:`draw`, recorded by ``grader.inputs.hidden``); a seeded chooser makes
the fixed public cases whose reference outputs are recorded in
``grader/data/public_cases.json``, and the fresh inputs that confirm a public check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from grader.contract import EXERCISES
from grader.jsonarrays import decode, encode

if TYPE_CHECKING:
    from hypothesis import strategies as st


class Chooser(Protocol):
    def int(self, lo: int, hi: int) -> int: ...
    def pick(self, options: Sequence[Any]) -> Any: ...


class HypothesisChooser:
    def __init__(self, draw: Callable[[Any], Any]) -> None:
        self.draw = draw

    def int(self, lo: int, hi: int) -> int:
        from hypothesis import strategies as st

        return int(self.draw(st.integers(lo, hi)))

    def pick(self, options: Sequence[Any]) -> Any:
        from hypothesis import strategies as st

        return self.draw(st.sampled_from(options))


class SeededChooser:
    def __init__(self, seed: int) -> None:
        self.rng = np.random.default_rng(seed)

    def int(self, lo: int, hi: int) -> int:
        return int(self.rng.integers(lo, hi + 1))

    def pick(self, options: Sequence[Any]) -> Any:
        return options[int(self.rng.integers(len(options)))]


@dataclass
class Case:
    """One call: ``func(*args, **kwargs)``.

    ``scale`` sizes the tolerance of comparisons of the (first) output; ``weights_scale``
    that of the attention weights, which lie in [0, 1] whatever the size of the values.
    """

    func: str
    args: tuple[Any, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)
    label: str = ""
    scale: float = 1.0
    weights_scale: float = 1.0
    memo: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)
    """The reference's answers for this case, computed once (see ``grader.judging.compare``)."""

    def remembered(self, key: Any, make: Callable[[], Any]) -> Any:
        """``make()``, computed once for this case and kept in ``memo``."""
        if key not in self.memo:
            self.memo[key] = make()
        return self.memo[key]

    @property
    def size(self) -> int:
        """How many numbers the inputs hold: public failures show the smallest case first."""
        return sum(a.size for a in self.args if isinstance(a, np.ndarray))

    def __repr__(self) -> str:
        with np.printoptions(precision=4, threshold=60, edgeitems=2, linewidth=100):
            parts = [_show(a) for a in self.args] + [f"{k}={_show(v)}" for k, v in self.kwargs.items()]
        return f"{self.func}({', '.join(parts)})  # {self.label}"


def case_to_json(case: Case) -> dict[str, Any]:
    """A case as recorded data (``grader.jsonarrays`` encodes its values)."""
    return {"func": case.func, "label": case.label, "scale": case.scale, "weights_scale": case.weights_scale,
            "args": [encode(a) for a in case.args], "kwargs": {k: encode(v) for k, v in case.kwargs.items()}}


def case_from_json(item: dict[str, Any]) -> Case:
    return Case(item["func"], tuple(decode(a) for a in item["args"]), {k: decode(v) for k, v in item["kwargs"].items()},
                item["label"], float(item["scale"]), float(item["weights_scale"]))


def _show(value: Any) -> str:
    if isinstance(value, np.ndarray):
        return f"np.array({np.array2string(value, separator=', ')}, dtype={value.dtype})"
    return repr(value)


# ---------------------------------------------------------------------------------------
# Shapes


def _lead(c: Chooser) -> tuple[int, ...]:
    """Leading batch/head axes: none to three, each of length 1 to 3."""
    return tuple(c.int(1, 3) for _ in range(c.int(0, 3)))


def _broadcastable(c: Chooser, lead: tuple[int, ...]) -> tuple[int, ...]:
    """A leading shape that broadcasts to ``lead``: some axes dropped or set to 1."""
    drop = c.pick([0, 0, len(lead)]) if lead else 0
    kept = lead[drop:]
    return tuple(1 if n > 1 and c.pick([False, False, True]) else n for n in kept)


def _dtype(c: Chooser, dtype: str | None) -> str:
    return dtype or c.pick(["float64", "float32"])


def _visible(rng: np.random.Generator, shape: tuple[int, ...], density: float, kind: str) -> np.ndarray:
    """A mask of ``shape`` in which every row (last axis) has at least one True."""
    mask = rng.random(shape) < density
    if shape[-1]:
        keep = rng.integers(shape[-1], size=shape[:-1])
        np.put_along_axis(mask, keep[..., None], True, axis=-1)
    return mask if kind == "bool" else mask.astype(kind)


_MASK_KINDS = ["bool", "bool", "int64", "uint8"]
"""Masks hold bools or 0/1 integers: the contract accepts both."""


def _mask_shape(c: Chooser, lead: tuple[int, ...], t: int, s: int) -> tuple[int, ...]:
    return (*_broadcastable(c, lead), c.pick([t, t, 1]), s)


def _big(*arrays: np.ndarray) -> float:
    finite = [np.abs(a[np.isfinite(a)]).max(initial=0.0) for a in arrays if a.size]
    return float(max(finite, default=0.0)) + 1.0


# ---------------------------------------------------------------------------------------
# One generator per function


def weighted_mixture(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, s, d_v = _lead(c), c.int(1, 5), c.int(1, 6), c.int(1, 5)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    weights = (rng.standard_normal((*_broadcastable(c, lead), t, s)) * c.pick([1, 3])).astype(dt)
    values = (rng.standard_normal((*_broadcastable(c, lead), s, d_v)) * c.pick([1, 5])).astype(dt)
    return Case("weighted_mixture", (weights, values), label=f"{dt}", scale=s * _big(weights) * _big(values))


def scaled_scores(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, s, d_k = _lead(c), c.int(1, 5), c.int(1, 6), c.int(1, 6)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    size = c.pick([1, 3, 30])
    q = (rng.standard_normal((*_broadcastable(c, lead), t, d_k)) * size).astype(dt)
    k = (rng.standard_normal((*_broadcastable(c, lead), s, d_k)) * size).astype(dt)
    return Case("scaled_scores", (q, k), label=dt, scale=np.sqrt(d_k) * _big(q) * _big(k))


def causal_mask(c: Chooser, dtype: str | None = None) -> Case:
    return Case("causal_mask", (c.int(1, 9),), label="size")


def mask_scores(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, s = _lead(c), c.int(1, 5), c.int(1, 6)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    scores = (rng.standard_normal((*lead, t, s)) * 3).astype(dt)
    density = c.pick([0.0, 0.5, 0.5, 1.0])
    allowed = _visible(rng, _mask_shape(c, lead, t, s), density, c.pick(_MASK_KINDS))
    return Case("mask_scores", (scores, allowed), label=f"{dt}, density {density}", scale=_big(scores))


def stable_softmax(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, s = _lead(c), c.int(1, 5), c.int(1, 6)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    size, offset = c.pick([1.0, 10.0, 1e4]), c.pick([0.0, 0.0, 1000.0, -1000.0])
    scores = rng.standard_normal((*lead, t, s)) * size + offset * rng.choice([-1, 1], (*lead, t, 1))
    if c.pick([False, True]):
        scores = np.where(_visible(rng, scores.shape, 0.6, "bool"), scores, -np.inf)
    scores = scores.astype(dt)
    kwargs: dict[str, Any] = {}
    temperature = c.pick([None, 1.0, 0.5, 2, 0.05, 30.0])  # 2: an int is a number too
    if temperature is not None:
        kwargs["temperature"] = temperature
    scale = _big(scores) / (temperature or 1.0) + 1.0
    label = f"{dt}, scores ~{size:g}, offset {offset:g}, temperature {temperature}"
    return Case("stable_softmax", (scores,), kwargs, label=label, scale=scale)


def attention(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, s, d_k, d_v = _lead(c), c.int(1, 5), c.int(1, 6), c.int(1, 5), c.int(1, 5)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    size = c.pick([1, 3])
    q = (rng.standard_normal((*_broadcastable(c, lead), t, d_k)) * size).astype(dt)
    k = (rng.standard_normal((*_broadcastable(c, lead), s, d_k)) * size).astype(dt)
    v = rng.standard_normal((*_broadcastable(c, lead), s, d_v)).astype(dt)
    kwargs: dict[str, Any] = {}
    masked = c.pick(["none", "random", "one visible", "causal"])
    score_lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    if masked in ("random", "one visible"):
        kind = c.pick(_MASK_KINDS)
        kwargs["allowed"] = _visible(rng, _mask_shape(c, score_lead, t, s), 0.5 if masked == "random" else 0.0, kind)
    elif masked == "causal":
        kwargs["allowed"] = np.tril(np.ones((t, s), dtype=bool), k=max(0, s - t))
    scores = np.sqrt(d_k) * _big(q) * _big(k) + 1
    return Case("attention", (q, k, v), kwargs, label=f"{dt}, mask: {masked}", scale=s * _big(v) * scores,
                weights_scale=scores)


def split_heads(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, h, d_h = _lead(c), c.int(1, 4), c.int(1, 4), c.int(1, 3)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    x = rng.standard_normal((*lead, t, h * d_h)).astype(dt)
    return Case("split_heads", (x, h), label=f"{dt}, H={h}")


def merge_heads(c: Chooser, dtype: str | None = None) -> Case:
    lead, h, t, d_h = _lead(c), c.int(1, 4), c.int(1, 4), c.int(1, 3)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    x = rng.standard_normal((*lead[:2], h, t, d_h)).astype(dt)
    return Case("merge_heads", (x,), label=f"{dt}, H={h}")


def multi_head_self_attention(c: Chooser, dtype: str | None = None) -> Case:
    lead, t, d = _lead(c)[:2], c.int(1, 5), c.int(1, 6)
    h, d_k, d_v = c.int(1, 3), c.int(1, 3), c.int(1, 3)
    dt, rng = _dtype(c, dtype), np.random.default_rng(c.int(0, 2**31))
    x = rng.standard_normal((*lead, t, d)).astype(dt)
    w_q, w_k = (rng.standard_normal((d, h * d_k)) / np.sqrt(d)).astype(dt), (rng.standard_normal((d, h * d_k)) / np.sqrt(d)).astype(dt)
    w_v = (rng.standard_normal((d, h * d_v)) / np.sqrt(d)).astype(dt)
    w_o = (rng.standard_normal((h * d_v, d)) / np.sqrt(h * d_v)).astype(dt)
    kwargs: dict[str, Any] = {}
    masked = c.pick(["none", "causal", "random"])
    if masked == "causal":
        kwargs["allowed"] = np.tril(np.ones((t, t), dtype=bool))
    elif masked == "random":
        kwargs["allowed"] = _visible(rng, (*_broadcastable(c, (*lead, h)), t, t), 0.5, c.pick(_MASK_KINDS))
    x64 = x.astype(np.float64)
    q, k, v = (np.abs(x64) @ np.abs(w.astype(np.float64)) for w in (w_q, w_k, w_v))  # bounds on |Q|, |K|, |V|
    scores = d_k * q.max() * k.max() / np.sqrt(d_k) + 1
    scale = (t * h * d_v * v.max() * _big(w_o) + 1) * scores
    return Case("multi_head_self_attention", (x, w_q, w_k, w_v, w_o, h), kwargs, label=f"{dt}, H={h}, mask: {masked}",
                scale=scale, weights_scale=scores)


GENERATORS: dict[str, Callable[..., Case]] = {
    f.__name__: f
    for f in (weighted_mixture, scaled_scores, causal_mask, mask_scores, stable_softmax, attention,
              split_heads, merge_heads, multi_head_self_attention)
}
assert set(GENERATORS) == {name for e in EXERCISES for name in e.functions}


def strategy(func: str, dtype: str | None = None) -> st.SearchStrategy[Case]:
    """Hypothesis strategy of cases for ``func`` (``dtype`` fixes the floating dtype)."""
    from hypothesis import strategies as st

    @st.composite
    def cases(draw: Callable[[Any], Any]) -> Case:
        return GENERATORS[func](HypothesisChooser(draw), dtype)

    return cases()


def generation() -> dict[str, Any]:
    """How hypothesis draws the hidden inputs when they are recorded. Hypothesis is imported
    here and not above: grading and the self-check read recorded inputs and never draw."""
    from hypothesis import HealthCheck, Phase

    return {
        "derandomize": True,  # every student, every run, every machine gets the same inputs
        "database": None,  # nothing is written beside anyone's code
        "deadline": None,
        "phases": (Phase.generate,),
        "suppress_health_check": list(HealthCheck),
    }


def draw(func: str, dtype: str | None, count: int) -> list[Case]:
    """``count`` cases for ``func`` drawn by hypothesis (derandomized). Only recording uses
    this: the hidden checks read what was drawn once (``grader.inputs.hidden``), because
    what hypothesis draws depends on its version and on the constants of local modules."""
    from hypothesis import given, settings

    found: list[Case] = []

    @settings(max_examples=count, **generation())
    @given(strategy(func, dtype))
    def collect(case: Case) -> None:
        found.append(case)

    collect()
    return found


def seeded(func: str, count: int, seed: int, dtype: str | None = None) -> list[Case]:
    chooser = SeededChooser(seed)
    return [GENERATORS[func](chooser, dtype) for _ in range(count)]


def kind_of(case: Case) -> tuple[Any, ...]:
    """What makes inputs "of the same kind": each argument's type, and for arrays their
    number of axes and dtype (a 0/1 integer mask is another kind than a bool one)."""

    def of(value: Any) -> Any:
        if isinstance(value, np.ndarray):
            return ("array", value.ndim, value.dtype.name)
        return type(value).__name__

    return (case.func, tuple(of(a) for a in case.args), tuple((k, of(v)) for k, v in sorted(case.kwargs.items())))


def fresh_like(case: Case, count: int, seed: int) -> list[Case]:
    """``count`` new cases of ``case``'s kind (:func:`kind_of`), from a seeded generator:
    the fresh inputs that confirm a public check. Falls back to cases of the same dtype
    when that kind is too rare to draw (it never is for the published cases)."""
    key = (kind_of(case), count, seed)
    if key not in _FRESH:
        _FRESH[key] = _draw_like(case, count, seed)
    return _FRESH[key]


_FRESH: dict[tuple[Any, ...], list[Case]] = {}
"""Fresh cases drawn so far: every submission of a process shares them (and, through
``Case.memo``, the reference's answers on them)."""


MIN_AXES = 2
"""Every array the generators draw has at least this many axes (its last two: (T, S),
(T, d_k), (S, d_v)...); ``tests/test_hidden_inputs.py`` draws from each to hold it."""


def _draw_like(case: Case, count: int, seed: int) -> list[Case]:
    floats = [a.dtype.name for a in (*case.args, *case.kwargs.values())
              if isinstance(a, np.ndarray) and a.dtype.kind == "f"]
    dtype = floats[0] if floats else None
    chooser, wanted = SeededChooser(seed), kind_of(case)
    found: list[Case] = []
    near: list[Case] = []
    if any(isinstance(a, np.ndarray) and a.ndim < MIN_AXES for a in (*case.args, *case.kwargs.values())):
        # a kind no generator draws (an error case's control with a 1-D mask): the loop below
        # would return its first candidates after 20000 draws; these are the same, at once
        return [GENERATORS[case.func](chooser, dtype) for _ in range(count)]
    for _ in range(20000):
        candidate = GENERATORS[case.func](chooser, dtype)
        if kind_of(candidate) == wanted:
            found.append(candidate)
            if len(found) == count:
                return found
        elif len(near) < count:
            near.append(candidate)
    return (found + near)[:count]


def _extreme_softmax() -> list[Case]:
    """Scores that overflow a naive softmax: magnitude 1e4, offsets of 1000, -inf entries."""
    inf = np.inf
    raw = [
        ([[1e4, 0.0, -1e4], [1e4, 1e4 - 1, 1e4 - 2]], {}, "float32"),
        ([[1e4, 0.0, -1e4], [1e4, 1e4 - 1, 1e4 - 2]], {}, "float64"),
        ([[1000.0, 999.0, 998.0], [-1000.0, -1001.0, -999.0]], {}, "float32"),
        ([[-inf, 1e4, 0.0], [3.0, -inf, -inf]], {}, "float64"),
        ([[-inf, 50.0, 49.0], [-inf, -inf, -2.0]], {"temperature": 0.01}, "float32"),
        ([[[1e4, -1e4, 5e3], [-1e4, -1e4, -1e4 + 1]], [[0.0, -inf, -1e4], [-1000.0, 1000.0, 0.0]]], {}, "float32"),
    ]
    return [
        Case("stable_softmax", (np.array(x, dtype=dt),), kw, f"extreme {i}: {dt}",
             scale=_big(np.array(x)) / kw.get("temperature", 1.0))
        for i, (x, kw, dt) in enumerate(raw)
    ]


def public_cases() -> dict[str, list[Case]]:
    """The fixed public cases per function; their reference outputs are recorded."""
    out: dict[str, list[Case]] = {}
    for number, func in enumerate(GENERATORS):
        out[func] = seeded(func, 8, 1000 + number) + seeded(func, 4, 2000 + number, "float32")
    out["stable_softmax"] += _extreme_softmax()
    from grader.inputs.error_cases import ERROR_CASES  # they are built from Case: imported here, not above

    for err in ERROR_CASES:
        out[err.control.func].append(err.control)
    return out
