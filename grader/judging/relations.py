"""How a wrong array relates to the expected one: the value relations the engine names.

Each finder takes what a failing value check saw (the student's array, the expected one,
the inputs) and returns keyed findings: ``(key, parameters)``. A finding is a fact about
the two arrays (a constant ratio, an added constant, the last two axes swapped...), named
from the case's own sizes where a size explains it; it never guesses a mistake the arrays
do not show. Keys and their texts: :data:`grader.judging.diagnoses.GENERIC`.
"""

from __future__ import annotations

import importlib
import itertools
import math
import warnings
from collections.abc import Callable, Iterator
from numbers import Integral
from typing import Any

import numpy as np

from grader.contract import parameter_names
from grader.judging.diagnoses import clip_words

Finding = tuple[str, dict[str, Any]]


def sizes(func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> dict[str, float]:
    """The case's named sizes (d_k, S, T, d_v, D, the temperature, len(q): the length of q's
    first axis, as ``len(q)`` reads it) that a scale could use."""
    shapes = [np.shape(a) for a in args]
    out: dict[str, float] = {}
    try:
        if func == "scaled_scores":
            out = {"d_k": shapes[0][-1], "T": shapes[0][-2], "S": shapes[1][-2], "len(q)": shapes[0][0],
                   "ndim(q)": len(shapes[0]), "ndim(k)": len(shapes[1])}  # (read only as sqrt(ndim(q)) or
            # sqrt(ndim(k)) where sqrt(d_k) belongs: k.dim() for k.size(-1); the two differ where k broadcasts)
        elif func == "weighted_mixture":
            out = {"S": shapes[0][-1], "T": shapes[0][-2], "d_v": shapes[1][-1]}
        elif func == "attention":
            out = {"d_k": shapes[0][-1], "T": shapes[0][-2], "S": shapes[1][-2], "d_v": shapes[2][-1],
                   "len(q)": shapes[0][0]}  # len() counts the first axis: T in 2-D, the batch with leading axes
        elif func == "multi_head_self_attention":
            heads = int(args[5])
            out = {"d_k": shapes[1][-1] / heads, "D": shapes[0][-1], "T": shapes[0][-2], "H": heads,  # d_k: w_q's
                   "d_v": shapes[3][-1] / heads,  # a head's value width: w_v's
                   "H*d_v": shapes[3][-1],  # the merged heads' width, that w_o sums over (last: D wins a tie)
                   "head_dim": shapes[0][-1] / heads}  # a head's width taken from the model's (timm's head_dim =
            # dim // num_heads), where the projections make it w_q's / H (last: d_k wins where the two agree)
        elif func == "split_heads":
            heads = int(args[1])
            out = {"d_h": shapes[0][-1] / heads, "H": heads, "D": shapes[0][-1], "T": shapes[0][-2]}  # a head's
            # own width first: on a tie (the smallest failing input has T = D = d_h), the scale a head would use
        elif func == "merge_heads":
            out = {"d_h": shapes[0][-1], "H": shapes[0][-3], "D": shapes[0][-3] * shapes[0][-1], "T": shapes[0][-2]}
        elif func in ("stable_softmax", "mask_scores"):
            out = {"T": shapes[0][-2], "S": shapes[0][-1]} if len(shapes[0]) >= 2 else {}
    except (IndexError, TypeError, ValueError, ZeroDivisionError):
        return {}
    values = args[1] if func == "weighted_mixture" and len(args) > 1 else args[2] if func == "attention" \
        and len(args) > 2 else None
    if isinstance(values, np.ndarray) and values.size and values.dtype.kind == "f":  # values scaled into [-1, 1]
        with np.errstate(all="ignore"):
            out["max|v|"] = float(np.max(np.abs(values)))
    temperature = kwargs.get("temperature", args[1] if func == "stable_softmax" and len(args) > 1 else None)
    if func == "stable_softmax" and isinstance(temperature, (int, float)) and temperature not in (0, 1):
        out["temperature"] = float(temperature)
    return {name: float(v) for name, v in out.items() if v and v >= 1 or name in ("temperature", "max|v|") and v}


_NDIMS = ("ndim(q)", "ndim(k)")
"""Numbers of axes, which only a scale that reads one for the features' width uses."""

FIXED = {"100": 100.0, "1/100": 0.01, "2": 2.0, "1/2": 0.5, "sqrt(2)": math.sqrt(2), "1/sqrt(2)": 1 / math.sqrt(2),
         "log2(e)": 1 / math.log(2)}
"""Ratios no size gives that a slip leaves all the same: a percentage, a constant from another
formula (TUPE's sqrt(2 d_k), a gate of sigmoid(0) = 0.5, a doubled term, FlashAttention's log2(e)
folded into the scale for exp2). Named after every
size, so that a size of the same value (d_k = 2) is read first where the cases cannot tell."""


def factors(named: dict[str, float]) -> list[tuple[str, float]]:
    """Ratios yours/expected a slip with these sizes would give, named: sqrt(d_k), 1/d_k..."""
    out, late = [], []
    for name, value in named.items():
        if name in _NDIMS:  # the number of axes, q.dim(), read for the features' width q.size(-1)
            if named.get("d_k", value) != value:
                late.append((f"sqrt(d_k)/sqrt({name})", math.sqrt(named["d_k"] / value)))
            continue
        if name == "temperature":
            out += [("temperature", value), ("1/temperature", 1 / value), ("temperature^2", value * value),
                    ("1/temperature^2", 1 / (value * value))]
            if value > 0:  # divided by its square root, as d_k is: the logits come out times sqrt(temperature)
                out += [("sqrt(temperature)", math.sqrt(value)), ("1/sqrt(temperature)", 1 / math.sqrt(value))]
            if 0 < value < 700:  # read as a log-temperature: divided by exp(temperature) where temperature belongs
                late.append(("temperature/exp(temperature)", value / math.exp(value)))
            continue
        if name == "d_k" and value >= 1:  # d_k ** -1/2 is (d_k ** -1) / 2: times 1/(2 d_k) where 1/sqrt(d_k) belongs
            out.append(("sqrt(d_k)/(2*d_k)", math.sqrt(value) / (2 * value)))  # (a half where d_k = 1)
            # q and k each divided by d_k ** 1/4 (or ** 1/2): q / d_k ** 1/4 is q / d_k / 4, and a scale = d_k ** 1/4
            # computed first is d_k / 4 (after every plainer name: one case of d_k = 4 reads 1/2 either way)
            late += [(f"sqrt({name})/({part}*{name})^2", math.sqrt(value) / (part * value) ** 2) for part in (4, 2)]
            late += [(f"sqrt({name})/({name}/{part})^2", math.sqrt(value) / (value / part) ** 2) for part in (4, 2)]
            if value <= 2:  # d_k ** 1/2 read as d_k / 2 on a small d_k, where plainer names give the same number
                late.append((f"sqrt({name})/({name}/2)", 2 / math.sqrt(value)))
            # a width one off (a bias feature counted, or one left out): divided by sqrt(d_k + 1) or sqrt(d_k - 1)
            late.append((f"sqrt({name})/sqrt({name}+1)", math.sqrt(value / (value + 1))))
            if value > 1:
                late.append((f"sqrt({name})/sqrt({name}-1)", math.sqrt(value / (value - 1))))
        if value == 1:
            continue
        if "|" in name:  # a magnitude of the data, not a size: divided by it, or multiplied
            out += [(f"1/{name}", 1 / value), (name, value)]
            continue
        root = math.sqrt(value)
        out += [(f"1/sqrt({name})", 1 / root), (f"sqrt({name})", root), (f"1/{name}", 1 / value), (name, value)]
        if value >= 2:  # the log of a length (a scale that grows with the sequence, as log-length scalings do)
            out += [(f"ln({name})", math.log(value)), (f"1/ln({name})", 1 / math.log(value))]
            if name == "d_k":  # its square root taken twice (a helper that returns sqrt(d_k), then math.sqrt of it)
                out += [(f"sqrt(sqrt({name}))", value ** 0.25), (f"1/sqrt(sqrt({name}))", value ** -0.25)]
        if int(root) != root and int(root) > 0:
            out.append((f"sqrt({name})/int(sqrt({name}))", root / int(root)))
        if value > 2:  # name ** 1/2 is (name ** 1) / 2: divided by name/2 where its square root belongs
            out.append((f"sqrt({name})/({name}/2)", 2 / root))
    for (right, a), (wrong, b) in itertools.permutations([(n, v) for n, v in named.items()
                                                          if n not in ("temperature", *_NDIMS) and "|" not in n], 2):
        if a != b:
            out.append((f"sqrt({right})/sqrt({wrong})", math.sqrt(a / b)))  # sqrt(wrong) where sqrt(right) belongs
            if {wrong, right} & {"S", "T"} and "*" not in wrong + right:  # a count of the wrong size (a mean
                # times d_v where the number of keys S belongs)
                out.append((f"{wrong}/{right}", b / a))
            if right == "d_k":  # q and k each scaled by a fourth root (Whisper's split scale), one of the wrong size
                out.append((f"sqrt(sqrt({right}))/sqrt(sqrt({wrong}))", (a / b) ** 0.25))
                if wrong in ("S", "T"):  # divided by a length itself (Mega's 1 / S), no root, where sqrt(d_k) belongs
                    out.append((f"sqrt({right})/{wrong}", math.sqrt(a) / b))
    out += late
    out += [("100", 100.0), ("1/100", 0.01)]  # percentages: a fraction read or written as one
    out += [(name, value) for name, value in FIXED.items() if name not in ("100", "1/100")]  # after every size
    return [(name, value) for name, value in out if not math.isclose(value, 1.0, rel_tol=1e-12)]  # 1 names nothing


def _bfloat16(value: float) -> float:
    """``value`` rounded to bfloat16 (float32's top 16 bits, to the nearest even)."""
    bits = int(np.array(value, dtype=np.float32).view(np.uint32))
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return float(np.array(bits, dtype=np.uint32).view(np.float32))


def _to_bits(values: np.ndarray, bits: int) -> np.ndarray:
    """Finite ``values`` rounded to ``bits`` significant bits, to the nearest even: bfloat16's
    8 or float16's 11 (within their ranges, which the checks' values are)."""
    with np.errstate(all="ignore"):
        mantissa, exponent = np.frexp(values.astype(np.float64))
        return np.ldexp(np.round(mantissa * 2.0 ** bits), exponent - bits)


def _half_cast(g: np.ndarray, w: np.ndarray) -> list[Finding]:
    """Yours is the expected array cast to bfloat16 or float16 and back (``x.to(torch.bfloat16)
    ... .to(x.dtype)``): every finite value is the expected one at half precision's bits, at
    least two of them moved by it, and the rest (infinities, NaN) as expected."""
    if g.shape != w.shape or w.dtype.kind != "f" or w.dtype.itemsize < 4:
        return []
    finite = np.isfinite(w)
    if not np.array_equal(np.isfinite(g), finite) or not np.array_equal(g[~finite], w[~finite], equal_nan=True):
        return []
    for name, bits in (("bfloat16", 8), ("float16", 11)):
        rounded = _to_bits(w[finite], bits)
        if int((rounded != w[finite]).sum()) >= 2 and np.array_equal(g[finite].astype(np.float64), rounded):
            relative = float(np.max(np.abs(rounded - w[finite]) / np.maximum(np.abs(w[finite]), 1e-300)))
            return [("half-precision", {"relative": relative, "what": f"the result, cast to {name} and back,"})]
    return []


def _half_rounded(ratio: float, named: dict[str, float]) -> bool:
    """Whether the ratio is a named scale (sqrt(d_k), 1/sqrt(d_k)...) over itself rounded to
    float16 or bfloat16, either way round: that scale computed in half precision."""
    for _, value in factors(named):
        for rounded in (float(np.float16(value)), _bfloat16(value)):
            if rounded > 0 and rounded != value and any(math.isclose(ratio, r, rel_tol=1e-6)
                                                        for r in (value / rounded, rounded / value)):
                return True
    return False


def _hard_coded(ratio: float, named: dict[str, float], rtol: float) -> list[str]:
    """A scale by a fixed number where sqrt(d_k) belongs: a width hard-coded from elsewhere
    (1/sqrt(128), a model's head width) gives sqrt(d_k)/sqrt(128) on every case, the ratio
    named with that number."""
    d_k = named.get("d_k")
    if not d_k or ratio <= 0:
        return []
    out = []
    for reading, number in (("sqrt({n})", (math.sqrt(d_k) / ratio) ** 2), ("{n}", math.sqrt(d_k) / ratio)):
        whole = round(number)
        if 2 <= whole <= 65536 and whole != d_k and math.isclose(number, whole, rel_tol=max(rtol, 1e-6)):
            out.append(f"sqrt(d_k)/{reading.format(n=whole)}")
    return out[:1]


def _epsilon_divisor(ratio: float) -> list[str]:
    """A division by 1 + eps where the divisor is 1 (a softmax row's sum, plus an epsilon
    "against division by zero"): the ratio is 1 / (1 + eps), eps a round power of ten from
    1e-6 to 1e-2 (a smaller one is float32's own rounding, or inside the tolerance)."""
    eps = 1 / ratio - 1
    for power in range(2, 7):
        if math.isclose(eps, 10.0 ** -power, rel_tol=1e-3):
            return [f"1/(1+1e-{power:02d})"]
    return []


def ratio_value(factor: str, named: dict[str, float]) -> float | None:
    """The value of a named ratio ("sqrt(d_k)/sqrt(S)") for these sizes, a size of 1
    included (where :func:`factors` names none); None when a size it needs is not known."""
    called = {name: f"_size{i}" for i, name in enumerate(named) if "(" in name}  # len(q): no name to eval
    for name, alias in called.items():
        factor = factor.replace(name, alias)
    try:
        value = eval(factor.replace("^", "**"), {"__builtins__": {}},  # noqa: S307 - our own names, our own sizes
                     {"sqrt": math.sqrt, "int": int, "ln": math.log, **named,
                      **{alias: named[name] for name, alias in called.items()}})
    except (NameError, SyntaxError, TypeError, ValueError, ZeroDivisionError):
        return None
    return float(value) if isinstance(value, (int, float)) and math.isfinite(value) else None


def _reading(factor: str) -> str:
    """How a ratio reads: "sqrt(d_k)/sqrt(S) (as if scaled by sqrt(S) where sqrt(d_k) belongs)"."""
    if factor.endswith(")^2") and factor.startswith("sqrt("):
        wrong = factor.split("/", 1)[1][1:-3]
        part = wrong.split("*")[0] if "*" in wrong else wrong.rsplit("/", 1)[1]
        how = f"q / d_k ** 1/{part} is q / d_k / {part}" if "*" in wrong else f"d_k ** 1/{part} is d_k / {part}"
        return f"{factor} (as if q and k were each divided by {wrong} where a root of d_k belongs: {how}; divide" \
               " q and k each by d_k ** 0.25, or the scores once by math.sqrt(d_k))"
    if factor.startswith("sqrt(") and "/(2*" in factor:
        right, wrong = factor.split("/", 1)
        return f"{factor} (as if divided by {wrong[1:-1]} where {right} belongs: x ** -1/2 is (x ** -1) / 2)"
    if factor.endswith("/2)"):
        right, wrong = factor.split("/", 1)
        return f"{factor} (as if divided by {wrong[1:-1]} where {right} belongs: x ** 1/2 is (x ** 1) / 2)"
    if factor.startswith("1/(1+1e-"):
        return f"{factor} (as if divided by 1 + {factor[5:-1]}: an epsilon added to a divisor that is 1 here, a row" \
               " sum of softmax weights; divide by the exact quantity, or not at all where it is 1 by construction)"
    if factor == "temperature/exp(temperature)":
        return f"{factor} (as if divided by exp(temperature) where the temperature belongs: a temperature read as a" \
               " log-temperature)"
    if factor in ("100", "1/100"):
        return f"{factor} (a fraction written as a percentage, or a percentage read as a fraction)"
    if factor in FIXED:
        return f"{factor} (a fixed number, whatever the sizes: a constant kept from another formula, a gate or a" \
               " doubled term)"
    if factor.count("sqrt(") == 4 and "/" in factor:
        right, wrong = (part[len("sqrt(sqrt("):-2] for part in factor.split("/"))
        return f"{factor} (as if q and k were each divided by a fourth root, one of them by that of {wrong} where" \
               f" {right}'s belongs)"
    if factor.count("sqrt(") == 2 and "/" in factor and "int(" not in factor:
        right, wrong = factor.split("/")
        array = wrong[len("sqrt(ndim("):-2] if "ndim(" in wrong else ""
        first = ": len() counts the first axis (T, or the batch), not the last" if "len(" in wrong else \
            ": head_dim = D / H, the model's width over the heads (timm's dim // num_heads), where a head is as wide" \
            " as w_q's columns over the heads" if wrong == "sqrt(head_dim)" else \
            f": {array}.ndim ({array}.dim()) counts {array}'s axes, not its features ({array}.shape[-1])" \
            if array else ""
        return f"{factor} (as if scaled by {wrong} where {right} belongs{first})"
    if factor.count("sqrt(") == 1 and factor.startswith("sqrt(") and factor.endswith(("/S", "/T")):
        right, wrong = factor.split("/")
        return f"{factor} (as if divided by {wrong}, a length, where {right} belongs)"
    if "/" in factor and "(" not in factor and not factor.startswith("1/"):
        wrong, right = factor.split("/")
        return f"{factor} (as if multiplied by {wrong} where {right} belongs, or divided by {right} where {wrong} does)"
    return factor


def _finite_pair(got: np.ndarray, want: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    g, w = got.astype(np.float64).ravel(), want.astype(np.float64).ravel()
    keep = np.isfinite(g) & np.isfinite(w)
    return g[keep], w[keep]


def _close(a: np.ndarray, b: np.ndarray, rtol: float) -> bool:
    if a.shape != b.shape or not a.size:
        return False
    with np.errstate(all="ignore"):
        return bool(np.allclose(a, b, rtol=rtol, atol=rtol * max(float(np.max(np.abs(b))), 1e-12), equal_nan=True))


def _scattered(g: np.ndarray, w: np.ndarray) -> bool:
    """Whether the relative errors of ``g`` look like rounding noise: their sizes differ
    from entry to entry. Two or more errors all of one size (to 3 digits), the others 0 (or a
    thousand times smaller), are a factor the code applies (a position's decay), not a
    precision."""
    with np.errstate(all="ignore"):
        rel = np.abs(g - w) / np.maximum(np.abs(w), 1e-300)
    rel = rel[np.isfinite(rel)]
    sizes = rel[rel > 1e-3 * float(np.max(rel, initial=0.0))]  # (an error a thousand times smaller counts as none)
    return sizes.size < 2 or np.unique(np.round(np.log10(sizes), 3)).size >= 2


_HALF_CONSTANT = 8e-3
"""The largest relative error of a constant computed in bfloat16 (2**-8, and a little):
a constant ratio between float32's and this may be float16's or bfloat16's (it is, when it
is a named scale over itself rounded so: :func:`_half_rounded`)."""
_HALF_NOISE = 8 * 2.0 ** -11
"""Rounding noise, up and down, of a step computed in float16: a few units of its step
(2**-11) at most (bfloat16's would overlap with too many real mistakes to tell)."""
_FLOAT32_CONSTANT = 3e-7
"""The largest relative error a constant computed in float32 has (a rounding or two of
float32's 2**-24; a few units of it): a constant ratio further from 1 is another constant
(sqrt(d_k) + 1e-6), not float32's."""


def value_relations(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                    rtol: float, *, weights: bool = False) -> list[Finding]:
    """Findings about ``got`` against ``want`` (same shape): ratio, precision, offset,
    exp/log, clipping, differences only at -inf/0, a normalisation over another axis, an
    overflowing exponential. ``weights``: the arrays are a pair's attention weights."""
    found: list[Finding] = []
    if got.shape == want.shape and got.dtype == bool and want.dtype == bool and got.size >= 2:
        one_value = bool(got.all() or not got.any())
        if one_value and not np.array_equal(got, want):  # a mask of one value hides all or nothing
            return [("mask-all-one-value", {"value": bool(got.flat[0]),
                                            "what": "hides nothing" if got.all() else "hides every key"})]
    if got.shape != want.shape or got.dtype == bool or want.dtype == bool:
        return found
    if func == "scaled_scores":
        found += _plus_transpose(got, want)
    if func == "stable_softmax" or weights:
        found += _overflowed(got, want, func, args, kwargs)
    if func == "stable_softmax":
        found += _hidden_exp_one(got, want, args, kwargs)
    if func == "mask_scores":
        found += _fills_visible(got, want, args)
        first = _first_mask_only(got, args) or _mask_from_padding(got, args)
        if first:
            return found + first  # the -inf stand where another mask puts them: no fill or value says more
        in_order = _filled_in_order(got, want, args)
        if in_order:
            return found + in_order  # the -inf in place, the visible scores another key's: no fill says more
    g, w = _finite_pair(got, want)
    special = ~np.isfinite(want.astype(np.float64)) | (want == 0)
    loose = max(rtol, 1e-6)  # elsewhere, right to six digits counts as right: the special values are the slip
    with np.errstate(all="ignore"):
        differs = ~np.isclose(got.astype(np.float64), want.astype(np.float64), rtol=loose, atol=loose, equal_nan=True)
    with np.errstate(all="ignore"):  # where the expected value is 0 or infinite, only that value is right
        kept = bool(np.all(got.astype(np.float64)[special] == want.astype(np.float64)[special]))
        differs |= special & (got.astype(np.float64) != want.astype(np.float64))
    if differs.any() and not (differs & ~special).any():
        hidden = want.astype(np.float64) == -np.inf
        if func == "mask_scores" and hidden.any():  # what stands where -inf belongs says which fill it was
            with np.errstate(all="ignore"):
                filled = got.astype(np.float64)[hidden]
            try:
                scores = np.broadcast_to(np.asarray(args[0], dtype=np.float64), want.shape)
            except (TypeError, ValueError, IndexError):
                scores = None
            with np.errstate(all="ignore"):
                times_inf = None if scores is None else scores[hidden] * np.inf
            if scores is not None and np.array_equal(filled, scores[hidden]):
                found.append(("mask-ignored", {}))  # the scores came back as they went in
            elif scores is not None and (left := _hidden_in_part(filled, scores[hidden])):
                found.append(("mask-in-part", left))  # -inf at some hidden keys, the score as it came at the others
            elif times_inf is not None and np.array_equal(filled, times_inf, equal_nan=True) \
                    and not np.all(np.isneginf(filled)):  # +inf where a hidden score was positive, NaN where 0
                found.append(("mask-times-inf", {}))
            elif np.all(filled == 0):
                found.append(("mask-zero", {}))
            elif np.all(np.isfinite(filled) & (filled < 0)):
                found.append(("mask-large-negative", {}))
            elif scores is not None and _one_added(filled, scores[hidden], got.dtype):
                return found + [("bias-bool", {"how": "their scores plus 1"})]  # -inf in a bool bias is True: + 1
            elif np.all(filled == 1):  # a fill made like the bool mask (full_like(allowed, -inf)) holds True
                return found + [("bias-bool", {"how": "all 1"})]
        found.append(("only-at-special", {}))
    elif column := _one_column(got, want, loose):
        return found + column  # one column written over: no ratio, shift or activation of the whole says more
    big = np.abs(w) > 1e-9 * max(float(np.max(np.abs(w))) if w.size else 0.0, 1e-300)
    if big.sum() >= 2:
        ratios = g[big] / w[big]
        ratio = float(np.median(ratios))
        zeros_kept = np.allclose(g[~big], 0.0, rtol=0, atol=max(10 * rtol, 1e-9) * max(float(np.max(np.abs(w))), 1.0))
        if np.isfinite(ratio) and ratio != 0 and zeros_kept and np.allclose(ratios, ratio, rtol=max(rtol, 1e-9), atol=0):
            if 1e-10 < abs(ratio - 1) < _FLOAT32_CONSTANT:  # a constant computed in float32
                if not _float32_noise(g, w) and kept:
                    if func == "scaled_scores":  # one constant factor in float32: the scale itself
                        found.append(("scale-float32", {}))
                    found.append(("float32-precision", {"relative": abs(ratio - 1)}))
            elif abs(ratio - 1) >= _FLOAT32_CONSTANT:
                if abs(ratio - 1) < _HALF_CONSTANT and want.dtype != np.float16 \
                        and _half_rounded(ratio, sizes(func, args, kwargs)):  # a scale computed in float16 or bfloat16
                    found.append(("half-precision", {"relative": abs(ratio - 1), "what": "a constant"}))
                named = [name for name, value in factors(sizes(func, args, kwargs))
                         if math.isclose(ratio, value, rel_tol=max(rtol, 1e-6))]
                named += [f"-{name}" for name, value in [("1", 1.0), *factors(sizes(func, args, kwargs))]
                          if math.isclose(ratio, -value, rel_tol=max(rtol, 1e-6))]  # and the sign flipped
                named += [] if named else _hard_coded(ratio, sizes(func, args, kwargs), rtol)
                named += [] if named else _epsilon_divisor(ratio)
                found += [(f"ratio:{name}", {"ratio": ratio, "factor": _reading(name)}) for name in named]
                # last: what is left when another case rules each named size out (sqrt(2 / d_k) is sqrt(d_k)'s
                # ratio where d_k = 2 only)
                found.append(("ratio:constant", {"ratio": ratio, "factor": f"{ratio:.4g}"}))
    if want.dtype == np.float64 and g.size and kept and _float32_noise(g, w):
        found.append(("float32-precision", {"relative": float(np.max(np.abs(g - w) / np.maximum(np.abs(w), 1e-300)))}))
    elif want.dtype in (np.float32, np.float64) and g.size >= 4 and kept and _float32_noise(g, w, _HALF_NOISE) \
            and not _float32_noise(g, w) and _scattered(g, w):
        found.append(("half-precision", {"relative": float(np.max(np.abs(g - w) / np.maximum(np.abs(w), 1e-300))),
                                         "what": "a step"}))
    found += mixed_weights(got, want, func, args)
    found += _added_input(got, want, func, args, rtol) or _returned_input(got, want, func, args, rtol)
    found += _sorted(got.astype(np.float64), want.astype(np.float64), rtol)
    found += _mixed_triangle(got, want, func, args, rtol) or key_left_out(got, want, func, args, rtol) \
        or _largest_weights_kept(got, want, func, args, rtol) \
        or _feature_left_out(got, want, func, args, rtol)
    found += _mixed_rescaled(got, want, func, args, rtol) or _mixed_per_key(got, func, args, rtol) \
        or _mixed_by_distance(got, func, args, rtol) or _mixed_with_identity(got, want, func, args, rtol) \
        or _values_mapped(got, func, args, rtol) or _paired_reversed(got, func, args, rtol)
    found += _offset(got, want, rtol)
    found += _inputs_quantised(got, want, func, args, rtol)
    found += input_first_only(got, want, func, args, rtol)
    distances = _distance_scores(got, func, args) or _cosine_scores(got, func, args) \
        or _mapped_features(got, func, args) or _rotated_scores(got, func, args)
    found += distances or _scaled_and_offset(got, want, func, args, kwargs, rtol) \
        or (_stretched_then_clipped(got, want, rtol) if func == "stable_softmax" or weights else []) \
        or (_cosine_weights(got, func, args, kwargs) if weights else [])
    fractional_inputs = any(isinstance(a, np.ndarray) and a.dtype.kind == "f" and not np.all(a == np.round(a))
                            for a in args)  # whole-number inputs (the lesson's) give whole numbers of themselves
    fractional_inputs = fractional_inputs or func == "stable_softmax" or weights  # weights have fractions anyway
    if fractional_inputs and not any(key.startswith("ratio:") for key, _ in found):  # a constant ratio says more
        found += _rounded(g, w)
    half = _half_cast(got, want)
    if half:  # exact: half precision's own bits, not a grid of steps or a constant's noise
        found = [f for f in found if f[0] not in ("half-precision", "ratio:constant", "float32-precision")] + half
    elif not any(key == "rounded" for key, _ in found):
        places = _rounded_to_places(g, w, got.dtype) or _rounded_to_steps(g, w, got.dtype)
        if places:  # exact: a near-1 ratio of few values is the rounding's, not a constant's
            found = [f for f in found if f[0] not in ("half-precision", "ratio:constant")] + places
    rounded = any(key == "rounded" for key, _ in found)
    if rounded:  # exact: rounding's own steps are not float32's noise, and its ends are no clip
        found = [f for f in found if f[0] != "float32-precision"]
    with np.errstate(all="ignore"):
        # (each only where it shows: exp(0) = 1 and log(1) = 0 are one weight of 1 given as 0, or the reverse)
        if (g > 0).all() and _close(np.log(g), w, max(rtol, 1e-6)) and not _close(g, w, max(rtol, 1e-6)) \
                and bool(np.any(np.abs(w) > 1e-6)):
            found.append(("exp-of-expected", {}))
        positive = w > 0
        if positive.all() and _close(g, np.log(w), max(rtol, 1e-6)) and bool(np.any(np.abs(g) > 1e-6)):
            found.append(("log-of-expected", {}))
        if g.size >= 2 and (w < 0).any() and _close(g, np.abs(w), max(rtol, 1e-6)) and not _close(g, w, max(rtol, 1e-6)):
            found.append(("abs-of-expected", {}))
    made = _activated(g, w, max(10 * rtol, 1e-6)) \
        or _standardised(got.astype(np.float64), want.astype(np.float64), max(10 * rtol, 1e-6))  # (rows: unravelled)
    found += made
    squashed: list[Finding] = []
    if g.size >= 3 and not rounded and not made:
        lo, hi = float(np.min(g)), float(np.max(g))
        clipped = np.clip(w, lo, hi)
        below, above = w < lo, w > hi
        # a clip gives exactly its bound wherever it acts (and two bounds: one value everywhere is no clip)
        exact = bool(np.all(g[below] == lo) and np.all(g[above] == hi))
        # and a value the clip left alone, not next to 0 (three values times 0.7 keep their ends "at the bounds")
        inside = (w > lo) & (w < hi)
        kept = bool(np.any(np.abs(w[inside]) > 1e-3 * max(float(np.max(np.abs(w))), 1e-300)))
        # and the clip moves a value by more than rounding does (a maximum 1e-13 too small is no cap)
        moves = not _close(clipped, w, 10 * max(rtol, 1e-12))
        if int(below.sum() + above.sum()) >= 1 and exact and kept and moves and hi > lo \
                and _close(g, clipped, 10 * rtol):
            low, high = (lo if below.any() else -np.inf, hi if above.any() else np.inf)  # the sides it acted on
            found.append(("clipped", {"low": low, "high": high, "how": clip_words(low, high)}))
        elif not any(key == "float32-precision" for key, _ in found):
            squashed = _squashed(g, w, rtol)
            found += squashed
    if not (func == "stable_softmax" or weights) and got.ndim >= 2 and not rounded and not made:
        each = _scaled_each(got, want, rtol)
        if each and squashed:  # an exact factor per row (or key) pulls a larger row in more: no cap
            found = [f for f in found if f not in squashed]
        found += each
    if (func == "stable_softmax" or weights) and got.ndim >= 2:
        scaled = [] if rounded else _dropped_out(got, want, rtol) or _blocks_apart(got, want, rtol) \
            or _diagonal_added(got, want, rtol) \
            or _row_sums(got, want, func, args, kwargs, rtol) \
            or _renormalised_over_queries(got, want, rtol) or _normalised_elsewhere(got) \
            or _normalised_both(got, want, rtol) or _epsilon(got, want) \
            or _unit_length_rows(got, want, rtol) or _row_scaled(got, want, rtol) or _uniform_share(got, want, rtol)
        one_factor = bool(scaled) and scaled[0][0] == "row-scale" and math.isclose(
            scaled[0][1]["low"], scaled[0][1]["high"], rel_tol=1e-6)  # every row times one factor
        rows = got.size // max(got.shape[-1], 1)
        if one_factor and rows >= 2 and any(key.startswith("ratio:") for key, _ in found):
            scaled = []  # rows that all sum to one number: a constant ratio (weights as percentages)
        elif scaled:  # rows that do not sum to 1 say more than "a constant ratio" does
            found = [f for f in found if f[0] != "ratio:constant"]
        found += scaled
        floored = _scores_rounded(got, want, args, kwargs) if func == "stable_softmax" else []
        # uniform rows of floored scores are also a logit ratio of 0: explain keeps one of the two, by the code
        ratios = [] if floored and not floored[0][1].get("uniform") else logit_ratios(got, want, func, args, kwargs)
        found += floored + ratios
        if func != "stable_softmax" and weights and not ratios:
            found += _row_logit_ratios(got, want)  # each query's scores scaled by a number of its own (q / |q|)
        if func == "stable_softmax" and not ratios:
            found += _running_total(got, args, kwargs) or _running_max(got, want, args, kwargs) \
                or _online_sum_unrescaled(got, want, args, kwargs) or _totals_misaligned(got, args, kwargs) \
                or rows_strided(got, args, kwargs) \
                or _shifted_per_key(got, want, args, kwargs)
        elif func == "stable_softmax" and all(key == "logit-ratio:0" for key, _ in ratios):
            found += _shifted_per_key(got, want, args, kwargs)  # (uniform rows where each key's maximum was taken)
        if func == "stable_softmax":
            found += _temperature_in_some_rows(got, want, args, kwargs, rtol) or _logits_clamped(got, want, args,
                                                                                                   kwargs, rtol)
            dual = _dual_softmax(got, want, args, kwargs)  # (exact: it says more than a clip that fits some rows)
            found = [f for f in found if f[0] != "clipped"] + dual if dual else found
            mapped = _logits_mapped(got, args, kwargs)
            if mapped:  # (a row whose logits are all negative is a LeakyReLU's row scale too: the map says more)
                found = [f for f in found if f[0] != "row-logit-scale"] + mapped
        if func == "stable_softmax" and not any(key.startswith("logit-ratio:") for key, _ in found):
            found += _row_logit_scales(got, args, kwargs)
        found += _nan_where_hidden(got, want, func, args)
        found += _other_normaliser(got, want, func, args, kwargs, rtol) \
            or [("exp-minus-one", {})] * bool(exp_minus_one(got, want, rtol))
    return found + (_first_repeated(got, want, rtol) or first_only(got, want, args, rtol))


_ACTIVATIONS: tuple[tuple[str, str, Callable[[np.ndarray], np.ndarray]], ...] = (
    ("tanh", "each squashed into (-1, 1)", np.tanh),
    ("a sigmoid", "1 / (1 + exp(-x)), each squashed into (0, 1)", lambda x: 0.5 * (1 + np.tanh(x / 2))),
    ("an ELU", "x where x > 0, exp(x) - 1 elsewhere", lambda x: np.where(x > 0, x, np.expm1(np.minimum(x, 0)))),
    ("softplus", "log(1 + exp(x))", lambda x: np.logaddexp(0.0, x)),
    ("SiLU", "x times its sigmoid", lambda x: x * 0.5 * (1 + np.tanh(x / 2))),
    ("GELU", "x times the normal distribution's CDF of x",
     lambda x: 0.5 * x * (1 + np.vectorize(math.erf, otypes=[np.float64])(x / math.sqrt(2)))),
    ("GELU (its tanh form)", "0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3)))",
     lambda x: 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))),
)
"""Nonlinearities a layer applies to its output, by name and what they do. (ReLU is a clip
at 0, which ``clipped`` says; exp, log and |x| have relations of their own.)"""


