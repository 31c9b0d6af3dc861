"""Patterns across the cases of one function: what its right and wrong cases have apart.

Reads the :mod:`ledger` of a function's comparisons. A pattern holds when every wrong case
has a trait (leading axes, a mask or none, a 0/1 mask, a mask smaller than the scores,
float32, T != S, d_k != d_v, several heads) and the right cases lack it (all but a tenth at most):
"right on 2-D inputs, wrong with leading axes". A right answer on a degenerate case (leading axes of length 1,
a core axis of length 1) says little about leading axes and does not count against them. When
two traits both tell the wrong cases from the right ones (all wrong cases are float32 and
masked), the one that no right case has wins over one that a few right cases have; when
they split the cases as well, the evidence cannot say which matters, and no pattern is
given. Keys and texts:
:data:`grader.judging.diagnoses.GENERIC`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from grader.inputs.cases import Case
from grader.judging.ledger import Noted
from grader.judging.relations import sizes

_BASE_AXES = {"merge_heads": 3}
"""Axes of the first argument without leading axes (2 for every other function)."""
_MASK_AT = {"mask_scores": 1}
"""Where the mask is, by position (otherwise the ``allowed`` keyword)."""


def _first(case: Case) -> np.ndarray | None:
    return next((a for a in case.args if isinstance(a, np.ndarray)), None)


def _leading(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        first = _first(case)
        return None if first is None else first.ndim > _BASE_AXES.get(func, 2)
    return trait


def _leading_at(position: int, beyond: int) -> Callable[[Case], bool | None]:
    """Whether the array argument at ``position`` has more than ``beyond`` leading axes."""
    def trait(case: Case) -> bool | None:
        a = case.args[position] if len(case.args) > position else None
        return None if not isinstance(a, np.ndarray) or a.ndim < 2 else a.ndim - 2 > beyond
    return trait


def _weak(func: str, case: Case) -> bool:
    """A right answer that says little about leading axes: they are all of length 1, or the
    core axes hold a 1 (a softmax over one key is 1 whatever axis it runs along), or a
    split makes one head. A wrong
    answer on such a case still says as much as any."""
    first = _first(case)
    if first is None:
        return True
    base = _BASE_AXES.get(func, 2)
    lead, core = first.shape[: max(first.ndim - base, 0)], first.shape[-base:]
    one_head = func == "split_heads" and len(case.args) > 1 and isinstance(case.args[1], (int, np.integer)) \
        and case.args[1] == 1  # one piece is the whole width, however the axes are cut
    return (bool(lead) and max(lead) == 1) or 1 in core or one_head


def _weak_core(func: str, case: Case) -> bool:
    """A right answer over one query, one key or one feature: whichever widths or masks tell
    the wrong cases apart, such a case could not have shown them (leading axes aside)."""
    first = _first(case)
    return first is None or 1 in first.shape[-_BASE_AXES.get(func, 2):]


def _mask(func: str, case: Case) -> np.ndarray | None:
    at = _MASK_AT.get(func)
    mask = case.args[at] if at is not None and len(case.args) > at else case.kwargs.get("allowed")
    return mask if isinstance(mask, np.ndarray) else None


def _unmasked(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        masked = _masked(func)(case)
        return None if masked is None else not masked
    return trait


def number_mask(func: str) -> Callable[[Case], bool | None]:
    """Whether a case's mask is given as numbers (0/1), not bools (None: no mask)."""
    def trait(case: Case) -> bool | None:
        mask = _mask(func, case)
        return None if mask is None else mask.dtype != bool
    return trait