def _activated(g: np.ndarray, w: np.ndarray, tol: float) -> list[Finding]:
    """Yours is an activation of the expected values, entry by entry (``torch.tanh(w @ v)``,
    an ELU kept from a graph attention layer), where the activation moves some value."""
    if g.shape != w.shape or g.size < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()) or _close(g, w, tol):
        return []
    for name, how, f in _ACTIVATIONS:
        with np.errstate(all="ignore"):
            made = f(w)
        if _close(g, made, tol) and not _close(made, w, tol):
            return [("activated", {"name": name, "how": how})]
    return _polynomial_of(g, w, tol)


def _polynomial_of(g: np.ndarray, w: np.ndarray, tol: float) -> list[Finding]:
    """Yours is a polynomial of degree 2 or 3 of the expected values, entry by entry, fitted
    exactly on eight distinct expected values or more (a Taylor series of exp in place of the
    scores, x + x**3 / 3): no named activation, but one function of each value all the same.
    A straight line (a ratio, a shift) has relations of its own, and is left to them."""
    x, y = w.astype(np.float64).ravel(), g.astype(np.float64).ravel()
    if np.unique(x).size < 8 or np.unique(y).size < 8:
        return []
    scale, spread = float(np.max(np.abs(y))), float(np.max(y) - np.min(y))
    if scale < 1e-6 * float(np.max(np.abs(x))) or spread <= 0:
        return []  # (values next to 0: any curve fits them within a tolerance of their own size)
    for degree in (1, 2, 3):
        try:
            with np.errstate(all="ignore"), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                coef = np.polynomial.polynomial.polyfit(x, y, degree)
        except (np.linalg.LinAlgError, ValueError):  # (a fit that does not converge fits nothing)
            return []
        made = np.polynomial.polynomial.polyval(x, coef)
        if not np.all(np.isfinite(coef)) or not _close(y, made, tol) or float(np.max(np.abs(y - made))) > tol * spread:
            continue
        top = float(np.max(np.abs(coef[-1] * x ** degree)))
        if degree == 1 or top < 1e-3 * scale:
            return []  # a line, or a curve too slight to tell from one
        terms = [(c, k) for k, c in enumerate(coef) if abs(c) * float(np.max(np.abs(x ** k))) >= 1e-6 * scale]
        how = " + ".join(f"{c:.3g}" + ("" if k == 0 else " x" if k == 1 else f" x^{k}") for c, k in terms)
        return [("activated", {"name": "a polynomial", "how": how.replace("+ -", "- ")})]
    return []


def _standardised(g: np.ndarray, w: np.ndarray, tol: float) -> list[Finding]:
    """Yours is the expected result standardised along its last axis, each row less its mean
    and divided by its standard deviation (a layer norm, with or without a small epsilon
    under the root): the result normalised after it was computed."""
    if g.shape != w.shape or g.ndim < 1 or g.shape[-1] < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    with np.errstate(all="ignore"):
        centred = w - w.mean(axis=-1, keepdims=True)
        for ddof in (0, 1):
            var = (centred ** 2).sum(axis=-1, keepdims=True) / (w.shape[-1] - ddof)
            for eps in (0.0, 1e-12, 1e-8, 1e-6, 1e-5):
                if _close(g, centred / np.sqrt(var + eps), tol) and not _close(g, w, tol):
                    return [("standardised", {})]
    return []


_SCORE_ROUNDINGS = (("divided by the temperature with // (a floor division)", np.floor_divide),
                    ("rounded down (a floor) after the temperature", lambda x, t: np.floor(x / t)),
                    ("rounded toward 0 (int()) after the temperature", lambda x, t: np.trunc(x / t)),
                    ("rounded to whole numbers after the temperature", lambda x, t: np.round(x / t)))


def _scores_rounded(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax whose weights are, to float64's tolerance, a softmax of its scores over the
    temperature rounded to whole numbers (``scores // temperature``: a floor,
    and NaN where a score is -inf, which fills its row). Needs two scores the rounding moves,
    and a result that differs from the expected one. Said ``uniform`` where every row of it
    is one weight repeated: many slips give that, so explain keeps it only where the code
    rounds."""
    scores = args[0] if args and isinstance(args[0], np.ndarray) else None
    temperature = softmax_temperature(args, kwargs)
    if scores is None or temperature is None or not temperature > 0 or scores.dtype.kind != "f" \
            or scores.shape != got.shape or got.shape != want.shape or got.ndim < 1 or got.shape[-1] < 2:
        return []
    with np.errstate(all="ignore"):
        x, g, w = scores.astype(np.float64), got.astype(np.float64), want.astype(np.float64)
        moved = np.isfinite(x) & (np.abs(x / temperature - np.round(x / temperature)) > 1e-6)
        if int(moved.sum()) < 2:
            return []
        for how, rounding in _SCORE_ROUNDINGS:
            z = rounding(x, temperature)
            if _softmax_of(g, z) and not _softmax_of(w, z):
                live = np.isfinite(z) & ~np.isnan(z).any(axis=-1, keepdims=True)  # keys with weight, in rows not NaN
                top = np.max(np.where(live, z, -np.inf), axis=-1, keepdims=True)
                uniform = bool(np.all(~live | (z == top)))
                return [("scores-rounded", {"how": how, **({"uniform": True} if uniform else {})})]
    return []


def _softmax_of(weights: np.ndarray, logits: np.ndarray) -> bool:
    """Whether ``weights`` are a softmax of ``logits`` along the last axis, read through logs
    (no exponential taken): NaN in every row whose logits hold NaN, 0 where a logit is -inf
    (or so far below its row's largest that its weight underflows), and elsewhere the log of
    each weight less its logit one number per row; each row summing to 1."""
    with np.errstate(all="ignore"):
        nan_rows = np.isnan(logits).any(axis=-1)
        if not np.array_equal(np.isnan(weights).all(axis=-1), nan_rows) or np.isnan(weights[~nan_rows]).any():
            return False
        w, z = weights[~nan_rows], logits[~nan_rows]
        if not w.size:
            return bool(nan_rows.any())
        top = np.max(z, axis=-1, keepdims=True)
        if not np.isfinite(top).all():
            return False
        tiny = z - top < -700  # weights that underflow to 0 (and the -inf of hidden keys)
        if not np.all(np.abs(w[tiny]) < 1e-300) or np.any(w[~tiny] <= 0):
            return False
        shift = np.where(tiny, np.nan, np.log(np.where(tiny, 1.0, w)) - z)
        spread = np.nanmax(shift, axis=-1) - np.nanmin(shift, axis=-1)
        return bool(np.all(spread < 1e-6) and np.allclose(w.sum(axis=-1), 1.0, rtol=1e-6))


def softmax_temperature(args: tuple[Any, ...], kwargs: dict[str, Any]) -> float | None:
    """A softmax case's temperature, passed by position or by name (1 when none is); None
    when it is no number."""
    value = args[1] if len(args) > 1 else kwargs.get("temperature", 1.0)
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _totals_misaligned(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax whose row totals, reduced without keepdims to (..., T), are laid out along
    the keys: ``np.tile(totals, S).reshape(..., T, S)`` (entry (t, s) meets the total of row
    (t S + s) mod T) or, where T = S, the totals as a row (``totals[..., None, :]``, the
    column of totals transposed: entry (t, s) meets row s's). Replayed on the case's own
    logits; needs two queries whose totals differ."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.ndim < 2 or got.shape[-2] < 2 or got.shape[-1] < 2 or not np.isfinite(got).all():
        return []
    rows, keys = x.shape[-2:]
    with np.errstate(all="ignore"):
        top = np.max(np.where(np.isfinite(x), x, -np.inf), axis=-1, keepdims=True)
        exps = np.e ** (x - top)
        totals = exps.sum(axis=-1)  # (..., T)
        tiled = np.tile(totals, keys).reshape(x.shape)
        if np.allclose(tiled, totals[..., None], rtol=1e-9):
            return []  # every row's total the same: nothing tells
        close = 1e-6 if got.dtype == np.float64 else 1e-3
        if np.allclose(got.astype(np.float64), exps / tiled, rtol=close, atol=1e-9):
            which = "row s" if rows == keys else "row (t S + s) mod T"
            return [("totals-misaligned", {"which": which})]
    return []


def rows_strided(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax over groups of the flattened scores laid end to end (entry i in group i mod
    R, R the number of rows: row ids made by ``arange(R).repeat(S)`` or ``np.tile`` where
    ``repeat_interleave`` belongs, PyG's scatter softmax): each group is shifted by its own
    maximum and divided by its own total. Replayed on the case's logits; needs two rows and
    groups that are not the rows."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.ndim < 2 or got.shape[-1] < 2 or not got.size or not np.isfinite(got).all():
        return []
    keys = x.shape[-1]
    rows = x.size // keys
    if rows < 2:
        return []
    flat = x.reshape(-1)
    group = np.arange(flat.size) % rows
    if np.array_equal(group, np.arange(flat.size) // keys):
        return []
    with np.errstate(all="ignore"):
        top = np.full(rows, -np.inf)
        np.maximum.at(top, group, flat)
        if not np.isfinite(top).all():
            return []
        exps = np.e ** (flat - top[group])
        totals = np.zeros(rows)
        np.add.at(totals, group, exps)
        made = (exps / totals[group]).reshape(x.shape)
        close = 1e-6 if got.dtype == np.float64 else 1e-3
        if np.allclose(got.astype(np.float64), made, rtol=close, atol=1e-9) \
                and not softmax_rows(made, x).all():
            return [("rows-strided", {"rows": rows})]
    return []


def _shifted_per_key(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax of the scores less a term that changes along a row, one number per key (a
    shift cancels in a row's normalisation only when it is one number for the whole row):
    the logs of the weights differ from the expected ones by a term per query plus a term
    per key, the same in every map. Said as each key's maximum over the queries when the
    per-key term is that (``amax(dim=-2)``: a single query then gets uniform weights,
    ``explain`` counts those too); NaN only in a key hidden from every query (-inf less its
    own -inf maximum). Needs two queries and two keys."""
    logits = _softmax_logits(got, args, kwargs)
    if logits is None or got.shape != want.shape or got.ndim < 2 or got.shape[-1] < 2 or got.size == 0:
        return []
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        column_max = np.max(np.where(np.isfinite(logits), logits, -np.inf), axis=-2, keepdims=True)
        live = w > 0
        hidden_key = np.broadcast_to(np.isneginf(column_max), g.shape)
        if not (np.isfinite(g[live]).all() and (g[live] > 0).all()) \
                or not ((g[~live] == 0) | (np.isnan(g[~live]) & hidden_key[~live])).all():
            # weights that underflow to 0 (or rows to 0 / 0) leave no logs to read: the shift by each
            # key's maximum replayed as it is, where it moves a weight by more than rounding
            exps = np.e ** (logits - column_max)
            replay = exps / exps.sum(axis=-1, keepdims=True)
            if g.shape[-2] >= 2 and np.allclose(g, replay, rtol=1e-6, atol=1e-12, equal_nan=True) \
                    and not np.allclose(replay, w, rtol=1e-4, atol=1e-6, equal_nan=True):
                return [("shift-per-key", {"what": "each key's maximum over the queries (a max along axis=-2)",
                                           "by_max": True})]
            return []
        d = np.where(live, np.log(np.where(live, g, 1.0)) - np.log(np.where(live, w, 1.0)), 0.0)
        per_query, per_key = np.zeros(g.shape[:-1] + (1,)), np.zeros(g.shape[:-2] + (1, g.shape[-1]))
        count_q, count_k = np.maximum(live.sum(-1, keepdims=True), 1), np.maximum(live.sum(-2, keepdims=True), 1)
        for _ in range(30):  # alternating means over the live entries: d = per_query + per_key
            per_query = np.where(live, d - per_key, 0.0).sum(-1, keepdims=True) / count_q
            per_key = np.where(live, d - per_query, 0.0).sum(-2, keepdims=True) / count_k
        residual = np.where(live, d - per_query - per_key, 0.0)
        spread = np.where(live.any(-2, keepdims=True), per_key, np.nan)
        varies = np.nanmax(spread, axis=-1) - np.nanmin(spread, axis=-1)
        if not np.all(np.abs(residual) < 1e-6 + 1e-4 * np.abs(d)) or not np.nanmax(varies) > 1e-3:
            return []
        minus_max = np.where(live.any(-2, keepdims=True), per_key + column_max, np.nan)
        by_max = bool(np.all(np.nanmax(minus_max, -1) - np.nanmin(minus_max, -1) < 1e-6 + 1e-4 * np.nanmax(np.abs(per_key))))
        # each key less the log of its column's total of exps: a softmax over the queries (axis -2) first, and
        # each row then divided by its sum (Slot Attention's normalisation), not a shift of the student's choice
        totals = column_max + np.log(np.sum(np.e ** (logits - column_max), axis=-2, keepdims=True))
        plus_total = np.where(live.any(-2, keepdims=True), per_key + totals, np.nan)
        if not by_max and g.shape[-2] >= 2 and np.all(
                np.nanmax(plus_total, -1) - np.nanmin(plus_total, -1) < 1e-6 + 1e-4 * np.nanmax(np.abs(per_key))):
            ratio = g[live] / w[live]
            return [("normalised-both-axes", {"low": float(ratio.min()), "high": float(ratio.max())})]
    if g.shape[-2] < 2:  # one query: uniform weights, which many slips give (logit-ratio:0)
        return []
    maps = live.reshape(-1, *live.shape[-2:])
    spare = sum(int(m.sum()) - int(m.any(-1).sum()) - int(m.any(-2).sum()) + 1 for m in maps)
    if spare < 2 and not by_max:  # live entries beyond a term per query and per key: a 2 x 2 map of logs (or
        return []  # one with hidden keys) has one at most, and fits a shift whenever its diagonals agree
    what = "each key's maximum over the queries (a max along axis=-2)" if by_max else "a number per key"
    return [("shift-per-key", {"what": what, "by_max": by_max})]


def _running_total(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """Each weight is its exponential over the running sum of its row up to that key (a
    cumsum, or torch.logcumsumexp, taken for the row's total): in log space, the logit less
    the log-sum-exp of the logits up to its key (computed with logaddexp, no softmax here).
    A key that no earlier key's weight reaches gives NaN (-inf - -inf) or 0; only the last
    key of a row is right. Needs a row of two keys or more, both finite."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.ndim < 1 or got.shape[-1] < 2 or got.dtype.kind != "f" or not got.size:
        return []
    close = 1e-6 if got.dtype == np.float64 else 1e-3
    with np.errstate(all="ignore"):
        prefix = np.logaddexp.accumulate(x, axis=-1)
        telling = np.isfinite(x) & np.isfinite(prefix)
        g = got.astype(np.float64)
        if not (telling.sum(axis=-1) >= 2).any() or not np.isfinite(g[telling]).all() or (g[telling] <= 0).any():
            return []
        if not np.allclose(np.log(g[telling]), (x - prefix)[telling], rtol=0, atol=close):
            return []
        rest = g[~telling]
        if not np.all((rest == 0) | np.isnan(rest)):
            return []
        # a running total and the row's total differ somewhere, or this says nothing
        if np.allclose((x - prefix)[telling], (x - prefix[..., -1:])[telling], rtol=0, atol=close):
            return []
    return [("running-total", {})]


def _online_sum_unrescaled(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...],
                           kwargs: dict[str, Any]) -> list[Finding]:
    """A blockwise (online) softmax whose running sum is never rescaled: the keys are read
    in blocks of ``b``, each block's exponentials are taken against the running maximum so
    far and added to the sum, and the sum already gathered is not multiplied by
    exp(old max - new max) when a block raises the maximum; the output divides
    exp(x - final max) by that sum. Replayed for every block size that leaves two blocks or
    more; a row whose maximum stands in its first block comes out right, a row whose
    maximum comes later sums to less than 1."""
    x = _softmax_logits(got, args, kwargs)  # (-inf stays: a block of -inf gives what the student's gives, NaN)
    if x is None or got.ndim < 1 or got.shape[-1] < 2 or got.dtype.kind != "f" or not got.size \
            or got.shape != want.shape:
        return []
    g = got.astype(np.float64)
    if not np.isfinite(g).any():
        return []
    close = 1e-9 if got.dtype == np.float64 else 1e-5
    with np.errstate(all="ignore"):
        if np.isnan(x).any() or np.allclose(g, want.astype(np.float64), rtol=0, atol=close, equal_nan=True):
            return []
        size = x.shape[-1]
        for block in range(1, size):
            top = np.full(x.shape[:-1] + (1,), -np.inf)
            total = np.zeros(x.shape[:-1] + (1,))
            for start in range(0, size, block):
                part = x[..., start:start + block]
                top = np.maximum(top, part.max(axis=-1, keepdims=True))
                total = total + (np.e ** (part - top)).sum(axis=-1, keepdims=True)
            replay = np.e ** (x - top) / total
            if np.allclose(g, replay, rtol=0, atol=close, equal_nan=True) and (  # wrong where it is finite
                    np.isfinite(replay) & ~np.isclose(replay, want.astype(np.float64), rtol=0, atol=close)).any():
                return [("online-sum-not-rescaled", {"size": block})]
    return []


def _first_repeated(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """The expected result's first entry along a leading axis or the rows' axis, copied to
    every entry of that axis (``x[0]`` where each batch element belongs, a loop that keeps
    its first pass): the first is right and the others repeat it. The last axis is left to
    the relations of a row (a row of one value is a uniform softmax, a constant)."""
    if got.ndim < 2 or got.shape != want.shape or not np.isfinite(want.astype(np.float64)).all():
        return []
    g, w = got.astype(np.float64), want.astype(np.float64)
    tol = max(rtol, 1e-9)
    for axis in range(got.ndim - 1):
        if got.shape[axis] < 2:
            continue
        first = np.broadcast_to(np.take(w, [0], axis=axis), w.shape)
        if _close(g, first, tol) and not _close(first, w, 10 * tol):
            what = "row (query)" if axis == got.ndim - 2 else "batch element (or head)"
            return [("first-repeated", {"what": what, "axis": axis - got.ndim})]
    return []


def input_first_only(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                      rtol: float) -> list[Finding]:
    """Scores where q or k is cut to the first entry of one of its leading axes and broadcast
    back (``k[..., :1, :, :]``: multi-query attention's one key head, kept for every head):
    each entry of that axis is scored against the first one's keys (or queries). Needs that
    axis 2 long or more, and the first entry unlike the others."""
    if func != "scaled_scores" or len(args) < 2:
        return []
    q, k = args[:2]
    if not all(isinstance(a, np.ndarray) and a.dtype.kind == "f" and a.ndim >= 3 or isinstance(a, np.ndarray)
               and a.dtype.kind == "f" and a.ndim == 2 for a in (q, k)) or q.shape[-1] != k.shape[-1]:
        return []
    g = got.astype(np.float64)
    scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1.0)
    for position, name in ((1, "k"), (0, "q")):
        x = args[position].astype(np.float64)
        for axis in range(x.ndim - 2):
            if x.shape[axis] < 2:
                continue
            first = np.take(x, [0], axis=axis)
            if np.allclose(np.broadcast_to(first, x.shape), x):
                continue
            for cut in (np.broadcast_to(first, x.shape), first):  # (kept 1 long, the result has fewer entries)
                qq, kk = (cut, k.astype(np.float64)) if position == 0 else (q.astype(np.float64), cut)
                with np.errstate(all="ignore"):
                    try:
                        scores = qq @ np.swapaxes(kk, -1, -2) / math.sqrt(q.shape[-1])
                    except ValueError:
                        continue
                if scores.shape == g.shape and np.allclose(g, scores, rtol=10 * rtol, atol=10 * rtol * scale):
                    what = "head" if axis == x.ndim - 3 and x.ndim >= 4 else "batch element"
                    return [("input-first-only", {"argument": name, "axis": axis - x.ndim, "what": what})]
    return []


def first_only(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """The expected rows up to some row, in the order a loop over the leading axes visits
    them (``np.ndindex``), and after it only the zeros the result was filled with before the
    loop: a loop that returns or breaks after its first pass (a ``return`` indented into the
    loop). Needs a row after the right ones that should hold something else."""
    if got.ndim < 2 or got.shape != want.shape or got.dtype.kind != "f" or not got.size:
        return []
    g = got.astype(np.float64).reshape(-1, got.shape[-1])
    w = want.astype(np.float64).reshape(-1, got.shape[-1])
    tol = max(rtol, 1e-9)
    with np.errstate(all="ignore"):
        right = np.all(np.isclose(g, w, rtol=tol, atol=tol, equal_nan=True), axis=-1)
        first_wrong = int(np.argmin(right)) if not right.all() else len(right)
        if first_wrong == 0 or first_wrong == len(right):
            return []
        # (zeros only: the input's own values after some rows are also a mask that reached only those rows)
        for words, fill in [("zeros", np.zeros_like(g))]:
            rest = g[first_wrong:]
            if np.array_equal(rest, fill[first_wrong:], equal_nan=True) \
                    and not np.array_equal(w[first_wrong:], fill[first_wrong:], equal_nan=True):
                return [("first-only", {"right": first_wrong, "rows": len(right), "fill": words})]
    return []


def _log_rows_differ_by_one_number(logs: np.ndarray, logits: np.ndarray, tol: float) -> bool:
    """Whether each row of ``logs`` is ``logits`` plus one number of its own: the logs of a
    softmax of those logits (read in log space: the kit's release ships no softmax)."""
    with np.errstate(all="ignore"):
        d = logs - logits
    return bool(np.isfinite(d).all() and np.all(d.max(axis=-1) - d.min(axis=-1) <= tol))


def _attention_scores(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    """attention's scaled scores, masked (-inf where its mask hides a key), for the relations
    of a softmax's weights; () where the case's arrays do not give them."""
    q, k = (args + (None, None))[:2]
    allowed = kwargs.get("allowed", args[3] if len(args) > 3 else None)
    if not all(isinstance(a, np.ndarray) and a.dtype.kind == "f" and a.ndim >= 2 for a in (q, k)) \
            or q.shape[-1] != k.shape[-1]:
        return ()
    with np.errstate(all="ignore"):
        try:
            scores = q.astype(np.float64) @ np.swapaxes(k.astype(np.float64), -1, -2) / math.sqrt(q.shape[-1])
            if allowed is not None:
                scores = np.where(np.broadcast_to(np.asarray(allowed) != 0, scores.shape), scores, -np.inf)
        except (ValueError, TypeError):
            return ()
    return (scores,)


def _other_normaliser(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                      kwargs: dict[str, Any], rtol: float) -> list[Finding]:
    """Weights from another normaliser than one softmax of the scores: a second softmax over
    the weights, a sigmoid of each logit on its own, or a hard one-hot on each row's largest
    weight (an argmax). Each is replayed on the case's own arrays; attention's weights on the
    scores its q, k and mask give."""
    if func == "attention":
        func, args, kwargs = "stable_softmax", _attention_scores(args, kwargs), {}
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.ndim < 1 or g.shape[-1] < 2 or not np.isfinite(w).all() or not np.isfinite(g).all():
        return []
    tol = max(rtol, 1e-6)
    with np.errstate(all="ignore"):
        if (g > 0).all() and _log_rows_differ_by_one_number(np.log(g), w, 1e-6) and not _close(g, w, tol):
            return [("softmax-twice", {})]
        x = _softmax_logits(g, args, kwargs) if func == "stable_softmax" else None
        live = np.isfinite(x) if x is not None else None
        if x is not None and live is not None and (live.sum(axis=-1) >= 2).any() and (g[~live] == 0).all() \
                and ((g[live] > 0) & (g[live] < 1)).all():
            bias = np.log(g[live]) - np.log1p(-g[live]) - x[live]  # each weight's logit is its own score, plus
            keys = g.shape[-1]  # none or Apple's -log S (a bias as large as 20 is 1 / (1e-9 + w) of a softmax)
            if float(np.ptp(bias)) < 1e-6 * max(1.0, float(np.max(np.abs(x[live])))) and any(
                    abs(float(np.mean(bias)) - b) < 1e-6 for b in (0.0, -math.log(keys))):
                return [("sigmoid-not-softmax", {})]
        if func == "stable_softmax" and args and isinstance(args[0], np.ndarray) and args[0].shape == g.shape \
                and np.isfinite(args[0]).all() and (g > 0).all():
            t = softmax_temperature(args, kwargs)
            x = args[0].astype(np.float64) / (t or 1.0)
            for shift in (x.max(axis=-1, keepdims=True), 0.0) if t else ():
                sig = 1 / (1 + np.e ** -(x - shift))  # a sigmoid where exp belongs, then the row's sum
                if np.allclose(g, sig / sig.sum(axis=-1, keepdims=True), rtol=max(10 * rtol, 1e-9), atol=0) \
                        and not _close(g, w, tol):
                    return [("sigmoid-normalised", {})]
    powered = _powers_normalised(g, func, args, kwargs) or _elementwise(g, w, func, args)
    if powered:
        return powered
    top = w.max(axis=-1, keepdims=True)
    unique = (w == top).sum(axis=-1) == 1
    if unique.all() and np.all((g == 0) | (g == 1)) and np.array_equal(g == 1, w == top) and not np.all(w == g) \
            and float(top.min()) < 1 - 1e-3:  # (a row whose softmax is one-hot within 1e-3 shows no hard choice)
        return [("hard-max", {})]
    return []


def _powers_normalised(g: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """Weights that are each scaled score's square (a spherical softmax, z^2 / sum z^2) or its
    size (|z| / sum |z|) over its row's total, hidden keys (-inf) given 0: another function
    where exp belongs. A small constant added to each term (1e-8, against a row of zeros) is
    allowed for."""
    if func != "stable_softmax" or not args or not isinstance(args[0], np.ndarray) or args[0].shape != g.shape:
        return []
    t = softmax_temperature(args, kwargs)
    if not t:
        return []
    x = args[0].astype(np.float64) / t
    seen = np.isfinite(x)
    if not seen.any(axis=-1).all() or not np.isfinite(x[seen]).all():
        return []
    with np.errstate(all="ignore"):
        softmax = np.e ** np.where(seen, x - np.max(np.where(seen, x, -np.inf), axis=-1, keepdims=True), -np.inf)
        softmax /= softmax.sum(axis=-1, keepdims=True)
    for power, what in _POWERS.items():
        with np.errstate(all="ignore"):
            terms = np.where(seen, _POWER_OF[power](np.where(seen, x, 0.0)), 0.0)
            total = terms.sum(axis=-1, keepdims=True)
            if not (total > 0).all():
                continue
            if np.allclose(g, terms / total, rtol=1e-6, atol=1e-7) \
                    and not np.allclose(terms / total, softmax, rtol=1e-3, atol=1e-4):  # (one a softmax can't tell)
                return [("weights-not-exp", {"what": what, "power": power})]
    return []


_POWERS = {"square": "the squares of the scores (z^2 over the row's sum of them: a spherical softmax)",
           "abs": "the sizes of the scores (|z| over the row's sum of them)",
           "taylor": "exp's second-order Taylor terms of the scores (1 + z + z^2 / 2 over the row's sum of them, as"
                     " Based's linear attention takes them)"}
_POWER_OF: dict[str, Callable[[np.ndarray], np.ndarray]] = {"square": np.square, "abs": np.abs,
                                                     "taylor": lambda z: 1 + z + z * z / 2}


def powers_fit(power: str, got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool | None:
    """Whether ``got`` is the ``power`` of each scaled score over its row's sum (as
    :func:`_powers_normalised` reads it) on this case; None where the case cannot tell (no
    temperature, hidden keys only, a row of zeros, another shape)."""
    t = softmax_temperature(args, kwargs)
    if power not in _POWER_OF or not t or not args or not isinstance(args[0], np.ndarray) \
            or args[0].shape != got.shape:
        return None
    with np.errstate(all="ignore"):
        x = args[0].astype(np.float64) / t
        seen = np.isfinite(x)
        terms = np.where(seen, _POWER_OF[power](np.where(seen, x, 0.0)), 0.0)
        total = terms.sum(axis=-1, keepdims=True)
        if not seen.any(axis=-1).all() or not (total > 0).all():
            return None
        return bool(np.allclose(got.astype(np.float64), terms / total, rtol=1e-6, atol=1e-7))


def rounding_fits(to: str, got: np.ndarray) -> bool:
    """Whether every finite value of ``got`` lies on the grid a rounding ``to`` whole numbers
    or to "N decimals" leaves (within a few steps of its dtype); True for a grid not known."""
    g = got[np.isfinite(got)].astype(np.float64) if got.dtype.kind == "f" else got.astype(np.float64).ravel()
    if to == "whole numbers":
        return bool(np.all(g == np.round(g)))
    places = int(to.split()[0]) if to.split()[0].isdigit() else None
    if places is None or got.dtype.kind != "f":
        return True
    step = float(np.finfo(got.dtype).eps)
    return bool(np.all(np.abs(g - np.round(g, places)) <= 8 * step * np.maximum(np.abs(g), 10.0 ** -places)))


def _elementwise(g: np.ndarray, w: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Weights that are one increasing function of each score alone (equal scores, equal
    weights, in any row), rows that do not sum to 1, and no row that is the expected one times
    a factor (an exp left undivided is that): a squashing function of each score (an erf, a
    CDF) where a softmax belongs. Read on two rows or more whose scores differ."""
    if func != "stable_softmax" or not args or not isinstance(args[0], np.ndarray) or args[0].shape != g.shape \
            or g.ndim < 2 or g.size // g.shape[-1] < 2 or g.shape[-1] < 2:
        return []
    x = args[0].astype(np.float64)
    if not np.isfinite(x).all() or np.allclose(g.sum(axis=-1), 1, rtol=0, atol=1e-3):
        return []
    with np.errstate(all="ignore"):
        ratio = g / w
        if np.allclose(ratio, ratio[..., :1], rtol=1e-6, atol=0):
            return []  # each row a factor of the expected one: a normalisation, said elsewhere
    if not _increasing_in_scores(g, x, strictly=True):
        return []  # a larger score never weighs less, equal scores weigh the same, and not all weigh the same
    return [("weights-elementwise", {})]


def _increasing_in_scores(g: np.ndarray, x: np.ndarray, strictly: bool = False) -> bool:
    """Whether ``g`` is one non-decreasing function of each score of ``x`` alone, over the
    whole array (equal scores, equal weights); ``strictly``: and not one value everywhere."""
    order = np.argsort(x, axis=None, kind="stable")
    xs, gs = x.ravel()[order], g.ravel()[order].astype(np.float64)
    tol = 1e-9 * max(float(np.max(np.abs(gs))), 1e-300)
    if np.any(np.diff(gs) < -tol) or strictly and float(gs[-1] - gs[0]) <= tol:
        return False
    same = np.abs(np.diff(xs)) <= 1e-12 * max(float(np.max(np.abs(xs))), 1.0)
    return not np.any(same & (np.abs(np.diff(gs)) > tol))


def elementwise_fits(got: np.ndarray, args: tuple[Any, ...]) -> bool | None:
    """Whether a softmax's ``got`` is one non-decreasing function of each score alone on this
    case (as :func:`_elementwise` reads it); None where the case cannot tell (hidden keys,
    another shape, a single value)."""
    if not args or not isinstance(args[0], np.ndarray) or args[0].shape != got.shape or got.size < 2:
        return None
    x = args[0].astype(np.float64)
    if not np.isfinite(x).all() or got.dtype.kind != "f":
        return None
    return _increasing_in_scores(got, x)


def exp_minus_one(got: np.ndarray, want: np.ndarray, rtol: float) -> bool | None:
    """Whether softmax weights were made from exponentials each 1 too small (``np.expm1``,
    ``exp(x) - 1``) of the scores less their row's largest: over the expected row w, those
    are w / max(w) - 1, so each row is (w - max w) / sum(w - max w), 0 at its largest key,
    and 0/0 (NaN) on a row whose weights are all equal (one key). Read on the rows whose sum
    of those is not next to 0 (near-equal scores leave it to rounding). True where a row of
    two keys or more shows it, other than by reordering the expected row (one-hot [1, 0]
    gives [0, 1], as a flip or a sort does: None, it fits but tells nothing), None where yours fits it but no row can tell (one key: NaN),
    False where yours is something else."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.ndim < 1 or g.shape != w.shape or not g.size or not np.isfinite(w).all():
        return False
    with np.errstate(all="ignore"):
        less = w / w.max(axis=-1, keepdims=True) - 1.0
        total = less.sum(axis=-1, keepdims=True)
        made = less / total
        clear = np.abs(total[..., 0]) > 1e-3
        telling = clear & ~np.isclose(made, w, rtol=1e-6, atol=1e-9).all(axis=-1) \
            & ~np.isclose(np.sort(made, axis=-1), np.sort(w, axis=-1), rtol=1e-6, atol=1e-9).all(axis=-1)
        # (a row that is the expected one reordered, a one-hot row moved to another key, tells nothing)
        nothing = total[..., 0] == 0
    if not np.isnan(g[nothing]).all() or (clear.any() and not _close(g[clear], made[clear], max(rtol, 1e-6))):
        return False
    reordered = clear & ~telling & ~np.isclose(made, w, rtol=1e-6, atol=1e-9).all(axis=-1)
    return True if telling.any() else None if nothing.any() or reordered.any() else False


WEIGHT_FUNCTIONS: tuple[tuple[str, Callable[[np.ndarray], np.ndarray]], ...] = (
    ("w ** 2", np.square), ("|w|", np.abs), ("exp(w)", np.exp), ("sqrt(|w|)", lambda w: np.sqrt(np.abs(w))),
    ("w ** 3", lambda w: w ** 3), ("sigmoid(w)", lambda w: 0.5 * (1 + np.tanh(w / 2))),
    ("softplus(w) = log(1 + exp(w))", lambda w: np.logaddexp(0.0, w)), ("max(w, 0) (a relu)", lambda w: np.maximum(w, 0)),
    ("tanh(w)", np.tanh),
    ("w less each row's minimum", lambda w: w - w.min(axis=-1, keepdims=True)),
    ("w less each row's maximum", lambda w: w - w.max(axis=-1, keepdims=True)),
    ("1 at each row's largest w, 0 elsewhere", lambda w: (w == w.max(axis=-1, keepdims=True)).astype(np.float64)))
"""Functions of the weights a mixture may apply before mixing, by what they do: entry by
entry, or a shift by a number per row."""

ENTRYWISE = 9
"""How many of :data:`WEIGHT_FUNCTIONS` work entry by entry (the first ones)."""


def mixed_weights(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """weighted_mixture's output read back into the weights that made it: where the value
    rows are independent (S <= d_v), an output that is a mixture of them fixes its weights
    (out @ pinv(values)). Weights that are a function of the given ones entry by entry
    (w ** 2, exp(w), or any monotone one), or the given ones less a number per row (each
    row's minimum), went through a transformation before mixing."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    if w.ndim < 2 or v.ndim < 2 or v.shape[-2] < 2 or v.shape[-2] > v.shape[-1] or got.shape != want.shape \
            or not (np.isfinite(w).all() and np.isfinite(v).all() and np.isfinite(got).all()):
        return []
    g = got.astype(np.float64)
    with np.errstate(all="ignore"):
        try:
            singular = np.linalg.svd(v, compute_uv=False)
            if not (singular[..., -1] > 1e-6 * singular[..., 0]).all():
                return []
            implied = g @ np.linalg.pinv(v)
            given = np.broadcast_to(w, implied.shape)
        except (ValueError, np.linalg.LinAlgError):
            return []
        scale = max(float(np.max(np.abs(given))), 1e-12)
        if not _close(implied @ v, g, 1e-6) or np.allclose(implied, given, rtol=0, atol=1e-6 * scale):
            return []  # no mixture of the value rows, or the given weights: the slip is elsewhere
        tol = 1e-6 * max(float(np.max(np.abs(implied))), scale)
        for name, f in WEIGHT_FUNCTIONS:
            if np.allclose(implied, f(given), rtol=0, atol=tol):
                return [("mixture-transformed", {"how": name})]
        if (implied > 0).all() and _log_rows_differ_by_one_number(np.log(implied), given, 1e-6):
            return [("mixture-transformed", {"how": "a softmax of each row of w"})]
        shift = implied - given  # a number per row, not one for all (that is an offset of the output: centred values)
        if given.shape[-1] >= 2 and np.allclose(shift, shift[..., :1], rtol=0, atol=tol) \
                and not np.allclose(shift, shift.flat[0], rtol=0, atol=tol):
            return [("mixture-transformed", {"how": "w less a number per row"})]
        x, y = given.ravel(), implied.ravel()
        order = np.argsort(x, kind="stable")
        xs, ys = x[order], y[order]
        steps = np.diff(xs) > 1e-9 * scale
        if steps.sum() < 4:
            return []
        rises = np.diff(ys)[steps]
        a, b = np.polyfit(x, y, 1)
        affine = np.allclose(y, a * x + b, rtol=0, atol=1e-3 * max(float(np.max(np.abs(y))), 1e-12))
        if not affine and ((rises >= -tol).all() or (rises <= tol).all()):
            return [("mixture-transformed", {"how": "a monotone function of w, entry by entry"})]
    return []


def _nan_where_hidden(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Weights that are NaN exactly at the hidden keys (a -inf score, weight 0) and right
    everywhere else, on scores far from overflow: -inf meets -inf there (a difference of two
    hidden scores, -inf - (-inf)), not an exp that overflowed."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        nan = np.isnan(g)
        if not nan.any() or not (w[nan] == 0).all() or not np.allclose(g[~nan], w[~nan], rtol=1e-5, atol=1e-8):
            return []
        if not ((w[~nan] > 1e-6) & (w[~nan] < 1 - 1e-6)).any():  # right elsewhere only where weights are 0 or 1
            return []
        if func == "stable_softmax" and args and isinstance(args[0], np.ndarray) and args[0].shape == g.shape:
            scores = args[0].astype(np.float64)
            finite = scores[np.isfinite(scores)]
            if not np.isneginf(scores[nan]).all() or (finite.size and float(np.max(np.abs(finite))) > 80):
                return []
    return [("nan-at-hidden", {})]


def _softmax_logits(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> np.ndarray | None:
    """A softmax case's logits in float64 (its scores over its positive temperature), where
    the scores are an array of ``got``'s shape; None otherwise. The replays of a softmax
    taken another way start from these."""
    t = softmax_temperature(args, kwargs)
    if not t or not t > 0 or not args or not isinstance(args[0], np.ndarray) or args[0].shape != got.shape:
        return None
    with np.errstate(all="ignore"):
        return args[0].astype(np.float64) / t


def _hidden_exp_one(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax whose hidden keys (logits of -inf) get an exponential of 1, as the row's
    largest key does, where exp(-inf) = 0 belongs: NumPy's exp given ``where=finite,
    out=np.ones_like(x)`` leaves the buffer's ones where it skipped. Replayed on the case."""
    logits = _softmax_logits(got, args, kwargs)
    if logits is None or logits.shape != got.shape or got.ndim < 1 or got.dtype.kind != "f":
        return []
    hidden = np.isneginf(logits)
    if not hidden.any() or hidden.all(axis=-1).any():
        return []
    with np.errstate(all="ignore"):
        top = np.max(np.where(hidden, -np.inf, logits), axis=-1, keepdims=True)
        exps = np.where(hidden, 1.0, np.e ** (logits - top))
        replay = exps / exps.sum(axis=-1, keepdims=True)
        if np.allclose(got.astype(np.float64), replay, rtol=1e-5, atol=1e-7) \
                and not np.allclose(replay, want.astype(np.float64), rtol=1e-5, atol=1e-7):
            return [("hidden-exp-one", {"count": int(hidden.sum())})]
    return []


def _running_max(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax shifted by the running maximum of its row (``np.maximum.accumulate``,
    ``torch.cummax``), from the first key or from the last, in place of the row's maximum:
    each key loses the largest logit up to it, a shift that changes along the row and so
    does not cancel. A row that starts with -inf is NaN throughout (-inf - -inf). Needs a
    finite row whose running maximum rises, where the two differ."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.shape != want.shape or got.ndim < 1 or got.shape[-1] < 2 or got.dtype.kind != "f" or not got.size:
        return []
    close = 1e-6 if got.dtype == np.float64 else 1e-3
    g = got.astype(np.float64)
    with np.errstate(all="ignore"):
        for flip in (False, True):  # in log space: each weight's log less its shifted logit is one number per row
            xs = x[..., ::-1] if flip else x
            shift = xs - np.maximum.accumulate(xs, axis=-1)
            shift = shift[..., ::-1] if flip else shift
            broken = np.isnan(shift).any(axis=-1, keepdims=True)  # a row that starts at -inf: NaN throughout
            live = ~broken & np.isfinite(shift)
            hidden = ~broken & np.isneginf(shift)
            if not np.isnan(g[np.broadcast_to(broken, g.shape)]).all() or not (g[hidden] == 0).all() \
                    or not (g[live] > 0).all() or not (live.sum(axis=-1) >= 2).any():
                continue
            d = np.where(live, np.log(np.where(live, g, 1.0)) - np.where(live, shift, 0.0), np.nan)
            moved = np.where(live, shift - x, np.nan)  # the shift itself: one number per row is the right one
            if np.all(np.nan_to_num(np.nanmax(d, axis=-1) - np.nanmin(d, axis=-1)) <= close) \
                    and np.nanmax(np.nan_to_num(np.nanmax(moved, axis=-1) - np.nanmin(moved, axis=-1))) > 1e-9:
                what = ("the running maximum of its row up to each key, from the last key back" if flip else
                        "the running maximum of its row up to each key (np.maximum.accumulate, torch.cummax)")
                return [("shift-per-key", {"what": what, "by_max": False})]
    return []


def _plus_transpose(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """Square scores that are a A + b A^T of the expected table A, both a and b other than 0
    (``0.5 * (q @ k^T + k @ q^T)``: the table made symmetric): A not symmetric, so that its
    transpose shows. (b = 0 is a ratio, a = 0 the transpose alone: their own findings.)"""
    if got.shape != want.shape or got.ndim < 2 or got.shape[-1] != got.shape[-2] or got.shape[-1] < 2 \
            or got.dtype.kind != "f" or want.dtype.kind != "f":
        return []
    a_, g = want.astype(np.float64), got.astype(np.float64)
    if not (np.isfinite(a_).all() and np.isfinite(g).all()):
        return []
    scale = max(float(np.max(np.abs(a_))), 1.0)
    sym, anti = (a_ + np.swapaxes(a_, -1, -2)) / 2, (a_ - np.swapaxes(a_, -1, -2)) / 2
    if np.allclose(anti, 0.0, atol=1e-6 * scale):
        return []  # a symmetric table is its own transpose
    s = float((g * sym).sum() / (sym * sym).sum()) if (sym * sym).sum() > 0 else 0.0
    d = float((g * anti).sum() / (anti * anti).sum())
    if not np.allclose(g, s * sym + d * anti, rtol=1e-6, atol=1e-6 * scale):
        return []
    a, b = (s + d) / 2, (s - d) / 2
    if min(abs(a), abs(b)) < 1e-3 * max(abs(a), abs(b)):
        return []
    return [("adds-transpose", {"a": round(a, 4), "b": round(b, 4)})]


def _hidden_in_part(filled: np.ndarray, scores: np.ndarray) -> dict[str, Any]:
    """The hidden places a mask_scores left as they came while it put -inf at the others
    (both kinds present, nothing else there), and what tells them apart where the sign of
    their scores does; {} otherwise."""
    with np.errstate(all="ignore"):
        left = (filled == scores) & np.isfinite(scores)
    if not left.any() or not (np.isneginf(filled) | left).all() or not np.isneginf(filled[~left]).any():
        return {}
    where = ""
    for rule, words in ((scores <= 0, "those whose scores are 0 or below"), (scores < 0, "those whose scores are"
                        " below 0"), (scores >= 0, "those whose scores are 0 or above"), (scores > 0, "those whose"
                        " scores are above 0")):
        if np.array_equal(left, rule):
            where = f" ({words})"
            break
    return {"count": int(left.size), "kept": int(left.sum()), "where": where}


def off_by_row_sum(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...]) -> bool | None:
    """Whether a mixture's output is the expected one plus (1 - the weights' row sum) times
    one row of numbers per batch (``v0 + w @ (v - v0)``: a value row taken out and added
    back), which is the mixture only where the weights' rows sum to 1: True where it fits and
    the case can tell (rows whose sums differ), None where it fits a case that cannot (one
    query, or rows of one sum: any error is a factor per row there), False otherwise."""
    if len(args) < 2 or not all(isinstance(a, np.ndarray) and a.ndim >= 2 for a in args[:2]) \
            or got.shape != want.shape or got.ndim < 2:
        return False
    with np.errstate(all="ignore"):
        g, w = got.astype(np.float64), want.astype(np.float64)
        a = 1.0 - args[0].astype(np.float64).sum(axis=-1, keepdims=True)  # (..., T, 1)
        try:
            a = np.broadcast_to(a, g.shape[:-1] + (1,))
        except ValueError:
            return False
        d = g - w
        telling = bool(np.any(np.ptp(a, axis=-2) > 1e-6))  # one row, or rows of one sum, tell nothing
        den = (a * a).sum(axis=-2, keepdims=True)
        row = np.where(den > 1e-12, (a * d).sum(axis=-2, keepdims=True) / np.where(den > 1e-12, den, 1.0), 0.0)
        fit = a * row
        tol = 1e-6 if got.dtype == np.float64 else 1e-4
        if not (np.isfinite(g).all() and np.isfinite(fit).all()):
            return False
        scale = np.maximum(np.abs(w), 1.0)
        if not (np.all(np.abs(d - fit) <= tol * scale) and np.any(np.abs(d) > 10 * tol * scale)):
            return False
        return True if telling else None


def _mixed_with_identity(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                         rtol: float) -> list[Finding]:
    """A mixture whose weights had an identity mixed in: yours is a times the expected
    mixture plus b times each query's own value row (eye(T, S) @ values), as the weights
    a W + b I of attention rollout give. Read where T and S are both 2 or more, on three
    outputs or more."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    g, e = got.astype(np.float64), want.astype(np.float64)
    if w.ndim < 2 or v.ndim < 2 or min(w.shape[-2:]) < 2 or g.shape != e.shape or g.size <= 2 \
            or not (np.isfinite(g).all() and np.isfinite(e).all() and np.isfinite(v).all()):
        return []  # (two outputs fit any two numbers a and b)
    with np.errstate(all="ignore"):
        try:
            own = np.broadcast_to(np.eye(w.shape[-2], w.shape[-1]), w.shape) @ v
        except ValueError:
            return []
        if own.shape != g.shape:
            return []
        basis = np.stack([e.ravel(), own.ravel()], axis=1)
        if np.linalg.matrix_rank(basis) < 2:
            return []
        (times, added), *_ = np.linalg.lstsq(basis, g.ravel(), rcond=None)
        top = max(float(np.max(np.abs(g))), 1.0)
        tol = max(10 * rtol, 1e-9)
        if abs(added) <= 1e-3 or abs(times) <= 1e-3 or not np.allclose(g, times * e + added * own, rtol=tol, atol=tol * top):
            return []
    return [("identity-mixed", {"times": float(times), "added": float(added)})]


def _diagonal_added(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights that are the expected ones times a constant, plus one constant on the diagonal
    (query i's weight for key i) and nowhere else: an identity mixed into the weights (the
    residual of attention rollout, 0.5 W + 0.5 I; self-loops added). Read where T and S are
    both 2 or more and two or more entries off the diagonal are far from 0."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.ndim < 2 or min(g.shape[-2:]) < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    eye = np.broadcast_to(np.eye(g.shape[-2], g.shape[-1], dtype=bool), g.shape)
    top = float(np.max(np.abs(w))) if w.size else 0.0
    big = ~eye & (np.abs(w) > 1e-6 * top)
    if top == 0 or big.sum() < 2:
        return []
    with np.errstate(all="ignore"):
        factor = float(np.median(g[big] / w[big]))
        tol = max(10 * rtol, 1e-9)
        if not np.isfinite(factor) or factor == 0 or not np.allclose(g[~eye], factor * w[~eye], rtol=tol, atol=tol * top):
            return []
        added = g[eye] - factor * w[eye]
        level = float(np.median(added))
    if abs(level) <= 1e-3 * max(top, abs(factor) * top) or not np.allclose(added, level, rtol=tol, atol=tol * top):
        return []
    return [("identity-mixed", {"times": factor, "added": level})]


def _renormalised_over_queries(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """The expected weights divided again by each key's total over the queries (PCT's
    offset attention: a row softmax, then attention / attention.sum(-2)): replayed exactly,
    so a softmax over the queries alone, whose columns sum to 1 too, is not taken for it."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.ndim < 2 or min(g.shape[-2:]) < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    with np.errstate(all="ignore"):
        made = w / w.sum(axis=-2, keepdims=True)
        if not np.isfinite(made).all() or _close(made, w, 10 * max(rtol, 1e-9)) \
                or not np.allclose(g, made, rtol=max(10 * rtol, 1e-7), atol=1e-9):
            return []
        ratio = g[w > 0] / w[w > 0]
    return [("normalised-both-axes", {"low": float(ratio.min()), "high": float(ratio.max())})] if ratio.size else []


def _normalised_both(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights that are the expected ones times a factor per query and a factor per key
    (neither alone): normalised down each column (over the queries) as well as along each
    row, as Sinkhorn iterations or a softmax over the queries renormalised over the keys
    give."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        if g.shape != w.shape or g.ndim < 2 or min(g.shape[-2:]) < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
            return []
        top = float(np.max(np.abs(w))) if w.size else 0.0  # (to 1e-6: an epsilon of 1e-8 added before the row's
        both = _scaled_both(g, w, top, max(rtol, 1e-8)) if top > 0 else []  # sum, as Slot Attention's, is no other slip)
    return [("normalised-both-axes", params) for _, params in both]


def row_logit_factors(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any],
                      least: int = 2) -> list[float] | None:
    """For a softmax's weights: each row's factor f such that the row is the softmax of its
    own logits (the case's scores over the temperature) times f, read from the logs of the
    row, less their mean, against the logits, less theirs, so that weights that underflowed
    in the expected answer still tell. Rows with fewer than ``least`` live weights, or logits
    all equal, tell nothing and are left out; None when a row is no such softmax."""
    logits = _softmax_logits(got, args, kwargs)
    if logits is None or got.ndim < 1 or got.dtype.kind != "f":
        return None
    g = got.astype(np.float64)
    tiny = float(np.finfo(got.dtype).tiny)
    close = 1e-6 if got.dtype == np.float64 else 1e-3
    factors = []
    with np.errstate(all="ignore"):
        if not np.isfinite(g).all():
            return None
        for row_g, row_l in zip(g.reshape(-1, g.shape[-1]), logits.reshape(-1, logits.shape[-1])):
            live = np.isfinite(row_l) & (row_g > tiny)
            if live.sum() < least:
                continue
            lg, ll = np.log(row_g[live]), row_l[live]
            lg, ll = lg - lg.mean(), ll - ll.mean()
            spread = float(np.max(np.abs(ll)))
            if spread < 1e-6:
                continue
            factor = float(lg @ ll / (ll @ ll))
            if not np.allclose(lg, factor * ll, rtol=0, atol=close * max(abs(factor) * spread, 1.0)):
                return None
            factors.append(factor)
    return factors


def case_logit_factor(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> float | None:
    """One factor for every row of :func:`row_logit_factors` (None: no row tells, or rows differ)."""
    factors = row_logit_factors(got, args, kwargs)
    if not factors or not all(math.isclose(f, factors[0], rel_tol=1e-3) for f in factors):
        return None
    return float(np.mean(factors))


def softmax_rows(got: np.ndarray, logits: np.ndarray) -> np.ndarray:
    """For each row of ``got``, whether it is a softmax of that row of ``logits``: 0 where a
    logit is -inf, a row sum of 1, and logs that, less their mean, are the logits less
    theirs (read in log space, so that no softmax is computed here: the release ships this
    module). Weights that underflowed to 0 count where their logit lies that far below the
    row's largest."""
    if got.shape != logits.shape or got.ndim < 1 or got.dtype.kind != "f":
        return np.zeros(0, dtype=bool)
    close = 1e-6 if got.dtype == np.float64 else 1e-3
    floor = float(np.log(np.finfo(got.dtype).tiny))
    g, x = got.reshape(-1, got.shape[-1]).astype(np.float64), logits.reshape(-1, got.shape[-1]).astype(np.float64)
    out = []
    with np.errstate(all="ignore"):
        for rg, rx in zip(g, x):
            finite = np.isfinite(rx)
            if not finite.any() or not np.isfinite(rg).all() or (rg[~finite] != 0).any() \
                    or abs(float(rg.sum()) - 1) > close:
                out.append(False)
                continue
            top = float(np.max(rx[finite]))
            live = finite & (rg > 0)
            if (finite & ~live & (rx - top > floor + 10)).any():  # a weight of 0 that exp would not give
                out.append(False)
                continue
            lg, lx = np.log(rg[live]), rx[live]
            lg, lx = lg - lg.mean(), lx - lx.mean()
            spread = float(np.max(np.abs(lx))) if lx.size else 0.0
            out.append(bool(np.allclose(lg, lx, rtol=0, atol=close * max(spread, 1.0))))
    return np.array(out, dtype=bool)


def _temperature_in_some_rows(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any],
                              rtol: float) -> list[Finding]:
    """A softmax right in some rows and, in the others, the softmax of the scores at
    temperature 1: the division by the temperature skips rows (those that hold a hidden key,
    kept out of "-inf / temperature")."""
    temperature = softmax_temperature(args, kwargs)
    if temperature is None or not args or not isinstance(args[0], np.ndarray) or got.shape != want.shape \
            or args[0].shape != got.shape or math.isclose(temperature, 1.0, rel_tol=1e-3) or got.ndim < 1 \
            or not temperature > 0:
        return []
    scores = args[0].astype(np.float64)
    right = softmax_rows(got, scores / temperature)
    skipped = softmax_rows(got, scores) & ~right
    if not right.size or not skipped.any() or not (right | skipped).all():
        return []
    hidden = np.isneginf(scores).any(axis=-1).reshape(-1)
    which = " (rows that hold a -inf)" if not (skipped & ~hidden).any() else ""
    if not right.any() and not which:  # every row at temperature 1: the temperature ignored, which others say
        return []
    return [("logit-ratio:temperature-some-rows", {"count": int(skipped.sum()), "rows": int(skipped.size),
                                                   "which": which, "temperature": temperature})]


_CLAMPS = (1.0, 2.0, 3.0, 5.0, 6.0, 8.0, 10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 80.0, 88.0, 100.0)
"""Bounds a softmax's logits are clamped to in code that keeps exp in range (``clamp(-5, 5)``,
``clamp(max=80)``)."""


def _logits_clamped(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any],
                    rtol: float) -> list[Finding]:
    """A softmax of the logits clamped into [-c, c], capped at c (``exp(x.clamp(-5, 5))``) or
    soft-capped at c (``c * tanh(x / c)``, Gemma 2's and Grok-1's logit caps): a bound on the
    logits where the row maximum belongs, which changes every weight of a row whose logits
    reach it. Where a clamp and a soft cap both fit (every logit far inside the bound or far
    beyond it), the one closer to ``got`` is named, and neither when they are as close."""
    logits = _softmax_logits(got, args, kwargs)
    if logits is None:
        return []
    with np.errstate(all="ignore"):
        for c in _CLAMPS:
            capped = c * np.tanh(logits / c)
            fits = softmax_rows(got, capped)
            soft = bool(fits.size and fits.all())
            for low in (-c, -np.inf):
                clamped = np.clip(logits, low, c)
                if np.array_equal(clamped, logits, equal_nan=True):
                    continue
                rows = softmax_rows(got, clamped)
                if rows.size and rows.all():
                    hard, gentle = _log_gap(got, clamped), _log_gap(got, capped) if soft else math.inf
                    if gentle < hard / 2:
                        break
                    how = f"capped at {c:g}" if low == -np.inf else f"clamped into [{low:g}, {c:g}]"
                    if hard >= gentle / 2:  # this case cannot tell: another case of the function may (explain)
                        return [("logits-clipped", {"low": low, "high": c, "undecided": True,
                                                    "how": f"bounded at {c:g} (clamped, or soft-capped as {c:g} *"
                                                           f" tanh(x / {c:g}))"})]
                    return [("logits-clipped", {"low": low, "high": c, "how": how})]
            if soft:
                return [("logits-clipped", {"low": -c, "high": c, "how": f"soft-capped at {c:g} ({c:g} * tanh(x /"
                                            f" {c:g}): the larger the logit, the more it is pulled in)"})]
        cap = _cap_read(got, logits)
    if cap is not None:
        return [("logits-clipped", {"low": -np.inf, "high": cap, "how": f"capped at {cap:.4g}"})]
    return []


def _dual_softmax(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """The expected weights times a softmax of the same logits over the queries (axis -2):
    LoFTR's dual softmax, softmax(x, -1) * softmax(x, -2). Replayed on the case's own scores,
    NaN where a key is hidden from every query (its column is 0 / 0) as the product gives it."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.shape != want.shape or got.ndim < 2 or got.shape[-2] < 2:
        return []
    with np.errstate(all="ignore"):
        top = np.max(np.where(np.isfinite(x), x, -np.inf), axis=-2, keepdims=True)
        exps = np.e ** (x - top)
        made = want.astype(np.float64) * (exps / exps.sum(axis=-2, keepdims=True))
        close = 1e-6 if got.dtype == np.float64 else 1e-3
        if not np.isfinite(made).any() or not np.allclose(got.astype(np.float64), made, rtol=close, atol=1e-7,
                                                          equal_nan=True):
            return []
    return [("dual-softmax", {})]


_LOGIT_MAPS: tuple[tuple[str, str, Callable[[np.ndarray], np.ndarray]], ...] = (
    ("logits-activated", "a LeakyReLU (negative scores times 0.2, as Graph Attention Networks take them)",
     lambda x: np.where(x > 0, x, 0.2 * x)),
    ("logits-activated", "a LeakyReLU (negative scores times 0.01)", lambda x: np.where(x > 0, x, 0.01 * x)),
    ("logits-activated", "a ReLU (negative scores set to 0)", lambda x: np.maximum(x, 0.0)),
    ("weights-not-exp", "exponentials times the sigmoid of their own scores (sigsoftmax)",
     lambda x: x - np.logaddexp(0.0, -x)))
"""Functions of the logits a softmax's weights can come from, in log space: an activation
applied before exp, or a factor of each logit's own (sigmoid(x) exp(x) is exp(x - log(1 +
exp(-x))))."""


def _logits_mapped(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax of a function of the logits (a LeakyReLU or ReLU first, GAT's), or weights
    that are each exponential times a factor of its own logit (sigsoftmax): every row is the
    softmax of the mapped logits, and the map changes some logit of a row of two keys or more."""
    x = _softmax_logits(got, args, kwargs)
    if x is None or got.ndim < 1 or got.shape[-1] < 2:
        return []
    with np.errstate(all="ignore"):
        plain = softmax_rows(got, x)
        for key, what, f in _LOGIT_MAPS:
            mapped = np.where(np.isneginf(x), -np.inf, f(np.where(np.isfinite(x), x, 0.0)))
            if np.array_equal(mapped, x) or plain.size and plain.all():
                continue
            rows = softmax_rows(got, mapped)
            if rows.size and rows.all():
                return [(key, {"what": what} if key == "weights-not-exp" else {"name": what})]
    return []


def _cap_read(got: np.ndarray, logits: np.ndarray) -> float | None:
    """The cap c of a softmax of min(logits, c), read from the weights: a weight below its
    row's largest is exp(x - c) times the largest (np.maximum(x, c) taken for the row's
    maximum: every logit at or above c weighs the same). None unless one c fits every row
    and caps a logit of a row with two or more keys."""
    if got.shape != logits.shape or got.ndim < 1 or got.shape[-1] < 2 or got.dtype.kind != "f":
        return None
    g = got.astype(np.float64)
    with np.errstate(all="ignore"):
        top = np.max(np.where(np.isfinite(g), g, -np.inf), axis=-1, keepdims=True)
        below = np.isfinite(logits) & (g > 0) & (g < top * (1 - 1e-6))
        if not below.any():
            return None
        cap = float(np.median((logits - np.log(g / top))[below]))
        capped = np.minimum(logits, cap)
        if not np.isfinite(cap) or not (np.isfinite(logits) & (logits > cap + 1e-6)).any() \
                or not softmax_rows(got, capped).all():
            return None
    return cap


def clamp_fits(params: dict[str, Any], got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> bool | None:
    """Whether ``got`` is a softmax of this case's logits bounded as ``params`` (a finding of
    :func:`_logits_clamped`) says: clamped into [low, high], or soft-capped at high; None
    where the case cannot tell (no temperature, another shape)."""
    logits = _softmax_logits(got, args, kwargs)
    if logits is None or got.dtype.kind != "f":
        return None
    c = float(params.get("high", np.inf))
    with np.errstate(all="ignore"):
        bounded = [np.clip(logits, float(params.get("low", -np.inf)), c)]
        if str(params.get("how", "")).startswith(("soft-capped", "bounded")):
            bounded = [c * np.tanh(logits / c)] + (bounded if str(params["how"]).startswith("bounded") else [])
        return any(bool(softmax_rows(got, b).all()) for b in bounded)


def _log_gap(got: np.ndarray, logits: np.ndarray) -> float:
    """How far the logs of ``got``'s positive weights lie from ``logits`` (each row less its
    mean): the largest gap over the rows; 0 for a softmax of exactly these logits."""
    g, x = got.reshape(-1, got.shape[-1]).astype(np.float64), logits.reshape(-1, got.shape[-1])
    gap = 0.0
    with np.errstate(all="ignore"):
        for rg, rx in zip(g, x):
            live = np.isfinite(rx) & (rg > 0)
            if live.any():
                lg, lx = np.log(rg[live]), rx[live]
                gap = max(gap, float(np.max(np.abs((lg - lg.mean()) - (lx - lx.mean())))))
    return gap


def _row_logit_ratios(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """Weights whose every row is a softmax of the expected row's logits times a factor of
    its own, read from the logs of the two rows (less their means), the factors positive and
    not one for all (by more than 1 %): each query's scores divided by a number of its own
    (the query made a unit vector, q / |q|, before the scores). Rows of fewer than three
    visible keys fit any factor and tell nothing."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    factors: list[float] = []
    with np.errstate(all="ignore"):
        if g.shape != w.shape or g.ndim < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()) \
                or (g < 0).any() or ((g > 0) != (w > 0)).any() or not np.allclose(g.sum(axis=-1), 1, rtol=1e-6):
            return []
        for rg, rw in zip(g.reshape(-1, g.shape[-1]), w.reshape(-1, w.shape[-1])):
            live = rw > 0
            if live.sum() < 3:
                continue
            cg, cw = np.log(rg[live]), np.log(rw[live])
            cg, cw = cg - cg.mean(), cw - cw.mean()
            spread = float(np.max(np.abs(cw)))
            big = np.abs(cw) > 1e-3 * spread
            if spread < 1e-6 or big.sum() < 2:
                continue
            ratio = float(np.median(cg[big] / cw[big]))
            if not np.isfinite(ratio) or ratio <= 0 \
                    or not np.allclose(cg, ratio * cw, rtol=0, atol=1e-5 * max(spread * ratio, 1.0)):
                return []
            factors.append(ratio)
    if len(factors) < 2 or max(factors) / min(factors) < 1.01:
        return []
    return [("row-logit-scale", {"low": min(factors), "high": max(factors)})]


def _row_logit_scales(got: np.ndarray, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """A softmax whose every row is the softmax of that row's own logits times a factor of
    its own, the factors not all 1 and not one for all (by more than 1 %): each row's scores
    are divided by a number read from the row (its largest score, its norm), which a softmax
    must not do (subtracting the row's maximum changes no weight)."""
    factors = row_logit_factors(got, args, kwargs, least=3) or []  # two weights fit any factor
    if len(factors) < 2 or min(factors) <= 0 or max(factors) / min(factors) < 1.01:
        return []
    return [("row-logit-scale", {"low": min(factors), "high": max(factors)})]


_ROUNDINGS = (("rounded down (a floor)", np.floor), ("rounded toward 0 (int())", np.trunc),
              ("rounded to the nearest", np.round), ("rounded up (a ceiling)", np.ceil))


def _rounded(g: np.ndarray, w: np.ndarray) -> list[Finding]:
    """Whole numbers where the expected values are not: each yours is the expected one
    rounded one way (an integer division, int(), a floor). A value within a rounding of a
    whole number may land on either side of it. One value alone counts only beyond 1 in
    size (0 and ±1 come out of many other slips)."""
    if not g.size or not np.all(g == np.round(g)):
        return []
    fractional = np.abs(w - np.round(w)) > 1e-6 * np.maximum(np.abs(w), 1.0)
    if fractional.sum() < 2 and not (fractional.sum() == 1 and np.all(np.abs(g[fractional]) > 1)):
        return []
    if not np.any(np.abs(w - np.round(w))[fractional] > 1e-3):  # each next to a whole number (a weight of 1 - 3e-7
        return []  # given as 1, another of 3e-7 as 0): many slips land there; a rounding shows farther off
    if np.unique(g[fractional]).size < 2 and fractional.sum() >= 2 and not (
            np.all(g[fractional] == 0) and np.all((w[fractional] > 0) & (w[fractional] < 1))
            and np.any((g == w) & (g != 0))):
        # one value wherever the expected ones have fractions (all 1): no rounding shows; but 0 for every
        # fraction in (0, 1) beside a whole weight kept as it is (a 1) is a floor of weights
        return []
    for how, rounding in _ROUNDINGS:
        with np.errstate(all="ignore"):
            if np.array_equal(g[fractional], rounding(w[fractional])):
                return [("rounded", {"how": how, "to": "whole numbers", "advice": _WHOLE})]
    return []


_WHOLE = "an integer division (//), int(), a floor or a round where a plain division belongs."


def _rounded_to_places(g: np.ndarray, w: np.ndarray, dtype: np.dtype) -> list[Finding]:
    """Each yours is the expected one rounded to a few decimals (``np.round(x, 4)``,
    ``.round(decimals=4)``): rounding for display left in the result. The fewest places
    that give yours, within a few steps of your dtype, where at least two expected values
    have more places than that (values that already had them say nothing)."""
    if g.shape != w.shape or g.size < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    step = float(np.finfo(dtype).eps if np.dtype(dtype).kind == "f" else np.finfo(np.float64).eps)
    for places in range(1, 9):
        with np.errstate(all="ignore"):
            rounded = np.round(w, places)
        tol = 8 * step * np.maximum(np.abs(w), 10.0 ** -places)
        moved = np.abs(w - rounded) > np.maximum(10 * tol, 1e-3 * 10.0 ** -places)  # (not only values next to it)
        moved &= rounded != np.round(rounded)  # (values moved to whole numbers say no more than _rounded does)
        if int(moved.sum()) >= 2 and np.all(np.abs(g - rounded) <= tol):
            return [("rounded", {"how": "rounded", "to": f"{places} decimal{'s' if places > 1 else ''}",
                                 "advice": "round only what you print (np.round, .round(decimals=...) and"
                                           " round() belong in a display, not in the result)."})]
    return []


_LEVELS = (127, 128, 255, 256, 1023, 1024, 65535, 65536)
"""Steps of 1/n that quantisation uses: 7-bit, 8-bit, 10-bit and 16-bit levels. Coarser grids (1/3,
1/4) are left out: uniform or one-hot weights lie on them and are no rounding of the expected ones."""


def _rounded_to_steps(g: np.ndarray, w: np.ndarray, dtype: np.dtype) -> list[Finding]:
    """Each yours is the expected one rounded to a multiple of 1/n (``torch.round(w * 255) /
    255``): a quantisation (an "8-bit" weight) left in the result. The coarsest such step,
    where at least two expected values lie off it."""
    if g.shape != w.shape or g.size < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    step = float(np.finfo(dtype).eps if np.dtype(dtype).kind == "f" else np.finfo(np.float64).eps)
    for n in sorted(_LEVELS):
        with np.errstate(all="ignore"):
            rounded = np.round(w * n) / n
        tol = 8 * step * np.maximum(np.abs(w), 1.0 / n)
        moved = np.abs(w - rounded) > np.maximum(10 * tol, 1e-3 / n)
        moved &= rounded != np.round(rounded)
        if int(moved.sum()) >= 2 and np.all(np.abs(g - rounded) <= tol):
            return [("rounded", {"how": "rounded", "to": f"multiples of 1/{n}",
                                 "advice": "a quantisation (round(x * n) / n) belongs in storage, not in the"
                                           " result; return the values as computed."})]
    return []


def _one_column(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """Right everywhere but at one index of the last axis (every row's first exponential
    overwritten by the row's total, ``np.sum(e, -1, keepdims=True, out=e[..., :1])``), wrong
    there in two rows or more, or in the one row there is; the rows or the entries must be
    three or more. What stands in that column must be what a write leaves: one number in
    every row, or each row's total. Other values there (a rounding that spared the other
    columns on this case) are no write, and zeros are a key left out, not written."""
    if got.ndim < 2 or got.shape[-1] < 2 or got.shape != want.shape:
        return []
    g, w = got.astype(np.float64).reshape(-1, got.shape[-1]), want.astype(np.float64).reshape(-1, got.shape[-1])
    if (g.shape[0] < 3 and g.shape[1] < 3) or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    with np.errstate(all="ignore"):
        differs = ~np.isclose(g, w, rtol=tol, atol=tol)
    columns = np.flatnonzero(differs.any(axis=0))
    if columns.size != 1 or differs[:, columns[0]].sum() < min(2, g.shape[0]):
        return []
    j = int(columns[0])
    held = g[:, j]
    totals = np.delete(g, j, axis=1).sum(axis=1) + w[:, j]
    what = f"{held[0]:.4g} in every row" if np.allclose(held, held[0], rtol=tol, atol=tol) and held[0] != 0 else \
        "the row's total" if np.allclose(held, totals, rtol=tol, atol=tol) else ""
    return [("one-column", {"index": j, "what": what})] if what else []  # (other values there: no write says so)


def _offset(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Yours minus expected is a constant: one everywhere, one of its own in each row (the
    same along the last axis: a row's max or mean taken off), or one vector added to every
    row (the same along axis -2: a bias, a mean). Where either value is not finite, both
    must be the same; and the expected values must differ somewhere (where they are all
    alike, an added constant and a ratio are one reading, and neither says which)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        both = np.isfinite(g) & np.isfinite(w)
        if both.sum() < 2 or not np.all((g == w) | both) or np.ptp(w[both]) == 0 or np.ptp(g[both]) == 0:
            return []  # (expected values all alike, a softmax over one key: an offset there is a ratio too; yours
            # all alike: a fill, -finfo.max, that swamps the values it is added to)
        shift = np.where(both, g - w, np.nan)
        scale = max(float(np.max(np.abs(w[both]))), 1.0)
        tol = 10 * rtol * scale
        offset = float(np.median(shift[both]))
        if abs(offset) > tol and np.all(np.abs(shift[both] - offset) <= tol):
            return [("offset", {"offset": offset, "what": f"a constant ({offset:.4g})"})]
        if g.ndim < 2 or not np.any(np.abs(shift[both]) > tol):
            return []
        n = g.shape[-1]
        lines = {"a constant of its own in each row (from {lo:.4g} to {hi:.4g}; the same along the last axis):"
                 " something is taken off or added per row (its max, its mean)": (shift, both, -1),
                 "one vector added to every row (entries from {lo:.4g} to {hi:.4g}; the same in every row):"
                 " something is added to each row (a bias, a mean)": (shift.reshape(-1, n), both.reshape(-1, n), 0)}
        for what, (values, known, axis) in lines.items():
            if values.shape[axis] < 2 or int((known.sum(axis=axis) >= 2).sum()) < 2:
                continue  # a line of one value says nothing; and one line alone is the constant above
            with warnings.catch_warnings():  # a line of NaN only (hidden everywhere) is no line: no warning
                warnings.simplefilter("ignore", RuntimeWarning)
                line = np.nanmedian(values, axis=axis, keepdims=True)
            if np.all(np.abs(values - line)[known] <= tol):
                held = line[np.isfinite(line)]
                return [("offset", {"offset": float(np.max(np.abs(held))),
                                    "what": what.format(lo=float(held.min()), hi=float(held.max()))})]
        return _offset_by_position(shift, both, tol)
    return []


def _diagonals(x: np.ndarray, live: np.ndarray | None = None) -> dict[int, np.ndarray]:
    """The entries of ``x`` (where ``live``) on each diagonal of its (T, S) maps, every map's
    together, by t - s in increasing order; diagonals with no live entry are left out."""
    t, s = np.indices(x.shape[-2:])
    offsets = np.broadcast_to(t - s, x.shape)
    keep = np.ones(x.shape, dtype=bool) if live is None else live
    found = {int(d): x[(offsets == d) & keep] for d in np.unique(offsets)}
    return {d: on for d, on in found.items() if on.size}


def _offset_by_distance(bias: np.ndarray, tol: float) -> list[Finding]:
    """A (T, S) bias that is one number on each diagonal, a function of t - s alone (ALiBi's
    -m |t - s|, T5's buckets), where no term per query plus one per key fits it: two diagonals
    or more with two entries each, so that the map says it."""
    diagonals = list(_diagonals(bias).values())
    if sum(len(d) >= 2 for d in diagonals) < 2 or any(np.ptp(d) > tol for d in diagonals if len(d)):
        return []
    return [("offset", {"offset": float(np.max(np.abs(bias))),
                        "what": (f"a term that depends only on how far apart the query and the key are, t - s (from"
                                 f" {float(bias.min()):.4g} to {float(bias.max()):.4g}; the same in every map, as a"
                                 " relative-position bias such as ALiBi's -m |t - s| adds)")})]


def _offset_by_position(shift: np.ndarray, both: np.ndarray, tol: float) -> list[Finding]:
    """Yours minus expected is a term for each query plus a term for each key (``t - s``,
    a relative-position bias), in every (T, S) map alike: the part of the offset that neither
    a row's nor a column's constant holds. Only where every entry is finite, and where the
    maps leave at least two entries more than the terms (a 2 x 2 map fits nearly anything)."""
    if not both.all() or shift.ndim < 2 or (shift.shape[-2] - 1) * (shift.shape[-1] - 1) < 2:
        return []
    maps = shift.reshape(-1, *shift.shape[-2:])
    if not np.allclose(maps, maps[0], rtol=0.0, atol=tol):
        return []  # one bias for every map: a position's, not an input's
    bias = maps[0]
    rows = bias.mean(axis=1, keepdims=True)
    cols = bias.mean(axis=0, keepdims=True)
    fitted = rows + cols - bias.mean()
    if not np.all(np.abs(bias - fitted) <= tol):
        return _offset_by_distance(bias, tol)
    return [("offset", {"offset": float(np.max(np.abs(bias))),
                        "what": (f"a term for each query plus one for each key (from {float(bias.min()):.4g} to"
                                 f" {float(bias.max()):.4g}; the same in every map, as a relative-position bias such as"
                                 " t - s adds)")})]


def _times_one_constant(g: np.ndarray, made: np.ndarray, loose: bool = False) -> float | None:
    """The one positive constant c with g = c * made (least squares, then checked to about
    float64's precision against g's largest value, or float32's where ``loose``), or None:
    no such constant, or made all 0."""
    if made.shape != g.shape or not np.any(made != 0):
        return None
    rtol, atol = (1e-4, 1e-5) if loose else (1e-6, 1e-9)
    with np.errstate(all="ignore"):
        c = float(np.sum(g * made) / np.sum(made * made))
        size = max(float(np.max(np.abs(g))), 1.0)
        if not np.isfinite(c) or c <= 0 or not np.allclose(g, c * made, rtol=rtol, atol=atol * size):
            return None
    return c


def _distance_scores(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Scores that are minus the squared distance between each query and key, times one
    constant (a Gaussian kernel's, -|q - k|^2 / 2): 2 q.k less |q|^2 and |k|^2, so a term per
    key stays in every row's softmax."""
    if func != "scaled_scores" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    q, k = (a.astype(np.float64) for a in args[:2])
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1] or k.shape[-2] < 2:
        return []
    with np.errstate(all="ignore"):
        try:
            far = -((q[..., :, None, :] - k[..., None, :, :]) ** 2).sum(axis=-1)
        except ValueError:
            return []
    g = got.astype(np.float64)
    c = _times_one_constant(g, far) if np.isfinite(g).all() else None
    return [] if c is None else [("distance-scores", {"times": c})]


_FEATURE_MAPS: tuple[tuple[str, Callable[[np.ndarray], np.ndarray]], ...] = (
    ("ReLU (max(x, 0))", lambda x: np.maximum(x, 0.0)),
    ("ELU(x) + 1", lambda x: np.where(x > 0, x + 1.0, np.expm1(np.minimum(x, 0.0)) + 1.0)),
    ("exp(x)", np.exp),
    ("|x|", np.abs),
    ("a sigmoid", lambda x: 0.5 * (1 + np.tanh(x / 2))),
    ("ReLU(x / d_k ** 0.25) + 0.001 (the Performer's generalized kernel without random features)",
     lambda x: np.maximum(x * x.shape[-1] ** -0.25, 0.0) + 1e-3),
    ("a normalisation over the positions (each feature divided by its length along axis -2, as XCiT's F.normalize"
     " over the tokens)", lambda x: x / np.linalg.norm(x, axis=-2, keepdims=True)))
"""Functions linear attention puts q's and k's features through before their products
(kernel feature maps: cosFormer's ReLU, ELU + 1, Performer's positive exponentials and its
deterministic ReLU kernel, whose 0.001 the map adds after the ReLU), and
one of whole columns: cross-covariance attention's norm of each feature over the tokens."""
_COLUMN_MAPS = (_FEATURE_MAPS[-1][0],)
"""The maps of whole feature columns: told apart from the plain scores even with one feature."""


def _finite_scores_case(got: np.ndarray, func: str, args: tuple[Any, ...]
                        ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """A scaled_scores case's q, k and result in float64, all finite, q and k with two axes
    or more and one d_k; None otherwise (nothing to replay the scores of)."""
    if func != "scaled_scores" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return None
    q, k = (a.astype(np.float64) for a in args[:2])
    g = got.astype(np.float64)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1] \
            or not (np.isfinite(q).all() and np.isfinite(k).all() and np.isfinite(g).all()):
        return None
    return q, k, g


def _mapped_features(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Scores that are the products of a function of q's and k's features, times one
    constant: relu(q) @ relu(k)^T / sqrt(d_k), a feature map of linear attention. Where
    the function changes no feature (q and k positive under a ReLU) it says nothing."""
    case = _finite_scores_case(got, func, args)
    if case is None:
        return []
    q, k, g = case
    plain = np.swapaxes(k, -1, -2)
    loose = got.dtype != np.float64  # float32 scores: products rounded at float32's precision
    with np.errstate(all="ignore"):
        for name, f in _FEATURE_MAPS:
            if q.shape[-1] < 2 and name not in _COLUMN_MAPS:
                continue  # (one feature: |q| |k| is |q k|, a map of each entry is one of the scores)
            fq, fk = f(q), f(k)
            if np.allclose(fq, q) and np.allclose(fk, k):
                continue
            try:
                made = fq @ np.swapaxes(fk, -1, -2)
                if made.shape != g.shape or _times_one_constant(made, q @ plain) is not None:
                    continue  # (the plain scores times a constant: a scale says as much)
            except ValueError:
                return []
            if _times_one_constant(g, made, loose) is not None:
                return [("features-mapped", {"name": name})]
    return []


def _rotary(x: np.ndarray, interleaved: bool) -> np.ndarray:
    """x's features turned in pairs by its position along axis -2 times 10000 ** (-2i / d)
    (rotary position embeddings): pairs (2i, 2i + 1) as LLaMA's code takes them, or (i, i +
    d/2) as rotate_half does; an odd last feature is left as it is."""
    n, d = x.shape[-2], x.shape[-1]
    half = d // 2
    angles = np.arange(n)[:, None] * (10000.0 ** (-np.arange(0, 2 * half, 2) / d))[None, :]
    cos, sin = np.cos(angles), np.sin(angles)
    first, second = (x[..., 0:2 * half:2], x[..., 1:2 * half:2]) if interleaved else (x[..., :half], x[..., half:2 * half])
    out = x.copy()
    turned = (first * cos - second * sin, first * sin + second * cos)
    if interleaved:
        out[..., 0:2 * half:2], out[..., 1:2 * half:2] = turned
    else:
        out[..., :half], out[..., half:2 * half] = turned
    return out


def _rotated_scores(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Scores of q and k turned by their positions first (rotary position embeddings, as
    LLaMA's attention applies them), times one constant: they change with where the query
    and the key sit, which the plain scores do not."""
    case = _finite_scores_case(got, func, args)
    if case is None or case[0].shape[-1] < 2 or max(case[0].shape[-2], case[1].shape[-2]) < 2:
        return []
    q, k, g = case
    with np.errstate(all="ignore"):
        try:
            plain = q @ np.swapaxes(k, -1, -2)
        except ValueError:
            return []
        for interleaved in (True, False):
            made = _rotary(q, interleaved) @ np.swapaxes(_rotary(k, interleaved), -1, -2)
            if made.shape == g.shape and not np.allclose(made, plain) \
                    and _times_one_constant(g, made, got.dtype != np.float64) is not None:
                return [("rotary-positions", {"pairs": "(2i, 2i + 1)" if interleaved else "(i, i + d_k/2)"})]
    return []


def _pooled_rows(x: np.ndarray, m: int) -> list[tuple[str, np.ndarray]]:
    """x's rows (axis -2) averaged in m groups: adaptively (torch's adaptive_avg_pool1d: group
    i spans rows floor(i S / m) to ceil((i + 1) S / m)), and in windows of ceil(S / m) rows
    (an average pool whose last window may be short)."""
    count = x.shape[-2]
    adaptive = np.stack([x[..., (i * count) // m: -((-(i + 1) * count) // m), :].mean(axis=-2) for i in range(m)], axis=-2)
    width = -(-count // m)
    windows = [x[..., i * width: (i + 1) * width, :] for i in range(m)]
    pools = [("averaged in {m} groups along S (an adaptive average pool)", adaptive)]
    if all(w.shape[-2] for w in windows):
        pools.append((f"averaged in windows of {width} along S (an average pool)",
                      np.stack([w.mean(axis=-2) for w in windows], axis=-2)))
    return pools


def heads_alike(got: np.ndarray, want: np.ndarray, func: str) -> list[Finding]:
    """multi_head_self_attention's weights the same in every head where the expected heads'
    differ: the heads' logits or weights are mixed across the heads (talking heads with
    equal mixing, a mean over the heads) before each head's own weights are returned."""
    if func != "multi_head_self_attention" or got.shape != want.shape or got.ndim < 3 or got.shape[-3] < 2 \
            or got.dtype.kind != "f":
        return []
    g, w = got.astype(np.float64), want.astype(np.float64)
    if not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    if np.allclose(g, g[..., :1, :, :], rtol=1e-6, atol=1e-9) and not np.allclose(w, w[..., :1, :, :], rtol=1e-4, atol=1e-6):
        return [("heads-alike", {"heads": got.shape[-3]})]
    return []


def _head_shares(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[np.ndarray, np.ndarray] | None:
    """multi_head_self_attention's output cut into each head's share, (H, ..., T, D): head h's
    attended values times w_o's rows for head h, whose sum over h is the output; and the same
    with w_o's first block of rows for every head. The attended values come from
    ``grader.instructor.replays``: a replay of multi-head attention is the exercise's answer,
    so it stays in the instructor's room, which the student release leaves out; there this is
    None, and the relations that need it say nothing."""
    try:
        replays = importlib.import_module(REPLAYS)
    except ModuleNotFoundError:
        return None
    attended = replays.attended_heads(args, kwargs)
    if attended is None:
        return None
    w_o = args[4].astype(np.float64)
    d_v = attended.shape[-1]
    try:
        own = np.stack([a @ w_o[h * d_v:(h + 1) * d_v] for h, a in enumerate(attended)])
        first = np.stack([a @ w_o[:d_v] for a in attended])
    except ValueError:
        return None
    return own, first


REPLAYS = "grader.instructor.replays"


def one_head_share(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                   rtol: float) -> list[Finding]:
    """multi_head_self_attention's output that is one head's share of the projection alone
    where the sum of every head's belongs: a loop over the heads that assigns its result
    (``out = head @ w_o_h``) where it should add it, so the last pass is all that is left.
    Needs two heads or more, and that head's share unlike the whole output. Also every head
    projected through w_o's first block of rows (``w_o[:d_v]``), where its own block belongs."""
    if func != "multi_head_self_attention" or got.shape != want.shape or got.dtype.kind != "f" or not got.size:
        return []
    found = _head_shares(args, kwargs)
    if found is None or len(found[0]) < 2 or found[0].shape[1:] != got.shape:
        return []
    shares, first = found
    g = got.astype(np.float64)
    scale = max(float(np.max(np.abs(want))), 1.0)
    tol = 10 * max(rtol, 1e-12)
    for h in (len(shares) - 1, 0):
        if np.allclose(g, shares[h], rtol=tol, atol=tol * scale) \
                and not np.allclose(shares[h], want.astype(np.float64), rtol=tol, atol=tol * scale):
            which = "the last head's" if h else "the first head's"
            return [("one-head-share", {"which": which, "heads": len(shares)})]
    if np.allclose(g, first.sum(axis=0), rtol=tol, atol=tol * scale) \
            and not np.allclose(first.sum(axis=0), want.astype(np.float64), rtol=tol, atol=tol * scale):
        return [("w-o-first-block", {"heads": len(shares)})]
    return []


def keys_pooled(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Scores against keys averaged in groups along S, times one constant: m columns where S
    belong (Linformer's keys projected along the sequence, a spatial reduction). Two groups at
    least: one is the scores summed over the keys, which says something else."""
    case = _finite_scores_case(got, func, args) if got.ndim >= 2 and got.dtype.kind == "f" else None
    if case is None:
        return []
    q, k, g = case
    m, count = got.shape[-1], k.shape[-2]
    if m in (0, 1, count) or count < 2:
        return []
    with np.errstate(all="ignore"):
        for how, pooled in _pooled_rows(k, m):
            try:
                made = q @ np.swapaxes(pooled, -1, -2)
            except ValueError:
                return []
            if _times_one_constant(g, made) is not None:
                return [("keys-pooled", {"how": how.format(m=m), "got": m, "count": count})]
    return []


def _cosines(args: tuple[Any, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """A case's q (float64), the lengths of q's and k's rows, and each query's and key's
    cosine similarity; None where q and k are no arrays of one d_k or a row has length 0."""
    if len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return None
    q, k = (a.astype(np.float64) for a in args[:2])
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        return None
    with np.errstate(all="ignore"):
        qn = np.linalg.norm(q, axis=-1, keepdims=True)
        kn = np.linalg.norm(k, axis=-1, keepdims=True)
        if not (np.all(qn > 0) and np.all(kn > 0)):
            return None
        try:
            return q, qn, kn, (q / qn) @ np.swapaxes(k / kn, -2, -1)
        except ValueError:
            return None


def _cosine_scores(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """Scores that are each query's and key's cosine similarity times one constant: the dot
    product also divided by both vectors' lengths (q / |q| and k / |k| over the features), so
    the factor each score is off by is one of its own, 1 / (|q_t| |k_s|)."""
    made = _cosines(args) if func == "scaled_scores" else None
    if made is None:
        return []
    q, qn, kn, cosine = made
    with np.errstate(all="ignore"):
        g = got.astype(np.float64)
        lengths = qn * np.swapaxes(kn, -2, -1)
        if cosine.shape != g.shape or not np.isfinite(g).all() or np.allclose(lengths, lengths.flat[0], rtol=1e-6):
            return []  # (vectors all of one length: a constant ratio says as much)
    c = _times_one_constant(g, cosine)
    if c is None:
        return []
    how = "then divided by sqrt(d_k)" if math.isclose(c, 1 / math.sqrt(q.shape[-1]), rel_tol=1e-6) else f"times {c:.4g}"
    return [("cosine-scores", {"how": how})]


def _cosine_weights(got: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Finding]:
    """Attention weights that are each query's and key's cosine similarity themselves, with
    no softmax (Cottention), 0 where the mask hides a key."""
    made = _cosines(args) if func == "attention" else None
    if made is None or made[3].shape[-1] < 2:
        return []
    cosine = made[3]
    mask = args[3] if len(args) > 3 else kwargs.get("allowed")
    with np.errstate(all="ignore"):
        try:
            visible = np.ones(cosine.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask) != 0,
                                                                                       cosine.shape)
        except ValueError:
            return []
        g = got.astype(np.float64)
        if cosine.shape != g.shape or not np.isfinite(g).all() or not visible.any() \
                or not np.all(g[~visible] == 0) or not np.allclose(g[visible], cosine[visible], rtol=1e-6, atol=1e-9):
            return []
    return [("cosine-scores", {"how": "taken as the weights as they are, with no softmax"})]


def _scaled_and_offset(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                       rtol: float) -> list[Finding]:
    """Yours is the expected values times a constant plus a constant: one everywhere, or one
    of its own in each column (the same in every row). A scale and a shift together: weights
    mixed with a uniform share (label smoothing gives 0.9 times the output plus 0.1 times the
    mean value row), or a scale applied in log space (- 0.5 log d_k for / sqrt(d_k))."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.ndim < 2 or g.shape[-2] < 3 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []  # any two rows fit a scale and a shift per column where they lie on one line (mixtures of two keys)
    with np.errstate(all="ignore"):
        dg, dw = g - g.mean(axis=-2, keepdims=True), w - w.mean(axis=-2, keepdims=True)  # the shift taken out
        scale = float(np.max(np.abs(w))) if w.size else 0.0
        big = np.abs(dw) > 1e-6 * scale
        if scale == 0 or big.sum() < 2:
            return []
        a = float(np.median(dg[big] / dw[big]))
        tol = max(10 * rtol, 1e-9) * scale * max(abs(a), 1.0)
        if not np.isfinite(a) or abs(a - 1) < 1e-6 or a == 0 or not np.all(np.abs(dg - a * dw) <= tol):
            return []
        shift = g - a * w
        if not np.all(np.abs(shift - shift.mean(axis=-2, keepdims=True)) <= tol) or np.all(np.abs(shift) <= tol):
            return []
    named = [name for name, value in factors(sizes(func, args, kwargs)) if math.isclose(a, value, rel_tol=1e-6)]
    level = shift.reshape(-1, shift.shape[-1])[0]
    if np.all(np.abs(level - level[0]) <= tol):
        what = f"a constant ({float(level[0]):.4g})"
    else:
        what = f"one vector added to every row (entries from {float(level.min()):.4g} to {float(level.max()):.4g})"
    factor = _reading(named[0]) if named else f"{a:.4g}"
    return [("scaled-offset", {"factor": factor, "ratio": a, "what": what, "size": named[0] if named else ""})]


def _stretched_then_clipped(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights that are the expected ones times a constant plus a constant, then clipped
    into [0, 1]: ``clip((zeta - gamma) * w + gamma, 0, 1)``, the clipped softmax of
    quantisation-friendly transformers. The line is fitted on the weights the clip left
    alone; every weight at 0 (or 1) must lie past that bound on it, and at least one does."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.size < 3 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    inside = (g > 0) & (g < 1)
    if inside.sum() < 3 or np.ptp(w[inside]) < 1e-6:
        return []
    with np.errstate(all="ignore"):
        a, b = (float(x) for x in np.polyfit(w[inside], g[inside], 1))
        line = a * w + b
        tol = max(10 * rtol, 1e-9)
        if not np.all(np.abs(g[inside] - line[inside]) <= tol) or abs(a - 1) < 1e-6 or abs(b) <= tol:
            return []
        low, high = g == 0, g == 1
        if not (low.any() or high.any()) or np.any(line[low] > tol) or np.any(line[high] < 1 - tol) \
                or not np.any(np.abs(line[low | high] - g[low | high]) > tol):
            return []
    what = f"{b:.4g}, then clipped to [0, 1] (a clipped softmax)"
    return [("scaled-offset", {"factor": f"{a:.4g}", "ratio": a, "what": what, "size": ""})]


_TINY = 1e-30
"""Weights below this are 0 for telling which entries a row has (float32 flushes some to 0)."""


def _unit_length_rows(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights whose every row is the expected row over its Euclidean length (the square
    root of its sum of squares: ``np.linalg.norm``'s and ``F.normalize``'s default), so the
    rows have length 1 instead of sum 1. Needs a row of two weights or more that are not
    0 (a one-hot row has length 1 and sum 1 alike)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.ndim < 1 or g.shape[-1] < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()) \
            or (w < 0).any() or not ((w > _TINY).sum(axis=-1) >= 2).any():
        return []
    with np.errstate(all="ignore"):
        length = np.sqrt((w * w).sum(axis=-1, keepdims=True))
        if not (length > 0).all():
            return []
        tol = max(10 * rtol, 1e-9)
        if not np.allclose(g, w / length, rtol=tol, atol=tol * float(np.max(g))) or np.allclose(g, w, rtol=tol, atol=0):
            return []
    return [("row-l2-norm", {})]


def _row_scaled(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights whose every row is the expected row times a factor of its own, not all 1 (a
    lone row counts too: it shows no more; several rows that share one factor are a
    constant ratio): rows divided by something other than their exact sum, which says
    more than "a constant ratio" (it replaces it).
    All below 1: something is added to the sum (an epsilon, 1 + the sum); otherwise the rows
    are divided by another number (their max) or not at all."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        if g.shape != w.shape or g.ndim < 2 or not g.size or not (np.isfinite(g).all() and np.isfinite(w).all()) \
                or (g < 0).any() or ((g > _TINY) != (w > _TINY)).any():
            return []  # (one side's underflow to 0 in float32 is no zero of its own)
        top = np.argmax(w, axis=-1)[..., None]
        rows = np.take_along_axis(g, top, axis=-1) / np.take_along_axis(w, top, axis=-1)  # each row's factor
        if not np.allclose(g, rows * w, rtol=max(10 * rtol, 1e-9), atol=max(10 * rtol, 1e-12) * float(np.max(g))):
            return []
        rows = rows.ravel()
        if g.shape[-1] == 1 and not np.all(np.abs(rows - 1) <= 0.5):
            return []  # a row of one value is its own factor of anything: only one near 1 tells of a small addition
        if np.allclose(rows, 1, rtol=1e-9) or (rows.size >= 2 and np.allclose(rows, rows[0], rtol=1e-6)):
            return []  # rows of different sums that share one factor: a constant ratio (a rescaling dropout)
        sums = g.sum(axis=-1).ravel()
    low, high = float(sums.min()), float(sums.max())
    said = f"{low:.6g}" if f"{low:.6g}" == f"{high:.6g}" else f"{low:.6g} to {high:.6g}"
    scaled: Finding = ("row-scale", {"low": low, "high": high, "sums": said})
    if np.all(rows < 1):  # an epsilon, unless the rows' factors need one epsilon each (then a scale of each row)
        return [("epsilon", _gap(1 - sums)), scaled]
    return [scaled]


def _uniform_share(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights whose every row is the expected row mixed with a uniform share of its own:
    ``(1 - s) * w + s / S`` with ``0 < s < 1`` (rows of three or more distinct weights show
    it; a row of two fits any line), and not one share for all (that is a constant scale
    and shift): a constant added to each exponential before normalising (add-one smoothing)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if g.shape != w.shape or g.ndim < 2 or g.shape[-1] < 3 or not (np.isfinite(g).all() and np.isfinite(w).all()):
        return []
    g, w = g.reshape(-1, g.shape[-1]), w.reshape(-1, w.shape[-1])
    count = w.shape[-1]
    shares = []
    with np.errstate(all="ignore"):
        for gr, wr in zip(g, w):
            if np.unique(np.round(wr, 12)).size < 3:
                continue
            spread = float(np.max(wr) - np.min(wr))
            a = float((np.max(gr) - np.min(gr)) / spread)  # the row's scale, read from its ends
            b = float(np.mean(gr - a * wr))
            if not (0 < a < 1) or not np.allclose(gr, a * wr + b, rtol=0, atol=max(10 * rtol, 1e-9)):
                return []
            shares.append(b * count)  # the share spread evenly over the row's keys
    if not shares or not all(0 < share < 1 for share in shares):
        return []
    low, high = min(shares), max(shares)
    if len(shares) < 2 or math.isclose(low, high, rel_tol=1e-6):
        return []
    return [("uniform-share", {"low": low, "high": high})]


def without_shared_infinities(got: np.ndarray, want: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """Both arrays in float64 with the infinities they share (hidden keys' -inf on both sides)
    set to 0, for a fit of factors; None where either holds another inf or NaN."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        shared = ~np.isfinite(w) & (g == w)
        if not (np.isfinite(g) | shared).all() or not (np.isfinite(w) | shared).all():
            return None
        return np.where(shared, 0.0, g), np.where(shared, 0.0, w)


def _scaled_each(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Values whose every row (or every column: one per key) is the expected one times a
    factor of its own, the factors not all one: a scale computed from each query's or each
    key's own values (its norm, its sum) where one constant belongs. Infinities both sides
    share (hidden keys' -inf) are left out of the fit."""
    if got.shape != want.shape or got.ndim < 2 or min(got.shape[-2:]) < 2:
        return []
    pair = without_shared_infinities(got, want)
    if pair is None:
        return []
    g, w = pair
    with np.errstate(all="ignore"):
        top = float(np.max(np.abs(w)))
        if top == 0:
            return []
        for axis, key in ((-1, "scale-per-row"), (-2, "scale-per-column")):
            power = (w * w).sum(axis=axis, keepdims=True)
            live = power > (1e-12 * top) ** 2
            factor = np.where(live, (g * w).sum(axis=axis, keepdims=True) / np.where(live, power, 1.0), np.nan)
            fitted = np.where(live, factor * w, 0.0)
            seen = factor[np.isfinite(factor)]
            if seen.size < 2 or not np.allclose(g, fitted, rtol=max(10 * rtol, 1e-9), atol=max(10 * rtol, 1e-12) * top):
                continue
            spread = float(np.max(seen) - np.min(seen))
            if spread <= 1e-6 * max(float(np.max(np.abs(seen))), 1e-300):
                return []  # one factor for all: a constant ratio, named elsewhere
            return [(key, {"low": float(np.min(seen)), "high": float(np.max(seen))})]
        return _scaled_both(g, w, top, rtol) or _scaled_by_distance(g, w, top, rtol)
    return []


def _scaled_by_distance(g: np.ndarray, w: np.ndarray, top: float, rtol: float) -> list[Finding]:
    """Values that are the expected ones times a factor of the query's and key's distance
    alone (i - j): one factor on each diagonal of every (T, S) map, not one for all (a
    position re-weighting kept: cosFormer's cos(pi/2 (i - j) / M), a decay with distance).
    Read where two diagonals of two entries or more have factors that differ, none of them 0,
    and no factor grows with the distance (one that alternates is the signs of the scores)."""
    if g.ndim < 2 or min(g.shape[-2:]) < 2:
        return []
    live = np.abs(w) > 1e-6 * top
    factors: dict[int, float] = {}
    with np.errstate(all="ignore"):
        ratio = np.where(live, g / np.where(live, w, 1.0), np.nan)
    tol = max(100 * rtol, 1e-8)
    telling: list[float] = []  # the factors of diagonals with two entries or more: one factor there is a fact
    for d, on in _diagonals(ratio, live).items():
        if not np.allclose(on, on[0], rtol=tol, atol=tol):
            return []
        if on.size >= 2:
            telling.append(float(on[0]))
        factors[int(d)] = float(on[0])
    seen = np.array(list(factors.values()))
    if len(telling) < 2 or np.allclose(telling, telling[0], rtol=1e-6, atol=1e-9) \
            or np.any(np.abs(seen) <= 1e-6):  # (a factor of 0 on whole diagonals is a triangle cut away)
        return []
    for side in (sorted(d for d in factors if d >= 0), sorted((d for d in factors if d <= 0), reverse=True)):
        if np.any(np.diff([abs(factors[d]) for d in side]) > tol):  # farther apart, never more weight: a decay
            return []
    return [("scale-by-distance", {"low": float(seen.min()), "high": float(seen.max()), "diagonal": factors.get(0, 1.0)})]


def _scaled_both(g: np.ndarray, w: np.ndarray, top: float, rtol: float) -> list[Finding]:
    """Values that are the expected ones times a factor per row and a factor per column
    (neither one alone fits): each score divided by its query's and its key's own size (a
    norm of q and of k, as a QK-norm or a cosine similarity does). Read where every expected
    value is far from 0, from the ratios: a table of one row factor times one column factor."""
    if np.any(np.abs(w) <= 1e-6 * top) or (w.shape[-2] - 1) * (w.shape[-1] - 1) < 2:
        return []  # (a 2 x 2 table of ratios fits a row and a column factor whenever it is a transpose)
    ratio = g / w
    if not np.all(ratio > 0):
        return []
    rows, cols = ratio[..., :, :1], ratio[..., :1, :] / ratio[..., :1, :1]
    if not np.allclose(ratio, rows * cols, rtol=max(100 * rtol, 1e-8), atol=0):
        return []
    spread = lambda a: float(np.max(a) / np.min(a)) - 1.0  # noqa: E731
    if spread(rows) <= 1e-6 or spread(cols) <= 1e-6:
        return []
    return [("scale-per-row-and-column", {"low": float(np.min(ratio)), "high": float(np.max(ratio))})]


def _gap(gap: np.ndarray) -> dict[str, Any]:
    """The epsilon's parameters: how far the row sums are from 1, and which way."""
    if np.all(gap > 0):
        how = "something is added to a sum (an epsilon in the denominator, 1 + the sum); divide by the exact row sum"
    else:
        how = ("something is added to the weights or to the exponentials (an epsilon, a floor); return the exact"
               " exponentials over their exact row sum")
    return {"gap": float(np.max(np.abs(gap))), "how": how}


def _added_input(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """Yours minus expected is one of the inputs: an input is added that does not belong (a
    residual connection, x + attention(x))."""
    names = parameter_names("numpy", func)  # the same in both tracks
    with np.errstate(all="ignore"):
        shift = got.astype(np.float64) - want.astype(np.float64)
        if not np.isfinite(shift).all():
            return []
        scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1.0)
        for position, a in enumerate(args):
            if not isinstance(a, np.ndarray) or a.dtype.kind != "f" or not np.any(a) or a.ndim < 2 \
                    or a.shape[-2:] != shift.shape[-2:] or a.shape[-2] < 2:
                continue  # stretched, or one row (which is also its own mean, sum and max): it says nothing
            try:
                moved = np.broadcast_to(a.astype(np.float64), shift.shape)
            except ValueError:
                continue
            name = names[position] if position < len(names) else f"number {position + 1}"
            if np.allclose(shift, moved, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("added-input", {"argument": name})]
            summed = want.astype(np.float64) + moved  # (x + attended) * sqrt(0.5): the sum scaled as well
            norm = float(np.sum(summed * summed))
            times = float(np.sum(got.astype(np.float64) * summed)) / norm if norm > 0 else 0.0
            if np.isfinite(times) and abs(times) > 1e-6 and abs(times - 1) > 1e-6 \
                    and np.allclose(got.astype(np.float64), times * summed, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("added-input:scaled", {"argument": name, "ratio": times})]
    return []


def _returned_input(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """Yours is one of the inputs as it came, where the expected result differs from it: the
    computed part is dropped (multiplied by a gate that starts at 0, a branch that returns
    early). (A mask_scores that returns its scores says more as "the mask is ignored".)"""
    if func == "mask_scores":
        return []
    names = parameter_names("numpy", func)  # the same in both tracks
    scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1.0)
    with np.errstate(all="ignore"):
        g = got.astype(np.float64)
        if not np.isfinite(g).all():
            return []
        for position, a in enumerate(args):
            if not isinstance(a, np.ndarray) or a.dtype.kind != "f" or a.shape != got.shape or a.ndim < 2 \
                    or a.shape[-2] < 2 or not np.any(a):
                continue  # one row (one query over one key) is what any rescaled mixture gives: it says nothing
            a64 = a.astype(np.float64)
            if np.allclose(g, a64, rtol=10 * rtol, atol=10 * rtol * scale) \
                    and not np.allclose(want.astype(np.float64), a64, rtol=10 * rtol, atol=10 * rtol * scale):
                name = names[position] if position < len(names) else f"number {position + 1}"
                return [("input-returned", {"argument": name})]
    return []


def _shortfall(got: np.ndarray, want: np.ndarray, rtol: float) -> tuple[np.ndarray, float] | None:
    """Expected less yours (float64), and the scale its tolerance takes (the expected
    values' largest size, 1 at least); None where it is not finite or shows nothing."""
    scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1.0)
    with np.errstate(all="ignore"):
        shortfall = want.astype(np.float64) - got.astype(np.float64)
        if not np.isfinite(shortfall).all() or np.allclose(shortfall, 0.0, atol=10 * rtol * scale):
            return None
    return shortfall, scale


def _mixed_triangle(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture of one triangle of the weights only (``weights.tril() @ values``, or
    ``triu``): the weights on one side of the diagonal dropped, a causal mask applied where
    the weights are final; or of the blocks on and below the diagonal (a block-sparse causal
    layout, whole blocks of 2 to 4 keys: a triangle is tried first). Read where the triangle keeps more than the first key (T >= 2
    and S >= 2), so that a key left out says what it says on one query."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    if w.ndim < 2 or v.ndim < 2 or min(w.shape[-2:]) < 2 or w.shape[-1] != v.shape[-2] or got.shape != want.shape \
            or not (np.isfinite(w).all() and np.isfinite(v).all() and np.isfinite(got).all()):
        return []
    g = got.astype(np.float64)
    tol = max(10 * rtol, 1e-9)
    scale = max(float(np.max(np.abs(g))) if g.size else 0.0, 1.0)
    t, k = np.arange(w.shape[-2])[:, None], np.arange(w.shape[-1])[None, :]
    blocks = [(f"in the blocks of {b} keys on and below", np.where(k // b <= t // b, w, 0.0)) for b in (2, 3, 4)
              if len({tuple(row) for row in (k // b <= t // b)}) > 1]
    # (a block-sparse causal layout, DeepSpeed's or the Sparse Transformer's: key block <= query block; one whose
    # queries all keep the same keys is keys left out, which says it)
    with np.errstate(all="ignore"):
        for name, part in (("on and below", np.tril(w)), ("on and above", np.triu(w)), ("below", np.tril(w, -1)),
                           ("above", np.triu(w, 1)), *blocks):
            try:
                mixed = part @ v
            except ValueError:
                return []
            if mixed.shape == g.shape and not np.allclose(part, w) and np.allclose(g, mixed, rtol=tol, atol=tol * scale):
                return [("weights-triangle", {"which": name})]
    return []


def key_left_out(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture short of one key's share: yours is the expected mixture minus weights[..., j]
    times values[..., j, :] for one key j (a loop that stops one key early, or starts late)."""
    if func != "weighted_mixture" or len(args) < 2:
        return []
    weights, values = (np.asarray(a) for a in args[:2])
    if weights.dtype.kind != "f" or values.dtype.kind != "f" or weights.ndim < 2 or values.ndim < 2 \
            or weights.shape[-1] != values.shape[-2] or weights.shape[-1] < 2:
        return []
    short = _shortfall(got, want, rtol)
    if short is None:
        return []
    shortfall, scale = short
    with np.errstate(all="ignore"):
        count = weights.shape[-1]
        for j in range(count):
            share = weights[..., :, j:j + 1].astype(np.float64) * values[..., j:j + 1, :].astype(np.float64)
            which = "the last key" if j == count - 1 else "the first key" if j == 0 else f"key {j}"
            if share.shape == shortfall.shape and np.allclose(shortfall, share, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("key-left-out", {"which": which, "index": j,
                                          "each": "the expected one minus that key's weight times its value row"})]
            if share.shape == shortfall.shape and np.allclose(-shortfall, share, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("key-counted-twice", {"which": which, "index": j})]
        for j in (count - 1, 0):  # one term added S times: a closure that reads the loop's key after the loop
            share = weights[..., :, j:j + 1].astype(np.float64) * values[..., j:j + 1, :].astype(np.float64)
            if share.shape == got.shape and np.allclose(got, count * share, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("key-left-out", {"which": "every key but the last" if j else "every key but the first",
                                          "index": j, "each": f"S times the {'last' if j else 'first'} key's weight"
                                          " times its value row (one term added S times: a lambda or generator"
                                          " that reads the loop's key after the loop has ended)"})]
        if count < 3:
            return []  # of two keys, keeping one is leaving the other out (above)
        for j in (count - 1, 0):  # one pass kept: an accumulation that overwrites, a return inside the loop
            share = weights[..., :, j:j + 1].astype(np.float64) * values[..., j:j + 1, :].astype(np.float64)
            which = "every key but the last" if j else "every key but the first"
            if share.shape == got.shape and np.allclose(got, share, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("key-left-out", {"which": which, "index": j,
                                          "each": f"only the {'last' if j else 'first'} key's weight times its value"
                                                  " row (a sum that is overwritten on each pass, `out =` for"
                                                  " `out +=`, or a return inside the loop)"})]
        left_out = _keys_left_out(weights, values, shortfall, rtol, scale)
        if left_out:
            return [("key-left-out", {"which": "keys " + ", ".join(map(str, left_out)), "index": left_out[0],
                                      "each": "the expected one minus those keys' weights times their value rows"})]
        twice = _keys_left_out(weights, values, -shortfall, rtol, scale)
        if twice:
            return [("key-counted-twice", {"which": "keys " + ", ".join(map(str, twice)), "index": twice[0]})]
    return []


def key_shares(weights: np.ndarray, values: np.ndarray, shape: tuple[int, ...]) -> np.ndarray | None:
    """Each key's share of a mixture (its weights times its value row), flattened into a
    column; None where they do not tell every key apart clearly (fewer than two entries per
    key, or shares that are nearly sums of others: one query over one feature cannot say
    which keys it lacks)."""
    count = weights.shape[-1]
    with np.errstate(all="ignore"):
        try:
            shares = np.stack([np.broadcast_to(weights[..., :, j:j + 1].astype(np.float64)
                                               * values[..., j:j + 1, :].astype(np.float64), shape).ravel()
                               for j in range(count)], axis=1)
        except ValueError:
            return None
        if shares.shape[0] < 2 * count or not np.isfinite(shares).all() or np.linalg.cond(shares) > 1e6:
            return None  # (twice as many entries as keys, well apart: float32's noise cannot pass for a key's share)
    return shares


def _keys_left_out(weights: np.ndarray, values: np.ndarray, shortfall: np.ndarray, rtol: float,
                   scale: float) -> list[int]:
    """The keys (two or more, not all) whose shares the expected mixture less yours adds up
    to exactly, where the shares tell every key apart: a loop that skips some keys (a tree
    sum that drops each split's middle); [] where no such set of keys does."""
    count = weights.shape[-1]
    shares = key_shares(weights, values, shortfall.shape)
    if shares is None:
        return []
    taken, *_ = np.linalg.lstsq(shares, shortfall.ravel(), rcond=None)
    picked = np.round(taken)
    if not np.allclose(taken, picked, atol=max(1e-6, 100 * rtol)) or not np.isin(picked, (0.0, 1.0)).all() \
            or not 2 <= picked.sum() < count \
            or not np.allclose(shares @ picked, shortfall.ravel(), rtol=10 * rtol, atol=10 * rtol * scale):
        return []
    return [int(j) for j in np.flatnonzero(picked)]


def _largest_weights_kept(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                          rtol: float) -> list[Finding]:
    """A mixture of each row's largest weights only: yours is the mixture with the m smallest
    weights of every row set to 0, for one m (a top-k, "sparse attention"), or the value row of
    each row's largest weight alone (an argmax: "hard attention"). Read after a key left out,
    which one case over few keys cannot tell from it."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = args[:2]
    if w.dtype.kind != "f" or v.dtype.kind != "f" or w.ndim < 2 or v.ndim < 2 or w.shape[-1] != v.shape[-2] \
            or w.shape[-1] < 1 or not (np.isfinite(w).all() and np.isfinite(got.astype(np.float64)).all()):
        return []
    g = got.astype(np.float64)
    scale = max(float(np.max(np.abs(g))) if g.size else 0.0, 1.0)
    w64, v64 = w.astype(np.float64), v.astype(np.float64)
    order = np.argsort(w64, axis=-1, kind="stable")
    with np.errstate(all="ignore"):
        hard = np.zeros_like(w64)  # one-hot at each row's largest weight: its value row alone, as the mixture
        np.put_along_axis(hard, np.argmax(w64, axis=-1)[..., None], 1.0, axis=-1)
        try:
            picked = hard @ v64
        except ValueError:
            return []
        if picked.shape == g.shape and np.allclose(g, picked, rtol=10 * rtol, atol=10 * rtol * scale) \
                and not np.allclose(g, want.astype(np.float64), rtol=10 * rtol, atol=10 * rtol * scale):
            return [("weights-argmax", {})]  # (one key: each query gets its value row, whatever its weight)
        for m in range(1, w.shape[-1]):  # (none where there is one key)
            kept = w64.copy()
            np.put_along_axis(kept, order[..., :m], 0.0, axis=-1)
            try:
                mixed = kept @ v64
            except ValueError:
                return []
            if mixed.shape == g.shape and np.allclose(g, mixed, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("weights-top-k", {})]
    return []


def _feature_left_out(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """Scores short of one feature's product: yours is the expected q k^T / sqrt(d_k) minus
    q[..., t, j] k[..., s, j] / sqrt(d_k) for one feature j (a loop over the features that
    starts at 1, or stops one early). Needs two features."""
    if func != "scaled_scores" or len(args) < 2:
        return []
    q, k = (np.asarray(a) for a in args[:2])
    if q.dtype.kind != "f" or k.dtype.kind != "f" or q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1] \
            or q.shape[-1] < 2:
        return []
    count = q.shape[-1]
    short = _shortfall(got, want, rtol)
    if short is None:
        return []
    shortfall, scale = short
    with np.errstate(all="ignore"):
        for j in range(count):
            try:
                share = q[..., :, None, j].astype(np.float64) * k[..., None, :, j].astype(np.float64) / math.sqrt(count)
            except ValueError:
                return []
            which = "the last feature" if j == count - 1 else "the first feature" if j == 0 else f"feature {j}"
            if share.shape == shortfall.shape and np.allclose(shortfall, share, rtol=10 * rtol, atol=10 * rtol * scale):
                return [("feature-left-out", {"which": which})]
    return []


def _mixed_rescaled(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture whose output rows are the expected ones, each divided by its weights' row sum,
    row maximum or row length (or left alone): the weights rescaled before mixing, in every row or only
    in some (a sum clamped at 1)."""
    if func != "weighted_mixture" or len(args) < 2 or got.ndim < 2 or got.shape[-1] < 2:
        return []  # one value per row is a multiple of any other
    weights = np.asarray(args[0])
    if weights.ndim < 2:
        return []
    if weights.dtype.kind != "f" or weights.shape[:-1] != want.shape[:-1][-(weights.ndim - 1):] or want.shape[-1] < 1:
        return []
    with np.errstate(all="ignore"):
        g, w, wt = (np.asarray(a, dtype=np.float64) for a in (got, want, weights))
        wt = np.broadcast_to(wt, want.shape[:-1] + wt.shape[-1:])
        readings = [("sum", wt.sum(-1)), ("sum's size (its absolute value)", np.abs(wt.sum(-1))),
                    ("sum of sizes", np.abs(wt).sum(-1)), ("maximum", wt.max(-1)),
                    ("length (its L2 norm)", np.sqrt(np.square(wt).sum(-1)))]
        tol = max(10 * rtol, 1e-9)
        for name, by in readings:
            rescaled = w / by[..., None]
            row_ok = np.all(np.isclose(g, w, rtol=tol, atol=tol) | np.isclose(g, rescaled, rtol=tol, atol=tol), axis=-1)
            moved = ~np.all(np.isclose(g, w, rtol=tol, atol=tol), axis=-1)
            if np.isfinite(rescaled).all() and row_ok.all() and moved.any() and (wt.shape[-1] > 1 or not moved.all()):
                # one key: its weight is its own sum and maximum, and any mixture rescaled in every row is
                # w v / w (the weights left out); rows left alone beside rescaled ones still show a clamp
                some = "every row" if moved.all() else "some rows"
                return [("weights-rescaled", {"by": name, "rows": some})]
    return []


_QUANTA = (127, 255, 7, 15, 63)
"""Steps of the largest value an input is quantised to (int8's 127, uint8's 255, 4 bits' 7)."""


def _stored_coarser(x: np.ndarray) -> Iterator[tuple[str, np.ndarray]]:
    """``x`` as code that keeps it in fewer bits would hold it: multiples of 1/n (an 8-bit
    fixed-point store of a probability, fake_quantize with scale 1/255), with or without a
    clamp into [0, 1]; bfloat16's 8-bit mantissa, rounded or cut (the float32's low 16 bits
    dropped)."""
    for n in (255, 256, 127, 128, 100):
        yield f"rounded to multiples of 1/{n}", np.round(x * n) / n
        yield f"rounded to multiples of 1/{n} and clamped into [0, 1]", np.clip(np.round(x * n), 0, n) / n
    bits = x.astype(np.float32).view(np.uint32)
    yield "cut to bfloat16 (each float32's low 16 bits dropped)", \
        (bits & np.uint32(0xFFFF0000)).view(np.float32).astype(np.float64)
    nearest = (bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))) & np.uint32(0xFFFF0000)
    yield "rounded to bfloat16 (an 8-bit mantissa)", nearest.view(np.float32).astype(np.float64)


def _inputs_quantised(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float
                      ) -> list[Finding]:
    """A mixture or scores computed from an input quantised to a few steps of its largest
    value (an int8 cache: ``round(v / s) * s``, ``s = max|v| / 127``), the scale taken over
    the whole array, each row or each column, or from inputs clamped into [-c, c] (DBRX's
    clip_qkv): replayed with the inputs so changed."""
    if func not in ("weighted_mixture", "scaled_scores") or len(args) < 2 \
            or not all(isinstance(a, np.ndarray) and a.dtype.kind == "f" and a.size for a in args[:2]):
        return []
    a, b = (np.asarray(x, dtype=np.float64) for x in args[:2])
    g, w = got.astype(np.float64), want.astype(np.float64)
    tol = max(10 * rtol, 1e-9)
    if a.ndim < 2 or b.ndim < 2 or not (np.isfinite(a).all() and np.isfinite(b).all()) or min(a.shape[-1], b.shape[-2]
                                                                                               if func == "weighted_mixture"
                                                                                               else b.shape[-1]) < 2:
        return []  # (one key, or one feature: a clip or a rounding of one number is any rescaling of it)
    if g.shape != w.shape or _close(g, w, tol):
        return []

    def combine(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        if func == "weighted_mixture":
            return x @ y
        return x @ np.swapaxes(y, -1, -2) / math.sqrt(x.shape[-1])

    def fits(which: int, changed: np.ndarray) -> bool | None:
        """Whether input ``which`` so changed gives your values; None where no result can be made."""
        try:
            made = combine(changed, b) if which == 0 else combine(a, changed)
        except ValueError:
            return None
        return made.shape == g.shape and _close(g, made, tol)

    with np.errstate(all="ignore"):
        for which in (1, 0):
            x = (a, b)[which]
            for levels in _QUANTA:
                for axis in (None, -1, -2):
                    top = np.max(np.abs(x), axis=axis, keepdims=axis is not None)
                    step = np.where(top > 0, top / levels, 1.0)
                    rounded = np.round(x / step) * step
                    if np.array_equal(rounded, x):
                        continue
                    fit = fits(which, rounded)
                    if fit is None:
                        return []
                    if fit:
                        name = parameter_names("numpy", func)[which]
                        over = {None: "the whole array's", -1: "its row's", -2: "its column's"}[axis]
                        return [("input-quantised", {"argument": name, "count": levels, "over": over})]
        for which in (0, 1):  # an input stored with fewer bits of its own: fixed steps, or a shorter mantissa
            for how, rounded in _stored_coarser((a, b)[which]):
                fit = False if np.array_equal(rounded, (a, b)[which]) else fits(which, rounded)
                if fit is None:
                    return []
                if fit:
                    return [("input-stored-coarser", {"argument": parameter_names("numpy", func)[which], "how": how})]
        names = parameter_names("numpy", func)
        for bound in _CLAMPS:  # inputs clamped into [-c, c] before the product (DBRX's clip_qkv)
            clipped = [np.clip(x, -bound, bound) for x in (a, b)]
            for pair, said in ((clipped, f"{names[0]} and {names[1]}"), ((clipped[0], b), names[0]),
                               ((a, clipped[1]), names[1])):
                if all(np.array_equal(x, y) for x, y in zip(pair, (a, b))):
                    continue
                try:
                    made = combine(*pair)
                except ValueError:
                    return []
                if made.shape == g.shape and _close(g, made, tol):
                    return [("clipped", {"low": -bound, "high": bound, "inputs": True,
                                         "how": f"computed from {said} clamped into [{-bound:g}, {bound:g}]"})]
    return []


def _mixture_batches(got: np.ndarray, func: str, args: tuple[Any, ...]
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
    """A mixture's weights, values and result in float64, their batch axes broadcast and
    flattened into one: (B, T, S), (B, S, d_v) and (B, T, d_v); None where the case is no
    float mixture of that shape, or too large to fit by least squares (T * S * d_v > 200 000)."""
    if func != "weighted_mixture" or len(args) < 2 or got.ndim < 2:
        return None
    weights, values = (np.asarray(a) for a in args[:2])
    if weights.dtype.kind != "f" or values.dtype.kind != "f" or weights.ndim < 2 or values.ndim < 2 \
            or weights.shape[-1] != values.shape[-2]:
        return None
    count, rows, width = weights.shape[-1], weights.shape[-2], values.shape[-1]
    try:
        batch = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    except ValueError:
        return None
    if got.shape != (*batch, rows, width) or rows * width * count > 200_000:
        return None
    with np.errstate(all="ignore"):
        return (np.broadcast_to(weights.astype(np.float64), (*batch, rows, count)).reshape(-1, rows, count),
                np.broadcast_to(values.astype(np.float64), (*batch, count, width)).reshape(-1, count, width),
                got.astype(np.float64).reshape(-1, rows, width))


def _mixed_per_key(got: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture of weights whose columns (one per key) were each scaled by a factor of their
    own: yours is weights diag(c) values, c one per key. Named where c is one over each
    column's sum or maximum (the weights normalised over the queries instead of used as
    given), or one over each value row's length (the values made unit vectors), tried on any
    sizes; otherwise fitted, on two queries or more, by least squares over each batch
    element's T * d_v outputs (more than S, or the fit says nothing), with c not one number (a
    constant ratio says that) and not only 0, 1 and 2 (a key left out or counted twice)."""
    batches = _mixture_batches(got, func, args)
    if batches is None or 0 in batches[0].shape or 0 in batches[1].shape:
        return []
    w, v, g = batches
    count, rows, width = w.shape[-1], w.shape[-2], v.shape[-1]
    tol = max(10 * rtol, 1e-9)
    with np.errstate(all="ignore"):
        if not (np.isfinite(w).all() and np.isfinite(v).all()):
            return []
        # each value row as a unit vector (on any sizes; value rows all of one length say a constant ratio, and
        # a row of zeros gives NaN where it weighs)
        lengths = np.sqrt((v * v).sum(-1, keepdims=True))
        units = w @ (v / lengths)
        if not np.allclose(lengths, lengths.flat[0], rtol=1e-6) and np.isfinite(g).any() \
                and np.allclose(g, units, rtol=tol, atol=tol * max(float(np.max(np.abs(g[np.isfinite(g)]))), 1.0),
                                equal_nan=True):
            return [("values-normalised", {})]
        if not np.isfinite(g).all():
            return []
        scale = max(float(np.max(np.abs(g))) if g.size else 0.0, 1.0)
        if np.allclose(g, w @ v, rtol=tol, atol=tol * scale):
            return []
        for name, by in (("sum", w.sum(-2, keepdims=True)), ("maximum", w.max(-2, keepdims=True)),
                         ("sum of sizes", np.abs(w).sum(-2, keepdims=True))):
            if np.allclose(g, (w / by) @ v, rtol=tol, atol=tol * scale):
                return [("weights-rescaled-per-key", {"how": f"divided by its {name} over the queries (axis -2)"})]
        if count >= 3:  # the trapezoid rule's weights, 0.5, 1, ..., 1, 0.5 (on any sizes: nothing to fit)
            ends = np.ones(count)
            ends[[0, -1]] = 0.5
            if np.allclose(g, (w * ends) @ v, rtol=tol, atol=tol * scale):
                return [("ends-halved", {})]
        if rows * width <= count or count < 2 or rows < 2:
            return []  # (one query: any weights of its own are one factor per key of the given ones)
        fitted = []
        for wb, vb, gb in zip(w, v, g):
            design = (wb[:, :, None] * vb[None, :, :]).transpose(0, 2, 1).reshape(rows * width, count)
            if np.linalg.matrix_rank(design) < count:
                return []
            c = np.linalg.lstsq(design, gb.reshape(-1), rcond=None)[0]
            if not np.allclose(design @ c, gb.reshape(-1), rtol=0, atol=tol * scale):
                return []
            fitted.append(c)
    c = np.stack(fitted)
    loose = max(tol, 1e-6)
    if np.allclose(c, c.flat[0], rtol=loose, atol=loose) or np.all(
            np.isclose(c, 0, atol=loose) | np.isclose(c, 1, rtol=loose) | np.isclose(c, 2, rtol=loose)):
        return []
    shown = ", ".join(f"{x:.3g}" for x in c[0][:4])
    return [("weights-rescaled-per-key", {"how": f"times a factor of its own ({shown}{', ...' if count > 4 else ''})"})]


_VALUE_MAPS: tuple[tuple[str, Callable[[np.ndarray], np.ndarray]], ...] = (
    ("a ReLU (negative entries set to 0, as MobileViTv2's separable attention does)", lambda x: np.maximum(x, 0.0)),
    ("their sizes (|x|)", np.abs))
"""Functions a mixture's values can go through before they are mixed: an activation kept
from a layer that mixes activated values."""


def _values_mapped(got: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture of a function of the values, entry by entry (``weights @ relu(values)``):
    yours is the weights times the mapped values exactly, where the map changes a value."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    g = got.astype(np.float64)
    if w.ndim < 2 or v.ndim < 2 or w.shape[-1] != v.shape[-2] or w.shape[-1] < 2 \
            or not (np.isfinite(w).all() and np.isfinite(v).all()):
        return []  # (one key: a mixture of 0, which a ReLU of negative values gives, is many slips' answer)
    tol = max(10 * rtol, 1e-9)
    with np.errstate(all="ignore"):
        for name, f in _VALUE_MAPS:
            mapped = f(v)
            if np.array_equal(mapped, v) or not np.any(mapped):
                continue
            try:
                made = w @ mapped
            except ValueError:
                return []
            scale = max(float(np.max(np.abs(made))) if made.size else 0.0, 1.0)
            if made.shape == g.shape and np.allclose(g, made, rtol=tol, atol=tol * scale) \
                    and not np.allclose(made, w @ v, rtol=tol, atol=tol * scale):
                return [("values-activated", {"name": name})]
    return []


def _paired_reversed(got: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A product whose pairs run in opposite directions: weights ``@ values[..., ::-1, :]``
    (key s's weight meets value row S-1-s, or row (S - s) mod S: lag 0 of a circular
    convolution, an FFT product) in a mixture, ``q @ k[..., ::-1]^T / sqrt(d_k)`` (feature j
    of the query meets feature d_k-1-j of the key) in scores. ``np.convolve`` reverses its
    second argument before it slides; so does an index counted from the wrong end. Where the
    reversal changes nothing (one key, one feature, symmetric rows) it says nothing."""
    tries: list[tuple[np.ndarray, str]]
    if func == "weighted_mixture":
        batches = _mixture_batches(got, func, args)
        if batches is None or batches[0].shape[-1] < 2:
            return []
        w, v, g = batches
        plain, paired, one = w @ v, "keys", "weight s"
        tries = [(w @ v[:, ::-1, :], "value row S-1-s"),
                 (w @ np.roll(v[:, ::-1, :], 1, axis=-2), "value row (S - s) mod S (lag 0 of a circular convolution)")]
    else:
        case = _finite_scores_case(got, func, args)
        if case is None or case[0].shape[-1] < 2:
            return []
        q, k, g = case
        scale = math.sqrt(q.shape[-1])
        with np.errstate(all="ignore"):
            plain = q @ np.swapaxes(k, -1, -2) / scale
            tries = [(q @ np.swapaxes(k[..., ::-1], -1, -2) / scale, "the key's feature d_k-1-j")]
        paired, one = "features", "the query's feature j"
    tol = max(10 * rtol, 1e-9)
    size = max(float(np.max(np.abs(plain))) if plain.size else 0.0, 1.0)
    for made, other in tries:
        if made.shape == g.shape and np.isfinite(made).all() and np.allclose(g, made, rtol=tol, atol=tol * size) \
                and not np.allclose(made, plain, rtol=tol, atol=tol * size):
            return [("paired-reversed", {"func": func, "paired": paired, "one": one, "other": other})]
    return []


def _mixed_by_distance(got: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """A mixture of weights each scaled by a factor that depends only on how far the key is
    from the query (t - s): a decay with distance, as RetNet's gamma ** (t - s), zero after the
    query. Fitted by least squares, one factor per distance shared by every batch element,
    where the outputs outnumber the distances; the factors must not all be one number (a
    ratio says that) nor only 0 and 1 unless those make a band about the diagonal (Longformer's
    sliding window; a triangle of the weights is another relation's)."""
    batches = _mixture_batches(got, func, args)
    if batches is None or min(batches[0].shape[-2:]) < 2:
        return []
    w, v, g = batches
    count, rows, width = w.shape[-1], w.shape[-2], v.shape[-1]
    with np.errstate(all="ignore"):
        if not (np.isfinite(w).all() and np.isfinite(v).all() and np.isfinite(g).all()):
            return []
        distance = np.arange(rows)[:, None] - np.arange(count)[None, :] + count - 1  # t - s, from 0
        n = rows + count - 1
        if g.size <= n:
            return []
        terms = w[:, :, :, None] * v[:, None, :, :]  # (B, T, S, d_v): each key's share of each output
        design = np.zeros((g.shape[0], rows, width, n))
        for d in range(n):
            design[..., d] = (terms * (distance == d)[None, :, :, None]).sum(axis=2)
        design = design.reshape(-1, n)
        if np.linalg.matrix_rank(design) < n:
            return []
        c = np.linalg.lstsq(design, g.reshape(-1), rcond=None)[0]
        scale = max(float(np.max(np.abs(g))), 1.0)
        tol = max(10 * rtol, 1e-9)
        if not np.allclose(design @ c, g.reshape(-1), rtol=0, atol=tol * scale):
            return []
    loose = max(tol, 1e-6)
    if np.allclose(c, c[0], rtol=loose, atol=loose):
        return []
    if np.all(np.isclose(c, 0, atol=loose) | np.isclose(c, 1, rtol=loose)):
        kept = np.flatnonzero(np.isclose(c, 1, rtol=loose)) - (count - 1)  # the distances t - s whose weights stay
        if not kept.size or kept.max() - kept.min() + 1 != kept.size or kept.min() <= -(count - 1) \
                or kept.max() >= rows - 1:
            return []  # a triangle of the weights (another relation names it), or no one band
        return [("weights-by-distance", {"shown": f"1 where {kept.min()} <= t - s <= {kept.max()}, 0 further away",
                                          "after": "", "like": "a band about the diagonal, as a sliding window"
                                                               " (Longformer's) keeps"})]
    after = "; the keys after each query get 0" if np.allclose(c[:count - 1], 0, atol=loose) else ""
    shown = ", ".join(f"{c[count - 1 + d]:.3g} at t - s = {d}" for d in range(min(3, rows)))
    return [("weights-by-distance", {"shown": shown, "after": after,
                                     "like": "a decay with distance, as RetNet's retention keeps"})]


def logit_scale_shows(weights: np.ndarray, factor: float) -> bool:
    """Whether a softmax whose logits were ``factor`` times the expected ones would give
    other weights than ``weights``, by more than any check lets pass. Such a softmax is
    ``w**c / sum(w**c)`` of the expected weights ``w``: a row of equal weights keeps them,
    and a row whose other weights are already next to 0 (a temperature of 0.01) barely
    moves."""
    if math.isclose(factor, 1.0, rel_tol=1e-9) or factor <= 0:
        return False
    w = weights.astype(np.float64)
    with np.errstate(all="ignore"):
        if w.ndim < 1 or not w.size or not np.isfinite(w).all() or (w < 0).any():
            return False
        powered = np.power(w, factor)
        total = powered.sum(axis=-1, keepdims=True)
        if not (np.isfinite(total).all() and (total > 0).all()):
            return False
        return not np.allclose(powered / total, w, rtol=1e-6, atol=1e-9)


def logit_ratios(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                 kwargs: dict[str, Any]) -> list[Finding]:
    """Weights that are a softmax of the expected scores times a constant: the logs of each
    row, less their mean, are a constant times the expected ones (scores scaled twice, by
    the wrong size, or a temperature applied twice)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        if g.shape != w.shape or not np.isfinite(g).all() or not np.isfinite(w).all() or ((g > 0) != (w > 0)).any() \
                or (g < 0).any() or not np.allclose(g.sum(axis=-1), 1, rtol=1e-6):
            return []
        live = w > 0
        lg, lw = np.where(live, np.log(np.where(live, g, 1.0)), 0.0), np.where(live, np.log(np.where(live, w, 1.0)), 0.0)
        count = np.maximum(live.sum(axis=-1, keepdims=True), 1)
        cg = np.where(live, lg - lg.sum(axis=-1, keepdims=True) / count, 0.0)
        cw = np.where(live, lw - lw.sum(axis=-1, keepdims=True) / count, 0.0)
        spread = float(np.max(np.abs(cw))) if cw.size else 0.0
        big = np.abs(cw) > 1e-3 * spread
        if spread < 1e-6 or big.sum() < 2:
            return []
        if np.allclose(cg, 0.0, rtol=0, atol=1e-9 + 1e-6 * spread) and spread > 1e-3:
            return [("logit-ratio:0", {})]  # every row's weights equal: the scores reached the softmax as one value
        ratios = cg[big] / cw[big]
        ratio = float(np.median(ratios))
        fit = 1e-5 * max(spread * abs(ratio), 1.0)
        if not np.isfinite(ratio) or ratio == 0 or float(np.max(np.abs(cg - cw))) < 10 * fit \
                or not np.allclose(cg, ratio * cw, rtol=0, atol=fit):
            return []  # a ratio near 1 counts where the logits move by far more than the fit's tolerance
    close = 1e-4 if want.dtype == np.float64 else 2e-3  # float32 weights hold their logits less exactly
    if ratio < 0:  # the largest score gets the smallest weight: exp(max - x), a softmin
        flipped = [("logit-ratio:-1", {"ratio": ratio})] if math.isclose(ratio, -1.0, rel_tol=close) else []
        return flipped + [("logit-ratio:constant", {"ratio": ratio, "factor": f"{ratio:.4g}"})]
    base2 = [("logit-ratio:ln(2)", {"ratio": ratio})] if math.isclose(ratio, math.log(2), rel_tol=close) else []
    # 2 ** x is exp(x ln 2): an exponential in base 2 (or a scale by ln S where S = 2: the other cases tell)
    named = [name for name, value in factors(sizes(func, args, kwargs)) if math.isclose(ratio, value, rel_tol=close)]
    return base2 + [(f"logit-ratio:{name}", {"ratio": ratio, "factor": _reading(name)}) for name in named] + [
        ("logit-ratio:constant", {"ratio": ratio, "factor": f"{ratio:.4g}"})]  # last, as for a ratio of values


def _overflowed(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                kwargs: dict[str, Any]) -> list[Finding]:
    """NaN or inf where the expected weights are finite, on scores large enough to overflow
    exp: the softmax is not stabilised."""
    if func != "stable_softmax" or not args or not isinstance(args[0], np.ndarray):
        return []
    scores = args[0].astype(np.float64) / (softmax_temperature(args, kwargs) or 1.0)
    finite = scores[np.isfinite(scores)]
    limit = 88.0 if args[0].dtype == np.float32 else 709.0
    bad = ~np.isfinite(got.astype(np.float64)) & np.isfinite(want.astype(np.float64))
    if not bad.any() or not finite.size or float(np.max(np.abs(finite))) <= limit:
        return []
    with np.errstate(all="ignore"):
        rows = np.where(np.isfinite(scores), scores, -np.inf).max(axis=-1)  # each row's largest score
        bad_rows = bad.any(axis=-1)
        far = np.isfinite(rows) & (rows < float(np.max(finite)) - limit)
        if np.isfinite(rows[bad_rows]).all() and far[bad_rows].all() and not (far & ~bad_rows).any():
            return [("softmax-global-max", {})]  # 0/0 in rows far below the largest score anywhere, and in
            # every such row (a row far below it that came out right was shifted by its own maximum)
    return [("softmax-unstable", {})]


def _float32_noise(g: np.ndarray, w: np.ndarray, limit: float | None = None) -> bool:
    """float64 values that carry float32 rounding: every error within a few float32 ulps,
    up and down (a systematic error, all one way, is something else: an epsilon, a cap).
    ``limit``: another precision's few ulps (a half-precision step's)."""
    eps32 = float(np.finfo(np.float32).eps)
    scale = np.maximum(np.abs(w), float(np.max(np.abs(w))) * 1e-3 if w.size else 0.0)
    with np.errstate(all="ignore"):
        relative = np.abs(g - w) / np.where(scale > 0, scale, 1.0)
    if not (relative.max() > eps32 / 100 and relative.max() < (limit or 64 * eps32)):  # far below float32's step: not
        return False  # its rounding
    if (w >= 0).all() and (g >= 0).all() and ((g == 0) & (w > 1e-30)).any():
        return False  # sums of terms >= 0 never cancel: float32 keeps such a value above 0 (weights set to 0 are dropped)
    off = (g - w)[relative > 1e-12]
    big = np.abs(w) > 1e-3 * float(np.max(np.abs(w)))
    with np.errstate(all="ignore"):
        shares = g[big] / w[big] - 1
    if shares.size >= 4 and float(np.ptp(shares)) <= 1e-3 * float(np.max(np.abs(shares))):
        return False  # one relative error everywhere: a constant ratio, not rounding
    return bool((off > 0).any() and (off < 0).any()) or off.size < 4


def _row_sums(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], kwargs: dict[str, Any],
              rtol: float) -> list[Finding]:
    """Weights whose every row sums to one number other than 1 that a size of the inputs
    names (1/temperature), though they are not the expected weights times it (that is a
    constant ratio): the normalised weights are divided by that size as well, such as a
    temperature applied to the row sum instead of to the scores."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(all="ignore"):
        if g.ndim < 2 or not g.size or not np.isfinite(g).all() or (g < 0).any():
            return []
        sums = g.sum(axis=-1).ravel()
        total = float(np.median(sums))
        if not np.allclose(sums, total, rtol=1e-6, atol=0) or math.isclose(total, 1.0, rel_tol=1e-6):
            return []
        if g.shape == w.shape and np.allclose(g, total * w, rtol=max(10 * rtol, 1e-9), atol=1e-12):
            return []  # the expected weights times that number: a constant ratio says it
    named = [name for name, value in factors(sizes(func, args, kwargs)) if math.isclose(total, value, rel_tol=1e-6)]
    return [(f"row-sum:{name}", {"total": total, "factor": _reading(name)}) for name in named]  # every size that
    # gives it: the checks' other sizes tell them apart (1/temperature = 1/sqrt(T) where T = 4, temperature 2)


def _epsilon(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """Weights whose every row sums to a little less (or more) than 1: an epsilon added to
    the denominator (or the weights). Not in float32 gaps that its rounding makes, and not
    where a weight is further from the expected one than the gap lets it be (an epsilon
    moves each weight by at most its row's gap): there the weights are another function
    that happens to hold an epsilon too."""
    g = got.astype(np.float64)
    with np.errstate(all="ignore"):
        if not np.isfinite(g).all() or (g < 0).any():
            return []
        gap = 1.0 - g.sum(axis=-1)
    noise = 1e-13 if got.dtype != np.float32 else 4 * float(np.finfo(np.float32).eps) * got.shape[-1]  # rounding
    if not (gap.size and np.all(np.abs(gap) > noise) and np.all(np.abs(gap) < 1e-3) and (np.all(gap > 0) or np.all(gap < 0))):
        return []
    if want.shape == got.shape and np.isfinite(want).all() and moved_past_gap(g, want.astype(np.float64), noise):
        return []
    return [("epsilon", _gap(gap))]


def moved_past_gap(g: np.ndarray, w: np.ndarray, noise: float) -> bool:
    """Whether some weight is further from the expected one than an epsilon could move it:
    an epsilon in a row's sum (or added to its weights) moves each weight by at most twice
    that row's gap from 1 (rounding ``noise`` aside)."""
    with np.errstate(all="ignore"):
        gap = np.abs(1.0 - g.sum(axis=-1))
        moved = np.max(np.abs(g - w), axis=-1)
    return bool(np.any(moved > 2 * gap + noise))


def _squashed(g: np.ndarray, w: np.ndarray, rtol: float) -> list[Finding]:
    """Large values pulled in, small ones nearly kept: a clamp or a soft cap (c * tanh(x / c))."""
    if g.size < 4:
        return []
    with np.errstate(all="ignore"):
        same_sign = np.all((np.sign(g) == np.sign(w)) | (np.abs(w) < 1e-12))
        shrink = np.abs(w) - np.abs(g)
    tol = 10 * max(rtol, 1e-12) * max(float(np.max(np.abs(w))), 1.0)
    if not same_sign or (shrink < -tol).any() or not (shrink > tol).any():
        return []
    big = np.abs(w) > 1e-9
    with np.errstate(all="ignore"):
        kept = np.abs(g[big]) / np.abs(w[big])  # what share of each value survives
    if kept.size < 2 or float(np.max(kept) - np.min(kept)) < 1e-3:
        return []  # a constant share is a ratio, not a cap
    order = np.argsort(w, axis=None)
    ws, gs = w.ravel()[order], g.ravel()[order]
    if np.any((np.abs(np.diff(ws)) <= tol) & (np.abs(np.diff(gs)) > tol)):
        return []  # a cap is a function of the value: equal values that come out apart were not capped
    for side in (w > 0, w < 0):  # each sign on its own: a one-sided squash (an ELU) keeps the other side whole
        here = side & big
        order = np.argsort(np.abs(w[here]))
        with np.errstate(all="ignore"):
            shares = (np.abs(g[here]) / np.abs(w[here]))[order]
        if np.any(np.diff(shares) > 1e-6):  # a cap keeps less of a larger value, never more (rows divided apart do)
            return []
        if not np.all(np.diff(shrink[here][order]) >= -tol):  # the larger the value, the more it is pulled in
            return []
    low, high = float(np.min(g)), float(np.max(g))
    return [("clipped", {"low": low, "high": high, "how": clip_words(low, high, squashed=True)})]


def _blocks_apart(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights right within each block of ``size`` neighbouring keys (one factor per block
    of a row) whose blocks stand in other proportions than the expected ones: a softmax
    taken block by block (a blockwise or online softmax) whose blocks were joined without
    rescaling by their maxima and sums. The smallest such size under S that some row shows:
    a block of two or more visible keys, and two blocks of a row apart."""
    if got.shape != want.shape or got.ndim < 1 or got.shape[-1] < 3:
        return []
    g = got.astype(np.float64).reshape(-1, got.shape[-1])
    w = want.astype(np.float64).reshape(-1, want.shape[-1])
    if not (np.isfinite(g).all() and np.isfinite(w).all()) or not np.array_equal(g == 0, w == 0):
        return []
    tol = max(rtol, 1e-6)
    with np.errstate(all="ignore"):
        ratio = np.where(w != 0, g / np.where(w != 0, w, 1.0), np.nan)
    keys = g.shape[-1]
    for size in range(2, keys):
        starts = range(0, keys, size)
        shown, apart = False, False
        for row in ratio:
            factors = []
            for start in starts:
                block = row[start:start + size]
                block = block[~np.isnan(block)]
                if block.size == 0:
                    continue
                if not np.allclose(block, block[0], rtol=tol, atol=0):
                    break
                if block.size >= 2:  # a block of one key fits any factor: it shows nothing of a block's
                    shown = True
                    factors.append(float(block[0]))
            else:
                apart |= len(factors) >= 2 and not np.allclose(factors, factors[0], rtol=tol, atol=0)
                continue
            break  # a block of this size whose keys are apart: not this size
        else:
            if shown and apart:
                return [("blocks-apart", {"size": size})]
    return []


def _dropped_out(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Weights as dropout leaves them: some expected weights set to exactly 0, and every other
    one times one factor above 1 (``1 / (1 - p)``), at least one of each and two kept (a
    tutorial's attention dropout kept in, or its mask drawn from a fixed seed)."""
    if got.shape != want.shape or got.size < 4:
        return []
    with np.errstate(all="ignore"):
        g, w = got.astype(np.float64), want.astype(np.float64)
        live = np.isfinite(w) & (w > 1e-12)
        if not np.isfinite(g).all() or not np.all(g[~live] == 0):
            return []
        dropped, kept = live & (g == 0), live & (g != 0)
        if not dropped.any() or int(kept.sum()) < 2:
            return []
        ratios = g[kept] / w[kept]
        factor = float(np.median(ratios))
        if not factor > 1 + 1e-6 or not np.allclose(ratios, factor, rtol=max(10 * rtol, 1e-6), atol=0):
            return []
    return [("weights-dropped", {"times": factor, "p": 1 - 1 / factor})]


def _normalised_elsewhere(got: np.ndarray) -> list[Finding]:
    """A softmax whose entries sum to 1 over another axis than the last, over several axes
    together, or over each score alone (every weight 1: ``np.vectorize`` without a
    signature calls the row function on one score at a time; NaN where a score is -inf)."""
    with np.errstate(all="ignore"):
        g = got.astype(np.float64)
        finite = np.isfinite(g)
        if g.ndim and g.shape[-1] >= 2 and int(finite.sum()) >= 2 and np.all(g[finite] == 1) \
                and np.all(np.isnan(g[~finite])):
            return [("reduced-other-axis", {"axis": "each score alone (every weight is 1: the row function saw one"
                                                    " score at a time)"})]
        if not (finite | np.isnan(g)).all() or (g[finite] < 0).any():
            return []
        if not finite.all():  # 0 / 0 where a whole column was hidden: NaN down that column only
            rows = ~np.isnan(g).all(axis=-1)
            if not rows.any() or not np.isnan(g[rows]).any() \
                    or np.allclose(np.nansum(g, axis=-1)[rows], 1, rtol=1e-4):
                return []  # NaN in whole rows (0 / 0 of an underflowed row), or rows that sum to 1: no other axis
            for axis in range(-2, -g.ndim - 1, -1):
                empty = np.isnan(g).all(axis=axis)
                sums = np.where(empty, 1.0, np.nansum(g, axis=axis))
                if not empty.all() and (np.isnan(g) == np.expand_dims(empty, axis)).all() \
                        and np.allclose(sums, 1, rtol=1e-4):
                    return [("reduced-other-axis", {"axis": f"axis {axis}"})]
            return []
        if np.allclose(g.sum(axis=-1), 1, rtol=1e-4):
            return []
        if np.allclose(g.sum(), 1, rtol=1e-4) and int((g.reshape(-1, g.shape[-1]).sum(-1) > 1e-6).sum()) >= 2:
            # (one row that sums to 1 beside rows of nothing is that row's own softmax, not the array's)
            return [("reduced-other-axis", {"axis": "the whole array"})]
        for axis in range(-2, -g.ndim - 1, -1):
            if np.allclose(g.sum(axis=axis), 1, rtol=1e-4):
                return [("reduced-other-axis", {"axis": f"axis {axis}"})]
        for axis in range(-3, -g.ndim - 1, -1):  # each query's weights over every head's keys (heads and keys flattened)
            if g.shape[axis] >= 2 and np.allclose(g.sum(axis=(axis, -1)), 1, rtol=1e-4):
                return [("reduced-other-axis", {"axis": f"axes {axis} and -1 together (one softmax over the keys of"
                                                        f" every entry along axis {axis}, every head's, where each row"
                                                        " needs its own)"})]
        for count in range(2, g.ndim):  # the last axes flattened into one row (ONNX's softmax before opset 13)
            if np.allclose(g.sum(axis=tuple(range(-count, 0))), 1, rtol=1e-4):
                return [("reduced-other-axis", {"axis": f"the last {count} axes together"})]
    return []


_VIEWED_FROM = ("float64", "float32", "float16", "int64", "int32", "int16", "int8", "uint8", "bool")


def _bytes_reinterpreted(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """The expected values' bytes read as another dtype: ``.view(bool)`` on a float64 array
    reinterprets its memory, each 8-byte number becoming 8 entries, where ``.astype(bool)``
    converts values. Replayed from every common dtype the values could have been made in."""
    if got.ndim < 1 or got.ndim != want.ndim or got.shape[:-1] != want.shape[:-1] or got.shape == want.shape \
            or not want.size or got.dtype.kind not in "biuf":
        return []
    for source in _VIEWED_FROM:
        try:
            viewed = np.ascontiguousarray(want.astype(source)).view(got.dtype)
        except (ValueError, TypeError):
            continue
        if viewed.shape == got.shape and np.array_equal(viewed, got):
            return [("bytes-reinterpreted", {"got": tuple(got.shape), "expected": tuple(want.shape), "source": source,
                                             "dtype": got.dtype.name})]
    return []


def axis_relations(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """The expected values with the last two axes swapped, any other permutation of axes, or
    the entries of the last axis in another order; or with an axis of length 1 more or less;
    or their bytes read as another dtype."""
    viewed = _bytes_reinterpreted(got, want)
    if viewed:
        return viewed
    if got.ndim != want.ndim and got.size == want.size and got.size \
            and tuple(n for n in got.shape if n != 1) == tuple(n for n in want.shape if n != 1):
        return _bias_for_mask(got, want) or _unit_axes(got, want, max(rtol, 1e-6))
    if got.ndim != want.ndim and got.size == want.size and got.size:
        return _folded_axes(got, want, max(rtol, 1e-6))
    if got.ndim == want.ndim + 1 and got.size > want.size:
        return _paired_all(got, want, max(rtol, 1e-6))
    if got.ndim == want.ndim - 1:
        return _reduced_away(got, want)
    if got.ndim == want.ndim and got.shape != want.shape and got.size == want.size and got.size \
            and got.dtype.kind == "f" and want.dtype.kind == "f" and got.shape[:-2] == want.shape[:-2] \
            and got.shape[-2:] != want.shape[-2:][::-1]:
        with np.errstate(all="ignore"):  # the expected values in their order, cut into rows of another length
            if np.allclose(got.reshape(-1), want.reshape(-1), rtol=max(rtol, 1e-6), atol=max(rtol, 1e-6), equal_nan=True):
                return [("reshaped-sizes", {"got": tuple(got.shape), "expected": tuple(want.shape)})]
    if got.ndim == want.ndim and got.shape != want.shape and all(a <= b for a, b in zip(got.shape, want.shape)):
        return _cut_short(got, want, max(rtol, 1e-6))
    if got.ndim == want.ndim and got.shape != want.shape and all(a >= b for a, b in zip(got.shape, want.shape)):
        return _extra_entries(got, want, max(rtol, 1e-6))
    if got.ndim != want.ndim or got.ndim < 2 or got.ndim > 6 or sorted(got.shape) != sorted(want.shape):
        return []
    tol = max(rtol, 1e-6)
    if got.shape == want.shape:  # the same shape: the last two axes swapped (if square), or the entries reordered
        found = _transposed_or_permuted(got, want, tol) if got.shape[-1] == got.shape[-2] else []
        return (found or _flipped(got, want, tol) + _rolled(got, want, tol) or _reordered(got, want, tol)) \
            + _reshaped_transpose(got, want, tol)
    return _transposed_or_permuted(got, want, tol)


def _paired_all(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """One axis more than expected, and the expected result is the diagonal of two of its
    axes of one length (B): every batch of one input met every batch of the other, (B, B,
    ...) where batch meets batch (np.dot; a batched row, (B, S), taken for a matrix by @)."""
    for i in range(got.ndim):
        for j in range(i + 1, got.ndim):
            if got.shape[i] != got.shape[j] or got.shape[i] < 2:
                continue
            diagonal = np.moveaxis(np.diagonal(got, axis1=i, axis2=j), -1, i)
            if diagonal.shape == want.shape and _close(diagonal, want, tol):
                return [("batches-paired-all", {"got": tuple(got.shape), "expected": tuple(want.shape),
                                                "axes": f"axes {i - got.ndim} and {j - got.ndim}"})]
    return []


def _cut_short(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The first entries of the expected result, cut short along one or more axes (an (8, 8)
    mask where (12, 12) belongs): a size fixed in the code (a buffer built once for a block
    size, a table sliced from it) caps the result."""
    if got.size == 0 and want.size:  # nothing at all: a slice whose end came out 0 ([..., :-0] is [..., :0])
        empty = [axis - got.ndim for axis in range(got.ndim) if got.shape[axis] == 0 and want.shape[axis]]
        early = ", or one entry early where one belongs (a slice leaves its end out: x[a:b] holds b - a entries, so" \
            " an end written as the last index, a + n - 1, keeps n - 1)" if want.shape[empty[0]] == 1 else ""
        return [("cut-to-nothing", {"got": tuple(got.shape), "expected": tuple(want.shape), "axis": empty[0],
                                    "early": early})]
    if got.size == 0 or not _same_in_order(got, want[tuple(slice(0, n) for n in got.shape)], tol):
        return []
    return [("cut-short", {"got": tuple(got.shape), "expected": tuple(want.shape)})]


def _extra_entries(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """More entries than expected along one axis, the expected ones among them at a fixed
    step from the first (every d_h-th of the overlapping windows a sliding window without
    its step gives; step 1: the first ones, then extra): a slice or a stride is missing.
    Along several axes, the expected ones first along each (a causal mask of t + 1
    positions where t belong: a range that includes its end)."""
    longer = [a for a in range(got.ndim) if got.shape[a] != want.shape[a]]
    axis = longer[0]
    n, m = want.shape[axis], got.shape[axis]
    if any(want.shape[a] < 2 for a in longer) or not want.size:  # one expected entry, repeated: a broadcast
        return []
    if len(longer) > 1:
        first = got[tuple(slice(0, k) for k in want.shape)]
        if not _close(first.astype(np.float64), want.astype(np.float64), tol):
            return []
        along = "axes " + ", ".join(str(a - got.ndim) for a in longer[:-1]) + f" and {longer[-1] - got.ndim}"
        return [("extra-entries", {"got": tuple(got.shape), "expected": tuple(want.shape), "axis": axis - got.ndim,
                                   "along": along, "which": "the first ones along each"})]
    for step in range(1, m + 1):
        if step * (n - 1) >= m:
            break
        picked = np.take(got, np.arange(0, step * n, step), axis=axis)
        if _close(picked.astype(np.float64), want.astype(np.float64), tol):
            nth = {2: "second", 3: "third"}.get(step, f"{step}th")
            which = "the first ones" if step == 1 else f"every {nth} one from the first"
            return [("extra-entries", {"got": tuple(got.shape), "expected": tuple(want.shape), "axis": axis - got.ndim,
                                       "along": f"axis {axis - got.ndim}", "which": which})]
    return []


def _reshaped_transpose(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values with the last two axes swapped and then reshaped back to the
    expected shape: a table computed the other way round ((S, T), keys first) turned into
    (T, S) with a reshape where a transpose belongs. Where T = S it is a transpose (said
    too); where T or S is 1 it moves nothing."""
    t, s = want.shape[-2:]
    if t < 2 or s < 2 or _close(got, want, tol):
        return []
    moved = np.swapaxes(want, -1, -2).reshape(want.shape)
    return [("reshaped-transpose", {})] if _close(got, moved, tol) else []


def _reduced_away(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """The expected shape with one axis (longer than 1) gone: something reduced over it (a
    sum, a max, a log-sum-exp, an index) where every entry along it belongs. The last axis
    is named first where several fit."""
    for axis in range(want.ndim - 1, -1, -1):
        if want.shape[axis] > 1 and want.shape[:axis] + want.shape[axis + 1:] == got.shape:
            return [("axis-reduced", {"got": tuple(got.shape), "expected": tuple(want.shape),
                                      "axis": axis - want.ndim, "size": want.shape[axis]})]
    return []


def mask_upper(got: np.ndarray, want: np.ndarray, func: str) -> list[Finding]:
    """A causal mask True above the diagonal (with it, or without: the keys to hide, as
    libraries whose True means "hidden" build it) where True belongs on and below it; read
    through axes of length 1 added or dropped, which another check names."""
    if func != "causal_mask" or got.size != want.size or want.ndim != 2 or want.shape[0] != want.shape[1] \
            or want.shape[0] < 2 or got.dtype.kind not in "biuf":
        return []
    g = got.reshape(want.shape)
    if not np.isin(g, (0, 1)).all():
        return []
    for k in (1, 0):
        if np.array_equal(g.astype(bool), np.triu(np.ones(want.shape, dtype=bool), k)):
            return [("causal-upper", {})]
    return []


def _bias_for_mask(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """Numbers where a bool mask belongs, 0 at every visible place and one negative number
    (-inf, -1e9) at every hidden one: an additive bias, as tensor2tensor's and many tutorials'
    masks are, returned for the mask (with axes of length 1 added, [1, 1, t, t], for a
    broadcast over batch and heads)."""
    if want.dtype != bool or got.dtype.kind not in "iuf" or got.size != want.size or want.all() or not want.any():
        return []
    g = got.reshape(want.shape).astype(np.float64)
    hidden = np.unique(g[~want])
    if not (np.all(g[want] == 0) and hidden.size == 1 and hidden[0] < 0):
        return []
    shaped = "" if got.shape == want.shape else f", of shape {tuple(got.shape)} where {tuple(want.shape)} belongs"
    return [("mask-as-bias", {"fill": "-inf" if np.isinf(hidden[0]) else f"{hidden[0]:g}", "shaped": shaped})]


def _unit_axes(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values with axes of length 1 added or taken away (a (1, T, S) mask for a
    (T, S) one; a (T,) row where (T, 1) belongs)."""
    if not _same_in_order(got, want, tol):
        return []
    key = "extra-axis" if got.ndim > want.ndim else "missing-axis"
    return [(key, {"got": tuple(got.shape), "expected": tuple(want.shape)})]


def _same_in_order(got: np.ndarray, want: np.ndarray, tol: float) -> bool:
    """Whether two arrays of one size hold the same values in memory order, whatever their shapes."""
    with np.errstate(all="ignore"):
        g, w = got.reshape(-1).astype(np.float64), want.reshape(-1).astype(np.float64)
        return bool(np.array_equal(g, w, equal_nan=True) or _close(g, w, tol))


def _merges(fewer: tuple[int, ...], more: tuple[int, ...]) -> bool:
    """Whether the shape ``fewer`` is ``more`` with runs of neighbouring axes multiplied into one."""
    at = 0
    for size in fewer:
        if at == len(more):
            return False
        run, at = more[at], at + 1
        while run < size and at < len(more):
            run, at = run * more[at], at + 1
        if run != size:
            return False
    return at == len(more)


def _folded_axes(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values in their order, with neighbouring axes folded into one (a reshape
    to (..., -1) that swallows T too) or one axis cut into several."""
    fewer, more = (got.shape, want.shape) if got.ndim < want.ndim else (want.shape, got.shape)
    if not _merges(tuple(fewer), tuple(more)) or not _same_in_order(got, want, tol):
        return _moved_and_folded(got, want, tol) if got.ndim < want.ndim else []
    return [("axes-folded" if got.ndim < want.ndim else "axis-split",
             {"got": tuple(got.shape), "expected": tuple(want.shape)})]


def _moved_and_folded(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values with their last axes in another order, then neighbouring axes
    folded into one: a merge of heads, (..., H, T, d) to (..., T, H * d), applied to an
    array that is not a head's output (the weights' (..., H, T, S) come out (..., T, H * S))."""
    last = min(want.ndim, 4)
    keep = tuple(range(want.ndim - last))
    for order in itertools.permutations(range(want.ndim - last, want.ndim)):
        if order == tuple(sorted(order)):
            continue
        moved = np.transpose(want, keep + order)
        if moved.shape != want.shape and _merges(tuple(got.shape), tuple(moved.shape)) \
                and _same_in_order(got, moved, tol):
            axes = ", ".join(str(axis - want.ndim) for axis in order)
            return [("axes-folded:moved", {"got": tuple(got.shape), "expected": tuple(want.shape),
                                           "order": f"({axes})"})]
    return []


def _filled_in_order(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...]) -> list[Finding]:
    """Masked scores whose -inf stand where they belong and whose visible places hold the
    scores taken in order from the start of the array (``np.place(out, visible, scores)``,
    ``out[visible] = scores.ravel()[:n]``), not each place's own score: right only where no
    key before a visible one is hidden. Needs a visible place that this moves."""
    if not args or not isinstance(args[0], np.ndarray) or got.shape != want.shape or not got.size:
        return []
    with np.errstate(all="ignore"):
        g, w = got.astype(np.float64), want.astype(np.float64)
        hidden = np.isneginf(w)
        if not hidden.any() or not np.array_equal(np.isneginf(g), hidden):
            return []
        try:
            scores = np.broadcast_to(np.asarray(args[0], dtype=np.float64), w.shape)
        except ValueError:
            return []
        taken = np.resize(scores.ravel(), int((~hidden).sum()))  # np.place repeats its values when short
        if np.array_equal(g[~hidden], w[~hidden]) or not np.allclose(g[~hidden], taken, rtol=1e-6, atol=1e-6):
            return []
    return [("scores-in-order", {})]


def _first_mask_only(got: np.ndarray, args: tuple[Any, ...]) -> list[Finding]:
    """Scores masked with the first batch element's mask (``allowed[0]``) for every batch
    element, where the mask has one of its own per element: the whole mask must broadcast.
    Or with the batch's masks merged into one (``allowed.any(0)``: "the batch shares one
    pattern"), so each element sees the keys any other element's mask shows."""
    if len(args) < 2 or not isinstance(args[1], np.ndarray) or args[1].ndim < 3 or args[1].shape[0] < 2:
        return []
    scores, allowed = np.asarray(args[0], dtype=np.float64), args[1].astype(bool)
    try:
        wanted = np.where(np.broadcast_to(allowed, got.shape), scores, -np.inf)
        first = np.where(np.broadcast_to(allowed[0], got.shape), scores, -np.inf)
    except ValueError:
        return []
    g = got.astype(np.float64)
    if np.array_equal(g, first) and not np.array_equal(g, wanted):
        return [("mask-first-only", {})]
    lead = tuple(range(allowed.ndim - 2))  # the batch's masks merged into one: a key any element shows, or all do
    for merged, how in ((allowed.any(axis=lead), "any"), (allowed.all(axis=lead), "all")):
        try:
            made = np.where(np.broadcast_to(merged, got.shape), scores, -np.inf)
        except ValueError:
            continue
        if np.array_equal(g, made) and not np.array_equal(g, wanted):
            return [("mask-merged", {"how": how})]
    return []


def _mask_from_padding(got: np.ndarray, args: tuple[Any, ...]) -> list[Finding]:
    """Scores masked with the mask rebuilt from two padding vectors, which queries see any
    key and which keys any query sees (BigBird's from_mask * to_mask): right for a padding
    mask, and a mask of any other pattern (causal) gets back hidden places. Needs a mask that
    the rebuilding changes."""
    if len(args) < 2 or not isinstance(args[1], np.ndarray) or args[1].ndim < 2:
        return []
    scores = np.asarray(args[0], dtype=np.float64)
    try:
        allowed = np.broadcast_to(args[1].astype(bool), got.shape)
    except ValueError:
        return []
    rebuilt = allowed.any(axis=-1, keepdims=True) & allowed.any(axis=-2, keepdims=True)
    if np.array_equal(rebuilt, allowed):
        return []
    with np.errstate(all="ignore"):
        if np.array_equal(got.astype(np.float64), np.where(rebuilt, scores, -np.inf)):
            return [("mask-from-padding", {"count": int((rebuilt & ~allowed).sum())})]
    return []


def _one_added(filled: np.ndarray, scores: np.ndarray, dtype: Any) -> bool:
    """Whether every hidden place holds its score plus exactly 1 (in the result's precision)."""
    with np.errstate(all="ignore"):
        exact = (scores.astype(dtype) + np.ones((), dtype=dtype)).astype(np.float64)
        return bool(filled.size and np.isfinite(filled).all() and np.array_equal(filled, exact))


def _fills_visible(got: np.ndarray, want: np.ndarray, args: tuple[Any, ...]) -> list[Finding]:
    """Masked scores that keep the scores where the mask hides them and put one fill (-inf,
    -1e9, 0...) where it shows them: the mask read the other way round (a port of code whose
    mask marks the keys to hide, masked_fill(mask, ...) with True = visible)."""
    try:
        scores = np.broadcast_to(np.asarray(args[0], dtype=np.float64), want.shape)
    except (TypeError, ValueError, IndexError):
        return []
    with np.errstate(all="ignore"):
        g, w = got.astype(np.float64), want.astype(np.float64)
        hidden = w == -np.inf
        shown = ~hidden & np.isfinite(w)
        if not hidden.any() or not shown.any() or not np.array_equal(g[hidden], scores[hidden]):
            return []
        fills = np.unique(g[shown])
        added = g[shown] - scores[shown]  # or a large negative number added there (scores + -1e9 * mask)
        if fills.size != 1 and np.isfinite(added).all() and float(added.max()) <= _HIDING \
                and np.allclose(added, added[0], rtol=1e-6, atol=0):
            return [("mask-inverted", {"fill": float(added[0])})]
        if fills.size != 1 or np.isclose(scores[shown], fills[0], rtol=1e-9, atol=0).any():
            return []
    return [("mask-inverted", {"fill": float(fills[0])})]


def weights_as_output(got: Any, want: Any, output: Any) -> list[Finding]:
    """Weights that hold the values of the output returned beside them (right itself): the
    output was written over the weights' memory (``np.matmul(w, v, out=w)``, ``w @= v``), or
    one array was returned twice."""
    if not (isinstance(got, np.ndarray) and isinstance(output, np.ndarray) and isinstance(want, np.ndarray)) \
            or got.shape != output.shape or got.shape != want.shape or not got.size:
        return []
    with np.errstate(all="ignore"):
        g, o, w = (a.astype(np.float64) for a in (got, output, want))
        if not np.array_equal(g, o, equal_nan=True) or np.allclose(o, w, rtol=1e-6, atol=1e-9, equal_nan=True):
            return []
    return [("weights-overwritten", {})]


_HIDING = -1e4
"""A finite score this low hides its key as well as -inf does (exp of it is 0): -1e4, -5e4,
-1e9 and the dtype's lowest number, where a visible score belongs, hide a visible key."""


def hides_visible(got: np.ndarray, want: np.ndarray, rtol: float) -> list[Finding]:
    """Yours is -inf where the expected value is finite, and right everywhere else: keys are
    hidden that are visible (above the diagonal: a causal mask of the student's own). Right
    elsewhere needs a finite value that is right: a result that is -inf throughout (a 1 x 1
    score divided by zero) shows nothing hidden."""
    if got.shape == want.shape and got.ndim >= 2 and got.dtype == bool and want.dtype == bool \
            and got.shape[-1] >= 2 and got.shape[-2] >= 2:  # a mask (a 1 x 1 one can only be flipped)
        extra = want & ~got
        if not extra.any() or (got & ~want).any():
            return []
        return [("hides-visible", {"count": int(extra.sum()), "where": " (False where the key is visible)"})]
    if got.shape != want.shape or got.ndim < 2 or got.dtype.kind != "f" or want.dtype.kind != "f":
        return []
    g, w = got.astype(np.float64), want.astype(np.float64)
    dropped = _dropped_weights(g, w, rtol)
    if dropped:
        return dropped
    with np.errstate(all="ignore"):
        for huge in (False, True):  # -inf, or (Reformer's -5e4 on a token's own key) a large negative number
            extra = (np.isneginf(g) | (huge & np.isfinite(g) & (g <= _HIDING))) & np.isfinite(w) & (w > _HIDING)
            rest = ~extra
            # right elsewhere: a finite value that is right, or a hidden key kept hidden (a row hidden
            # from its first hidden key on is -inf throughout where that key comes first)
            if extra.any() and ((rest & np.isfinite(w)).any() or (rest & np.isneginf(w) & np.isneginf(g)).any()) \
                    and np.array_equal(np.isneginf(g[rest]), np.isneginf(w[rest])) \
                    and _close(np.where(np.isfinite(g) & rest, g, 0.0), np.where(np.isfinite(w) & rest, w, 0.0),
                               max(rtol, 1e-6)):
                break
        else:
            return []
    t, s = g.shape[-2:]
    above = np.triu(np.ones((t, s), dtype=bool), 1)
    causal = np.array_equal(extra, np.broadcast_to(above, extra.shape))
    diagonal = np.array_equal(extra, np.broadcast_to(np.eye(t, s, dtype=bool), extra.shape) & np.isfinite(w))
    what = "a large negative number" if huge and not np.isneginf(g[extra]).any() else "-inf"
    where = f" ({what} where a finite score belongs" + ("; above the diagonal: a causal mask)" if causal else
                                                         "; on the diagonal: each query's own key)" if diagonal else ")")
    return [("hides-visible", {"count": int(extra.sum()), "where": where})]


def shows_hidden(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """A mask that is True where the expected one is False, and right everywhere else: keys
    shown that must stay hidden (a prefix seen both ways, a window that reaches ahead)."""
    if got.shape == want.shape and got.ndim >= 2 and got.dtype.kind == "f" and want.dtype.kind == "f":
        return _weights_shown(got.astype(np.float64), want.astype(np.float64))
    if got.shape != want.shape or got.ndim < 2 or got.dtype != bool or want.dtype != bool \
            or got.shape[-1] < 2 or got.shape[-2] < 2:  # a 1 x 1 mask can only be flipped
        return []
    extra = got & ~want
    if not extra.any() or (want & ~got).any() or got.all():  # all True: mask-all-one-value says it
        return []
    t, s = got.shape[-2:]
    above = np.broadcast_to(np.triu(np.ones((t, s), dtype=bool), 1), extra.shape)
    rows = sorted({int(i) for i in np.nonzero(extra)[-2]})
    where = " (True above the diagonal, in the rows of queries " + ", ".join(map(str, rows[:6])) \
        + (", ..." if len(rows) > 6 else "") + ")" if not (extra & ~above).any() else " (True where the key is hidden)"
    return [("shows-hidden", {"count": int(extra.sum()), "where": where})]


def mask_rows(got: np.ndarray, want: np.ndarray) -> list[Finding]:
    """A bool mask that both shows hidden keys and hides visible ones, in no layout another
    relation reads (a transpose, a flip, an upper triangle): how many keys each query sees,
    yours against the expected, row by row, in the first map (``np.put`` with a triangle's
    (rows, cols) pair: flat positions, the first row all True and the others all False)."""
    if got.shape != want.shape or got.ndim < 2 or got.dtype != bool or want.dtype != bool \
            or not (got & ~want).any() or not (want & ~got).any():
        return []
    first = (0,) * (got.ndim - 2)

    def counts(m: np.ndarray) -> str:
        row = [int(c) for c in m[first].sum(-1)]
        return "[" + ", ".join(map(str, row[:8])) + (", ..." if len(row) > 8 else "") + "]"

    return [("mask-rows-differ", {"got": counts(got), "expected": counts(want)})]


def _weights_shown(g: np.ndarray, w: np.ndarray) -> list[Finding]:
    """Weights (rows that sum to 1) above 0 at keys the expected weights give exactly 0 (hidden
    keys), and elsewhere the expected weights times one number per row: a softmax over more
    keys than the mask shows (StreamingLLM's sink, key 0 made visible to every query)."""
    with np.errstate(all="ignore"):
        if not (np.isfinite(g).all() and np.isfinite(w).all() and (w >= 0).all() and (g >= 0).all()
                and np.allclose(w.sum(-1), 1, atol=1e-6) and np.allclose(g.sum(-1), 1, atol=1e-4)):
            return []
        extra = (w == 0) & (g > 1e-9)
        kept = w > 0
        # (a row with a key shown and two visible ones tests the factor: add-one smoothing is no such factor)
        if not extra.any() or not (extra.any(-1) & (kept.sum(-1) >= 2)).any():
            return []
        factor = np.where(kept, g / np.where(kept, w, 1.0), np.nan)
        low, high = np.nanmin(factor, axis=-1, keepdims=True), np.nanmax(factor, axis=-1, keepdims=True)
        if not np.allclose(low, high, rtol=1e-5, atol=1e-9, equal_nan=True):
            return []
    return [("shows-hidden", {"count": int(extra.sum()), "where": " (weights above 0 where a key is hidden, the"
                              " visible ones shrunk to make room)"})]


def _dropped_weights(g: np.ndarray, w: np.ndarray, rtol: float) -> list[Finding]:
    """Weights (rows of non-negative numbers that sum to 1) where yours are 0 for keys the
    expected ones weigh, and the rest are the expected weights, as they are or renormalised
    over the keys kept: keys dropped that are visible (a top-k, a threshold)."""
    with np.errstate(all="ignore"):
        if not (np.isfinite(w).all() and np.isfinite(g).all() and (w >= 0).all()
                and np.allclose(w.sum(axis=-1), 1.0, atol=1e-4)):
            return []
        extra = (g == 0) & (w > 1e-12)
        if not extra.any() or not (g > 0).any(axis=-1).all():  # a row left no key at all: no top-k, no threshold
            return []
        if float(w[extra].max()) < 1e-6:  # only weights next to 0 lost: an exp that underflowed, not keys dropped
            return []
        kept = np.where(extra, 0.0, w)
        totals = kept.sum(axis=-1, keepdims=True)
        renormalised = np.where(totals > 0, kept / totals, 0.0)
        tol = max(rtol, 1e-6)
        if _close(g, kept, tol):
            how = "; the rest are as expected, so the rows sum to less than 1"
        elif _close(g, renormalised, tol):
            how = "; the rest are renormalised over the keys kept"
        elif (g >= 0).all() and np.allclose(g.sum(axis=-1), 1.0, atol=1e-6) and float(w[extra].max()) >= 1e-3 \
                and ((g == 0).sum(axis=-1) > (w == 0).sum(axis=-1)).any():  # more zeros, not the same ones moved
            # rows that still sum to 1 with keys set to exactly 0 and the rest reshaped: a sparse map
            if g.shape[-1] == g.shape[-2] and np.array_equal(g == 0, np.swapaxes(w == 0, -1, -2)):
                return [("mask-transposed", {})]  # unless the zeros are the hidden keys' turned: the mask's axes swapped
            return [("sparse-weights", {"count": int(extra.sum()), "largest": float(w[extra].max())})]
        else:
            return []
        smallest = np.where(extra, w, -np.inf).max(axis=-1) <= np.where(extra | (w == 0) | (g == 0), np.inf, w).min(axis=-1)
        alike = np.where(g > 0, g, np.nan)  # kept weights all equal in every row: any rule that keeps ties gives them
        weak = bool(np.all(np.isnan(alike) | np.isclose(alike, np.nanmax(alike, axis=-1, keepdims=True))))
    which = "the smallest weights of their rows" if smallest.all() else "keys"
    kept_per_row = (g > 0).sum(axis=-1)
    if smallest.all() and np.all(kept_per_row == kept_per_row.flat[0]):  # one count kept in every row
        which += f" (each row keeps its {int(kept_per_row.flat[0])} largest: a top-k)"
    return [("hides-visible", {"count": int(extra.sum()), **({"weak": True} if weak else {}),
                               "where": f" (weight 0 for {which}, where the expected weights are not 0{how})"})]


def plain_reshape(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """split_heads or merge_heads that only reshaped their input, in its memory order, where
    the H and T axes had to be swapped too (whatever shape it reshaped to). With one head or
    one position the swap moves nothing in memory, so such a case only fits the slip (and
    is ``weak``): a case with more of both tells it apart (:func:`reshaped_only`)."""
    key = {"split_heads": "split-reshape", "merge_heads": "merge-no-transpose"}.get(func)
    shown = reshaped_only(got, func, args)
    if key is None or shown is False or (shown is None and not _memory_order(got, func, args)):
        return []
    return [(key, {"weak": True} if shown is None else {})]


def _heads_of(func: str, x: np.ndarray, args: tuple[Any, ...]) -> int:
    if func == "merge_heads":
        return x.shape[-3]
    return int(args[1]) if len(args) > 1 and isinstance(args[1], Integral) else 2


def _memory_order(got: Any, func: str, args: tuple[Any, ...]) -> bool:
    """Whether ``got`` holds the input's values in its memory order, under another shape."""
    x = args[0] if args else None
    fewest = 3 if func == "merge_heads" else 2  # (..., H, T, d_h) in, or (..., T, D)
    if not isinstance(x, np.ndarray) or not isinstance(got, np.ndarray) or x.ndim < fewest \
            or got.size != x.size or got.shape == x.shape:
        return False
    with np.errstate(all="ignore"):
        return bool(np.array_equal(got.astype(np.float64), x.reshape(got.shape).astype(np.float64)))


def reshaped_only(got: Any, func: str, args: tuple[Any, ...]) -> bool | None:
    """On a case with more than one head and position (where swapping H and T moves values
    in memory): whether split_heads or merge_heads gave its input reshaped in memory order.
    None where the case cannot tell (one head or one position, or not those functions)."""
    x = args[0] if args else None
    if func not in ("split_heads", "merge_heads") or not isinstance(x, np.ndarray) \
            or x.ndim < (3 if func == "merge_heads" else 2):
        return None
    if _heads_of(func, x, args) < 2 or x.shape[-2] < 2:
        return None
    return _memory_order(got, func, args)


def _sorted(g: np.ndarray, w: np.ndarray, rtol: float) -> list[Finding]:
    """The expected values sorted along the last axis (an in-place ``a.sort()`` of an array
    still in use): rows of at least two values, some of them out of order as expected."""
    if g.ndim < 1 or g.shape != w.shape or g.shape[-1] < 3 or not np.isfinite(w).all():
        return []  # (a row of two is sorted or reversed by many a slip: a one-hot row moved)
    ordered = np.sort(w, axis=-1)
    moved = int((~np.isclose(w, ordered, rtol=max(rtol, 1e-9), atol=0)).sum())
    if moved < 2 or not _close(g, ordered, rtol):
        return []
    return [("sorted", {})]


def mixture_summed_elsewhere(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """weighted_mixture that forms every weighted value, weights (..., T, S, 1) times values
    (..., 1, S, d_v), and sums them over the features d_v where the keys S belong
    (``.sum(-1)``): yours is (..., T, S), each weight times its value row's total. Needs two
    features (one feature's sum is that feature) and two keys (with one, any product that
    pairs the one key with the features' total reads the same)."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    if w.ndim < 2 or v.ndim < 2 or v.shape[-1] < 2 or w.shape[-1] < 2 or w.shape[-1] != v.shape[-2]:
        return []
    with np.errstate(all="ignore"):
        try:
            summed = w * np.expand_dims(v.sum(axis=-1), -2)  # (..., T, S): each weight times its row's total
        except ValueError:
            return []
        if summed.shape != got.shape or not np.isfinite(summed).all() \
                or not _close(got.astype(np.float64), summed, 1e-6):
            return []
    return [("mixture-summed-features", {})]


def values_rolled(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...], rtol: float) -> list[Finding]:
    """weighted_mixture of the value rows rolled along the keys (``np.roll(values, 1,
    axis=-2)``, a decoder's shift right): each weight meets another key's value row. Replayed
    for a roll of one key either way; needs two keys, and rows that differ."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]) \
            or got.shape != want.shape or got.dtype.kind != "f":
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    if w.ndim < 2 or v.ndim < 2 or v.shape[-2] < 2 or np.allclose(v, np.roll(v, 1, axis=-2)):
        return []
    g = got.astype(np.float64)
    tol = max(10 * rtol, 1e-9)
    scale = max(float(np.max(np.abs(want))) if want.size else 0.0, 1.0)
    with np.errstate(all="ignore"):
        for shift in (1, -1):
            try:
                made = w @ np.roll(v, shift, axis=-2)
            except ValueError:
                return []
            if made.shape == g.shape and np.allclose(g, made, rtol=tol, atol=tol * scale):
                return [("values-rolled", {"shift": shift})]
    return []


def mapped_over_one_input(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """weighted_mixture mapped over the first axis of one input alone (``vmap(matmul,
    in_dims=(0, None))``, a loop over ``weights[i]``, ``np.stack`` of them): each slice of
    that input meets the whole other input, batch axes and all, so the result gets an axis
    more, or the other's batch broadcast into it. Replayed on the case's own arrays; says
    nothing where the result has the expected shape."""
    if func != "weighted_mixture" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]) \
            or got.shape == want.shape:
        return []
    w, v = (a.astype(np.float64) for a in args[:2])
    if w.ndim < 2 or v.ndim < 2 or not got.size:
        return []
    g = got.astype(np.float64)
    with np.errstate(all="ignore"):
        for name, other, replay in (("weights", "values", lambda: [np.matmul(w[i], v) for i in range(w.shape[0])]),
                                    ("values", "weights", lambda: [np.matmul(w, v[j]) for j in range(v.shape[0])])):
            try:
                mapped = np.stack(replay())
            except ValueError:
                continue
            if mapped.shape == g.shape and np.isfinite(mapped).all() and _close(g, mapped, 1e-6):
                return [("mapped-over-one-input", {"got": tuple(got.shape), "expected": tuple(want.shape),
                                                   "name": name, "other": other})]
    return []


def clipped_to_values_range(got: np.ndarray, want: np.ndarray, func: str, args: tuple[Any, ...],
                            one_key: bool = False) -> list[Finding]:
    """A mixture clipped into its values' range, each feature between its smallest and largest
    value over the keys (``np.clip(out, v.min(-2), v.max(-2))``: "a mixture cannot leave the
    range of its values", true for weights that are >= 0 and sum to 1 only). Replayed on the
    case's own values; says nothing where the clip changes nothing. It needs two keys and an
    entry the clip leaves alone (with one key the range is one value, which any mixture
    renormalised to sum 1 gives too), unless ``one_key``: another case of the function
    showed the clip already."""
    at = {"weighted_mixture": 1, "attention": 2}.get(func)
    values = args[at] if at is not None and len(args) > at else None
    if not isinstance(values, np.ndarray) or values.ndim < 2 or values.shape[-2] < (1 if one_key else 2) \
            or not values.size or got.shape != want.shape or not got.size:
        return []
    g, w, v = got.astype(np.float64), want.astype(np.float64), values.astype(np.float64)
    with np.errstate(all="ignore"):
        try:
            low, high = np.broadcast_arrays(v.min(axis=-2, keepdims=True), v.max(axis=-2, keepdims=True), w)[:2]
        except ValueError:
            return []
        clipped = np.clip(w, low, high)
        inside = (w > low) & (w < high)  # entries the clip leaves alone must be right too (a renormalised mixture's
        if clipped.shape != g.shape or not np.isfinite(clipped).all() or _close(clipped, w, 1e-9) \
                or not (inside.any() or one_key) or not _close(g, clipped, 1e-6):  # are all moved: one key's range
            return []  # is one value)
    return [("clipped", {"low": -math.inf, "high": math.inf, "range": True,
                         "how": "clipped into each feature's range over the keys (between the values' smallest and"
                                " largest entry along S); a mixture may leave that range, since weights need not be"
                                " convex"})]


def scores_summed_over_keys(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """scaled_scores that forms every query-feature-key product, q (..., T, 1, d_k) times k
    (..., 1, S, d_k), and sums them over the keys S where the features d_k belong
    (``.sum(-2)``): yours is (..., T, d_k), each query times the keys' total, scaled or not.
    Needs two keys (one key's total is that key), two features (an einsum whose letters
    broadcast one feature against the S keys gives the same numbers) and S != d_k (or the
    shapes alone agree)."""
    if func != "scaled_scores" or len(args) < 2 or not all(isinstance(a, np.ndarray) for a in args[:2]):
        return []
    q, k = (a.astype(np.float64) for a in args[:2])
    if q.ndim < 2 or k.ndim < 2 or k.shape[-2] < 2 or q.shape[-1] < 2 or q.shape[-1] != k.shape[-1] \
            or k.shape[-2] == k.shape[-1]:
        return []
    with np.errstate(all="ignore"):
        try:
            summed = q * np.expand_dims(k.sum(axis=-2), -2)  # (..., T, d_k)
        except ValueError:
            return []
        g = got.astype(np.float64)
        if summed.shape != g.shape or not np.isfinite(summed).all():
            return []
        if not any(_close(g, summed / scale, 1e-6) for scale in (math.sqrt(q.shape[-1]), 1.0, float(q.shape[-1]))):
            return []
    return [("scores-summed-over-keys", {})]


def split_sizes_swapped(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """split_heads that cut d_h heads of H features each where H heads of d_h belong
    (``x.split(n_heads, dim=-1)``: torch.split takes each piece's size, not their number):
    yours is (..., d_h, T, H), the features reshaped to (..., T, d_h, H)."""
    x, heads = (args[0], args[1]) if func == "split_heads" and len(args) >= 2 else (None, None)
    if not isinstance(x, np.ndarray) or x.ndim < 2 or not isinstance(heads, (int, np.integer)) or heads < 1 \
            or x.shape[-1] % heads:
        return []
    width = x.shape[-1] // int(heads)
    pieces = np.swapaxes(x.reshape(*x.shape[:-1], width, int(heads)), -3, -2)
    if width == heads or pieces.shape != got.shape or x.shape[-2] < 2:  # (one position: (T, d_h, H) reads the same)
        return []
    with np.errstate(all="ignore"):
        same = np.array_equal(got.astype(np.float64), pieces.astype(np.float64))
    return [("split-sizes-swapped", {"H": int(heads), "d_h": width})] if same else []


def split_stride(got: np.ndarray, func: str, args: tuple[Any, ...]) -> list[Finding]:
    """split_heads whose head h starts at feature h * step where h * d_h belongs (``x[...,
    h:h + d_h]``: the head's index taken for its first feature), each head d_h wide: the heads
    overlap and the last features are left out. Needs two heads or more, each wider than
    one feature and starting apart by less than its width."""
    x, heads = (args[0], args[1]) if func == "split_heads" and len(args) >= 2 else (None, None)
    if not isinstance(x, np.ndarray) or x.ndim < 2 or not isinstance(heads, (int, np.integer)) or heads < 2 \
            or x.shape[-1] % heads:
        return []
    width = x.shape[-1] // int(heads)
    if width < 2 or got.shape != (*x.shape[:-2], int(heads), x.shape[-2], width):
        return []
    for step in range(1, width):
        cut = np.stack([x[..., h * step:h * step + width] for h in range(int(heads))], axis=-3)
        with np.errstate(all="ignore"):
            if np.array_equal(got.astype(np.float64), cut.astype(np.float64)):
                return [("split-stride", {"step": step, "d_h": width})]
    return []


def _transposed_or_permuted(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    swapped = np.swapaxes(want, -1, -2)
    if swapped.shape == got.shape and _close(got.astype(np.float64), swapped.astype(np.float64), tol) \
            and not _close(got.astype(np.float64), want.astype(np.float64), tol):
        return [("transposed", {})]
    # the fewest axes moved first: where axes of length 1 let several orders give the same array,
    # the simplest one is the one to name (a swap of T and H, not every axis reversed)
    orders = sorted(itertools.permutations(range(want.ndim)), key=lambda o: (sum(i != a for i, a in enumerate(o)), o))
    for order in orders:
        if list(order) == list(range(want.ndim)):
            continue
        moved = np.transpose(want, order)
        if moved.shape == got.shape and _close(got.astype(np.float64), moved.astype(np.float64), tol) \
                and not (got.shape == want.shape and _close(got.astype(np.float64), want.astype(np.float64), tol)):
            reverse = tuple(range(want.ndim))[::-1]
            if want.ndim >= 3 and tuple(order) == reverse:
                return [("axes-reversed", {"order": reverse})]  # .T on more than two axes
            found: list[Finding] = [("permuted", {"order": tuple(order)})]
            if want.ndim >= 3 and np.transpose(want, reverse).shape == got.shape and \
                    _close(got.astype(np.float64), np.transpose(want, reverse).astype(np.float64), tol):
                found.append(("axes-reversed", {"order": reverse}))  # axes of length 1: either reads the same
            return found
    return []


_AXIS_NAMES = {-1: "the last axis: the keys, or the features", -2: "the rows: the queries"}


def _flipped(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values in reverse order along one axis (``np.flipud`` of a triangle, a
    sequence read backwards): the last two axes first, then the leading ones. An axis the
    expected values do not change along is no flip (reversing it gives them back)."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if not (np.isfinite(w).all() and np.isfinite(g).all()):
        return []
    for axis in sorted(range(-got.ndim, 0), key=lambda a: (a < -2, -a)):
        if got.shape[axis] < 2:
            continue
        flipped = np.flip(w, axis=axis)
        if _close(g, flipped, tol) and not _close(flipped, w, tol):
            return [("axis-flipped", {"axis": axis, "along": _AXIS_NAMES.get(axis, "a leading axis")})]
    return []


def _rolled(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values shifted along one axis, wrapping round (``np.roll``, or a loop that
    reads entry t - 1 for entry t): the last two axes first. Over two entries a shift is a
    flip as well (both are said); an axis the expected values do not change along is no shift."""
    g, w = got.astype(np.float64), want.astype(np.float64)
    if not (np.isfinite(w).all() and np.isfinite(g).all()):
        return []
    for axis in sorted(range(-got.ndim, 0), key=lambda a: (a < -2, -a)):
        for shift in range(1, got.shape[axis]):
            rolled = np.roll(w, shift, axis=axis)
            if _close(g, rolled, tol) and not _close(rolled, w, tol):
                return [("axis-rolled", {"axis": axis, "along": _AXIS_NAMES.get(axis, "a leading axis"), "shift": shift})]
    return []


def _reordered(got: np.ndarray, want: np.ndarray, tol: float) -> list[Finding]:
    """The expected values with the entries of the last axis in another, fixed order (the
    same for every row): features laid out in the wrong order, such as heads merged
    interleaved. Needs two rows at least: one row holds its values in any order."""
    n = got.shape[-1]
    rows_g = got.reshape(-1, n).astype(np.float64)
    rows_w = want.reshape(-1, n).astype(np.float64)
    if n < 2 or not np.isfinite(rows_w).all():
        return []
    order: list[int] = []
    for j in range(n):
        match = next((i for i in range(n) if i not in order and _close(rows_g[:, j], rows_w[:, i], tol)), None)
        if match is None:
            return []
        order.append(match)
    if order == list(range(n)):
        return []
    distinct = len(np.unique(np.round(rows_w, 12), axis=1)[0]) == n if rows_w.shape[0] == 1 else True
    for a in range(2, n):
        b = n // a
        if distinct and a * b == n and b >= 2 and order == list(np.arange(n).reshape(a, b).T.ravel()):
            return [("reordered", {"how": f"interleaved: the {n} entries come as {b} groups of {a} where {a} groups of"
                                          f" {b} belong (entry j*{a} + i holds what belongs at i*{b} + j)"})]
    for b in range(2, n // 2 + 1):  # blocks kept whole, in reverse order: heads gathered by insert(0, ...) or reversed
        a = n // b
        if distinct and a * b == n and order == list(np.arange(n).reshape(a, b)[::-1].ravel()):
            return [("blocks-reversed", {"how": f"{a} blocks of {b} entries: block i holds what belongs in"
                                                f" block {a - 1} - i"})]
    if rows_g.shape[0] < 2:  # one row holds its values in any order: only a regular one says something
        return []
    shown = ", ".join(str(i) for i in order[:8]) + (", ..." if n > 8 else "")
    return [("reordered", {"how": f"entry j holds the expected entry order[j], order = [{shown}]"})]