def _masked(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        if func not in ("mask_scores", "attention", "multi_head_self_attention"):
            return None
        return _mask(func, case) is not None
    return trait


def _scores_shape(func: str, case: Case) -> tuple[int, ...] | None:
    a = [x for x in case.args if isinstance(x, np.ndarray)]
    try:
        if func == "mask_scores":
            return tuple(a[0].shape)
        if func == "attention":
            return (*np.broadcast_shapes(a[0].shape[:-2], a[1].shape[:-2]), a[0].shape[-2], a[1].shape[-2])
    except (IndexError, ValueError):
        return None
    return None


def _broadcast_mask(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        mask, shape = _mask(func, case), _scores_shape(func, case)
        return None if mask is None or shape is None else tuple(mask.shape) != shape
    return trait


def _mask_both_ways(func: str, case: Case) -> tuple[np.ndarray, np.ndarray | None] | None:
    """The case's mask broadcast to the scores' shape as given, and with its last two axes
    swapped (None where that no longer fits); None where the mask has fewer than two axes
    or does not fit as given, or where there is no mask or no scores' shape."""
    mask, shape = _mask(func, case), _scores_shape(func, case)
    if mask is None or shape is None or mask.ndim < 2:
        return None
    try:
        mine = np.broadcast_to(mask != 0, shape)
    except ValueError:
        return None  # a mask that does not fit either way tells nothing
    try:
        return mine, np.broadcast_to(np.swapaxes(mask != 0, -1, -2), shape)
    except ValueError:
        return mine, None


def transposed_mask_tells(func: str) -> Callable[[Case], bool | None]:
    """Whether reading the case's mask key by query (its last two axes swapped) changes the
    call: the swapped mask no longer fits the scores (T != S), or it hides other keys (a
    mask that is not its own transpose). False for a symmetric mask or none (attention
    without one); None for a 1-D mask, which a library may or may not swap."""
    def trait(case: Case) -> bool | None:
        if _mask(func, case) is None and _scores_shape(func, case) is not None:
            return False if func == "attention" else None
        both = _mask_both_ways(func, case)
        return None if both is None else both[1] is None or not np.array_equal(both[1], both[0])
    return trait


def _swap_fits_and_differs(func: str, case: Case) -> bool:
    """The case's mask, its last two axes swapped, still fits the scores and hides other keys."""
    both = _mask_both_ways(func, case)
    return both is not None and both[1] is not None and not np.array_equal(both[1], both[0])


def _fewer_mask_axes(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        mask, shape = _mask(func, case), _scores_shape(func, case)
        return None if mask is None or shape is None or mask.ndim < 2 else mask.ndim < len(shape)
    return trait


def _any_fewer_mask_axes(func: str) -> Callable[[Case], bool | None]:
    """Fewer axes than the scores, a 1-D mask among them: what pads the mask's missing axes
    in the wrong place gets wrong both a (T, S) mask and a key mask on batched scores."""
    def trait(case: Case) -> bool | None:
        mask, shape = _mask(func, case), _scores_shape(func, case)
        return None if mask is None or shape is None else mask.ndim < len(shape)
    return trait


def _one_row_mask(func: str) -> Callable[[Case], bool | None]:
    """A mask of two or more axes with one row (its query axis of length 1: (1, S), (B, 1, S))
    on scores of more than one query: that row must broadcast over the T queries. None for a
    1-D mask (no query axis to get wrong) or a case with no mask."""
    def trait(case: Case) -> bool | None:
        mask, shape = _mask(func, case), _scores_shape(func, case)
        if mask is None or shape is None or mask.ndim < 2:
            return None
        return mask.shape[-2] == 1 < shape[-2]
    return trait


_FEWER = {"scope": "when the mask has as many axes as the scores and wrong when it has fewer (a (T, S) mask on"
                  " (..., T, S) scores)"}
_KEY_MASK = {"scope": "for masks of two or more axes and wrong for a 1-D key mask (S,), one flag per key that every"
                     " query shares"}


def _key_mask(func: str) -> Callable[[Case], bool | None]:
    """A 1-D mask, one flag per key: the fewest axes a mask can have."""
    def trait(case: Case) -> bool | None:
        mask, shape = _mask(func, case), _scores_shape(func, case)
        return None if mask is None or shape is None else mask.ndim == 1 < len(shape)
    return trait


def _float32(case: Case) -> bool | None:
    first = _first(case)
    return None if first is None or first.dtype.kind != "f" else first.dtype == np.float32


def _float64(case: Case) -> bool | None:
    first = _first(case)
    return None if first is None or first.dtype.kind != "f" else first.dtype == np.float64


_RIVALS_ONLY = ("fails-in-float64",)
"""Traits that never lead, but take a rival's place when they tell right from wrong as well:
float32's looser tolerance lets any small error pass (an epsilon, an offset), so "right
in float32 only" says the error is small, not what it is; a rival as telling (wrong only
without a mask, where every float64 case had none) is then no pattern either."""

_CONFOUNDS = {"more-heads": ("fails-with-mask", "fails-without-mask", "fails-with-01-masks",
                             "fails-with-broadcast-mask", "fails-with-fewer-mask-axes", "fails-with-one-row-mask")}
"""Traits that never lead, and cancel these patterns where they tell right from wrong as
well: more than one head, of any width, says too little to lead (any slip of the heads
shows there), but a mask seen only in the cases with several heads is no pattern of the
mask (the generated masked cases may all have several)."""


def _more_heads(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        found = _heads_and_widths(func, case)
        return None if found is None else found[0] > 1
    return trait


def _t_and_s(func: str, case: Case) -> tuple[int, int] | None:
    a = [x for x in case.args if isinstance(x, np.ndarray)]
    try:
        if func in ("scaled_scores", "attention"):
            return a[0].shape[-2], a[1].shape[-2]
        if func in ("weighted_mixture", "mask_scores", "stable_softmax"):
            return a[0].shape[-2], a[0].shape[-1]
    except (IndexError, AttributeError):
        return None
    return None


def _not_square(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        ts = _t_and_s(func, case)
        return None if ts is None or ts == (1, 1) else ts[0] != ts[1]  # T = S = 1 tells nothing
    return trait


def _square(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        ts = _t_and_s(func, case)
        return None if ts is None or ts == (1, 1) else ts[0] == ts[1]
    return trait


def _values_square(func: str) -> Callable[[Case], bool | None]:
    """The values' width equals the number of keys (d_v = S): where a test of sizes cannot
    tell (..., S, d_v) values from (..., d_v, S) ones."""
    position = {"weighted_mixture": 1, "attention": 2}.get(func)

    def trait(case: Case) -> bool | None:
        v = case.args[position] if position is not None and len(case.args) > position else None
        if not isinstance(v, np.ndarray) or v.ndim < 2 or v.shape[-2:] == (1, 1):
            return None
        return v.shape[-1] == v.shape[-2]
    return trait


def _unnormalised_weights(func: str) -> Callable[[Case], bool | None]:
    """Whether a mixture's weights have a row that does not sum to 1 (the contract takes any
    weights; a softmax's rows sum to 1): None for other functions."""
    def trait(case: Case) -> bool | None:
        w = case.args[0] if func == "weighted_mixture" and case.args else None
        if not isinstance(w, np.ndarray) or w.ndim < 2 or w.dtype.kind != "f":
            return None
        with np.errstate(all="ignore"):
            return bool(np.any(np.abs(w.astype(np.float64).sum(axis=-1) - 1.0) > 1e-6))
    return trait


def _hides_diagonal(func: str) -> Callable[[Case], bool | None]:
    """The mask hides some query's own key (position t of the keys, for query t): a trait
    that competes with the others for masks that happen to do so only in some cases."""
    def trait(case: Case) -> bool | None:
        mask, ts = _mask(func, case), _t_and_s(func, case)
        if mask is None or ts is None or mask.ndim < 1:
            return None
        try:
            visible = np.broadcast_to(np.asarray(mask) != 0, (*mask.shape[:-2], *ts) if mask.ndim >= 2 else ts)
        except ValueError:
            return None
        n = min(ts)
        return bool((~visible[..., np.arange(n), np.arange(n)]).any())
    return trait


def _dk_not_dv(func: str) -> Callable[[Case], bool | None]:
    def trait(case: Case) -> bool | None:
        if func == "attention" and len(case.args) >= 3:
            d_k, d_v = case.args[0].shape[-1], case.args[2].shape[-1]
        elif func == "multi_head_self_attention" and len(case.args) >= 4:
            d_k, d_v = case.args[1].shape[-1], case.args[3].shape[-1]  # the widths of w_q and w_v
        else:
            return None
        return None if d_k == d_v == 1 else d_k != d_v
    return trait


def _heads_and_widths(func: str, case: Case) -> tuple[int, int, int] | None:
    """(H, the heads' value width, their key width) of a case of a function with heads."""
    if func not in ("multi_head_self_attention", "split_heads", "merge_heads"):
        return None
    named = sizes(func, case.args, case.kwargs)
    if "H" not in named:
        return None
    value, key = named.get("d_v", named.get("d_h", 0)), named.get("d_k", named.get("d_h", 0))
    return int(named["H"]), int(value), int(key)


def _several_heads(func: str, width: int) -> Callable[[Case], bool | None]:
    """More than one head, each more than one feature wide (``width`` 1: their values, 2:
    their keys): where the order of the heads' features shows (more heads alone is no such
    trait: a mask repeated per head, or any slip of the heads, shows with more heads too)."""
    def trait(case: Case) -> bool | None:
        found = _heads_and_widths(func, case)
        return None if found is None else found[0] > 1 and found[width] > 1
    return trait


def _several_heads_of_wide_rows(func: str) -> Callable[[Case], bool | None]:
    """More than one head, from inputs more than one feature wide (D > 1): where a projection
    matrix cut into heads the wrong way shows (with D = 1 every way of cutting its one row
    into H blocks is the same)."""
    def trait(case: Case) -> bool | None:
        if func != "multi_head_self_attention":
            return None
        named = sizes(func, case.args, case.kwargs)
        return None if "H" not in named or "D" not in named else named["H"] > 1 and named["D"] > 1
    return trait


def _mask_with_more_axes(func: str) -> Callable[[Case], bool | None]:
    """Multi-head attention's mask has an axis before its (T, T): a heads or a batch axis
    (None: no mask)."""
    def trait(case: Case) -> bool | None:
        if func != "multi_head_self_attention":
            return None
        mask = _mask(func, case)
        return None if mask is None else mask.ndim >= 3
    return trait


def _mask_with_long_axis_before(func: str) -> Callable[[Case], bool | None]:
    """Multi-head attention's mask has an axis of more than one before its (T, T) (None: no
    mask): what a mask that is copied or repeated per head along the axes it already has
    (``np.tile(allowed, (H, 1, 1))``) gets wrong, while masks whose heads axis is 1 still
    broadcast."""
    def trait(case: Case) -> bool | None:
        if func != "multi_head_self_attention":
            return None
        mask = _mask(func, case)
        return None if mask is None else mask.ndim >= 3 and mask.shape[-3] > 1
    return trait


def _scores_of(func: str, case: Case) -> np.ndarray | None:
    """The logits that reach the softmax in ``func`` on this case (None where it has none or
    the inputs do not fit): the scores over the temperature, or q kᵀ / √d_k per head."""
    a, kw = case.args, case.kwargs
    try:
        with np.errstate(all="ignore"):
            if func == "stable_softmax":
                temperature = a[1] if len(a) > 1 else kw.get("temperature", 1.0)
                return np.asarray(a[0], dtype=np.float64) / float(temperature)
            if func == "attention":
                q, k = np.asarray(a[0], dtype=np.float64), np.asarray(a[1], dtype=np.float64)
                return (q @ np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
            if func == "multi_head_self_attention":
                heads = int(a[5])
                x, w_q, w_k = (np.asarray(v, dtype=np.float64) for v in a[:3])
                q, k = x @ w_q, x @ w_k
                split = [np.swapaxes(m.reshape(*m.shape[:-1], heads, m.shape[-1] // heads), -2, -3) for m in (q, k)]
                return (split[0] @ np.swapaxes(split[1], -1, -2)) / np.sqrt(q.shape[-1] // heads)
    except (IndexError, ValueError, TypeError, ZeroDivisionError):
        return None
    return None


logits_of = _scores_of
"""The logits that reach the softmax in a function, for the engine's refutations."""


def _magnitude(func: str, case: Case) -> float | None:
    """The largest finite logit, in size, that reaches the softmax (None: not known)."""
    logits = _scores_of(func, case)
    if logits is None or logits.dtype.kind != "f":
        return None
    finite = np.abs(logits[np.isfinite(logits)])
    return float(finite.max()) if finite.size else None


LARGE_LOGITS = 50.0
"""A logit this large is where an unstabilised exp starts to go wrong (float32's exp
overflows past 88.7; clamps and shifts by the row's mean or minimum fail nearer to it):
the least size of the wrong cases must reach it for "fails with extreme scores" to hold."""


def _minus_inf(func: str, case: Case) -> bool | None:
    """Whether the logits hold -inf (hidden keys) beside finite ones (None: not known)."""
    logits = _scores_of(func, case)
    if logits is None or logits.dtype.kind != "f" or not np.isfinite(logits).any():
        return None
    return bool(np.isneginf(logits).any())


def _extreme_scores(func: str, wrong: list[Case]) -> list[Holds]:
    """Ways to read "right on moderate finite scores, wrong on extreme ones", the plainest
    first: scores at least as large as the least of the wrong cases (which must reach
    :data:`LARGE_LOGITS`); rows that hold -inf (for a softmax of its own scores: attention's
    -inf come from its mask, which the mask patterns read), or scores as large as the least
    of the wrong cases without -inf."""
    if func not in ("stable_softmax", "attention", "multi_head_self_attention"):
        return []
    infinite = [func == "stable_softmax" and _minus_inf(func, c) for c in wrong]
    ways: list[Holds] = []
    for with_inf in (False, True) if any(infinite) else (False,):
        known = [_magnitude(func, c) for c, inf in zip(wrong, infinite) if not (with_inf and inf)]
        sizes = [size for size in known if size is not None]
        if len(sizes) < len(known) or (sizes and min(sizes) < LARGE_LOGITS):
            continue
        ways.append(_extreme(func, min(sizes) if sizes else np.inf, with_inf=with_inf))
    return ways


def _extreme(func: str, cut: float, *, with_inf: bool) -> Holds:
    def trait(case: Case) -> bool | None:
        inf = with_inf and _minus_inf(func, case)
        size = _magnitude(func, case)
        return None if inf is None or size is None else bool(inf) or size >= cut

    what = " and ".join([*(["on rows that hold -inf (hidden keys)"] if with_inf else []),
                         *([f"on scores of {cut:.0f} or more"] if np.isfinite(cut) else [])])
    return Holds(trait, {"what": what.replace(" and on ", " and ")})


Trait = Callable[[Case], "bool | None"]


@dataclass(frozen=True)
class Holds:
    """A trait that tells a function's wrong cases from its right ones, with what its text
    needs ("without leading axes", or which argument)."""

    trait: Trait
    params: dict[str, str] = field(default_factory=dict)

    def __call__(self, case: Case) -> bool | None:
        return self.trait(case)


def _leading_traits(func: str, names: Sequence[str]) -> list[Holds]:
    """Ways to read "wrong with leading axes", the plainest first: the first argument has
    any; another argument has any; an argument has more than one."""
    plain = {"scope": "on inputs without leading axes", "more": "wrong with them"}
    out = [Holds(_leading(func), plain)]
    if func in _BASE_AXES:
        return out
    for position, name in list(enumerate(names))[1:3]:
        out.append(Holds(_leading_at(position, 0), {"scope": f"when {name} has no leading axes",
                                                     "more": "wrong when it has"}))
    for position, name in list(enumerate(names))[:3]:
        out.append(Holds(_leading_at(position, 1), {"scope": f"when {name} has at most one leading axis",
                                                     "more": "wrong with more"}))
    if len(names) >= 2:
        first, second = names[0], names[1]
        out.append(Holds(_any_leading(2), {"scope": f"when neither {first} nor {second} has leading axes",
                                           "more": "wrong when either has"}))
    if func in _TWO_OPERANDS and len(names) >= 2:  # attention's third operand (v) broadcasts too: its two first say too little
        out.append(Holds(_unequal_leading(2, np.ndim), {"scope": f"when {first} and {second} have as many axes",
                                                        "more": "wrong when one has fewer and must broadcast"}))
        out.append(Holds(_unequal_leading(2, lambda a: a.shape[:-2]), {
            "scope": f"when {first} and {second} have the same leading axes",
            "more": "wrong when they differ and one broadcasts over the other"}))
        for fewer, more in ((1, 0), (0, 1)):  # one way only: the code adds axes to one operand
            out.append(Holds(_fewer_axes(fewer, more), {
                "scope": f"when {names[fewer]} has as many axes as {names[more]} or more",
                "more": f"wrong when it has fewer and must broadcast over {names[more]}'s leading axes"}))
    return out


def _one_ndim(func: str, right: list[Case], wrong: list[Case]) -> int | None:
    """The one number of axes of the first argument in every telling right case (not
    :func:`_weak`), where the wrong cases have both fewer and more: right only at that
    number of axes. None otherwise, and None where another argument has one number of axes
    in every wrong case and another in every right one (that argument tells them apart)."""
    seen = {c.args[0].ndim for c in right if c.args and isinstance(c.args[0], np.ndarray) and not _weak(func, c)}
    if len(seen) != 1:
        return None
    ndim = next(iter(seen))
    others = {c.args[0].ndim for c in wrong if c.args and isinstance(c.args[0], np.ndarray)}
    if not (any(n < ndim for n in others) and any(n > ndim for n in others)):
        return None
    def ndim_at(case: Case, position: int) -> int | None:
        a = case.args[position] if len(case.args) > position else None
        return a.ndim if isinstance(a, np.ndarray) else None

    for position in range(1, max((len(c.args) for c in wrong), default=0)):  # another argument tells them apart
        on_wrong = {ndim_at(c, position) for c in wrong}
        if len(on_wrong) == 1 and None not in on_wrong and not on_wrong & {ndim_at(c, position) for c in right
                                                                           if not _weak(func, c)}:
            return None  # by one number of axes of its own (2-D keys, where the queries' count varies)
    return ndim


def _other_ndim(ndim: int) -> Callable[[Case], bool | None]:
    """Whether the first argument has another number of axes than ``ndim``."""
    def trait(case: Case) -> bool | None:
        first = case.args[0] if case.args else None
        return None if not isinstance(first, np.ndarray) else first.ndim != ndim
    return trait


def _fewer_axes(fewer: int, more: int) -> Callable[[Case], bool | None]:
    """Whether argument ``fewer`` has fewer axes than argument ``more``."""
    def trait(case: Case) -> bool | None:
        a, b = (case.args[i] if len(case.args) > i else None for i in (fewer, more))
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and a.ndim >= 2 and b.ndim >= 2):
            return None
        return a.ndim < b.ndim
    return trait


_TWO_OPERANDS = ("scaled_scores", "weighted_mixture")
"""Functions of two arrays that broadcast their leading axes against each other."""


def _unequal_leading(count: int, measure: Callable[[np.ndarray], Any]) -> Callable[[Case], bool | None]:
    """Whether the first ``count`` arguments differ in ``measure`` (their number of axes,
    their leading axes): one of them broadcasts over the other's leading axes."""
    def trait(case: Case) -> bool | None:
        arrays = [a for a in case.args[:count] if isinstance(a, np.ndarray) and a.ndim >= 2]
        return None if len(arrays) < count else len({measure(a) for a in arrays}) > 1
    return trait


def _any_leading(count: int) -> Callable[[Case], bool | None]:
    """Whether any of the first ``count`` arguments has leading axes."""
    def trait(case: Case) -> bool | None:
        arrays = [a for a in case.args[:count] if isinstance(a, np.ndarray) and a.ndim >= 2]
        return None if len(arrays) < count else any(a.ndim > 2 for a in arrays)
    return trait


def _weak_mask(func: str, case: Case) -> bool:
    """A right answer that says little about how a mask lines up with the scores: the mask
    has an axis of length 1, which broadcasts whichever axis it meets."""
    mask = _mask(func, case)
    return mask is None or 1 in mask.shape or _weak(func, case)


def _weak_masked(func: str, case: Case) -> bool:
    """A right answer under a mask that leaves each query one key at most: its weights are 1
    and 0 whatever the scores, so it says nothing of what goes wrong without a mask."""
    mask = _mask(func, case)
    return _weak(func, case) or (mask is not None and mask.ndim >= 1 and bool((mask != 0).sum(axis=-1).max() <= 1))


def hides_no_key(func: str, case: Case) -> bool:
    """A right answer under a mask that hides no key: it shows nothing of how the mask is
    applied (a bool mask added to the scores adds 1 everywhere, which no softmax sees)."""
    mask = _mask(func, case)
    return mask is not None and bool(np.all(mask != 0))


def _square_blind(func: str, case: Case) -> bool:
    """A right answer under a mask whose last two axes cannot be told from their transpose
    (a mask as long as one key or one query, or a symmetric one): it says nothing of a mask
    read the wrong way round where T = S."""
    mask = _mask(func, case)
    if mask is None:
        return False
    m = np.asarray(mask)
    return m.ndim < 2 or 1 in m.shape[-2:] or m.shape[-1] != m.shape[-2] or bool(np.array_equal(m, np.swapaxes(m, -1, -2)))


def _hides_nothing(func: str, case: Case) -> bool:
    """A right answer of ``mask_scores`` under a mask that hides no key: it shows nothing of
    what the function puts where a key is hidden (a fill that depends on the dtype)."""
    return func == "mask_scores" and hides_no_key(func, case)


def _one_position(func: str, case: Case) -> bool:
    """A right answer of multi_head_self_attention over one position (T = 1): each head's
    one weight is 1, whatever its logits, so logits mixed across heads do not show."""
    first = _first(case)
    return func == "multi_head_self_attention" and (first is None or first.ndim < 2 or first.shape[-2] == 1)


_WEAK_AGAINST: dict[str, Callable[[str, Case], bool]] = {
    "fails-with-leading-axes": _weak, "fails-unless-ndim": _weak, "fails-with-broadcast-mask": _weak_mask, "fails-with-fewer-mask-axes": _weak_mask,
    "fails-with-one-row-mask": _weak,
    "fails-without-mask": _weak_masked, "needs-dk-eq-dv": _weak_core,
    "fails-in-float32": _hides_nothing, "fails-in-float64": _hides_nothing, "fails-with-mask": hides_no_key,
    "fails-when-square": _square_blind, "fails-with-several-heads": _one_position}
"""Traits a degenerate right case (length-1 axes) does not count against."""


def _one_key(func: str, case: Case) -> bool:
    """A right answer over one key: its softmax is 1 whatever the scores (one query is no
    such case: its row still has weights to get wrong)."""
    logits = _scores_of(func, case)
    return logits is None or logits.ndim == 0 or logits.shape[-1] == 1


def _rows_alike(func: str, case: Case) -> bool:
    """A right answer under a mask whose queries all see the same keys (or none): it shows
    that a mask of the scores' own shape (or with all their axes) works only as far as one
    row of it would, so it cannot tell a mask that must broadcast, or that has fewer axes,
    from a mask whose rows differ (one row read for every query)."""
    mask = _mask(func, case)
    if mask is None or _weak_core(func, case):
        return True
    m = np.asarray(mask) != 0
    return m.ndim < 2 or bool(np.all(m == m[..., :1, :]))


_WEAK_CORE: dict[str, Callable[[str, Case], bool]] = {"fails-with-extreme-scores": _one_key}
"""Which right cases could not have shown the mistake, for traits of the scores' values
(by default: a case over one query, one key or one feature; see also ``_ROWS_TELL``)."""


_ROWS_TELL = ("fails-with-broadcast-mask", "fails-with-fewer-mask-axes", "fails-with-one-row-mask")
"""Traits of the mask's shape whose right cases must also hold a mask whose rows differ
(:func:`_rows_alike`) where every wrong case gave wrong values: a mask read one row for
every query is wrong there too, and right on any mask of alike rows. (A crash on the
masks that broadcast says the shape, which no row read does.)"""


SQUARE_FITS = ("fails-when-square", "mask-transposed")
"""Patterns that explain a failing check whose own case cannot tell (T = S = 1 is square,
but a case of one weight is what a search for a failing input ends on either way; a 1-D
mask has no second axis to swap, and torch's ``.mT`` raises on it)."""

_UNTOLD_WRONG = ("fails-with-leading-axes", "fails-when-square", "mask-transposed")
"""Traits whose wrong cases that cannot tell (a trait of None) are left out, not held
against the pattern: a square mistake also fails where T = S = 1, the smallest input a
search for a failing case ends on."""


def _holds(func: str, key: str, trait: Trait, wrong: list[Case], right: list[Case], values_only: bool = False) -> int | None:
    """``None`` when the trait does not tell the wrong cases from the right ones; otherwise
    how many counted right cases have it all the same (0: a clean split)."""
    leading = key == "fails-with-leading-axes"
    on_wrong = [trait(c) for c in wrong]
    if key in _UNTOLD_WRONG:  # a wrong case that tells nothing of the trait (no array, T = S = 1) does not count
        on_wrong = [t for t in on_wrong if t is not None]
    if len(on_wrong) < 2 or None in on_wrong or not all(on_wrong):
        return None
    seen = [(t, c) for t, c in ((trait(c), c) for c in right) if t is not None]
    weak = _WEAK_AGAINST.get(key)
    counted = [t for t, c in seen if not (weak and t and weak(func, c))]  # a weak right case does not count against
    # the right cases lack the trait (a few may have it: a batch of one is still right), and
    # at least one of those could have shown the mistake: a right answer over one key or one
    # query says nothing of the widths or masks that tell the wrong cases apart
    # (leading axes aside: their weak cases are those with the trait, set apart above)
    weak_core = _rows_alike if values_only and key in _ROWS_TELL else _WEAK_CORE.get(key, _weak_core)
    telling = leading or any(t is False and not weak_core(func, c) for t, c in seen)
    holds = bool(counted.count(False)) and counted.count(True) <= len(counted) // 10 and telling
    return counted.count(True) if holds else None


def find(func: str, notes: list[Noted], names: Sequence[str] = ()) -> list[tuple[str, Holds]]:
    """The patterns that hold for ``func``'s noted comparisons (most telling first), each
    with its trait: a failing check is explained by a pattern only if its own case has it.
    ``names``: the function's parameter names, for the texts."""
    wrong = [n.case for n in notes if n.failed]
    right = [n.case for n in notes if not n.failed]
    if len(wrong) < 2 or len(right) < 2:  # too few cases to tell a pattern
        return []
    values_only = all(n.failed == "values" for n in notes if n.failed)
    any_fewer = _any_fewer_mask_axes(func)
    traits: list[tuple[str, list[Holds]]] = [
        ("fails-with-mask", [Holds(_masked(func))]),
        ("fails-without-mask", [Holds(_unmasked(func))]),
        ("fails-with-01-masks", [Holds(number_mask(func))]),
        ("fails-with-broadcast-mask", [Holds(_broadcast_mask(func))]),
        ("fails-with-one-row-mask", [Holds(_one_row_mask(func))]),
        ("fails-with-fewer-mask-axes", [Holds(_fewer_mask_axes(func), _FEWER), Holds(_key_mask(func), _KEY_MASK),
                                        Holds(any_fewer, _FEWER)]),
        ("fails-with-leading-axes", _leading_traits(func, names)),
        ("fails-in-float32", [Holds(_float32)]),
        ("fails-in-float64", [Holds(_float64)]),
        ("fails-with-extreme-scores", _extreme_scores(func, wrong)),
        ("needs-dk-eq-dv", [Holds(_dk_not_dv(func))]),
        ("fails-with-several-heads", [
            Holds(_several_heads(func, 1), {"scope": "with one head, or heads one feature wide"}),
            Holds(_several_heads(func, 2), {"scope": "with one head, or heads whose keys are one feature wide"}),
            Holds(_several_heads_of_wide_rows(func), {"scope": "with one head, or inputs one feature wide (D = 1)"})]),
        ("fails-with-head-mask", [Holds(_mask_with_more_axes(func)), Holds(_mask_with_long_axis_before(func))]),
        ("more-heads", [Holds(_more_heads(func))]),
        ("needs-square", [Holds(_not_square(func))]),
        ("mask-transposed", [Holds(transposed_mask_tells(func))]),
        ("fails-when-square", [Holds(_square(func))]),
        ("fails-when-dv-eq-s", [Holds(_values_square(func))]),
        ("fails-with-unnormalised-weights", [Holds(_unnormalised_weights(func))]),
        ("fails-when-diagonal-hidden", [Holds(_hides_diagonal(func))]),
    ]
    single = _one_ndim(func, right, wrong)
    if single is not None:
        name = names[0] if names else "the first argument"
        traits.append(("fails-unless-ndim", [Holds(_other_ndim(single), {"name": name, "ndim": str(single)})]))
    found, exceptions = [], {}
    for key, ways in traits:
        for way in ways:
            count = _holds(func, key, way, wrong, right, values_only)
            if count is not None:
                found.append((key, way))
                exceptions[key] = count
                break
    if any(k == "mask-transposed" for k, _ in found) and (not any(_swap_fits_and_differs(func, c) for c in wrong)
                                                           or any(k == "fails-with-mask" for k, _ in found)):
        # masks that fit only when square say "needs square" as well: a square mask read the other way round, wrong,
        # is what tells the transpose apart; and where every masked case fails, "with a mask" says all there is
        found = [(k, t) for k, t in found if k != "mask-transposed"]
    loose = next((t for k, t in found if k == "fails-with-fewer-mask-axes" and t.trait is any_fewer), None)
    broadcast = _broadcast_mask(func)
    if loose is not None and not any(broadcast(c) and any_fewer(c) is False for c in right):
        # fewer axes of any count says more than "must broadcast" only where a mask that broadcasts
        # with all its axes came out right and one with fewer did not
        found = [(k, t) for k, t in found if t is not loose]
    nested = {"fails-with-01-masks": ("fails-with-mask",),  # a 0/1 mask is a mask: the narrower trait says more
              "fails-with-broadcast-mask": ("fails-with-mask",),
              "fails-with-fewer-mask-axes": ("fails-with-mask", "fails-with-broadcast-mask"),
              # one row for every query: a mask that must broadcast, often with fewer axes too
              "fails-with-one-row-mask": ("fails-with-mask", "fails-with-broadcast-mask", "fails-with-fewer-mask-axes"),
              "mask-transposed": ("needs-square",)}  # a mask read key by query fails where T != S, and more
    found = [(k, t) for k, t in found if not any(k in nested.get(other, ()) for other, _ in found)]
    for confound, cancelled in _CONFOUNDS.items():
        if any(k == confound for k, _ in found):
            found = [(k, t) for k, t in found if k != confound and k not in cancelled]
    if len(found) > 1:  # a clean split (no right case with the trait) says more than one with exceptions
        fewest = min(exceptions[k] for k, _ in found)
        found = [(k, t) for k, t in found if exceptions[k] == fewest]
    if len(found) != 1 or found[0][0] in _RIVALS_ONLY:  # two traits that tell right from wrong as well: no pattern
        return []
    return found


def raises_where_inverted_mask_empties_a_row(func: str, raised_cases: list[Case], notes: list[Noted]) -> bool:
    """Whether the function raised (``raised_cases``: its raises that no key is visible)
    exactly on the masks whose inverse leaves a query without a key: every such call had a
    mask with a visible key in each row, whose inverse has a row with none, and no call
    that returned had such a mask. A row check run
    on the inverted mask does just that (a check that wants every key visible would raise
    on masks without an all-visible row too). Two of the masks must hide a key: an
    all-visible mask, turned into zeros any way at all, raises as well."""
    def visible(case: Case) -> np.ndarray | None:
        mask = _mask(func, case)
        return None if mask is None or mask.ndim < 1 else np.asarray(mask) != 0

    def inverse_empties(v: np.ndarray) -> bool:
        return not bool((~v).any(axis=-1).all())

    raised = [v for case in raised_cases if (v := visible(case)) is not None]
    returned = [v for n in notes if n.failed != "raised" and (v := visible(n.case)) is not None]
    telling = [v for v in raised if not v.all()]  # an all-visible mask empties every row of anything that zeroes it
    return (len(telling) >= 2 and all(bool(v.any(axis=-1).all()) and inverse_empties(v) for v in raised)
            and not any(inverse_empties(v) for v in returned))
