"""The diagnosis engine: from what failing checks saw to one keyed cause per function.

After the checks of a submission have run, :func:`explain` reads every failing check's
:class:`~grader.errors.Evidence` and the :mod:`ledger` of every comparison, and gives each
failing check a diagnosis: a key (``CheckResult.diagnosis``) and its text
(``CheckResult.hint``, the "Likely mistake:" every report shows). Diagnosers are tried
from the most specific to the most general:

1. the catalogue of known mistakes (the hints the checks matched, and what the source of
   a function that raised shows: :func:`grader.judging.rules.raise_diagnoses`);
2. relations between yours and expected (:mod:`grader.judging.relations`);
3. patterns across the cases of one function (:mod:`grader.judging.patterns`);
4. the exception (:mod:`grader.judging.exceptions`);
5. the property itself (an input changed, a bad input not raised...:
   :mod:`grader.judging.properties`).

One explanation per function: the hypothesis that explains the most of that function's
failing checks wins (the more specific on a tie), so one slip gives one cause. A check the
winner does not explain keeps its own cause only when that is a fact of another property
(a dtype, an argument changed), never a rival guess. Across functions, a function that
fails because another of the submission's functions fails (it raised inside it, or calls
it) is told so and takes that function's cause: the feedback leads with the root.

Nothing here changes a check's status or points: diagnoses are feedback only.
"""

from __future__ import annotations

import math
import re
import warnings
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from grader.calls.returned import RaisedAhead
from grader.contract import EXERCISE_OF, SIGNATURES, parameter_names
from grader.errors import Evidence
from grader.inputs.cases import Case
from grader.judging import exceptions, ledger, patterns, relations, rules
from grader.judging.compare import same_answer, tolerance
from grader.judging.diagnoses import DIAGNOSES, EVIDENCE_ONLY, GENERIC, KEY_OF, clip_words, generic_text
from grader.judging.properties import (
    guard_test,
    inner_function,
    module_state,
    property_findings,
    raised_on_purpose,
    state_read_back,
    unread_parameters,
    varying,
)
from grader.judging.rules import calls_in, function_source, raise_diagnoses
from grader.outcomes import CheckResult

CATALOGUE, RELATION, PATTERN, EXCEPTION, PROPERTY = range(1, 6)
_TIES = {CATALOGUE: 0, PATTERN: 1, RELATION: 2, EXCEPTION: 3, PROPERTY: 4}
"""Which kind wins when two causes explain as many checks: a pattern across the cases
(right on 2-D, wrong with leading axes) says more than a relation seen in each wrong case
(an axis order): it also accounts for the cases the function gets right."""

_OWN_LINE = ("argument-squeezed", "error-on-valid", "reduced-axis-moved", "swapped-before-merge", "ambiguous-truth", "bool-assign-whole", "out-buffer-shape", "buffer-shape",
             "none-argument", "none-returned", "one-way-broadcast", "expand-keeps-missing-axis",
             "index-past-end", "axis-past-end", "iinfo-of-float", "index-drops-axis", "index-whole-array",
             "dtype-mixed", "divides-by-zero", "float-size", "view-not-contiguous", "reshape-no-copy", "repeat-flattens", "numpy-with-grad",
             "unbound-local", "name-undefined", "unhashable-key", "unpacked-one-result", "mapped-over-first-axis", "recursion",
             "read-only-view", "slot-shape", "whole-shapes-broadcast", "transpose-two-axes")
"""Causes read from the student's own raise statement, or from a line whose exception says
what it does wrong (`if allowed:`, a None where an array belongs): on a tie they lead
right after the catalogue."""

SAME_SLIP: dict[str, tuple[str, ...]] = {
    "softmax-keepdims": ("broadcast-after-reduction", "needs-square"),
    "fixed-leading-axes": ("fails-with-leading-axes", "fixed-ndim"),
    "dot-not-matmul": ("fails-with-leading-axes", "extra-axis"),  # right in 2-D; batches paired all with all
    "transpose-all-axes": ("fails-with-leading-axes", "matmul-mismatch", "fixed-ndim", "axes-reversed"),
    "int-mask-inverted": ("fails-with-01-masks", "error-on-valid"),
    "dtype-float64": ("fails-in-float32",),
    "scale-float32": ("float32-precision",),
    "scale-none": ("ratio:sqrt(d_k)",),
    "scale-dk": ("ratio:1/sqrt(d_k)",),
    "scale-multiplied": ("ratio:d_k",),
    "scale-seq-len": ("ratio:sqrt(d_k)/sqrt(S)",),
    "scale-dv": ("ratio:sqrt(d_k)/sqrt(d_v)", "needs-dk-eq-dv"),
    "scale-model-width": ("ratio:sqrt(d_k)/sqrt(D)", "ratio:1/sqrt(H)"),  # d_k = D / H: the same factor
    "softmax-temperature-ignored": ("ratio:temperature",),  # the logits come out times the temperature
    "softmax-temperature-multiplied": ("ratio:temperature^2",),
    "softmax-axis": ("reduced-other-axis", "transposed", "shift-per-key"),  # normalised, or shifted, along another axis
    "softmax-whole-array": ("reduced-other-axis",),
    "scores-transposed": ("transposed",),
    "mixture-wrong-axis": ("needs-square",),
    "mixture-renormalised": ("weights-rescaled", "weights-rescaled-per-key", "scale-per-row", "ratio:constant"),  # a mixture times a constant: weights rescaled
    "weights-rescaled": ("scale-per-row",),  # the rows' factors, named: their weights' sums or maxima
    "values-normalised": ("ratio:constant",),  # value rows all of one length: each divided by it is one ratio
    "softmax-unstable": ("values-nan", "fails-with-extreme-scores"),
    "nan-at-hidden": ("values-nan", "only-at-special", "fails-with-extreme-scores"),
    "whole-shapes-broadcast": ("needs-square",),  # T against S: right only where they are equal
    "mask-multiplied": ("values-nan",),
    "mask-large-negative": ("only-at-special",),
    "mask-zero": ("only-at-special",),
    "mask-inverted": ("error-on-valid", "fails-with-mask"),
    "mask-ignored": ("fails-with-mask",),
    "mhsa-averaged-weights": ("axis-reduced",),  # an average reduces the head axis away
}
"""Catalogue keys that name the same slip as generic findings seen from other evidence
(a missing keepdims raises where T != S and gives wrong values where T = S): a check with
any of those findings counts as explained by the catalogue's key."""

DOMINANT = ("forbidden-function", "strided-own-strides", "not-deterministic")
"""Causes that explain a function's every failure when any check shows them: a forbidden
function voids the exercise, and a function that is not deterministic fails value checks
at random."""

_OWN_FACTS = {"dtype-float64", "dtype-changed", "mask-not-bool", "input-changed", "input-aliased", "input-flag-changed", "error-not-raised", "numeric-warning",
              "error-not-valueerror", "error-on-valid", "not-deterministic", "no-gradient", "forbidden-function",
              "wrong-array-type", "not-a-pair", "wrong-device", "softmax-unstable", "in-place-autograd",
              "stale-result", "returned-none"}
"""Causes that are facts of their own property: kept for a check the function's chosen
cause does not explain (they never contradict it)."""
_PROPERTY_FACTS = {"input-changed", "input-aliased", "input-flag-changed", "error-not-raised", "error-not-valueerror", "dtype-changed", "mask-not-bool",
                   "numeric-warning", "no-gradient", "gradient-differs", "wrong-device", "in-place-autograd",
                   "backward-failed"}
"""Facts about a property other than the values: the function's cause is chosen among the
other findings when there are any (a function that raises no error for a bad input and
normalises over the wrong axis leads with the axis; its error checks keep their fact)."""


_VALUE_PATTERNS = ("fails-with-extreme-scores",)
"""Patterns that tell of wrong values (an exp that overflows): a call that raised on the same
inputs raised for a reason of its own, which its exception tells."""


@dataclass
class Found:
    key: str
    text: str
    tier: int
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Function:
    track: str
    func: str
    failing: list[CheckResult] = field(default_factory=list)
    found: dict[int, list[Found]] = field(default_factory=dict)  # by id(result)
    chosen: Found | None = None
    refuted: set[str] = field(default_factory=set)  # causes a case rules out
    notes: list[ledger.Noted] = field(default_factory=list)  # every comparison, and every call that raised
    shared: list[tuple[str, patterns.Holds]] = field(default_factory=list)  # the patterns that hold


def explain(results: Sequence[CheckResult], sources: dict[str, str]) -> None:
    """Set ``diagnosis``, ``hint`` and ``root`` of every failing check in ``results``.
    NumPy's warnings about the student's arrays (an all-NaN row) are evidence read, never
    printed: a line on stderr would cost a test cell its points under nbgrader."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        _explain_all(results, sources)


def _explain_all(results: Sequence[CheckResult], sources: dict[str, str]) -> None:
    functions: dict[tuple[str, str], _Function] = {}
    for r in results:
        if r.status != "failed":
            continue
        func = _function_of(r)
        if not func:
            r.diagnosis = KEY_OF.get(r.hint, "") if r.hint else ""
            continue
        functions.setdefault((r.track, func), _Function(r.track, func)).failing.append(r)
    for fn in functions.values():
        notes = ledger.of(fn.track, fn.func) + [  # calls that raised (valid ones: an error check's control too)
            # never reached a comparison
            ledger.Noted(fn.track, fn.func, Case(fn.func, tuple(r.evidence.args), dict(r.evidence.kwargs)), "raised",
                         RaisedAhead(r.evidence.raised) if isinstance(r.evidence.raised, dict) else None)
            for r in fn.failing if r.evidence.prop in ("raised", "raised-on-valid") and r.evidence.args]
        shared = patterns.find(fn.func, notes, parameter_names(fn.track, fn.func))
        fn.notes, fn.shared = notes, shared
        random = ledger.varies(fn.track, fn.func)
        varies: Found | None = None
        for r in fn.failing:
            with np.errstate(all="ignore"):  # a student's inf and NaN are evidence, not warnings
                fn.found[id(r)] = _candidates(r, fn.func, sources.get(r.track, ""), shared)
            if (random or r.evidence.detail.get("varies")) and r.evidence.prop != "device":
                # the same inputs gave two results (on two devices: the device says it); why is read once
                if varies is None:
                    how = varying(sources.get(fn.track, ""), fn.func)
                    varies = Found("not-deterministic", generic_text("not-deterministic", {"func": fn.func, **how}),
                                   PROPERTY, how)
                fn.found[id(r)].append(varies)
        typed = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "wrong-array-type"
                      and not str(f.params.get("got", "")).startswith(_NO_ARRAY)), None)
        if typed is not None:  # a result of the wrong type (a masked array) is compared as what it is not
            # (a Python number on some inputs is no array at all: the checks that compared arrays saw its others)
            for r in fn.failing:
                if r.evidence.prop in ("values", "shape", "dtype") and typed not in fn.found[id(r)]:
                    fn.found[id(r)].append(typed)
        _same_crash(fn)
        _raised_mostly(fn, sources.get(fn.track, ""))
        _loop_never_ran(fn)
        _axis_past_end(fn)
        _counted_one_too_far(fn)
        _reads_its_ndim(fn)
        _same_clip(fn)
        _same_fold(fn)
        _reshaped_in_place(fn)
        _one_query_shifted(fn)
        _flip_of_blocks(fn)
        _read_elsewhere(fn)
        _weak_reshapes(fn, sources.get(fn.track, ""))
        _split_sizes_elsewhere(fn)
        _transpose_wrong_in_2d(fn, sources.get(fn.track, ""))
        _mask_transposed_in_code(fn, sources.get(fn.track, ""))
        _diagonal_kept_in_code(fn, sources.get(fn.track, ""))
        _transposed_in_2d_only(fn, sources.get(fn.track, ""))
        _put_back_at_front(fn, sources.get(fn.track, ""))
        _signature_differs(fn, sources.get(fn.track, ""))
        _default_differs(fn, sources.get(fn.track, ""))
        _builtin_sum_start(fn, sources.get(fn.track, ""))
        _derived_argument(fn, sources.get(fn.track, ""))
        _weak_hiding(fn)
        _half_dtype(fn)
        _exact_rules_replayed(fn)
        _half_unnamed(fn, sources.get(fn.track, ""))
        _no_product(fn, sources.get(fn.track, ""))
        by_d_k = _ratios_by_d_k(fn)
        _ratio_trend(fn, by_d_k)
        _fixed_scale(fn, by_d_k)
        _offset_where_scale_is_one(fn)
        _same_ratio(fn)
        _clipped_temperature(fn)
        _one_row_sum(fn)
        _row_scale_is_a_ratio(fn)
        _stale_by_shape(fn, sources.get(fn.track, ""))
        _accumulated(fn)
        _fixed_temperature(fn)
        _inverted_by_raises(fn, sources.get(fn.track, ""))
        _bitwise_not_in_guard(fn, sources.get(fn.track, ""))
        _inverted_integers(fn, sources.get(fn.track, ""))
        _strided_with_own_strides(fn, sources.get(fn.track, ""))
        _emptied_by_hiding(fn, sources.get(fn.track, ""))
        _changed_before_checked(fn)
        _mask_overwritten(fn)
        _aliased_after_change(fn)
        _changed_slightly(fn)
        _transformed_weights(fn)
        _off_by_row_sum(fn)
        _exps_one_too_small(fn)
        _added_where_it_crashed(fn)
        _crashed_after_whole_broadcast(fn)
        _squeezed_argument(fn)
        _bound_from_another_size(fn)
        fn.chosen = _choose(fn)
        for r in fn.failing:
            own = [f for f in fn.found[id(r)] if f.key not in fn.refuted]
            # nothing says otherwise (but a fact of another property, a bad input not raised, says nothing of values)
            if fn.chosen is not None and (_explains(fn.chosen.key, own) or not own and not (
                    fn.chosen.key in _PROPERTY_FACTS and r.evidence.prop in ("values", "shape", "dtype"))):
                mine = next((f for f in own if f.key == fn.chosen.key and not {"there", "partial", "scope", "read"} & set(
                    fn.chosen.params)), fn.chosen)  # with this check's own label, unless the choice added to it
                mine = _decided_label(fn, mine)
                r.diagnosis, r.hint = fn.chosen.key, mine.text
            else:
                fact = next((f for f in own if f.key in _OWN_FACTS), None)
                r.diagnosis, r.hint = (fact.key, fact.text) if fact else ("", "")
    _scale_kept(functions, sources)
    _state_kept(functions, sources)  # (first: a caching root's own checks say so before its callers point at it)
    _knock_on(functions, sources)
    _crashed_inside(functions)
    _inner_right(results, functions)


def _decided_label(fn: _Function, mine: Found) -> Found:
    """A label its own case could not decide (a bound on the logits that a clamp and a soft
    cap both fit: ``undecided``) takes the label another failing case of the function decided
    for the same cause and the same parameters."""
    if not mine.params.get("undecided"):
        return mine
    same = {k: v for k, v in mine.params.items() if k not in ("how", "undecided")}
    return next((f for r in fn.failing for f in fn.found[id(r)] if f.key == mine.key and not f.params.get("undecided")
                 and {k: v for k, v in f.params.items() if k != "how"} == same), mine)


def _same_crash(fn: _Function) -> None:
    """A bad input that raises what valid inputs raise, at the same line (a TypeError on every
    call), shows that crash, not a wrong choice of exception: its check counts for whatever
    the exception says of that line (a size mismatch, `if allowed:`...)."""
    def site(raised: Any) -> tuple[str, str] | None:
        return (str(raised.get("type")), str(raised.get("where"))) if isinstance(raised, dict) else None

    crashes: dict[tuple[str, str] | None, list[Found]] = {}
    for r in fn.failing:
        if r.evidence.prop in ("raised", "raised-on-valid"):
            for f in fn.found[id(r)]:
                if f.tier == EXCEPTION and f not in crashes.setdefault(site(r.evidence.raised), []):
                    crashes[site(r.evidence.raised)].append(f)
    for r in fn.failing:
        for crash in crashes.get(site(r.evidence.raised), []) if r.evidence.prop == "error-type" else []:
            if crash not in fn.found[id(r)]:
                fn.found[id(r)].append(crash)


def _raised_mostly(fn: _Function, source: str) -> None:
    """A function that raised, always at one line of its own, on half or more of the valid
    cases it got wrong, while each failing check shows the smallest case it failed on, which
    returned (one head, where the raise needs two): the crash is what most of the evidence
    shows, and it leads (``np.concatenate(*parts)``: a TypeError with two heads or more, a
    fold with one)."""
    if not source or any(r.evidence.prop in ("raised", "raised-on-valid") or r.evidence.output == 1
                         for r in fn.failing):
        return  # (a pair's second item wrong where it returns: what it returns there says more, GPT-2's present)
    raised = [n.result.raised for n in fn.notes if n.failed == "raised" and isinstance(n.result, RaisedAhead)]
    wrong = [n for n in fn.notes if n.failed in ("shape", "values")]
    sites = {(str(x.get("type")), str(x.get("where"))) for x in raised}
    if not wrong or len(raised) < len(wrong) or len(sites) != 1 or not next(iter(sites))[1] \
            or raised_on_purpose(raised[0], source):
        return
    if _array_left_unread(fn, source):
        return  # (an input never read: a wrong one in its place gives wrong values, or sizes that do not fit)
    more = f" (on {len(raised)} of the {len(raised) + len(wrong)} cases it got wrong; the others returned a wrong result)"
    found = [Found(key, generic_text(key, {"func": fn.func, **params}) + more, EXCEPTION, {**params, "mostly": True})
             for key, params in exceptions.find(raised[0], source, fn.func) if key in GENERIC]
    for r in fn.failing:
        if r.evidence.prop in ("shape", "values"):
            fn.found[id(r)] += [f for f in found if f not in fn.found[id(r)]]


def _array_left_unread(fn: _Function, source: str) -> bool:
    """Whether the function never reads one of its arrays, a parameter without a default
    (``(w_q, w_k, w_k)`` where w_v belongs): what stands in its place makes both the wrong
    values, where the sizes happen to fit, and the size mismatch, where they do not, so the
    crash is no cause of its own."""
    required = parameter_names(fn.track, fn.func, required_only=True)
    return any(name in required and name not in _SIZES for name in unread_parameters(source, fn.func))


_SIZES = ("n_heads", "t")
"""Parameters that are sizes, not arrays: one never read is a size hard-coded, not an array
replaced by another."""


_SHAPE_AT_NDIM = re.compile(r"\.shape\[\s*(?:\w+\.ndim|len\(\s*\w+\.shape\s*\)|\w+\.dim\(\s*\))\s*\]"
                            r"|\.size\(\s*(?:\w+\.ndim|\w+\.dim\(\s*\))\s*\)")
"""A size read at index ndim (``q.shape[q.ndim]``, ``q.size(q.dim())``): one past the last axis,
on every shape (MATLAB's ``size(q, ndims(q))`` counts from 1)."""
_AXIS_PAST = (re.compile(r"axis (-?\d+) is out of bounds for array of dimension (\d+)"),
              re.compile(r"Dimension out of range \(expected to be in range of \[-(\d+), -?\d+\], but got (-?\d+)\)"))


def _axis_past_end(fn: _Function) -> None:
    """An axis out of range that is always the array's own number of axes (axis 2 of a
    2-D array, axis 3 of a 3-D one): one past the last axis, counted from the array's
    ndim, on every shape. Seen for two or more numbers of axes, it is no fixed count of
    axes but an off-by-one (``axis=x.ndim`` where -1, or keepdims, was meant)."""
    past: dict[int, Found] = {}
    by_line: dict[int, Found] = {}  # the line itself indexes one past the last axis: x.shape[x.ndim]
    for r in fn.failing:
        for f in fn.found[id(r)]:
            message = str(f.params.get("message", "")) if f.key == "fixed-ndim" else ""
            if any((m := style.search(message)) and m.group(1) == m.group(2) for style in _AXIS_PAST):
                past[id(r)] = f
            elif message and _SHAPE_AT_NDIM.search(str(f.params.get("line", ""))):
                by_line[id(r)] = f
    ndims = {re.findall(r"\d+", str(f.params["message"]))[0] for f in past.values()}
    if len(ndims) < 2:
        past = {}
    past.update(by_line)
    if not past:
        return
    for r in fn.failing:
        if id(r) in past:
            params = past[id(r)].params
            found = Found("axis-past-end", generic_text("axis-past-end", {"func": fn.func, **params}), EXCEPTION, params)
            fn.found[id(r)] = [found if f is past[id(r)] else f for f in fn.found[id(r)]]


_AXIS_LITERAL = re.compile(r"(?<![\w.\]])(-?)\s*\d+(?![\w.])")


def _past_the_front(f: Found) -> bool:
    """An axis out of range one before the first (axis -4 of a 3-D array) at a line whose
    every axis counts from the end (``np.moveaxis(r, -2, -4)``, ``torch.stack(xs, dim=-4)``):
    the code counts from the end already, one axis too far."""
    message = str(f.params.get("message", ""))
    numpy_style, torch_style = (style.search(message) for style in _AXIS_PAST)
    axis, ndim = ((int(numpy_style.group(1)), int(numpy_style.group(2))) if numpy_style else
                  (int(torch_style.group(2)), int(torch_style.group(1))) if torch_style else (0, 0))
    signs = [m.group(1) for m in _AXIS_LITERAL.finditer(str(f.params.get("line", "")))]
    return axis == -(ndim + 1) and bool(signs) and all(signs)


def _counted_one_too_far(fn: _Function) -> None:
    """An axis counted from the end one too far raises where there are fewer axes and moves
    the wrong axis where there are more (``np.moveaxis(r, -2, -4)`` for -3): the layout the
    larger inputs came back in says what the smaller ones raised for, and "count axes from
    the end" is advice the line already follows. The layout explains the raises."""
    raised = [r for r in fn.failing if any(f.key == "fixed-ndim" and _past_the_front(f) for f in fn.found[id(r)])]
    layout = [f for r in fn.failing if r.evidence.prop == "shape" for f in fn.found[id(r)]
              if f.key in _LAYOUTS]
    if not raised or not layout:
        return
    for r in raised:
        crash = next(f for f in fn.found[id(r)] if f.key == "fixed-ndim")
        text = (f"{layout[0].text} With fewer axes the same count raised {crash.params['type']} at"
                f" {crash.params['where']} ({crash.params['line']}): an axis counted one too far from the end.")
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "fixed-ndim"] + [
            Found(layout[0].key, text, layout[0].tier, layout[0].params)]


_READS_NDIM = re.compile(r"\.ndim\b|\.dim\(\s*\)|len\(\s*[\w.]+\.(?:shape|size\(\s*\))\s*\)")
"""A line that reads an array's number of axes (``x.ndim``, ``x.dim()``, ``len(x.shape)``)."""


def _reads_its_ndim(fn: _Function) -> None:
    """A line that reads the array's own number of axes and raises on two or more of them
    (``permute(*range(x.dim() - 1), -2, -3, -1)``, one axis too many) assumes no fixed
    number of axes: its count is off on every one, which the line and the message show."""
    ndims = {_ndims(n.case)[:1] for n in fn.notes if n.failed == "raised"}
    if len(ndims) < 2:
        return
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if not (
            f.key == "fixed-ndim" and _READS_NDIM.search(str(f.params.get("line", ""))))]


_LAYOUTS = ("split-heads-first", "merge-no-transpose", "permuted", "transposed", "scores-transposed")
"""Findings that name where a result's axes went."""


def _bound_from_another_size(fn: _Function) -> None:
    """A loop bound or index taken from another size raises where that size is larger than
    the axis it runs over (``index-past-end``) and stops short where it is smaller (a result
    cut short): the cut-short checks are that same bound's. An index past the end at a line
    that elsewhere writes a row into a slot of another shape is that slot's index."""
    past = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "index-past-end"), None)
    if past is None:
        return
    slot = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "slot-shape"
                 and f.params.get("where") == past.params.get("where")), None)
    if slot is not None:  # out[..., t] = row: the same index on the same line writes a column, or runs past its end
        for r in fn.failing:
            if any(f.key == "index-past-end" for f in fn.found[id(r)]) and slot not in fn.found[id(r)]:
                fn.found[id(r)].append(slot)
    for r in fn.failing:
        if any(f.key == "cut-short" for f in fn.found[id(r)]) and past not in fn.found[id(r)]:
            fn.found[id(r)].append(past)


def _added_where_it_crashed(fn: _Function) -> None:
    """An input added to the result (``q + mixture``) fits only where the shapes agree and
    raises a broadcast error elsewhere: a crash at a line that adds the very argument a
    value check saw added counts for that addition."""
    added = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "added-input" and f.tier == RELATION),
                 None)
    name = str(added.params.get("argument", "")) if added else ""
    if added is None or not name.isidentifier():
        return
    adds = re.compile(rf"(?<![\w.]){name}\s*\+(?!=)|\+\s*{name}(?![\w(\[.])")
    for r in fn.failing:
        crash = next((f for f in fn.found[id(r)] if f.key == "crash"), None)
        if crash is not None and adds.search(str(crash.params.get("line", ""))) and added not in fn.found[id(r)]:
            fn.found[id(r)].append(added)


_SHAPE_IN_TEXT = re.compile(r"[\(\[]\s*(\d+(?:\s*,\s*\d+)*)\s*,?\s*[\)\]]")
"""A shape as an error message writes it: (2, 5), [2, 5], (7,)."""


def _squeezed_argument(fn: _Function) -> None:
    """A call that raised on a valid input whose message shows one of its arguments without
    that argument's length-1 axes (``allowed (2, 5) does not broadcast to (1, 2, 1, 5)`` for
    a (1, 2, 1, 5) mask): the code squeezed them out, and broadcasting needed them."""
    for r in fn.failing:
        e = r.evidence
        raised = e.raised if isinstance(e.raised, dict) else None
        if raised is None or e.prop not in ("raised", "raised-on-valid"):
            continue
        shown = {tuple(int(d) for d in m.group(1).split(",")) for m in _SHAPE_IN_TEXT.finditer(str(raised.get("message", "")))}
        names = parameter_names(fn.track, fn.func)
        named = [(names[i] if i < len(names) else f"argument {i + 1}", a) for i, a in enumerate(e.args or ())]
        named += list((e.kwargs or {}).items())  # (a mask passed as allowed=)
        given = {tuple(getattr(a, "shape", ()) or ()) for _, a in named}
        fits = []
        for name, a in named:
            shape = tuple(getattr(a, "shape", ()) or ())
            squeezed = tuple(d for d in shape if d != 1)
            if len(shape) >= 3 and squeezed != shape and len(squeezed) >= 2 and squeezed in shown \
                    and squeezed not in given:
                fits.append((name, shape, squeezed))
        said = [fit for fit in fits if re.search(rf"\b{re.escape(fit[0])}\b", str(raised.get("message", "")))]
        if len(said) != 1:
            continue  # the message must name the argument it shows squeezed (a size of 3 is in many messages)
        name, shape, squeezed = said[0]
        params = {"func": fn.func, "argument": name, "given": str(shape), "now": str(squeezed),
                  "where": raised.get("where", "?")}
        fn.found[id(r)].insert(0, Found("argument-squeezed", generic_text("argument-squeezed", params), EXCEPTION,
                                        params))


def _crashed_after_whole_broadcast(fn: _Function) -> None:
    """Whole arrays broadcast against each other (``torch.broadcast_tensors(w, v)``) raise
    where T, S and d_v do not line up, and where they happen to, hand the next line (the
    product) operands of the wrong sizes: a crash later in the function than a line that
    raised so counts for that broadcast."""
    broadcast = next(((r, f) for r in fn.failing for f in fn.found[id(r)] if f.key == "whole-shapes-broadcast"), None)
    if broadcast is None:
        return
    first, whole = broadcast
    file, _, line = str(whole.params.get("where", "")).rpartition(":")
    inside = _innermost(first)
    for r in fn.failing:
        crash = next((f for f in fn.found[id(r)] if f.key == "crash"), None)
        where = str(crash.params.get("where", "")) if crash else ""
        other, _, later = where.rpartition(":")
        if crash is not None and whole not in fn.found[id(r)] and other == file and later.isdigit() \
                and line.isdigit() and int(later) > int(line) and inside and _innermost(r) == inside \
                and _SIZES_MISMATCH.search(str(crash.params.get("message", ""))):
            fn.found[id(r)].append(whole)


_SIZES_MISMATCH = re.compile(r"cannot be multiplied|mismatch|must match|could not be broadcast|size of tensor|expected size", re.I)
"""A product or broadcast refused for its operands' sizes."""


def _innermost(r: CheckResult) -> str:
    """The function a check's exception was raised in (the innermost frame of the student's)."""
    raised = r.evidence.raised if isinstance(r.evidence.raised, dict) else {}
    stack = raised.get("stack")
    top = stack[-1] if isinstance(stack, list) and stack else None
    return str(top[0]) if isinstance(top, (list, tuple)) and top else ""


_NO_KEY = re.compile(r"visib|no key|without (?:a )?key|empty|fully masked|all masked|hidden|masked out", re.I)
"""A raise of the student's own about a query with no key to see."""


def _inverted_by_raises(fn: _Function, source: str) -> None:
    """A function whose own raise ("no visible key") fires exactly on the masks whose inverse
    leaves a query without keys reads the mask inverted: its raises count for that."""
    raises = [r for r in fn.failing if _own_raise(r, source)
              and _NO_KEY.search(str(r.evidence.raised.get("message", "")))]
    cases = [Case(fn.func, tuple(r.evidence.args), dict(r.evidence.kwargs)) for r in raises if r.evidence.args]
    if not patterns.raises_where_inverted_mask_empties_a_row(fn.func, cases, fn.notes):
        return
    found = Found("mask-inverted", DIAGNOSES["mask-inverted"], CATALOGUE)
    for r in raises:
        if found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


_ROUNDS = re.compile(r"//|\bfloor(?:_divide)?\(|\btrunc\(|\bround\(|rounding_mode|\bint\(")
"""Code that rounds a number: what tells floored scores from other slips that give uniform rows."""


def _code_of(source: str, func: str) -> str:
    """``func``'s source without its comments ("" where there is no source)."""
    return "\n".join(line.split("#", 1)[0] for line in function_source(source, func).splitlines()) if source else ""


_BITWISE_NOT = re.compile(r"~|\bbitwise_not\(|\binvert\(")
"""A bitwise not (``~x``, ``np.invert``, ``torch.bitwise_not``): a logical not on bools only."""


def _bitwise_not_in_guard(fn: _Function, source: str) -> None:
    """A function right for bool masks and wrong for 0/1 masks, whose own raise fires under a
    test that inverts with ``~`` (``if (~visible).all(-1).any():``): ``~`` on 0/1 numbers gives
    -1 and -2, both true, so the test finds empty rows everywhere; those raises count for it."""
    if not any(f.key == "fails-with-01-masks" for r in fn.failing for f in fn.found[id(r)]) \
            or "fails-with-01-masks" in fn.refuted:
        return
    found = Found("int-mask-inverted", DIAGNOSES["int-mask-inverted"], CATALOGUE)
    for r in fn.failing:
        raised = r.evidence.raised
        if r.evidence.prop in ("raised", "raised-on-valid") and isinstance(raised, dict) \
                and raised_on_purpose(raised, source) \
                and _BITWISE_NOT.search(guard_test(source, str(raised.get("where", "")))) \
                and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


_INTEGERS = re.compile(r"\bint(?:8|16|32|64)?\b|\.long\(\)|\.int\(\)|\buint8\b")


def _inverted_integers(fn: _Function, source: str) -> None:
    """A mask that shows every key, from code that inverts integers bitwise (``np.invert`` of
    ``np.triu(np.ones((t, t), dtype=int), 1)``): -1 and -2 are both true, so nothing stays
    hidden. Said as that, where the evidence shows only one value everywhere."""
    code = _code_of(source, fn.func)
    if not (_BITWISE_NOT.search(code) and _INTEGERS.search(code)):
        return
    found = Found("int-mask-inverted", DIAGNOSES["int-mask-inverted"], CATALOGUE)
    for r in fn.failing:
        if any(f.key == "mask-all-one-value" and f.params.get("value") is True for f in fn.found[id(r)]) \
                and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


_OWN_STRIDES = re.compile(r"as_strided\(.*\b(\w+)\.(?:strides|stride\(\s*\))\s*[,)]")
"""as_strided given an array's whole strides, as they are (not strides worked out from them)."""

_SAME_LAYOUT = re.compile(r"as_strided\(\s*(?:(\w+)\s*,\s*)?(\w+)\.(?:shape|size\(\s*\))\s*,\s*\2\.(?:strides|stride\(\s*\))")
"""as_strided given an array's own shape and strides (``as_strided(s, s.shape, s.strides)``,
``s.as_strided(s.size(), s.stride())``): the same array again, a view and no copy; a write
into it is a write into the array (said as the input changed, not as another layout)."""


def _strided_with_own_strides(fn: _Function, source: str) -> None:
    """A view made with as_strided from an array's own strides and another shape
    (``k.as_strided((..., d_k, S), k.stride())``, a transpose "without a copy"): its entries
    are laid out as a reshape's, and where the shape does not fit it reads past the array
    (other memory, different on every call, or an out-of-bounds error). Said for the
    function's wrong values, crashes and results that vary."""
    code = _code_of(source, fn.func)
    strided = _OWN_STRIDES.search(code)
    if not strided or (_SAME_LAYOUT.search(code) and len(_OWN_STRIDES.findall(code)) == 1):
        return
    params = {"func": fn.func, "name": strided.group(1)}
    found = Found("strided-own-strides", generic_text("strided-own-strides", params), CATALOGUE, params)
    for r in fn.failing:
        if r.evidence.prop in ("values", "shape", "raised", "raised-on-valid") and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


_EMPTY_ROW = re.compile(r"entirely -inf|all -inf|-inf row|row of -inf|every score", re.I)


def _emptied_by_hiding(fn: _Function, source: str) -> None:
    """A function whose values hide keys that are visible (weights 0 where the expected
    ones are not: a causal mask of its own) and whose own raise that a row has nothing
    visible fires on valid inputs: the keys it hides emptied those rows, so its raises
    count for the hiding."""
    hiding = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "hides-visible" and f.tier == RELATION),
                  None)
    if hiding is None:
        return
    for r in fn.failing:
        raised = r.evidence.raised
        if r.evidence.prop in ("raised", "raised-on-valid") and isinstance(raised, dict) \
                and raised_on_purpose(raised, source) and (_NO_KEY.search(str(raised.get("message", "")))
                                                           or _EMPTY_ROW.search(str(raised.get("message", "")))) \
                and hiding not in fn.found[id(r)]:
            fn.found[id(r)].append(hiding)


def _changed_arrays(fn: _Function) -> Iterator[tuple[CheckResult, np.ndarray, np.ndarray, Found | None]]:
    """Each failing check that saw a float argument changed in place: the check, the array
    before and after the call, and its ``input-changed`` finding."""
    for r in fn.failing:
        e = r.evidence
        if e.prop == "input-changed" and isinstance(e.got, np.ndarray) and isinstance(e.expected, np.ndarray) \
                and e.got.shape == e.expected.shape and e.got.dtype.kind == "f":
            yield r, e.expected, e.got, next((f for f in fn.found[id(r)] if f.key == "input-changed"), None)


def _retold(fn: _Function, r: CheckResult, changed: Found, more: str, tier: int) -> Found:
    """``changed`` said again with what it explains (``more``), in its own check too."""
    told = Found(changed.key, changed.text + more, tier, changed.params)
    fn.found[id(r)] = [told if f is changed else f for f in fn.found[id(r)]]
    return told


def _changed_before_checked(fn: _Function) -> None:
    """A function that overwrote the caller's -inf (or NaN) with finite values in place
    (``np.maximum(scores, -1e30, out=scores)``) and does not raise for an input whose error
    is its -inf (a row entirely -inf): its own check ran on the changed array, which no
    longer holds the -inf, so the change counts for the missing raise too."""
    changed, where = None, None
    for r, before, after, found in _changed_arrays(fn):
        with np.errstate(all="ignore"):
            if bool(np.any(~np.isfinite(before) & np.isfinite(after))):
                changed, where = found, r
    if changed is None or where is None:
        return
    unraised = [r for r in fn.failing if r.evidence.prop == "not-raised" and any(
        a.dtype.kind == "f" and not np.isfinite(a).all()
        for a in (*r.evidence.args, *r.evidence.kwargs.values()) if isinstance(a, np.ndarray))]
    if not unraised:
        return
    told = _retold(fn, where, changed, " It turns the caller's -inf into finite values, so no check for -inf after"
                   " that line finds one, and a row entirely -inf raises nothing.", changed.tier)
    for r in unraised:
        fn.found[id(r)].insert(0, told)


_SHOWS_ALL = ("mask-ignored", "only-at-special", "shows-hidden")
"""What a mask that hides nothing gives: the scores (or weights) as they would be unmasked."""


def _mask_overwritten(fn: _Function) -> None:
    """A function that writes into the caller's mask (``np.logical_or(..., out=allowed)``) and
    leaves it showing every key where it hid some: the mask it goes on to apply is that
    changed one, so it hides nothing. Its checks that say the mask was ignored are the
    change's consequence, told as the change (one cause)."""
    told = None
    for r in fn.failing:
        e = r.evidence
        changed = next((f for f in fn.found[id(r)] if f.key == "input-changed"), None)
        if e.prop != "input-changed" or changed is None or not (isinstance(e.got, np.ndarray)
                                                                and isinstance(e.expected, np.ndarray)) \
                or e.got.shape != e.expected.shape or "allowed" not in str(changed.params.get("argument", "")):
            continue
        with np.errstate(all="ignore"):
            if bool(np.all(e.got != 0)) and not bool(np.all(e.expected != 0)):
                told = _retold(fn, r, changed, " It leaves the mask showing every key, and the mask it then applies is"
                               " that changed one: nothing is hidden.", changed.tier)
                break
    if told is None:
        return
    for r in fn.failing:
        if any(f.key in _SHOWS_ALL for f in fn.found[id(r)]):
            fn.found[id(r)] = [told] + [f for f in fn.found[id(r)] if f.key not in _SHOWS_ALL]


_PRECISION = {"float32-precision", "half-precision", "rounded", "inputs-rounded", "ratio:constant", "scale-float32"}
"""Relations of values that differ by a little, as values computed from slightly changed
inputs do."""


def _aliased_after_change(fn: _Function) -> None:
    """A function that changes an argument in place and returns it fails the check that
    its result is a new array too: that is the change's consequence, told as the change
    (one cause). Returned as it came, nothing changed, it stays ``input-aliased``."""
    changed = {f.params.get("argument"): f for r in fn.failing for f in fn.found[id(r)] if f.key == "input-changed"}
    for r in fn.failing:
        fn.found[id(r)] = [changed.get(f.params.get("argument"), f) if f.key == "input-aliased" else f
                           for f in fn.found[id(r)]]


def _changed_slightly(fn: _Function) -> None:
    """A function that changes an input in place by a little (np.round(q, 6, out=q)) and
    whose wrong values differ by as little: they are computed from the changed input, so
    the change counts for them too."""
    told = None
    for r, before, after, changed in _changed_arrays(fn):
        if not before.size:
            continue
        with np.errstate(all="ignore"):
            before, after = before.astype(np.float64), after.astype(np.float64)
            finite = np.isfinite(before)
            moved = float(np.max(np.abs(after[finite] - before[finite]))) if finite.any() else 0.0
            top = float(np.max(np.abs(before[finite]))) if finite.any() else 0.0
        if 0 < moved <= 1e-3 * max(top, 1e-12) and np.array_equal(np.isfinite(after), finite):
            if changed is not None:  # a relation of the values now, not a fact of the inputs alone
                told = _retold(fn, r, changed, f" The change is small (up to {moved:.1g}), and the values computed"
                               " from the changed input carry it.", RELATION)
            break
    if told is None:
        return
    for r in fn.failing:
        keys = {f.key for f in fn.found[id(r)]}
        if r.evidence.prop == "values" and keys and keys <= _PRECISION:
            fn.found[id(r)].insert(0, told)


def _transformed_weights(fn: _Function) -> None:
    """A mixture whose weights went through one named function (w ** 2), as read back from
    the outputs where the value rows fix the weights (S <= d_v): each other wrong case whose
    output is that function's weights mixed counts for it too (where S > d_v the output
    alone cannot tell)."""
    if fn.func != "weighted_mixture":
        return
    hows: set[str] = set()
    for n in fn.notes:
        pair = _got_and_expected(n) if n.failed == "values" else None
        if pair is not None:
            hows |= {str(p.get("how")) for _, p in relations.mixed_weights(pair[0], pair[1], fn.func, n.case.args)}
    named = [(name, f) for name, f in relations.WEIGHT_FUNCTIONS if name in hows]
    if not named:  # one key (S = 1) fixes its weights too, but any function of one weight is that weight times a
        # number of its row (w ** 2 is w times its row's sum): a function it reads must show on a case of two keys
        named = [(name, f) for name, f in relations.WEIGHT_FUNCTIONS[:relations.ENTRYWISE]
                 if any(_replays(r, f, keys=1) for r in fn.failing) and any(_replays(r, f, keys=2) for r in fn.failing)]
    if len(named) != 1:
        return
    name, f = named[0]
    found = Found("mixture-transformed", f"{DIAGNOSES['mixture-transformed']} {_READ_BACK['mixture-transformed']}"
                  .format(how=name), RELATION, {"how": name})
    for r in fn.failing:
        e = r.evidence
        if e.prop != "values" or e.got is None or len(e.args) < 2 or any(f.key == found.key for f in fn.found[id(r)]) \
                or not all(isinstance(a, np.ndarray) for a in e.args[:2]):
            continue
        if _replays(r, f):
            fn.found[id(r)].append(found)


def _off_by_row_sum(fn: _Function) -> None:
    """A mixture right only where the weights' rows sum to 1: its wrong outputs are the
    expected ones plus (1 - row sum) times one row (a value row taken out and added back).
    Read where two keys or more show it (over one key, every slip that assumes rows summing
    to 1 gives that form: a renormalisation too), on a case whose rows differ in their sums,
    and on no case of two keys or more that it does not fit; then every wrong check it fits
    counts for it."""
    if fn.func != "weighted_mixture":
        return
    fits = []
    for n in fn.notes:
        pair = _got_and_expected(n) if n.failed == "values" and _keys_of(n) > 1 else None
        if pair is not None:
            fits.append(relations.off_by_row_sum(pair[0], pair[1], n.case.args))
    if True not in fits or False in fits:  # shown where it can tell, and fitting every case
        return
    found = Found("fails-with-unnormalised-weights", generic_text("fails-with-unnormalised-weights", {"func": fn.func}),
                  RELATION)
    for r in fn.failing:
        e = r.evidence
        if e.prop == "values" and e.got is not None and e.expected is not None and relations.off_by_row_sum(
                np.asarray(e.got), np.asarray(e.expected), tuple(e.args)) is not False and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


def _exps_one_too_small(fn: _Function) -> None:
    """A softmax whose exponentials are each 1 too small (``relations.exp_minus_one``),
    shown on a case of two keys or more and fitting every wrong case: its NaN on rows of one
    key (0/0) is that slip's too, so those checks count for it."""
    if fn.func != "stable_softmax":
        return
    fits = [relations.exp_minus_one(pair[0], pair[1], 1e-6) for n in fn.notes
            if n.failed == "values" and (pair := _got_and_expected(n)) is not None]
    if True not in fits or False in fits:
        return
    found = Found("exp-minus-one", generic_text("exp-minus-one", {}), RELATION)
    for r in fn.failing:
        e = r.evidence
        if e.prop == "values" and e.got is not None and e.expected is not None and found not in fn.found[id(r)] \
                and relations.exp_minus_one(np.asarray(e.got), np.asarray(e.expected), 1e-6) is not False:
            fn.found[id(r)].append(found)


def _replays(r: CheckResult, f: Callable[[np.ndarray], np.ndarray], keys: int = 0) -> bool:
    """Whether a mixture check's wrong values are ``f`` of its weights mixed (not the expected
    values too); ``keys``: only on a case of exactly one key (1) or of two or more (2)."""
    e = r.evidence
    if e.prop != "values" or e.got is None or e.expected is None or len(e.args) < 2 \
            or not all(isinstance(a, np.ndarray) and a.ndim >= 2 for a in e.args[:2]):
        return False
    if keys and (e.args[0].shape[-1] >= 2) != (keys == 2):
        return False
    with np.errstate(all="ignore"):
        try:
            replay = f(e.args[0].astype(np.float64)) @ e.args[1].astype(np.float64)
        except ValueError:
            return False
        got = np.asarray(e.got, dtype=np.float64)
        return replay.shape == got.shape and np.allclose(got, replay, rtol=1e-6, atol=1e-9) \
            and not np.allclose(replay, np.asarray(e.expected, dtype=np.float64), rtol=1e-6, atol=1e-9)


def _same_clip(fn: _Function) -> None:
    """A clip seen in one check is tried on the function's other wrong values: a check whose
    values are the expected ones clipped to the same bound counts for it too, though it holds
    too few values to show a clip alone (a lone weight of 1 capped at 0.99)."""
    bounds = {(float(f.params["low"]), float(f.params["high"])) for r in fn.failing for f in fn.found[id(r)]
              if f.key == "clipped" and f.tier == RELATION}
    if not bounds:
        return
    if any(f.key == "clipped" and f.params.get("range") for r in fn.failing for f in fn.found[id(r)]):
        for r in fn.failing:  # the values' range, seen on a case that shows it: cases of one key fit it too
            e = r.evidence
            if not any(f.key == "clipped" for f in fn.found[id(r)]) and e.prop == "values" and e.output != 1 \
                    and e.got is not None and e.expected is not None:
                for key, said in relations.clipped_to_values_range(np.asarray(e.got), np.asarray(e.expected), fn.func,
                                                                   tuple(e.args), one_key=True):
                    fn.found[id(r)].append(Found(key, generic_text(key, {"func": fn.func, **said}), RELATION, said))
    tries = [b for b in dict.fromkeys([*sorted(bounds), *(b for low, high in sorted(bounds)
                                                        for b in ((-math.inf, high), (low, math.inf)))])
             if math.isfinite(b[0]) or math.isfinite(b[1])]  # (-inf, inf) clips nothing
    for r in fn.failing:
        if any(f.key == "clipped" for f in fn.found[id(r)]):
            continue
        for seen in (r.evidence, r.evidence.detail.get("weights")):
            if not (isinstance(seen, Evidence) and seen.prop == "values" and seen.got is not None
                    and seen.expected is not None):
                continue
            dtype = str(getattr(seen.expected, "dtype", "float64"))
            with np.errstate(all="ignore"):
                got = np.asarray(seen.got, dtype=np.float64)
                want = np.asarray(seen.expected, dtype=np.float64)
                clipped = [(low, high) for low, high in tries if got.shape == want.shape and dtype.startswith("float")
                           and same_answer(got, np.clip(want, low, high), dtype, 1.0)]
            if clipped:
                low, high = clipped[0]
                said = {"low": low, "high": high, "how": clip_words(low, high)}
                fn.found[id(r)].append(Found("clipped", generic_text("clipped", {"func": fn.func, **said}), RELATION,
                                             said))
                break


_FOLDS = {"axes-folded": "missing-axis", "axes-folded:moved": "missing-axis", "axis-split": "extra-axis",
          "axis-reduced": "missing-axis"}


def _same_fold(fn: _Function) -> None:
    """Axes folded together in one check (T swallowed by a reshape to (..., -1)) fold a lone
    axis of length 1 away in another: a check that shows only that counts for the fold too.
    So does an axis reduced away (head 0 taken where every head belongs): where it has
    length 1, it is a missing axis. The fold may show only in a case past the checks' first
    failures (their smallest inputs have one head): the noted shape failures are read too.
    A fold of two axes also explains an axis out of range elsewhere (the axis it never made
    is missing where no leading axis took its place)."""
    for key, unit in _FOLDS.items():
        fold = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == key), None)
        if fold is None and any(f.key == unit for r in fn.failing for f in fn.found[id(r)]):
            fold = _fold_in_notes(fn, key)
        if fold is None:
            continue
        for r in fn.failing:
            if any(f.key == unit for f in fn.found[id(r)]) and fold not in fn.found[id(r)]:
                fn.found[id(r)].append(fold)
            if key.startswith("axes-folded") and fold not in fn.found[id(r)] and any(
                    f.key == "fixed-ndim" for f in fn.found[id(r)]):  # no leading axis to fold into: it raises
                fn.found[id(r)].append(fold)
            if fold in fn.found[id(r)]:  # the fold explains the lone axis: it says what happened
                fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != unit]


def _reshaped_in_place(fn: _Function) -> None:
    """An argument whose *shape* the function changed in place (``squeeze_``,
    ``unsqueeze_``, ``t_``) is read at that new shape by the function itself: its other
    failures on cases where that shape change changes something (a length-1 axis to drop)
    are the same slip, and the cause says what the shape became."""
    changed = next((r for r in fn.failing if r.evidence.prop == "input-changed"
                    and isinstance(r.evidence.got, np.ndarray) and isinstance(r.evidence.expected, np.ndarray)
                    and r.evidence.got.shape != r.evidence.expected.shape), None)
    if changed is None:
        return
    before, after = changed.evidence.expected.shape, changed.evidence.got.shape
    squeezed = after == tuple(n for n in before if n != 1)
    position = int(changed.evidence.detail.get("argument", 0))
    name = str(changed.evidence.detail.get("name") or "")
    mine = next((f for f in fn.found[id(changed)] if f.key == "input-changed"), None)
    if mine is None:
        return
    params = {**mine.params, "reshaped": True, "before": str(before), "after": str(after)}
    how = " (squeeze_ drops its length-1 axes)" if squeezed else ""
    text = (f"{mine.text} Its shape {before} became {after}{how}, and {fn.func} goes on with that shape: that is"
            " why it also fails where that shape no longer lines up with the others.")
    found = Found("input-changed", text, PROPERTY, params)
    fn.found[id(changed)] = [found if f is mine else f for f in fn.found[id(changed)]]
    for r in fn.failing:
        if r is changed or r.evidence.prop not in ("values", "shape", "raised"):
            continue
        args = r.evidence.args
        value = r.evidence.kwargs.get(name) if name else (args[position] if position < len(args) else None)
        if isinstance(value, np.ndarray) and (not squeezed or 1 in value.shape):
            fn.found[id(r)].append(found)


def _one_query_shifted(fn: _Function) -> None:
    """Where a softmax subtracts each key's maximum over the queries, a case with one query
    gets uniform weights (each score less itself): its ``logit-ratio:0`` is that same shift."""
    shift = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "shift-per-key" and f.params.get("by_max")),
                 None)
    if shift is None:
        return
    for r in fn.failing:
        got = r.evidence.got
        if any(f.key == "logit-ratio:0" for f in fn.found[id(r)]) and isinstance(got, np.ndarray) and got.ndim >= 2 \
                and got.shape[-2] == 1 and shift not in fn.found[id(r)]:
            fn.found[id(r)].append(shift)


def _read_elsewhere(fn: _Function) -> None:
    """A check whose wrong case is a single value (the smallest input, where a search for a
    failing case ends) shows no relation of its own: it counts for the relations that every
    other noted wrong case of the function shows, two of them or more with two values or
    more each (a mask False everywhere shows as such only where t > 1)."""
    thin = [r for r in fn.failing if r.evidence.prop == "values" and r.evidence.got is not None
            and np.size(r.evidence.got) <= 1 and not isinstance(r.evidence.got, tuple)]
    if not thin:
        return
    common: dict[str, dict[str, Any]] | None = None
    seen = 0
    for n in fn.notes:
        pair = _got_and_expected(n) if n.failed == "values" else None
        if pair is None:
            continue
        g, w = pair
        if g.size < 2 or g.shape != w.shape:
            continue
        rtol = tolerance(str(w.dtype) if w.dtype.kind == "f" else "float64", 1.0)[0]
        found = [*relations.value_relations(g, w, fn.func, n.case.args, n.case.kwargs, rtol),
                 *relations.hides_visible(g, w, rtol), *relations.shows_hidden(g, w)]
        keys = {key: params for key, params in found}
        common = keys if common is None else {key: common[key] for key in common if key in keys}
        seen += 1
    if not common or seen < 2:
        return
    for r in thin:
        for key, params in common.items():
            if not any(f.key == key for f in fn.found[id(r)]):
                fn.found[id(r)].append(Found(key, generic_text(key, {"func": fn.func, **params}), RELATION, params))


def _flip_of_blocks(fn: _Function) -> None:
    """A flip of the last axis is blocks of one entry in reverse order: where another case
    shows the blocks of several entries reversed (heads merged last to first, one feature
    each on the smallest case), that case's reading is what the flip shows."""
    flipped = [r for r in fn.failing if any(f.key == "axis-flipped" and f.params.get("axis") == -1
                                            for f in fn.found[id(r)])]
    if not flipped:
        return
    for n in fn.notes:
        pair = _got_and_expected(n, 0) if n.failed == "values" else None
        with np.errstate(all="ignore"):
            found = relations.axis_relations(*pair, 1e-6) if pair is not None and pair[0].shape == pair[1].shape else []
        blocks = next((params for key, params in found if key == "blocks-reversed"), None)
        if blocks is not None:
            text = generic_text("blocks-reversed", {"func": fn.func, **blocks})
            for r in flipped:
                fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "axis-flipped"] + [
                    Found("blocks-reversed", text, RELATION, dict(blocks))]
            return


def _fold_in_notes(fn: _Function, key: str) -> Found | None:
    """The fold ``key`` as a noted shape failure of the function shows it (a plain array, or
    the first of a pair: the output), or None."""
    for n in fn.notes:
        pair = _got_and_expected(n, 0) if n.failed == "shape" and n.result is not None else None
        if pair is None:
            continue
        for found, params in relations.axis_relations(*pair, 1e-6):
            if found == key:
                return Found(key, generic_text(key, params), RELATION, params)
    return None


_MIXTURE_RELATIONS = frozenset({
    "weights-triangle", "key-left-out", "key-counted-twice", "weights-top-k", "weights-argmax", "weights-rescaled",
    "weights-rescaled-per-key", "values-normalised", "ends-halved", "identity-mixed", "mixture-transformed",
    "weights-by-distance", "values-activated", "paired-reversed"})
"""What the mixture of weights and values can show as weighted_mixture's relations: read too on
attention's output where its weights are right (the mixture inside it is what is wrong)."""

_LOGITS = ("attention", "multi_head_self_attention")
"""Functions whose weights show the scale of the scores as a ratio of their logits."""


def _ratios_by_d_k(fn: _Function) -> tuple[dict[float, float], list[ledger.Noted]] | None:
    """The ratio of yours to the expected scores in each wrong case of ``scaled_scores`` (of
    the logits, read from the weights, in ``attention`` and multi-head attention), by the
    case's d_k: inf where every score is infinite with the expected sign (a division by 0);
    and the cases the function got right. None when a wrong case is no constant ratio
    (something else goes wrong too), when one d_k gave two ratios, or when no check saw a
    ratio that no size names."""
    logits = fn.func in _LOGITS
    constant = "logit-ratio:constant" if logits else "ratio:constant"
    if fn.func != "scaled_scores" and not logits or not any(
            f.key == constant for r in fn.failing for f in fn.found[id(r)]):
        return None
    by_size: dict[float, set[float]] = {}
    right = []
    for n in fn.notes:
        d_k = relations.sizes(fn.func, n.case.args, n.case.kwargs).get("d_k", 1.0)
        if not n.failed:
            right.append(n)
            continue
        pair = _got_and_expected(n, -1 if logits else None) if n.failed == "values" else None  # -1: the weights
        if pair is None:
            continue
        got, want = pair
        if logits:
            found = dict(relations.logit_ratios(got, want, fn.func, n.case.args,
                                                n.case.kwargs)) if np.shape(got) == np.shape(want) else {}
            if "logit-ratio:constant" not in found:
                return None
            by_size.setdefault(d_k, set()).add(round(float(found["logit-ratio:constant"]["ratio"]), 4))
            continue
        with np.errstate(all="ignore"):
            g, w = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
            big = np.isfinite(w) & (np.abs(w) > 1e-6 * float(np.max(np.abs(w), initial=0.0)))
            if g.shape == w.shape and big.any() and np.array_equal(g[big], np.copysign(np.inf, w[big])):
                by_size.setdefault(d_k, set()).add(math.inf)  # divided by a scale of 0 (log(d_k) at d_k = 1)
                continue
            if g.shape != w.shape or big.sum() < 2:
                continue
            ratios = g[big] / w[big]
            ratio = float(np.median(ratios))
            if not np.allclose(ratios, ratio, rtol=1e-4, atol=0):
                return None
        by_size.setdefault(d_k, set()).add(round(ratio, 4))
    if any(len(seen) > 1 for seen in by_size.values()):
        return None
    return {d_k: next(iter(seen)) for d_k, seen in by_size.items()}, right


def _add_to_constants(fn: _Function, found: Found) -> None:
    constant = "logit-ratio:constant" if fn.func in _LOGITS else "ratio:constant"
    for r in fn.failing:
        if any(f.key == constant for f in fn.found[id(r)]):
            fn.found[id(r)].append(found)


def _ratio_trend(fn: _Function, by_d_k: tuple[dict[float, float], list[ledger.Noted]] | None) -> None:
    """Scores that are the expected ones times a constant no size names, in every wrong
    case, where that constant changes with d_k (and is one constant for each d_k; the cases
    with d_k = 1 right, or infinite or 0 where a divisor or factor of log(d_k) is 0, or every
    ratio within 1 % of 1): a scale computed from d_k, but not as its square root (a base-10
    log mixed with exp, a square root by a few Newton steps, a fast inverse square root).
    Said where the constant was."""
    read = by_d_k if fn.func == "scaled_scores" else None
    if read is None:
        return
    wrong, right = read
    close = all(abs(ratio - 1.0) < 1e-2 for ratio in wrong.values())  # a square root approximated
    if wrong.get(1.0, 1.0) not in (1.0, math.inf, 0.0) and not close:
        return  # a finite wrong ratio with d_k = 1 (not 0: a factor of log(d_k)): it follows something else
    for n in right:
        ratio = wrong.get(relations.sizes(fn.func, n.case.args, n.case.kwargs).get("d_k", 1.0))
        if ratio is not None and not (math.isfinite(ratio) and _as_predicted("ratio:trend-d_k", ratio, n)):
            return  # right where a wrong case of the same d_k shows the ratio (unless its tolerance let it pass)
    if len(set(wrong.values())) < 2:
        return
    shown = ", ".join(f"{ratio:.4g} where d_k = {d_k:g}" for d_k, ratio in sorted(wrong.items())[:3])
    _add_to_constants(fn, Found("ratio:trend-d_k", generic_text("ratio:trend-d_k", {"shown": shown}), RELATION,
                                {"shown": shown}))


def _fixed_scale(fn: _Function, by_d_k: tuple[dict[float, float], list[ledger.Noted]] | None) -> None:
    """Scores divided by one number whatever d_k is: the ratio in each wrong case (of the
    logits, in attention's weights) is sqrt(d_k) / c for one c, over two or more values of
    d_k, and each case the function got right would have come out right so (sqrt(d_k) = c
    there, or a case that cannot show the scale): a scale hard-coded from the lesson's
    example, where d_k = 2."""
    read = by_d_k
    if read is None:
        return
    wrong, right = read
    if len(wrong) < 2 or not all(math.isfinite(ratio) and ratio > 0 for ratio in wrong.values()):
        return
    scales = [math.sqrt(d_k) / ratio for d_k, ratio in wrong.items()]
    scale = scales[0]
    if not all(math.isclose(c, scale, rel_tol=1e-3) for c in scales) or math.isclose(scale, 1.0, rel_tol=1e-3):
        return  # c = 1: no scale at all, which scale-none says
    key = "logit-ratio:fixed-scale" if fn.func in _LOGITS else "ratio:fixed-scale"
    for n in right:
        factor = math.sqrt(relations.sizes(fn.func, n.case.args, n.case.kwargs).get("d_k", 1.0)) / scale
        if not math.isclose(factor, 1.0, rel_tol=1e-3) and not _as_predicted(key, factor, n):
            return  # right where this scale would have shown
    shown = ", ".join(f"{ratio:.3g} where d_k = {d_k:g}" for d_k, ratio in sorted(wrong.items())[:3])
    params = {"scale": scale, "square": scale * scale, "shown": shown}
    _add_to_constants(fn, Found(key, generic_text(key, params), RELATION, params))
    for r in fn.failing:  # one number whatever d_k, over cases of one number of axes: no count of axes shows
        fn.found[id(r)] = [f for f in fn.found[id(r)] if not f.key.endswith(("ratio:sqrt(d_k)/sqrt(ndim(q))",
                                                                               "ratio:sqrt(d_k)/sqrt(ndim(k))"))]


def _same_ratio(fn: _Function) -> None:
    """A ratio named on one check (1/(1+1e-06), a number no size changes) tried on the
    function's other wrong values: a check whose every value is the expected one times that
    same number counts for it too, though it holds too few values (one) to show a ratio
    alone, and would read as float32's rounding."""
    fixed = {f.key: f for r in fn.failing for f in fn.found[id(r)]
             if f.key.startswith(_EPSILON_RATIO) and f.tier == RELATION}
    for found in fixed.values():
        ratio = float(found.params.get("ratio", 0.0))
        for r in fn.failing:
            e = r.evidence
            if e.prop != "values" or any(f.key == found.key for f in fn.found[id(r)]):
                continue
            got, want = e.got, e.expected
            if e.output is not None and isinstance(got, tuple) and isinstance(want, tuple):
                got, want = got[e.output], want[e.output]
            if not isinstance(got, np.ndarray) or not isinstance(want, np.ndarray) or got.shape != want.shape \
                    or not got.size:
                continue
            with np.errstate(all="ignore"):
                g, w = got.astype(np.float64), want.astype(np.float64)
                if np.all(np.isfinite(w)) and np.any(w != 0) and np.allclose(g, ratio * w, rtol=1e-9, atol=0):
                    fn.found[id(r)].append(found)


def _offset_where_scale_is_one(fn: _Function) -> None:
    """A scale and a shift whose scale is named by the sizes (times sqrt(d_k), plus a
    constant) is a shift alone where that factor is 1 (d_k = 1): the checks that show only
    an added constant on such a case count for it too."""
    scaled = next((f for r in fn.failing for f in fn.found[id(r)] if f.key == "scaled-offset" and f.params.get("size")),
                  None)
    if scaled is None:
        return
    for r in fn.failing:
        if not any(f.key == "offset" for f in fn.found[id(r)]) or any(f.key == scaled.key for f in fn.found[id(r)]):
            continue
        value = relations.ratio_value(str(scaled.params["size"]), relations.sizes(
            fn.func, tuple(r.evidence.args or ()), dict(r.evidence.kwargs or {})))
        if value is not None and math.isclose(value, 1.0, rel_tol=1e-9):
            fn.found[id(r)].append(scaled)


def _shapes(case: Case) -> set[tuple[str, tuple[int, ...]]]:
    """Each array argument of a case, named by its position or keyword, with its shape."""
    named = [*((str(i), a) for i, a in enumerate(case.args)), *case.kwargs.items()]
    return {(name, tuple(a.shape)) for name, a in named if isinstance(getattr(a, "shape", None), tuple)}


_MAY_KEEP = re.compile(r"\b(?:global|nonlocal)\b|lru_cache|\bcache\b|=\s*(?:\{\s*\}|\[\s*\]|dict\(\s*\)|list\(\s*\))"
                       r"|setattr\(|__dict__|^\s*@", re.M)
"""What a function can keep between calls in besides module names it writes: global and
nonlocal names, caches (lru_cache), mutable defaults, attributes set by name, decorators."""


def _keeps_nothing(source: str, func: str) -> bool:
    """Whether ``func`` and the module's functions it calls visibly keep nothing between
    calls (no module state they write, none of ``_MAY_KEEP``), in a module that wraps nothing
    in a cache at its top level either (``_fast = lru_cache(None)(_impl)``). Unknown source:
    False."""
    if not source or re.search(r"lru_cache|\bcache\b", source):
        return False
    for name in rules.reached_from(source, [func]):
        if module_state(source, name) or _MAY_KEEP.search(rules.function_source(source, name)):
            return False
    return True


def _stale_by_shape(fn: _Function, source: str) -> None:
    """Right on nearly every call whose argument shapes are all new (four in five or more:
    the function's callers inside the submission, attention, fill a cache the ledger does
    not see), wrong on most calls where a shape comes back (two or more with wrong values or
    dtypes), and nothing else seen in the checks with wrong values: the function remembers something
    from an earlier call of that shape (a cache keyed by shape, a variable set on the first
    call). Not where its code (and its helpers') keeps nothing between calls: there the split
    by shape is a coincidence of which shapes came first (a factor that depends on T and S)."""
    if any(any(f.tier < PROPERTY for f in fn.found[id(r)]) for r in fn.failing if r.evidence.prop == "values"):
        return  # a relation or a pattern of the values says more
    if _keeps_nothing(source, fn.func):
        return
    seen: set[tuple[str, tuple[int, ...]]] = set()
    firsts, first_wrong, repeats, repeat_wrong, again = 0, 0, 0, 0, 0
    for n in fn.notes:
        shapes = _shapes(n.case)
        if not shapes or n.failed == "raised":
            continue
        repeated = bool(shapes & seen)
        seen |= shapes
        if repeated:
            repeats += 1
            repeat_wrong += bool(n.failed)
            again += n.failed in ("values", "dtype")  # a float32 answer kept for float64 inputs of the shape
        else:
            firsts += 1
            first_wrong += bool(n.failed)
    if firsts < 5 or 5 * first_wrong > firsts or again < 2 or 2 * repeat_wrong < repeats:
        return
    found = Found("stale-result:shape", generic_text("stale-result:shape", {"func": fn.func}), PATTERN)
    for r in fn.failing:
        if r.evidence.prop in ("values", "dtype"):
            fn.found[id(r)].append(found)


def _close(a: np.ndarray, b: np.ndarray, scale: float) -> bool:
    return bool(np.allclose(a, b, rtol=1e-5, atol=1e-6 * scale))


def _accumulated(fn: _Function) -> None:
    """Wrong results that are this call's answer plus the function's previous result of the
    same shape and dtype, in two or more calls and two in three of those wrong with a result
    before them: a buffer kept between calls and added into (+=), never zeroed. Such a
    function gives different results for the same input, but from no randomness: this
    replaces "not deterministic"."""
    last: dict[tuple[tuple[int, ...], str], np.ndarray] = {}
    wrong = matched = 0
    for n in fn.notes:
        got = _arrays(n.result) if n.result is not None else None
        if not isinstance(got, np.ndarray) or got.dtype.kind != "f":
            continue
        key = (got.shape, got.dtype.str)
        before, last[key] = last.get(key), got
        want = n.expected
        if n.failed != "values" or before is None or not isinstance(want, np.ndarray) or want.shape != got.shape:
            continue
        wrong += 1
        with np.errstate(all="ignore"):
            g, w, b = (a.astype(np.float64) for a in (got, want, before))
            if not (np.isfinite(g).all() and np.isfinite(w).all() and np.isfinite(b).all()):
                continue
            scale = max(float(np.max(np.abs(g), initial=0.0)), 1e-300)
            # the previous result alone must not explain this one: a result that is the same as
            # the one before (the same input again) and dwarfs the answer is no sum
            matched += bool(np.any(b != 0)) and _close(g - w, b, scale) and not _close(g, b, scale)
    if matched < 2 or 3 * matched < 2 * wrong:
        return
    params = {"func": fn.func, "matched": matched, "wrong": wrong}
    found = Found("stale-result:accumulated", generic_text("stale-result:accumulated", params), RELATION, params)
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "not-deterministic"]
        if r.evidence.prop in ("values", "dtype"):
            fn.found[id(r)].append(found)


def _given_temperature(n: ledger.Noted) -> float | None:
    """The temperature a softmax case passed (1 where it passed none); None if not a
    positive finite number."""
    value = relations.softmax_temperature(n.case.args, n.case.kwargs)
    return value if value is not None and math.isfinite(value) and value > 0 else None


def _fixed_temperature(fn: _Function) -> None:
    """A softmax that divides by one temperature whatever temperature is passed: each wrong
    case's weights are the softmax of its scores over one number c (read from the case's own
    scores), over two or more temperatures other than c, and every right case either passed c
    or could not show it. The temperature argument never reaches the division (a value kept
    from the first call, a default, a hard-coded number)."""
    if fn.func != "stable_softmax":
        return
    applied: set[float] = set()
    temperatures: set[float] = set()
    right: list[tuple[float, ledger.Noted]] = []
    unread = 0
    for n in fn.notes:
        t = _given_temperature(n)
        if t is None:
            continue
        if not n.failed:
            right.append((t, n))
            continue
        got = _arrays(n.result)
        if n.failed != "values" or not isinstance(got, np.ndarray):
            continue
        factor = relations.case_logit_factor(got, n.case.args, n.case.kwargs)
        if factor is None or factor <= 0:
            unread += 1
            continue
        applied.add(float(f"{t / factor:.3g}"))
        temperatures.add(t)
    if len(applied) != 1 or len(temperatures) < 2 or 2 * unread > len(temperatures):
        return
    scale = applied.pop()
    key = "logit-ratio:fixed-temperature"
    if math.isclose(scale, 1.0, rel_tol=1e-3) or any(
            not math.isclose(t, scale, rel_tol=1e-3) and not _as_predicted(key, t / scale, n) for t, n in right):
        return  # 1: the temperature ignored (a ratio of the temperature says so); or right where c would show
    params = {"scale": scale, "shown": ", ".join(f"{t:g}" for t in sorted(temperatures)[:4])}
    found = Found(key, generic_text(key, params), RELATION, params)
    for r in fn.failing:
        if r.evidence.prop == "values":
            fn.found[id(r)].append(found)


def _row_scale_is_a_ratio(fn: _Function) -> None:
    """Weights whose rows each come out times one and the same factor, in every check that
    says so, where other checks saw every value (output and weights) times that factor: a
    constant ratio, which a check over a single row of weights cannot tell from a row
    scaled by a number of its own (a rescaling kept from inverted dropout, 1 / 0.9)."""
    rows = [f for r in fn.failing for f in fn.found[id(r)] if f.key == "row-scale"]
    ratios = [f for r in fn.failing for f in fn.found[id(r)] if f.key == "ratio:constant"]
    if not rows or not ratios:
        return
    factor = float(ratios[0].params.get("ratio", 0.0))
    if not all(math.isclose(float(f.params.get(end, 0.0)), factor, rel_tol=1e-6)
               for f in rows for end in ("low", "high")):
        return
    for r in fn.failing:
        fn.found[id(r)] = [ratios[0] if f.key == "row-scale" else f for f in fn.found[id(r)]]


def _one_row_sum(fn: _Function) -> None:
    """Weights whose rows all sum to one number far from 1 (by more than 0.01) in every
    noted wrong case, three rows or more from two cases or more, and that are not the
    expected rows times it in at least one row: something is taken from or added to the
    normalised weights (a second softmax subtracted). It replaces the epsilon or row scale
    that a single row of one key shows (a 1 x 1 weight of 0.8)."""
    if fn.func not in ("stable_softmax", *_LOGITS):
        return
    sums: list[float] = []
    cases, reshaped = 0, False
    for n in fn.notes:
        pair = _got_and_expected(n, -1) if n.failed == "values" else None  # of a pair: the weights
        if pair is None:
            continue
        with np.errstate(all="ignore"):
            g, w = (a.astype(np.float64) for a in pair)
            if g.shape != w.shape or g.ndim < 2 or not (np.isfinite(g).all() and np.isfinite(w).all()):
                return
            rows = g.sum(axis=-1, keepdims=True)
            scaled = w * rows / np.where(w.sum(axis=-1, keepdims=True) == 0, 1.0, w.sum(axis=-1, keepdims=True))
        sums += [float(x) for x in rows.ravel()]
        cases += 1
        reshaped = reshaped or not np.allclose(g, scaled, rtol=1e-6, atol=1e-9)
    if cases < 2 or len(sums) < 3 or not reshaped:
        return
    total = float(np.median(sums))
    if not np.allclose(sums, total, rtol=1e-6, atol=0) or abs(total - 1.0) <= 1e-2:
        return
    found = Found("row-sum:one-number", generic_text("row-sum:one-number", {"total": total}), RELATION,
                  {"total": total})
    for r in fn.failing:
        if r.evidence.prop == "values":
            fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key not in ("epsilon", "row-scale")] + [found]


def _passed_temperature(n: ledger.Noted) -> float | None:
    """The temperature a softmax case passed other than 1 (None where it passed none, or 1):
    a wrong case at the default temperature tells no clip apart from a temperature fixed at
    another number, so it rules the clip out."""
    value = _given_temperature(n)
    return None if value == 1 else value


def _clipped_temperature(fn: _Function) -> None:
    """Weights whose logits are the expected ones times t / t' in each wrong case, where
    the temperature t' applied is one floor for every t below it and one cap for every t
    above it, and every right case's temperature lies between: a temperature clipped into
    a range (a slider's) before it divides the scores."""
    if fn.func != "stable_softmax" or not any(f.key == "logit-ratio:constant" for r in fn.failing
                                              for f in fn.found[id(r)]):
        return
    floors: set[float] = set()
    caps: set[float] = set()
    right: list[tuple[float, ledger.Noted]] = []
    for n in fn.notes:
        t = _passed_temperature(n)
        if not n.failed:
            right.append((t if t is not None else 1.0, n))
            continue
        pair = _got_and_expected(n) if n.failed == "values" else None
        if pair is None or pair[0].shape != pair[1].shape:
            continue
        ratios = dict(relations.logit_ratios(*pair, fn.func, n.case.args, n.case.kwargs))
        if "logit-ratio:constant" not in ratios or t is None:
            return  # a wrong case that no clip of its temperature explains
        applied = float(f'{t / float(ratios["logit-ratio:constant"]["ratio"]):.4g}')  # float32 cases: 4 digits
        (floors if applied > t else caps).add(applied)
    if len(floors) > 1 or len(caps) > 1 or not floors | caps:
        return
    low, high = min(floors, default=0.0), max(caps, default=math.inf)
    key = "logit-ratio:temperature-clipped"
    if not low < high or not all(low <= t <= high or _as_predicted(key, t / min(max(t, low), high), n)
                                 for t, n in right):
        return  # right where the clip would have shown (unless its check's tolerance let both pass)
    shown = " and ".join(x for x in (f"at least {low:g}" if floors else "", f"at most {high:g}" if caps else "") if x)
    params = {"shown": shown}
    found = Found(key, generic_text(key, params), RELATION, params)
    for r in fn.failing:
        if any(f.key == "logit-ratio:constant" for f in fn.found[id(r)]) or r.evidence.prop == "values":
            fn.found[id(r)].append(found)


def _weak_hiding(fn: _Function) -> None:
    """Weights dropped where the keys kept all weigh the same (the lesson's scores
    [0.7071, 0, 0.7071] give [0.5, 0, 0.5] to a top-2 and to many other wrong rules) are
    dropped when another check shows the function's values wrong without any key dropped."""
    weak = [f for r in fn.failing for f in fn.found[id(r)] if f.key == "hides-visible" and f.params.get("weak")]
    if weak and any(r.evidence.prop == "values" and not any(f.key == "hides-visible" for f in fn.found[id(r)])
                    for r in fn.failing):
        for r in fn.failing:
            fn.found[id(r)] = [f for f in fn.found[id(r)] if f not in weak]


_HALF = {"float16": 2.0 ** -11, "bfloat16": 2.0 ** -8, "torch.float16": 2.0 ** -11, "torch.bfloat16": 2.0 ** -8}
"""Half precisions, by the names a dtype check reports, with their rounding's relative step."""


def _half_dtype(fn: _Function) -> None:
    """A result that comes back in float16 or bfloat16 (autocast, .half()) where the inputs
    were float32: the precision lost is that dtype's, seen in the dtype itself, so what the
    float32 cases show (right in float64, wrong in float32) is this half precision. (A dtype
    check's own cause, the dtype changed, stays beside it, and leads where it explains as much.)
    The relative error quoted is the largest a value check shows, else the dtype's step."""
    got = next((str(r.evidence.detail.get("got")) for r in fn.failing if r.evidence.prop == "dtype"
                and str(r.evidence.detail.get("got")) in _HALF and "float32" in str(r.evidence.detail.get("expected"))),
               None)
    if got is None:
        return
    name = got.removeprefix("torch.")
    relative = 0.0
    for r in fn.failing:
        e = r.evidence
        if e.prop == "values" and e.got is not None and e.expected is not None \
                and np.shape(e.got) == np.shape(e.expected):
            with np.errstate(all="ignore"):
                g, w = np.asarray(e.got, dtype=np.float64), np.asarray(e.expected, dtype=np.float64)
                rel = np.abs(g - w) / np.maximum(np.abs(w), 1e-300)
            if np.isfinite(rel).any():
                relative = max(relative, float(np.nanmax(np.where(np.isfinite(rel), rel, np.nan))))
    half = Found("half-precision", generic_text("half-precision", {
        "relative": relative or _HALF[got], "what": f"the result (it comes back as {name})"}), RELATION)
    for r in fn.failing:
        found = fn.found[id(r)]
        if any(f.key == "fails-in-float32" for f in found):
            fn.found[id(r)] = [f for f in found if f.key != "fails-in-float32"] + [half]


def _exact_rules_replayed(fn: _Function) -> None:
    """A relation that states an exact rule for the values, one that holds on any input, must
    hold on every case the function got wrong: yours are the expected ones rounded to whole
    numbers or to N decimals, or with an axis of length 1 added or dropped; your weights are
    one-hot rows, each score's square over its row's sum, one function of each score alone,
    a softmax of logits clamped at c; the first row repeated. A wrong case whose output
    breaks the rule (a value off the rounding's grid, weights the power does not give, wrong
    values in the expected shape) rules it out for the function, however many other cases
    fit it (a sparsemax's one-hot rows are whole numbers too)."""
    wrong = [(n, pair) for n in fn.notes if n.failed == "values"
             for pair in [_got_and_expected(n)] if pair is not None and pair[0].shape == pair[1].shape]
    if not wrong:
        return
    out: set[int] = set()
    for r in fn.failing:
        for f in fn.found[id(r)]:
            if id(f) in out or f.tier != RELATION:
                continue
            if f.key == "rounded" and any(not relations.rounding_fits(str(f.params.get("to", "")), got)
                                          for _, (got, _) in wrong):
                out.add(id(f))
            elif f.key == "first-repeated" and any(not _repeats_first(got, int(f.params.get("axis", -2)))
                                                   for _, (got, _) in wrong):
                out.add(id(f))
            elif f.key in ("missing-axis", "extra-axis"):  # the expected values, an axis of 1 added or dropped:
                out.add(id(f))  # right wherever the shape is (a wrong case of the expected shape breaks it)
            elif f.key == "weights-elementwise" and any(relations.elementwise_fits(got, n.case.args) is False
                                                        for n, (got, _) in wrong):
                out.add(id(f))
            elif f.key == "hard-max" and any(not np.all((got == 0) | (got == 1)) for _, (got, _) in wrong):
                out.add(id(f))
            elif f.key == "logits-clipped" and any(relations.clamp_fits(f.params, got, n.case.args, n.case.kwargs)
                                                   is False for n, (got, _) in wrong):
                out.add(id(f))
            elif f.key == "weights-not-exp" and "power" in f.params and any(
                    relations.powers_fit(str(f.params["power"]), got, n.case.args, n.case.kwargs) is False
                    for n, (got, _) in wrong):
                out.add(id(f))
    if out:
        for r in fn.failing:
            fn.found[id(r)] = [f for f in fn.found[id(r)] if id(f) not in out]


def _repeats_first(got: np.ndarray, axis: int) -> bool:
    """Whether every entry of ``got`` along ``axis`` equals its first (NaN as NaN); True
    where the array has no such axis (a case that cannot tell)."""
    if got.ndim < -axis or got.dtype.kind not in "biuf":
        return True
    first = np.broadcast_to(np.take(got, [0], axis=axis), got.shape)
    return bool(np.array_equal(got, first, equal_nan=True) or np.allclose(got, first, rtol=1e-9, atol=0,
                                                                            equal_nan=True))


_HALF_NAMES = frozenset({"float16", "bfloat16", "half", "HalfTensor", "BFloat16Tensor", "autocast"})
_HALF_STRINGS = frozenset({"float16", "bfloat16", "half", "f2", "<f2", ">f2", "=f2", "e", "torch.float16",
                           "torch.bfloat16"})
"""How code asks for half precision: the dtypes by name (``np.float16``, ``torch.half``,
``.bfloat16()``), as strings (``astype("f2")``), or through autocast."""


def _half_unnamed(fn: _Function, source: str) -> None:
    """Small scattered relative errors, the size of half precision's, from a module whose code
    never names a half-precision dtype (nor autocast): no step of it computes in float16 or
    bfloat16 (the inputs never are), so something else moved the values a little (a
    threshold, a rounding, an approximate constant). Half precision is ruled out there; what
    else the evidence shows stays. (A module that does not parse, or is not known, keeps it.)"""
    if not source or rules.mentions(source, _HALF_NAMES, _HALF_STRINGS) is not False:
        return
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "half-precision"]


def _no_product(fn: _Function, source: str) -> None:
    """"Multiplied by the mask" (0 * -inf = NaN where a key is visible) is ruled out where the
    function and the helpers it reaches multiply nothing: the same NaN came another way
    (np.minimum with a NaN bound), which the evidence says as it is."""
    if not source or rules.multiplies(source, fn.func) is not False:
        return
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "mask-multiplied"]


def _raised_in_2d(n: ledger.Noted) -> bool:
    """The call raised on inputs of at most two axes each, where ``.T`` swaps just the last
    two: a full transpose is not what broke it (a transpose that does not belong at all may
    be)."""
    arrays = [a for a in (*n.case.args, *n.case.kwargs.values()) if isinstance(a, np.ndarray)]
    return n.failed == "raised" and bool(arrays) and all(a.ndim <= 2 for a in arrays)


_KEEP_RANK = ("weighted_mixture", "scaled_scores", "mask_scores", "stable_softmax", "attention")
"""Functions whose arrays inside have as many axes as their inputs (split_heads and multi-head
attention make heads (..., H, T, d) out of 2-D inputs, where ``.T`` reverses three)."""


def _transpose_wrong_in_2d(fn: _Function, source: str) -> None:
    """A full transpose (``x.T``) read from the line a function raised at is right in 2-D:
    where the function raised on 2-D inputs too, the transpose itself does not belong (or
    another slip broke it), so the reading is dropped; unless the code maps the function
    over a leading axis (``vmap``), where ``.T`` sees fewer axes than the caller gave."""
    if fn.func not in _KEEP_RANK or not any(f.key == "transpose-all-axes" for r in fn.failing for f in fn.found[id(r)]) \
            or not any(_raised_in_2d(n) for n in fn.notes) or "vmap" in function_source(source, fn.func):
        return
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != "transpose-all-axes"]


_MASK_NAME = re.compile(r"mask|allow|visib|keep|hid", re.I)
_SWAPS_LAST_TWO = re.compile(r"(\w+)(?:\.(?:to|bool|astype|int|long|float|contiguous|clone|detach)\([^()]*\))*"
                             r"(?:\.mT\b|\.T\b|\.t\(\)|\.transpose\(\s*-[12]\s*,\s*-[12]\s*\)"
                             r"|\.swapaxes\(\s*-[12]\s*,\s*-[12]\s*\))|(?:np|torch)\.(?:swapaxes|transpose)\(\s*(\w+)\s*,"
                             r"\s*-[12]\s*,\s*-[12]\s*\)")


def _mask_transposed_in_code(fn: _Function, source: str) -> None:
    """A function whose code swaps the last two axes of its mask (``allowed.mT``,
    ``np.swapaxes(mask, -1, -2)``), and whose failing calls are those where the mask, so
    swapped, no longer fits the scores or hides other keys (two at least; none of its right
    calls such), reads the mask key by query: those checks count for that."""
    if fn.func not in ("mask_scores", "attention") or not source:
        return
    code = _code_of(source, fn.func)
    params = rules.parameters(source, fn.func)
    mask_param = params[1] if fn.func == "mask_scores" and len(params) > 1 else "allowed"
    swapped = {m.group(1) or m.group(2) for m in _SWAPS_LAST_TWO.finditer(code)}
    if not any(name == mask_param or _MASK_NAME.search(name) for name in swapped):
        return
    tells = patterns.transposed_mask_tells(fn.func)
    wrong = [n for n in fn.notes if n.failed and tells(n.case) is not None]
    if len(wrong) < 2 or not all(tells(n.case) for n in wrong) \
            or any(tells(n.case) for n in fn.notes if not n.failed):
        return
    found = Found("mask-transposed", DIAGNOSES["mask-transposed"], CATALOGUE)
    for r in fn.failing:
        case = Case(fn.func, tuple(r.evidence.args), dict(r.evidence.kwargs)) if r.evidence.args else None
        if case is not None and tells(case) is not False and found not in fn.found[id(r)] \
                and r.evidence.prop in ("raised", "raised-on-valid", "values", "shape"):
            fn.found[id(r)].append(found)


_FILLS_DIAGONAL = re.compile(r"\bfill_diagonal_?\(|\.diagonal\([^)]*\)\s*(?:\.fill_|\[[^\]]*\]\s*=)"
                             r"|\|=?\s*(?:np|torch)\.eye\(|(?:np|torch)\.eye\([^)]*\)\s*\|")
"""Code that makes every query see its own key: ``fill_diagonal_(True)``, ``mask | eye(T)``."""


def _diagonal_kept_in_code(fn: _Function, source: str) -> None:
    """A mask_scores whose code sets the mask's diagonal (``allowed.fill_diagonal_(True)``,
    ``allowed | np.eye(T)``), and whose wrong scores are all on a diagonal (query t, key t,
    or the mask's own), keeps each query's own key visible: those checks count for that."""
    if fn.func != "mask_scores" or not source or not _FILLS_DIAGONAL.search(_code_of(source, fn.func)):
        return
    valued = [r for r in fn.failing if r.evidence.prop == "values" and r.evidence.got is not None
              and r.evidence.expected is not None]
    notes = [n for n in fn.notes if n.failed == "values"]
    if not valued or any(_wrong_off_diagonal(n) for n in notes):
        return
    found = Found("fails-when-diagonal-hidden", generic_text("fails-when-diagonal-hidden", {"func": fn.func}),
                  CATALOGUE)
    for r in valued:
        if found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


def _wrong_with_leading_axes(fn: _Function, source: str) -> list[CheckResult]:
    """The checks that show the pattern "right without leading axes, wrong with them", less
    those that failed on the student's own ``raise``."""
    return [r for r in fn.failing if any(f.key == "fails-with-leading-axes" and f.tier == PATTERN
                                         for f in fn.found[id(r)]) and not _own_raise(r, source)]


def _raised_elsewhere(r: CheckResult, source: str) -> bool:
    """A check that failed on an exception raised at a line of the student's with no full
    transpose on it (``return scores / ...`` with ``scores`` never bound): whatever reverses
    axes elsewhere did not raise it."""
    raised = r.evidence.raised if isinstance(r.evidence.raised, dict) else None
    if r.evidence.prop not in ("raised", "raised-on-valid") or raised is None \
            or raised.get("type") not in _NO_SHAPE_ERRORS:
        return False  # (a size error at a product of the transposed array is the transpose's)
    line = exceptions.source_line(source, str(raised.get("where", "")))
    return bool(line) and not rules.FULL_TRANSPOSE.search(line.split("#", 1)[0])


_NO_SHAPE_ERRORS = ("UnboundLocalError", "NameError", "RecursionError", "ZeroDivisionError", "KeyError",
                    "NotImplementedError")
"""Exceptions no array of the wrong shape raises: a path that skipped an assignment, a typo."""


def _transposed_in_2d_only(fn: _Function, source: str) -> None:
    """A function right without leading axes and wrong with them whose own code reverses
    every axis (``x.T``, ``np.transpose(x)``): that transpose is right in 2-D only, so the
    checks that show the pattern count for it; so do the checks with a wrong shape of a
    function that raised at such a line (the same transpose, on inputs where it fits)."""
    pattern = _wrong_with_leading_axes(fn, source)
    if any(f.key == "transpose-all-axes" for r in fn.failing for f in fn.found[id(r)]):  # it raised at that line:
        pattern += [r for r in fn.failing if r.evidence.prop == "shape" and r not in pattern]  # its wrong shapes too
    code = _FLAT_T.sub(".reshape(...)", _code_of(source, fn.func))  # x.reshape(-1, d).T: 2-D, and right
    pattern = [r for r in pattern if not _raised_elsewhere(r, source)]  # (an unbound name, not the transpose)
    if not pattern or not rules.FULL_TRANSPOSE.search(code):
        return
    found = Found("transpose-all-axes", DIAGNOSES["transpose-all-axes"], CATALOGUE)
    for r in pattern:  # read from the code, it says more than the axis order a relation saw
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != found.key] + [found]


_AT_FRONT = re.compile(r"\w\[\s*:\s*,\s*(?:None|np\.newaxis|numpy\.newaxis)\s*\]|\.unsqueeze\(\s*(?:dim\s*=\s*)?1\s*\)"
                       r"|\b(?:np|numpy)\.expand_dims\([^,()]+,\s*(?:axis\s*=\s*)?1\s*\)")
"""An axis put back as the second one (``m[:, None]``, ``m.unsqueeze(1)``): where the first
axis is the rows (2-D), that is after them, as keepdims leaves it; with leading axes, it is
among them."""


def _put_back_at_front(fn: _Function, source: str) -> None:
    """A function right without leading axes and wrong with them that reduces an axis away
    (``m = x.max(-1)[0]``) and puts an axis back as the second one (``m[:, None]``): right
    in 2-D only, so the checks that show the pattern count for that (keepdims mends it)."""
    pattern = _wrong_with_leading_axes(fn, source)
    code = [text.split("#", 1)[0] for text in _code_of(source, fn.func).splitlines()]
    line = next((text.strip() for text in code if _AT_FRONT.search(text)), None)
    if not pattern or line is None or not exceptions.unkept_reductions(source, fn.func):
        return
    found = Found("broadcast-after-reduction", generic_text("broadcast-after-reduction", {"func": fn.func, "line": line[:160]}),
                  CATALOGUE, {"line": line[:160]})
    for r in pattern:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != found.key] + [found]


def _signature_differs(fn: _Function, source: str) -> None:
    """A function whose parameters are the contract's in another order fails because of
    that, on every check; one that lacks a contract parameter, on the checks where it
    raised TypeError or could not be called as the contract says (a call that passes it)."""
    how = rules.signature_differs(source, fn.func, tuple(parameter_names(fn.track, fn.func))) if source else None
    if how is None:
        return
    found = Found("signature-differs", generic_text("signature-differs", {"func": fn.func, **how}), CATALOGUE, how)
    for r in fn.failing:
        raised = r.evidence.raised if isinstance(r.evidence.raised, dict) else {}
        if how["order"] or raised.get("type") == "TypeError" or r.evidence.prop == "signature":
            fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != found.key] + [found]


def _default_differs(fn: _Function, source: str) -> None:
    """A parameter whose default is another number than the contract's (``temperature=10``):
    the checks whose failing call left it out fail because of it (the others passed it)."""
    how = rules.default_differs(source, fn.func, SIGNATURES[fn.track].get(fn.func, "")) if source else None
    if how is None:
        return
    params = {k: v for k, v in how.items() if k != "index"}
    found = Found("default-differs", generic_text("default-differs", {"func": fn.func, **params}), CATALOGUE, params)
    for r in fn.failing:
        e = r.evidence
        left_out = how["argument"] not in (e.kwargs or {}) and (how["index"] < 0 or len(e.args or ()) <= how["index"])
        if e.args and left_out and e.prop in ("values", "shape", "raised", "raised-on-valid") \
                and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


def _builtin_sum_start(fn: _Function, source: str) -> None:
    """Python's own ``sum(x, -1)`` read as a sum over the last axis: the builtin adds up along
    the first axis and takes -1 as its start value; it explains the function's wrong shapes
    and values."""
    call = rules.builtin_sum_start(source, fn.func) if source else ""
    if not call:
        return
    found = Found("builtin-sum-start", generic_text("builtin-sum-start", {"func": fn.func, "call": call}), CATALOGUE,
                  {"call": call})
    for r in fn.failing:
        if r.evidence.prop in ("values", "shape", "raised", "raised-on-valid") and found not in fn.found[id(r)]:
            fn.found[id(r)].append(found)


def _derived_argument(fn: _Function, source: str) -> None:
    """A function that hands another contract function a number worked out from its own
    parameter where that parameter belongs (``split_heads(x @ w_q, d_h)`` with ``d_h =
    width // n_heads``) fails because of that, on every check: read from the code, it says
    what the inner function's rejection or the wrong shapes follow from."""
    how = rules.derived_argument(source, fn.func, {name: tuple(parameter_names(fn.track, name))
                                                   for name in SIGNATURES[fn.track]}) if source else None
    if how is None:
        return
    found = Found("argument-derived", generic_text("argument-derived", {"func": fn.func, **how}), CATALOGUE, how)
    for r in fn.failing:
        fn.found[id(r)] = [f for f in fn.found[id(r)] if f.key != found.key] + [found]


def _own_raise(r: CheckResult, source: str) -> bool:
    """Whether a check failed on the student's own ``raise`` (a valid input rejected on
    purpose): what the function would have done past it says nothing."""
    raised = r.evidence.raised
    return r.evidence.prop in ("raised", "raised-on-valid") and isinstance(raised, dict) \
        and raised_on_purpose(raised, source)


_FLAT_T = re.compile(r"\.reshape\(\s*-1\s*,[^(),]*\)\.T\b")
"""A transpose of rows flattened to 2-D (``k.reshape(-1, d_k).T``): right there, whatever the slip."""

_RESHAPES = ("merge-no-transpose", "split-reshape")


_MOVES_AXES = re.compile(r"\b(?:swapaxes|transpose|permute|moveaxis|movedim|rollaxis|einsum|einops)\b|\.mT\b|\.T\b")


def _weak_reshapes(fn: _Function, source: str) -> None:
    """A plain reshape seen only on cases of one head or one position (where swapping H
    and T moves nothing) is dropped when a case of more of both shows something else, or
    when the function's own code moves axes (it swapped them, then reshaped wrong)."""
    weak = [f for r in fn.failing for f in fn.found[id(r)] if f.key in _RESHAPES and f.params.get("weak")]
    if not weak:
        return
    moves = bool(_MOVES_AXES.search(function_source(source, fn.func))) if source else False
    if moves or any(n.failed in ("values", "shape") and relations.reshaped_only(
            getattr(n.result, "array", None), fn.func, n.case.args) is False for n in fn.notes):
        for r in fn.failing:
            fn.found[id(r)] = [f for f in fn.found[id(r)] if f not in weak]


def _split_sizes_elsewhere(fn: _Function) -> None:
    """A split whose axes look permuted on a case of one position (where (T, d_h, H) and the
    swapped sizes' (d_h, T, H) are one shape) is read again on the function's other failing
    cases: where one of them shows the swapped sizes, that leads."""
    if fn.func != "split_heads":
        return
    shown = next((found for n in fn.notes if n.failed in ("values", "shape")
                  and isinstance(getattr(n.result, "array", None), np.ndarray)
                  for found in [relations.split_sizes_swapped(n.result.array, fn.func, n.case.args)] if found), None)
    if not shown:
        return
    key, params = shown[0]
    for r in fn.failing:
        found, x = fn.found[id(r)], r.evidence.args[0] if r.evidence.args else None
        if any(f.key == "permuted" for f in found) and not any(f.key == key for f in found) \
                and isinstance(x, np.ndarray) and x.ndim >= 2 and x.shape[-2] == 1:  # (a case of one position)
            # (the permutation is what the swapped sizes look like there: it is no rival to them)
            fn.found[id(r)] = [Found(key, generic_text(key, {"func": fn.func, **params}), RELATION, dict(params)),
                               *[f for f in found if f.key != "permuted"]]


def _checked_function(r: CheckResult) -> str:
    """The function a check is about, passed or not: its evidence's, or the first word of its
    title ("attention of the worked example...", "split_heads: autograd...")."""
    return _function_of(r) or r.title.split(" ", 1)[0].rstrip(":")


def _function_of(r: CheckResult) -> str:
    evidence = r.evidence
    if isinstance(evidence, Evidence) and evidence.func in SIGNATURES[r.track]:
        return evidence.func
    return ""


def _explains(key: str, found: list[Found]) -> bool:
    keys = {f.key for f in found}
    keys |= {k.replace("logit-ratio:", "ratio:", 1) for k in keys if k.startswith("logit-ratio:")}  # the same slip
    return key in keys or bool(keys & set(SAME_SLIP.get(key, ()))) or key in DOMINANT


def _choose(fn: _Function) -> Found | None:
    """The cause that explains the most of the function's failing checks (the most
    specific on a tie); None when no check has one."""
    seen: dict[str, Found] = {}
    for r in fn.failing:
        for f in fn.found[id(r)]:
            if f.key not in seen or f.tier < seen[f.key].tier:
                seen[f.key] = f
    if not seen:
        return None
    for key, first in list(seen.items()):  # an exception's text shows the line most of its checks raised at
        if first.tier == EXCEPTION:
            alike = [f for r in fn.failing for f in fn.found[id(r)] if f.key == key and f.tier == EXCEPTION]
            sites = Counter(str(f.params.get("where", "")) for f in alike)
            seen[key] = next(f for f in alike if str(f.params.get("where", "")) == sites.most_common(1)[0][0])
    for key in DOMINANT:
        if key in seen:
            return seen[key]
    hypotheses = {k: f for k, f in seen.items()  # an exception's
                  if k not in _PROPERTY_FACTS or f.tier < PROPERTY or f.params.get("reshaped")}
    seen = hypotheses or seen  # a fact of another property (a bad input not raised) is no rival for the values
    notes = fn.notes or ledger.of(fn.track, fn.func)
    warned = {f.key for r in fn.failing if r.evidence.prop == "warned" for f in fn.found[id(r)]  # a fact, seen
              if f.key != "softmax-unstable" or "overflow" in str(r.evidence.detail.get("warning", {}).get("message"))
              or not any(_finite_and_wrong(n) for n in notes)}
    # (but an "invalid value" warning, 0/0, beside finite wrong weights may be a factor of the student's own
    # that underflows, sigsoftmax's sigmoid: then it is a hypothesis like the others)
    # a known mistake that a relation reads on two checks or more, by what it does (hidden scores finite and
    # negative), is no coincidence of the catalogue's one way of making it (a fill of exactly -1e9)
    general = {key for key in seen
               if sum(any(f.key == key and f.tier == RELATION for f in fn.found[id(r)]) for r in fn.failing) >= 2}
    fn.refuted = {key for key in seen if key not in warned and _refuted(key, fn.func, notes, key in general)}
    related = {f.key for r in fn.failing for f in fn.found[id(r)]} - fn.refuted
    fn.refuted |= {key for key in seen if key in DIAGNOSES and key not in general
                   and not related & set(SAME_SLIP.get(key, ()))
                   and _matched_where_nothing_hidden(key, fn.func, notes)}  # (a relation it names shows: it stands)
    partial = {key for key in fn.refuted if _on_one_path(fn, key, notes)}
    fn.refuted -= partial
    for key in partial:
        seen[key] = Found(key, seen[key].text + _ONE_PATH, seen[key].tier, {**seen[key].params, "partial": True})
    order = list(seen)
    for key in list(order):  # a key that names what a finding shows goes before it (its ties are its own)
        slips = [order.index(k) for k in SAME_SLIP.get(key, ()) if k in order and k != key]
        if slips and min(slips) < order.index(key):
            order.remove(key)
            order.insert(min(slips), key)
    if any(_names_a_ratio(key) for key in order if key not in fn.refuted):
        # a ratio no size names is what is left when every named one is ruled out (``relations``
        # notes both: sqrt(2 / d_k) is sqrt(d_k)'s ratio where d_k = 2, and only there)
        order = [key for key in order if not key.endswith("ratio:constant")]

    covered = {key: sum(_explains(key, fn.found[id(r)]) for r in fn.failing) for key in order}
    for key in [k for k in order if k.endswith("ratio:constant")]:  # counts only where no size was named
        kind = key.split(":", 1)[0] + ":"
        covered[key] = sum(any(f.key == key for f in fn.found[id(r)])
                           and not any(f.key.startswith(kind) and f.key != key and not f.key.startswith(_EPSILON_RATIO)
                                       for f in fn.found[id(r)])
                           for r in fn.failing)
    if "nan-at-hidden" in covered and "softmax-unstable" in covered:  # NaN at the hidden keys is no overflow's
        covered["softmax-unstable"] = sum(any(f.key == "softmax-unstable" for f in fn.found[id(r)]) for r in fn.failing)
    if "crash" in covered:  # a crash is mostly what a finding explains (a size mismatch): it counts as that finding
        said = [k for k in order if k != "crash" and seen[k].tier == EXCEPTION and 2 * covered[k] > covered["crash"]]
        if said:
            covered[said[0]] = max(covered[said[0]], covered["crash"])

    # wrong only on rows that hold -inf, and only at the -inf: the entries say more than the rows do
    at_special = "only-at-special" in seen and "scores of" not in seen.get("fails-with-extreme-scores",
                                                                          Found("", "scores of", 0)).text

    def rank(key: str) -> tuple[int, float, int]:
        # the student's own raise statement, or a line whose exception says what it does wrong (`if allowed:`):
        # direct evidence, after the catalogue; but a pattern that names a cause (a result kept from an
        # earlier call) and explains as many checks goes first
        own_raise = key in _OWN_LINE or (key in ("only-at-special", "nan-at-hidden") and at_special) \
            or bool(seen[key].params.get("mostly"))
        if seen[key].params.get("reshaped"):  # the shape it changed in place, seen: what the others follow from
            return (-covered[key], 0.25, order.index(key))
        # a library's error wrapped in the student's own (a mask that does not broadcast): the mask it fails on says more
        causes = _CAUSE_PATTERNS + (_MASK_PATTERNS if seen[key].params.get("wrapped") else ())
        if key == "error-on-valid" and any(f.key == key and f.params.get("axis") is not None
                                           for r in fn.failing for f in fn.found[id(r)]) and any(
                k in _AXIS_SLIPS and covered[k] >= covered[key] for k in order if k not in fn.refuted):
            # raised where a line along another axis is hidden: a symptom of the axis slip the values show
            return (-covered[key], _TIES[RELATION] + 0.5, order.index(key))
        if (key == "error-on-valid" or key in _OWN_FACTS) and any(
                k in causes and covered[k] >= covered[key] for k in order if k not in fn.refuted):
            # a symptom (raises, the wrong dtype) after the pattern that says what causes it
            return (-covered[key], _TIES[PATTERN] + 0.5, order.index(key))
        if key == "reduced-other-axis" and _over_several_axes(fn):
            # a sum over every axis after the first is the last axis in 2-D: the axes it took say
            # more than the pattern (right in 2-D only) that follows from them
            return (-covered[key], _TIES[PATTERN] - 0.5, order.index(key))
        if key in _BEFORE_PATTERNS and not (key == "permuted" and "fails-unless-ndim" in covered):
            # a relation that says what the pattern follows from (where the heads start); axes moved that are right
            # for one number of axes only were counted from the front: the pattern's advice says more
            return (-covered[key], _TIES[PATTERN] - 0.5, order.index(key))
        if key in _SHAPE_SAID and all(r.evidence.prop == "shape" for r in fn.failing if _explains(key, fn.found[id(r)])):
            # what the wrong shape holds says more than where it goes wrong (with several heads)
            return (-covered[key], _TIES[CATALOGUE] + 0.5, order.index(key))
        return (-covered[key], 0.5 if own_raise else _TIES[seen[key].tier], order.index(key))

    ranked = sorted(order, key=rank)
    kept = next((key for key in ranked if key not in fn.refuted), None)
    if kept is None:
        return None  # a cause a case rules out is never a guess worth leading with
    valued = sum(r.evidence.prop == "values" for r in fn.failing)
    if kept in _CORNER_CASES and 4 * sum(_explains(kept, fn.found[id(r)]) for r in fn.failing) <= valued:
        return None  # uniform weights on one-query cases only, where most wrong values show no relation
    if kept == "reduced-other-axis" and seen[kept].tier == RELATION and (axes := _over_several_axes(fn)):
        return Found(kept, generic_text(kept, {"func": fn.func, "axis": axes}), RELATION, {"axis": axes, "read": True})
    there = _there(fn, seen[kept], [k for k in ranked if (k in fn.refuted or seen[k].params.get("partial"))
                                    and (covered[k] >= covered[kept] or k in DIAGNOSES)], notes)
    return there or seen[kept]


def _over_several_axes(fn: _Function) -> str:
    """Whether every wrong result with leading axes sums to 1 over all its axes after the
    first (each sample's whole map) or over the whole array, and some such result was seen:
    a sum over the axes after the first is the last axis in 2-D, so the pattern (right in
    2-D only) follows from it. (A hard-coded axis 1 is right in 2-D too, but a single
    other axis is said by the pattern's "count from the end".)"""
    wrong = [pair[0] for n in fn.notes if n.failed == "values"
             for pair in [_got_and_expected(n, -1)] if pair is not None and np.ndim(pair[0]) >= 3]
    if not wrong:
        return ""
    with np.errstate(all="ignore"):
        wrong = [np.asarray(g, dtype=np.float64) for g in wrong]
        if all(np.all(np.isfinite(g)) and np.allclose(g.sum(axis=tuple(range(1, g.ndim))), 1, rtol=1e-4) for g in wrong):
            return "every axis after the first together (each sample's whole map)"
        if all(np.all(np.isfinite(g)) and np.isclose(g.sum(), 1, rtol=1e-4) for g in wrong):
            return "the whole array"
    return ""


_MASK_PATTERNS = ("fails-with-one-row-mask", "fails-with-fewer-mask-axes", "fails-with-broadcast-mask", "fails-with-01-masks")
"""Patterns of the mask's form: where a ValueError of the student's own only wraps a library's
error (a broadcast in a try block), the form of mask it fails on says what the code does wrong."""

_BEFORE_PATTERNS = ("split-stride", "mapped-over-one-input", "permuted", "nan-at-hidden", "first-only",
                    "input-first-only", "hidden-exp-one")
"""Relations exact enough to say why a pattern holds (right with one head, wrong with more;
right without leading axes, wrong with them: the axes rotated by one ``movedim`` twice; NaN
exactly at the hidden keys, which only a mask makes; a loop that stops after its first batch entry; keys
cut to their first head, which only a head axis shows; an exponential of 1 at each hidden key, replayed):
on a tie they go first."""

_SHAPE_SAID = ("extra-entries", "missing-axis", "axis-reduced")
"""Relations that say what a result of the wrong shape holds (the expected entries among
extra ones): on a tie they go before a pattern of where the shape goes wrong."""

_CAUSE_PATTERNS = ("stale-result:shape", "mask-transposed")
"""Patterns across the cases that name a cause, not a trait of the inputs: where one explains
as many checks as a symptom (raised on a valid input, the wrong dtype), it leads. A trait
(wrong with leading axes) only says where a symptom shows, and may say it loosely (ndims
that differ are not leading axes, even where the split is clean), so a symptom keeps the
lead over it."""

_AXIS_SLIPS = ("shift-per-key", "reduced-other-axis", "softmax-axis")
"""Findings of a reduction over another axis than the keys': where the function also raises on
a valid input whose every row has a visible key but some line along another axis has none,
its row check reads that axis too, and the raise is a symptom of the same slip."""

_CORNER_CASES = ("logit-ratio:0",)
"""Relations that many slips show on degenerate inputs only: weights uniform over the keys
where one query (a centring over T) or a one-wide model (a layer norm) leaves every score
equal. Seen in a quarter or less of the checks with wrong values, they do not lead."""


_ONE_PATH = (" Some of your cases are right where this mistake would show, so it goes wrong on one path only (a branch"
             " for some shapes, dtypes or masks).")


def _on_one_path(fn: _Function, key: str, notes: list[ledger.Noted]) -> bool:
    """Whether a named ratio is ruled out by right cases only, and names every failing
    check's ratio with at least two different values (1/sqrt(H) for H = 2 and H = 3), or is
    a fixed number (a percentage's 100): the sizes confirm it where it is wrong, and some
    branch leaves the other cases right."""
    if key in DIAGNOSES:
        return _on_a_branch(fn, key, notes)
    if not _sized_ratio(key):
        return False
    ratios = [f.params["ratio"] for r in fn.failing for f in fn.found[id(r)] if f.key == key and "ratio" in f.params]
    if len(ratios) < len(fn.failing):
        return False
    distinct = {round(float(r), 6) for r in ratios}
    fixed = key.split(":", 1)[1] in ("100", "1/100")  # a percentage: exact on every failing check is enough
    return (len(distinct) >= 2 or fixed) and not _refuted(key, fn.func, [n for n in notes if n.failed])


def _there(fn: _Function, pattern: Found, refuted: list[str], notes: list[ledger.Noted]) -> Found | None:
    """A pattern with what goes wrong where it holds: a named ratio ruled out by the cases
    outside the pattern only (right without a mask) is the mistake of the cases inside it
    (a masked branch that divides by sqrt(d_k) twice)."""
    holds = next((h for k, h in fn.shared if k == pattern.key), None) if pattern.tier == PATTERN else None
    if holds is None:
        return None
    inside = [n for n in notes if holds(n.case)]
    said = pattern.text.split(": ", 1)[0]  # the pattern's own advice guesses at another cause
    for key in refuted:
        if key in DIAGNOSES and pattern.key in _BRANCHES and _on_a_branch(fn, key, inside) \
                and not _refuted(key, fn.func, inside):
            # a known mistake made on the cases inside the pattern only (a 0/1 mask added as numbers, bools right)
            return Found(key, f"{said}. There, {DIAGNOSES[key]}", pattern.tier, {**pattern.params, "scope": pattern.key})
        if _sized_ratio(key) and not _refuted(key, fn.func, inside):
            found = next(f for r in fn.failing for f in fn.found[id(r)] if f.key == key)
            return Found(pattern.key, f"{said}. There, {found.text}", pattern.tier,
                         {**pattern.params, "there": key})
    return None


_BRANCHES = ("fails-with-01-masks", "fails-with-mask", "fails-without-mask", "fails-in-float32", "fails-in-float64")
"""Patterns of what the inputs hold (a mask or none, its dtype, the float width), which code
branches on (``if allowed.dtype == bool``): a known mistake made on one side of such a
branch is said with it. (Where a shape decides, the pattern says more than a mistake that
fits the cases of one shape by chance.)"""


def _sized_ratio(key: str) -> bool:
    """A ratio key that a size names (``ratio:sqrt(d_k)``, ``logit-ratio:1/H``), not ``:constant``."""
    return key.startswith(("ratio:", "logit-ratio:")) and not key.endswith(":constant") \
        and not key.startswith(_EPSILON_RATIO)


_EPSILON_RATIO = "ratio:1/(1+"
"""A ratio of 1 / (1 + eps), a round epsilon in a divisor that is 1: named by no size, so it
leaves a constant ratio its checks, and counts beside it."""


def _names_a_ratio(key: str) -> bool:
    """A ratio named from the sizes, or a known mistake that gives one (``SAME_SLIP``)."""
    if key.startswith(("ratio:", "logit-ratio:")):
        return _sized_ratio(key)
    return any(r.startswith("ratio:") for r in SAME_SLIP.get(key, ()))


def _refuted(key: str, func: str, notes: list[ledger.Noted], general: bool = False) -> bool:
    """Whether a case rules the cause out: the function got it right where the known
    mistake (or the ratio) would have given another answer, or got it wrong with exactly
    the answer of another known mistake and not this one's. ``general``: a relation reads
    the mistake on several checks, so the catalogue's answer matched on one case only is
    no coincidence to rule it out by."""
    if key == "fixed-ndim" and _any_ndim_works_or_none(notes):
        return True
    if key == "fixed-leading-axes" and (_ndims_never_decide(notes) or _no_ndim_works(notes)):
        return True
    if key.startswith("logit-ratio:") and _sized_ratio(key) and key not in _ROWS_APART \
            and any(_rows_of_own_factors(n) for n in notes):
        return True
    if key.startswith("logit-ratio:") and key not in _ROWS_APART + ("logit-ratio:0",) \
            and any(_no_logit_factor(n) for n in notes):
        return True
    if key == "softmax-unstable" and any(_broken_where_plain_exp_holds(n) for n in notes):
        return True
    if key == "only-at-special" and func in ("stable_softmax", "mask_scores") and any(_wrong_where_regular(n) for n in notes):
        return True
    if key.startswith("row-sum:") and any(_rows_sum_apart(n) for n in notes):
        return True
    if key == "fails-when-diagonal-hidden" and func == "mask_scores" and any(_wrong_off_diagonal(n) for n in notes):
        return True
    if key == "logit-ratio:0" and func == "stable_softmax" and any(_wrong_and_uneven(n) for n in notes):
        return True
    if key == "reduced-other-axis" and func in _WEIGHTS_OF and any(_sums_to_one_nowhere(n) for n in notes):
        return True
    if key == "transposed" and any(_wrong_in_its_own_shape(n) or _moved_otherwise(n) for n in notes):
        return True
    if key in ("axis-flipped", "axis-rolled") and any(_wrong_unmoved(n, key) for n in notes):
        return True
    if key == "reshaped-transpose" and _reshaped_otherwise(notes):
        return True
    if key == "float32-precision" and any(_far_from_precision(n) for n in notes):
        return True
    if key == "split-sizes-swapped" and any(_split_otherwise(n) for n in notes):
        return True
    if key == "cut-short" and any(_short_otherwise(n) for n in notes):
        return True
    if key == "first-only" and any(_wrong_otherwise_than_first_rows(n) for n in notes):
        return True
    if key == "reshaped-sizes" and any(_other_order_of_one_size(n) for n in notes):
        return True
    if key == "mask-in-part" and func == "mask_scores" and any(_hides_a_shown_place(n) for n in notes):
        return True
    if key in DIAGNOSES and not general and _matched_once(key, notes):
        return True
    if key in DIAGNOSES and func == "weighted_mixture" and _matched_on_one_key_only(key, notes):
        return True
    if key in _ONE_KEY_READINGS and func == "weighted_mixture" and _read_on_one_key_only(key, notes):
        return True
    if key in ("key-left-out", "key-counted-twice") and func == "weighted_mixture" \
            and any(_short_of_no_one_key(n) for n in notes):
        return True
    if key == "epsilon" and any(_moved_past_gap(n) or _no_one_epsilon(n) for n in notes):
        return True
    if key in _FACTOR_PER_LINE and any(_not_scaled_by_line(n, *_FACTOR_PER_LINE[key]) for n in notes):
        return True
    for n in notes:
        if n.failed == "values" and key.startswith("ratio:") and not key.endswith(":constant") \
                and n.result is not None and n.expected is not None:
            factor = _ratio_here(key, func, n)
            if factor is not None and not _as_predicted(key, factor, n):
                return True  # wrong here, and not by this ratio (a ratio of 1 where d_k = 1: it would be right)
        if n.failed:
            got = _arrays(n.result)
            if n.failed == "shape" and key in DIAGNOSES and n.expected is not None:
                mine = [mistaken for text, mistaken in n.hints if KEY_OF.get(text) == key]
                if mine and not any(_same_sizes(mistaken, got) for mistaken in mine):
                    return True  # wrong in shape, and not even as many values as this mistake gives
                if key in _RESHAPES and mine and not isinstance(got, tuple) \
                        and not any(_same_flat(mistaken, got) for mistaken in mine):
                    return True  # a reshape keeps the values' order: other values, or another order, are not it
                shaped = [m for m in mine if _same_sizes(m, got, np.shape)]
                if shaped and all(_shows(m, got) for m in shaped):
                    return True  # the very shape this mistake gives, holding other values
            if n.failed in ("values", "shape") and key in DIAGNOSES and n.expected is not None:
                rival = any(KEY_OF.get(text) != key and _shows(mistaken, n.expected) and not _shows(mistaken, got)
                            for text, mistaken in n.hints)  # another known mistake gives exactly this answer
                mine = [mistaken for text, mistaken in n.hints if KEY_OF.get(text) == key]
                if rival and mine and all(_shows(mistaken, got) for mistaken in mine):  # no way of this one gives it
                    return True
                if n.failed == "values" and n.result is not None and _other_ratio(key, func, n):
                    return True
            continue
        if _sized_ratio(key):
            factor = dict(relations.factors(relations.sizes(func, n.case.args, n.case.kwargs))).get(key.split(":", 1)[1])
            if factor is not None and not np.isclose(factor, 1.0, rtol=1e-6):
                if key.startswith("logit-ratio:"):  # a scale of the logits shows only in rows of unequal weights
                    weights = n.expected[-1] if isinstance(n.expected, tuple) else n.expected
                    if weights is None or not relations.logit_scale_shows(np.asarray(weights), factor):
                        continue
                if _as_predicted(key, factor, n):  # a check with a loose tolerance let the mistake's answer pass
                    continue
                return True
        elif key in DIAGNOSES and n.expected is not None:
            mine = [mistaken for text, mistaken in n.hints if KEY_OF.get(text) == key]
            if mine and all(_shows(mistaken, n.expected) for mistaken in mine) \
                    and (n.result is None or all(_shows(mistaken, _arrays(n.result)) for mistaken in mine)):
                return True  # no way of this mistake's is right (unless the check's tolerance let its very answer pass)
    return False


_FACTOR_PER_LINE = {"scale-per-row": (0, -1), "scale-per-column": (0, -2), "row-scale": (-1, -1)}
"""Causes that say every row (or column) is the expected one times a factor of its own: the
item of a pair they read (0: the output, -1: the weights) and the axis along a line."""


def _not_scaled_by_line(n: ledger.Noted, item: int, axis: int) -> bool:
    """Whether a wrong case's values are not the expected ones times one factor per line
    along ``axis``: the case rules out a scale per row (or column), whatever the other cases
    show (a case with one key per row fits any factor per row)."""
    pair = _got_and_expected(n, item) if n.failed == "values" else None
    if pair is None or pair[0].shape != pair[1].shape or pair[0].ndim < 2 or pair[0].dtype.kind != "f":
        return False
    fit = relations.without_shared_infinities(*pair)  # hidden keys' -inf on both sides left out
    if fit is None:
        return False
    got, want = fit
    with np.errstate(all="ignore"):
        top = float(np.max(np.abs(want), initial=0.0))
        if top == 0:
            return False
        power = (want * want).sum(axis=axis, keepdims=True)
        factor = (got * want).sum(axis=axis, keepdims=True) / np.where(power > 0, power, 1.0)
        return not np.allclose(got, factor * want, rtol=1e-5, atol=1e-6 * max(top, float(np.max(np.abs(got)))))


def _moved_past_gap(n: ledger.Noted) -> bool:
    """Whether a wrong case's weights are further from the expected ones than an epsilon
    could move them: an epsilon in a row's sum (or added to its weights) moves each weight
    by at most that row's gap from 1, so a weight further off is another mistake."""
    pair = _got_and_expected(n, -1) if n.failed == "values" else None
    if pair is None or pair[0].shape != pair[1].shape or pair[0].ndim < 1 or pair[0].dtype.kind != "f":
        return False
    got, want = (a.astype(np.float64) for a in pair)
    if not (np.isfinite(got).all() and np.isfinite(want).all()):
        return False
    return relations.moved_past_gap(got, want, 1e-6 if pair[0].dtype == np.float32 else 1e-12)


def _wrong_in_its_own_shape(n: ledger.Noted) -> bool:
    """Whether a wrong answer has the expected shape, its last two axes of unequal lengths:
    the expected result with those axes swapped would have had the other shape, so what
    went wrong there is no transpose (a reshape reflowed the entries)."""
    got = _arrays(n.result)
    if n.failed != "values" or not isinstance(got, np.ndarray) or n.expected is None:
        return False
    want = n.expected[0] if isinstance(n.expected, tuple) else n.expected
    shape = np.shape(want)
    return got.shape == shape and len(shape) >= 2 and shape[-1] != shape[-2]


def _short_otherwise(n: ledger.Noted) -> bool:
    """Whether a wrong answer (the output, of a pair) is shorter than the expected one along
    some axes, none longer, with entries that are not the expected answer's first ones: a
    result cut short on another case was a coincidence of its inputs (queries pooled in pairs
    where every query is the same)."""
    pair = (_got_and_expected(n) or _got_and_expected(n, 0)) if n.failed == "shape" else None
    if pair is None:
        return False
    got, want = pair
    if got.ndim != want.ndim or got.shape == want.shape or not got.size \
            or any(a > b for a, b in zip(got.shape, want.shape)) or got.dtype.kind not in "fc" or want.dtype.kind not in "fc":
        return False
    first = want[tuple(slice(0, k) for k in got.shape)].astype(np.float64)
    with np.errstate(all="ignore"):
        return not np.allclose(got.astype(np.float64), first, rtol=1e-4, atol=1e-6, equal_nan=True)


def _wrong_otherwise_than_first_rows(n: ledger.Noted) -> bool:
    """Whether a wrong answer of the expected shape is wrong in another way than its first
    rows right and zeros after them: a loop that stops after its first pass leaves every case
    so, and zeros after some right rows on one case were its inputs' doing (weights that are 0
    outside a band, on the rows whose weight lies outside it)."""
    pair = _got_and_expected(n, 0) if n.failed == "values" else None
    if pair is None:
        return False
    got, want = pair
    if got.shape != want.shape or got.ndim < 2 or got.dtype.kind != "f" or want.dtype.kind != "f" or not got.size:
        return False
    with np.errstate(all="ignore"):
        if not np.all(np.isfinite(want)):
            return False
    return not relations.first_only(got, want, tuple(n.case.args), 1e-6)


def _hides_a_shown_place(n: ledger.Noted) -> bool:
    """Whether a wrong mask_scores put -inf where the expected scores are finite: a mask
    applied in part leaves some hidden places as they came, and never hides a visible one,
    so a case that does was masked by some other rule (a causal mask of its own)."""
    pair = _got_and_expected(n, 0) if n.failed == "values" else None
    if pair is None:
        return False
    got, want = pair
    if got.shape != want.shape or got.dtype.kind != "f" or want.dtype.kind != "f":
        return False
    with np.errstate(all="ignore"):
        return bool(np.any(np.isneginf(got) & np.isfinite(want)))


def _other_order_of_one_size(n: ledger.Noted) -> bool:
    """Whether a wrong answer of the expected size holds other values than the expected ones
    in their order: a reshape given its sizes in the wrong order keeps the order on every case,
    so one that kept it on another case (one head, where merging needs no swap) was that
    case's chance."""
    pair = _got_and_expected(n, 0) if n.failed in ("shape", "values") else None
    if pair is None:
        return False
    got, want = pair
    if got.size != want.size or not got.size or got.dtype.kind != "f" or want.dtype.kind != "f":
        return False
    with np.errstate(all="ignore"):
        return not np.allclose(got.reshape(-1), want.reshape(-1), rtol=1e-6, atol=1e-6, equal_nan=True)


def _moved_otherwise(n: ledger.Noted) -> bool:
    """Whether a wrong answer of three axes or more holds the expected values with its axes
    in an order other than the last two swapped (np.moveaxis(x, -1, 0)): in 2-D that order is
    a transpose too, so what the 2-D cases show is that permutation, not a swap."""
    got = _arrays(n.result)
    if n.failed not in ("values", "shape") or not isinstance(got, np.ndarray) or n.expected is None:
        return False
    want = n.expected[0] if isinstance(n.expected, tuple) else n.expected
    if not isinstance(want, np.ndarray) or want.ndim < 3 or got.ndim != want.ndim:
        return False
    with np.errstate(all="ignore"):
        found = relations.axis_relations(got, want, 1e-6 if want.dtype == np.float64 else 1e-3)
    return any(key in ("permuted", "axes-reversed") for key, _ in found) \
        and not any(key == "transposed" for key, _ in found)


def _reshaped_otherwise(notes: list[ledger.Noted]) -> bool:
    """Whether a wrong case is no swap-and-reshape of the expected values where another case
    with results of as many axes is one (one head's square map transposed is; several heads
    scrambled by the same code are not). Results of another number of axes may come from a
    flattening of their own (rows stacked along the last axis read the leading axes as one)."""
    held: set[int] = set()
    missed: set[int] = set()
    for n in notes:
        pair = _got_and_expected(n, -1) if n.failed == "values" else None
        if pair is None:
            continue
        got, want = (np.asarray(a, dtype=np.float64) for a in pair)
        if got.shape != want.shape or got.ndim < 2 or min(got.shape[-2:]) < 2 \
                or not (np.isfinite(got).all() and np.isfinite(want).all()):
            continue
        (held if relations._reshaped_transpose(got, want, 1e-6) else missed).add(got.ndim)
    return bool(held & missed)


def _far_from_precision(n: ledger.Noted) -> bool:
    """Whether a float64 case is wrong by far more than float32's precision where both its
    values and the expected ones are finite (a row norm of 1 + 1e-7 on one case is a
    coincidence that other rows, normed by other numbers, rule out)."""
    pair = _got_and_expected(n, -1) if n.failed == "values" else None
    if pair is None or str(getattr(pair[1], "dtype", "")) not in ("float64", "torch.float64"):
        return False
    got, want = (np.asarray(a, dtype=np.float64) for a in pair)
    if got.shape != want.shape:
        return False
    both = np.isfinite(got) & np.isfinite(want)
    with np.errstate(all="ignore"):
        if not (both.any() and np.max(np.abs(got[both] - want[both]) / np.maximum(np.abs(want[both]), 1e-3)) > 1e-3):
            return False
        big = both & (np.abs(want) > 1e-6)
        ratios = got[big] / want[big]
        # (yours a constant times the expected: a scale slip beside the precision, as an unscaled float32 upcast)
        return not (ratios.size and np.allclose(ratios, ratios[0], rtol=1e-4, atol=0))


def _wrong_unmoved(n: ledger.Noted, key: str) -> bool:
    """Whether a case with wrong values holds them in no reversed (or rolled) order along any
    axis (a one-hot row reversed by chance is a flip; a symmetric row gone wrong is not)."""
    pair = _got_and_expected(n, -1) if n.failed == "values" else None
    if pair is None:
        return False
    got, want = (np.asarray(a, dtype=np.float64) for a in pair)
    if got.shape != want.shape or not (np.isfinite(got).all() and np.isfinite(want).all()):
        return False
    moved = [np.flip(want, axis=axis) for axis in range(got.ndim)] if key == "axis-flipped" else \
        [np.roll(want, shift, axis=axis) for axis in range(got.ndim) for shift in range(1, got.shape[axis])]
    return not any(np.allclose(got, m, rtol=1e-5, atol=1e-8) for m in moved)


def _split_otherwise(n: ledger.Noted) -> bool:
    """Whether a wrong split_heads case of several heads, each wider than 1 and not as many
    heads as their width (where the two sizes read the same), is not what a split with its
    two sizes swapped gives. On one head, or heads of width 1, that split is the expected
    array with its axes moved, so those cases alone cannot tell it from a wrong ``movedim``."""
    got = _arrays(n.result)
    x, heads = (n.case.args[0], n.case.args[1]) if n.func == "split_heads" and len(n.case.args) >= 2 else (None, None)
    if n.failed not in ("values", "shape") or not isinstance(got, np.ndarray) or not isinstance(x, np.ndarray) \
            or x.ndim < 2 or x.shape[-2] < 2 or not isinstance(heads, (int, np.integer)) or heads < 2 \
            or x.shape[-1] % heads:
        return False
    width = x.shape[-1] // int(heads)
    if width in (1, heads):
        return False
    return not relations.split_sizes_swapped(got, n.func, (x, heads))


def _no_one_epsilon(n: ledger.Noted) -> bool:
    """Whether a softmax's rows, each the expected row times a factor f below 1, need an
    epsilon of their own: a row divided by its sum Z plus eps has f = Z / (Z + eps), so eps =
    Z (1/f - 1), with Z the sum of the exponentials shifted by the row's maximum (1 over the
    row's largest expected weight) or not shifted at all (that times e to the row's largest
    logit), compared in log space. Rows whose epsilons differ by more than 1 % either way
    share no one epsilon (a constant divisor, exp(x - 2.5) / 100, scales rows by factors of
    their own)."""
    got = _arrays(n.result)
    if n.func != "stable_softmax" or n.failed != "values" or not isinstance(got, np.ndarray) or n.expected is None:
        return False
    logits, want = patterns.logits_of(n.func, n.case), np.asarray(n.expected, dtype=np.float64)
    if logits is None or logits.shape != got.shape or got.ndim < 1 or want.shape != got.shape:
        return False
    with np.errstate(all="ignore"):
        g, w = (a.astype(np.float64).reshape(-1, got.shape[-1]) for a in (got, want))
        f = g.sum(axis=-1) / w.sum(axis=-1)
        x = logits.reshape(-1, got.shape[-1])
        live = np.isfinite(x).any(axis=-1) & np.isfinite(f) & (f < 1 - 1e-6) & (f > 0) & (w.max(axis=-1) > 0)
        if live.sum() < 2:
            return False
        shifted = -np.log(w.max(axis=-1))  # log Z of the shifted exponentials
        plain = shifted + np.where(np.isfinite(x), x, -np.inf).max(axis=-1)  # log Z of the plain ones
        for log_z in (shifted, plain):
            log_eps = (log_z + np.log(1 / f - 1))[live]
            if np.all(np.isfinite(log_eps)) and np.max(log_eps) - np.min(log_eps) <= math.log(1.01):
                return False
    return True


def _on_a_branch(fn: _Function, key: str, notes: list[ledger.Noted]) -> bool:
    """Whether a known mistake is ruled out by right cases only, while every failing check
    found it and each wrong case, two or more of them, is exactly that mistake's answer:
    some branch makes the mistake on the cases it takes (a projection skipped when there is
    one head), and the others come out right. (A failing check of values that matched no known
    mistakes at all, a gradient's, neither finds it nor stands against it.)"""
    said = [any(f.key == key for f in fn.found[id(r)])
            or (r.evidence.prop == "values" and not r.evidence.hints and None) for r in fn.failing]
    if not fn.failing or False in said or said.count(True) < 1:
        return False
    shown = 0
    for n in notes:
        if n.failed != "values" or n.expected is None:
            continue
        mine = [mistaken for text, mistaken in n.hints if KEY_OF.get(text) == key]
        if not mine or _shows(mine[0], _arrays(n.result)):
            return False  # a wrong case this mistake does not give
        shown += 1
    return shown >= 2


def _ratio_here(key: str, func: str, n: ledger.Noted) -> float | None:
    """The factor a ratio key names, on this case's sizes (1 where its size is 1)."""
    sizes = relations.sizes(func, n.case.args, n.case.kwargs)
    if "temperature" not in sizes and func == "stable_softmax":
        sizes["temperature"] = 1.0
    return relations.ratio_value(key.split(":", 1)[1], sizes)


def _other_ratio(key: str, func: str, n: ledger.Noted) -> bool:
    """Whether a wrong case is not what a known scale mistake gives there: ``scale-none`` is
    a ratio of sqrt(d_k) (``SAME_SLIP``), so a case with d_k = 4 whose values are not twice
    the expected ones rules it out, and so does a wrong case with d_k = 1, where that
    mistake would have been right."""
    if isinstance(n.expected, tuple):
        return False
    kind = "logit-ratio:" if func == "stable_softmax" else "ratio:"  # a softmax's slip scales its logits
    ratios = [r.replace("ratio:", kind, 1) for r in SAME_SLIP.get(key, ()) if r.startswith("ratio:")]
    here = [(r, factor) for r in ratios if (factor := _ratio_here(r, func, n)) is not None]
    return bool(here) and not any(_as_predicted(r, factor, n) for r, factor in here)


def _as_predicted(key: str, factor: float, n: ledger.Noted) -> bool:
    """Whether a case judged right got just what the ratio would give (its check lets both
    answers pass: a softmax at temperature 0.01 is near one-hot either way), so that it
    cannot rule the ratio out."""
    got, want = _arrays(n.result), n.expected
    if isinstance(want, tuple) or isinstance(got, tuple):
        if not (isinstance(want, tuple) and isinstance(got, tuple)) or len(got) != len(want):
            return False
        got, want = (got[-1], want[-1]) if key.startswith("logit-ratio:") else (got[0], want[0])
    dtype = str(getattr(want, "dtype", "float64"))
    got, want = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
    if got.shape != want.shape or not got.size or not dtype.startswith("float"):
        return False
    with np.errstate(all="ignore"):
        if key.startswith("logit-ratio:"):
            if _lost_logits(want, dtype, n):  # weights that underflowed keep no logit to scale: no telling
                return True
            powered = np.power(want, factor)
            predicted = powered / powered.sum(axis=-1, keepdims=True)
        else:
            predicted = want * factor
        return same_answer(got, predicted, dtype, 1.0)  # float32's subnormal weights hold few digits


def _lost_logits(want: np.ndarray, dtype: str, n: ledger.Noted) -> bool:
    """Whether expected weights underflowed (0 or subnormal where the score is finite): their
    logits are lost, so no scaled softmax can be predicted from them."""
    scores = n.case.args[0] if n.case.args and isinstance(n.case.args[0], np.ndarray) else None
    finite = np.isfinite(scores) if scores is not None and scores.shape == want.shape else np.ones(want.shape, bool)
    return bool(((want < np.finfo(dtype).tiny) & finite).any())


def _ndims(case: Case) -> tuple[int, ...]:
    return tuple(a.ndim for a in case.args if isinstance(a, np.ndarray))


_ROWS_APART = ("logit-ratio:temperature-some-rows",)
"""Logit ratios that differ from row to row by what they say."""


def _told(key: str, notes: list[ledger.Noted]) -> list[tuple[bool, ledger.Noted]]:
    """Each wrong case where a known mistake's answer differs from the expected one, and
    whether the function gave that very answer there."""
    told = []
    for n in notes:
        got = _arrays(n.result)
        if n.failed != "values" or n.expected is None or not isinstance(got, np.ndarray):
            continue
        mine = [m for text, m in n.hints if KEY_OF.get(text) == key and _shows(m, n.expected)]
        if mine:
            told.append((any(not _shows(m, got) for m in mine), n))
    return told


def _matched_once(key: str, notes: list[ledger.Noted]) -> bool:
    """A known mistake whose answer the function gave on one case only, and not on three or
    more others it got wrong where that answer differs from the expected one: a coincidence
    of one small input (the lesson's whole-number keys), not the mistake."""
    told = _told(key, notes)
    matched = sum(hit for hit, _ in told)
    return matched == 1 and len(told) - matched >= 3


def _matched_on_one_key_only(key: str, notes: list[ledger.Noted]) -> bool:
    """A known mistake of the weights whose answer a mixture gave only over one key (S = 1,
    where every way of mixing one value row gives that row, or a multiple of it), and not on
    two or more wrong cases over several keys where that answer differs from the expected
    one: the one-key cases cannot tell it from any other slip."""
    told = _told(key, notes)
    hits = [n for hit, n in told if hit]
    missed = [n for hit, n in told if not hit and _keys_of(n) > 1]
    return bool(hits) and all(_keys_of(n) == 1 for n in hits) and len(missed) >= 2


def _short_of_no_one_key(n: ledger.Noted) -> bool:
    """A mixture wrong over two keys or more, whose keys' shares tell every key apart, where
    yours is not the expected one less (or plus) some keys' shares: a key left out on another
    case was a coincidence of its weights (a top-k that dropped the first key there)."""
    pair = _got_and_expected(n) if n.failed == "values" else None
    w, v = (n.case.args[:2] + (None, None))[:2] if n.case.args else (None, None)
    if pair is None or not all(isinstance(a, np.ndarray) and a.dtype.kind == "f" and a.ndim >= 2 for a in (w, v)) \
            or w.shape[-1] != v.shape[-2] or w.shape[-1] < 2 or pair[0].shape != pair[1].shape:
        return False
    rtol = 1e-4 if np.float32 in (w.dtype, v.dtype) or pair[0].dtype != np.float64 else 1e-8
    if relations.key_shares(w, v, pair[1].shape) is None:
        return False
    with np.errstate(all="ignore"):
        if not np.isfinite(pair[0].astype(np.float64)).all() \
                or np.allclose(pair[0].astype(np.float64), pair[1].astype(np.float64), rtol=rtol, atol=rtol):
            return False
    return not relations.key_left_out(pair[0], pair[1], "weighted_mixture", (w, v), rtol)


_ONE_KEY_READINGS = frozenset({"weights-argmax"})
"""Relations of a mixture that one key's cases show whatever was done to the weights (each
query's value row, as every renormalisation of one weight gives). (The rescalings that one
key's cases show alike are the same slip as the catalogue's renormalisation: SAME_SLIP.)"""


def _read_on_one_key_only(key: str, notes: list[ledger.Noted]) -> bool:
    """A relation of the weights that the mixture shows only over one key (S = 1), and not
    on two or more wrong cases over several keys: there it would have shown too, so the
    one-key cases, which every renormalisation of the weights gives alike, were no sign of it."""
    missed = 0
    for n in notes:
        pair = _got_and_expected(n) if n.failed == "values" and _keys_of(n) > 1 else None
        if pair is None or pair[0].shape != pair[1].shape:
            continue
        rtol = tolerance(str(pair[1].dtype) if pair[1].dtype.kind == "f" else "float64", 1.0)[0]
        found = relations.value_relations(pair[0], pair[1], "weighted_mixture", n.case.args, n.case.kwargs, rtol)
        if any(k == key for k, _ in found):
            return False
        missed += 1
    return missed >= 2


def _keys_of(n: ledger.Noted) -> int:
    """S of a mixture's case: the weights' last axis (0 when there are no weights)."""
    w = n.case.args[0] if n.case.args else None
    return int(w.shape[-1]) if isinstance(w, np.ndarray) and w.ndim >= 1 else 0


def _matched_where_nothing_hidden(key: str, func: str, notes: list[ledger.Noted]) -> bool:
    """A known mistake of the mask whose answer the function gave only where the mask hides
    no key (a bool mask added to the scores shifts them all alike there), and not on two or
    more wrong cases that hide keys, where that answer differs from the expected one: a
    coincidence of the all-visible masks, not the mistake. (A weight's slip that only one
    key's mixtures show, S = 1, is no coincidence of the mask; whether it is this slip or
    another way of changing the weights, which all give one answer there, the cases over more
    keys say: ``_matched_on_one_key_only``.)"""
    told = _told(key, notes)
    hits = [n for hit, n in told if hit]
    return bool(hits) and all(patterns.hides_no_key(func, n.case) for n in hits) and len(told) - len(hits) >= 2


def _rows_of_own_factors(n: ledger.Noted) -> bool:
    """A softmax's weights whose rows are each the softmax of their logits times a factor of
    their own, the factors more than 1 % apart: no one ratio of the logits (sqrt(2), a
    temperature) gives rows that differ."""
    got = _arrays(n.result)
    if n.func != "stable_softmax" or n.failed != "values" or not isinstance(got, np.ndarray):
        return False
    factors = relations.row_logit_factors(got, n.case.args, n.case.kwargs, least=3) or []
    return len(factors) >= 2 and min(factors) > 0 and max(factors) / min(factors) > 1.01


def _no_logit_factor(n: ledger.Noted) -> bool:
    """A softmax's wrong weights with a row of three live weights or more that is no softmax
    of its logits times any factor (each key moved by its own amount, ALiBi's slope times the
    key's index): a ratio of the logits read on other cases was their inputs' chance (scores
    evenly spaced, which a bias growing along the keys only rescales)."""
    got = _arrays(n.result)
    if n.func != "stable_softmax" or n.failed != "values" or not isinstance(got, np.ndarray) \
            or got.dtype.kind != "f" or not np.all(np.isfinite(got)):
        return False
    return relations.row_logit_factors(got, n.case.args, n.case.kwargs, least=3) is None \
        and relations.softmax_temperature(n.case.args, n.case.kwargs) is not None


def _broken_where_plain_exp_holds(n: ledger.Noted) -> bool:
    """A softmax whose weights are inf or NaN in a row where exp of the plain scores neither
    overflows nor leaves 0/0 (a row of 0.3 and -inf: its largest logit lies between the
    dtype's smallest and largest exponent, its sum too): whatever broke there, it is no
    overflow of an unshifted exp."""
    got = _arrays(n.result)
    if n.func != "stable_softmax" or n.failed != "values" or not isinstance(got, np.ndarray):
        return False
    logits = patterns.logits_of(n.func, n.case)
    if logits is None or logits.shape != got.shape or got.dtype.kind != "f" or got.ndim < 1:
        return False
    info = np.finfo(got.dtype)
    with np.errstate(all="ignore"):
        top = np.where(np.isfinite(logits), logits, -np.inf).max(axis=-1)
        tame = (top + math.log(got.shape[-1]) < math.log(float(info.max))) & (top > math.log(float(info.tiny)))
        return bool((~np.isfinite(got).all(axis=-1) & tame).any())


def _finite_and_wrong(n: ledger.Noted) -> bool:
    """A case whose result is finite throughout and still wrong in its values."""
    got = _arrays(n.result)
    if n.failed != "values" or not isinstance(got, np.ndarray) or got.dtype.kind != "f":
        return False
    with np.errstate(all="ignore"):
        return bool(np.isfinite(got).all())


def _any_ndim_works_or_none(notes: list[ledger.Noted]) -> bool:
    """Whether the calls that raised rule out "it assumes a fixed number of axes": each
    argument of every call that raised had, in some call that came out right, as many axes
    as there, and some call that came out right had as many axes broadcast together (the
    scores' axes are q's and k's together: 2-D q and k right beside 3-D ones, each, is no
    2-D scores right); or, where no call came out right, calls raised with three numbers of axes in a
    row (2-, 3- and 4-D scores)."""
    raised = {_ndims(n.case) for n in notes if n.failed == "raised"}
    right = {_ndims(n.case) for n in notes if not n.failed}
    if not raised:
        return False
    if not right:  # raised on three numbers of axes in a row: no number of axes works
        counts = {_ndims(n.case)[0] for n in notes if n.failed == "raised" and _ndims(n.case)
                  and (n.result is None or _refused_its_ndim(n))}
        return any({n, n + 1, n + 2} <= counts for n in counts)
    worked = [{r[i] for r in right if len(r) > i} for i in range(max(map(len, raised)))]
    broadcast = {max(r) for r in right if r}
    return all(all(ndim in worked[i] for i, ndim in enumerate(r)) and (not r or max(r) in broadcast) for r in raised)


def _no_ndim_works(notes: list[ledger.Noted]) -> bool:
    """Whether no number of leading axes is right: no call came out right, and calls failed
    with three numbers of axes in a row in the first argument (a fixed number of leading
    axes is right for one of them: the slip is elsewhere, as in a helper that runs a
    function over the leading axes and keeps the wrong number of trailing ones)."""
    if any(not n.failed for n in notes):
        return False
    counts = {_ndims(n.case)[0] for n in notes if n.failed in ("raised", "values", "shape") and _ndims(n.case)}
    return any({n, n + 1, n + 2} <= counts for n in counts)


def _refused_its_ndim(n: ledger.Noted) -> bool:
    """A call that raised about axes with every argument of one number of them: that number
    refused (with mixed numbers, or a size that does not fit, it may be another argument's,
    or no count of axes at all)."""
    ndims = _ndims(n.case)
    return isinstance(n.result, RaisedAhead) and len(set(ndims)) == 1 \
        and exceptions.about_axes(str(n.result.raised.get("message", "")))


def _ndims_never_decide(notes: list[ledger.Noted]) -> bool:
    """Whether the numbers of axes cannot be what a function gets wrong: two or more cases
    came out wrong in their values or shape, and each had a twin with as many axes in every
    argument that came out right (a reshape that flattens the leading axes and puts them back
    reads like a fixed number of them, but is right or wrong whatever their number)."""
    wrong = [_ndims(n.case) for n in notes if n.failed in ("values", "shape")]
    right = {_ndims(n.case) for n in notes if not n.failed}
    return len(wrong) >= 2 and all(w in right for w in wrong) and any(len(w) and w[0] > 2 for w in wrong)


def _rows_sum_apart(n: ledger.Noted) -> bool:
    """Wrong finite weights (of a softmax, or a pair's) whose rows sum to numbers apart: no
    one row sum, other than 1 or not, is what the function gives."""
    pair = (_got_and_expected(n) or _got_and_expected(n, -1)) if n.failed == "values" else None
    if pair is None or pair[0].ndim < 2 or pair[0].dtype.kind != "f" or pair[0].shape != pair[1].shape:
        return False
    with np.errstate(all="ignore"):
        sums = pair[0].astype(np.float64).sum(axis=-1).ravel()
    return sums.size >= 2 and bool(np.isfinite(sums).all()) and not np.allclose(sums, sums[0], rtol=1e-4, atol=1e-6)


def _wrong_entries(n: ledger.Noted) -> tuple[np.ndarray, np.ndarray] | None:
    """A values note's expected answer (float64) and where the result is off it (beyond
    float32's noise; infinities of one sign agree); None where the result is no float array
    of the expected shape."""
    pair = _got_and_expected(n) if n.failed == "values" else None
    if pair is None or pair[0].shape != pair[1].shape or pair[0].dtype.kind != "f":
        return None
    with np.errstate(all="ignore"):
        got, want = pair[0].astype(np.float64), pair[1].astype(np.float64)
        return want, ~np.isclose(got, want, rtol=1e-4, atol=1e-6)


def _wrong_where_regular(n: ledger.Noted) -> bool:
    """A wrong answer off where the expected value is finite and not 0 (beyond float32's
    noise): it is not wrong only at the special values."""
    off = _wrong_entries(n)
    return off is not None and bool(np.any(np.isfinite(off[0]) & (off[0] != 0) & off[1]))


_WEIGHTS_OF = ("stable_softmax", "attention", "multi_head_self_attention")
"""Functions whose result is softmax weights, or holds them (the pair's second item)."""


def _sums_to_one_nowhere(n: ledger.Noted) -> bool:
    """Wrong 2-D weights, finite and not negative, that sum to 1 (or to 0, a slice whose
    every exp underflowed) over neither axis nor the whole array, and are not all 1 (each
    score alone): a softmax normalised over another axis gives none."""
    pair = _got_and_expected(n, -1) if n.failed == "values" else None  # (attention's: its weights)
    if pair is None:
        return False
    got = pair[0].astype(np.float64)
    if got.ndim != 2 or not got.size or not np.isfinite(got).all() or (got < 0).any():
        return False  # (2-D only: with more axes, a slice of other lengths or one all but underflowed can blur it)
    spans: list[int | tuple[int, ...]] = [*range(got.ndim), *(tuple(range(-c, 0)) for c in range(2, got.ndim + 1))]
    if np.all(got == 1):
        return False  # each score normalised alone
    # (loosely: float32 scores of 1e4 leave a log-sum-exp a few 1e-4 off; a slice all underflowed to 0 sums to 0)
    return not any(np.all(np.isclose(got.sum(axis=span), 1.0, rtol=1e-2) | (got.sum(axis=span) == 0)) for span in spans)


def _wrong_and_uneven(n: ledger.Noted) -> bool:
    """A softmax wrong on a case where some row's weights over its visible keys (finite
    scores) are not all equal: scores that reach the softmax as one value per row give
    uniform rows on every case."""
    pair = _got_and_expected(n) if n.failed == "values" and n.case.args else None
    scores = np.asarray(n.case.args[0]) if pair is not None else None
    if pair is None or scores is None or scores.shape != pair[0].shape or pair[0].dtype.kind != "f":
        return False
    with np.errstate(all="ignore"):
        got = pair[0].astype(np.float64)
        live = np.isfinite(scores) & np.isfinite(got)
        top = np.max(np.where(live, got, -np.inf), axis=-1, keepdims=True)
        low = np.min(np.where(live, got, np.inf), axis=-1, keepdims=True)
        return bool(np.any((live.sum(axis=-1, keepdims=True) >= 2) & (top - low > 1e-6 * np.maximum(np.abs(top), 1e-12))))


def _wrong_off_diagonal(n: ledger.Noted) -> bool:
    """Masked scores wrong off every diagonal a slip could keep: the query's own key (query
    t, key t), or the mask's own diagonal as given, broadcast (a (1, S) mask's diagonal is
    key 0, for every query). A slip about the diagonal would leave the rest right."""
    off = _wrong_entries(n)
    if off is None or off[1].ndim < 2:
        return False
    wrong = off[1]
    diagonal = np.eye(wrong.shape[-2], wrong.shape[-1], dtype=bool)
    mask = np.asarray(n.case.args[1]) if len(n.case.args) > 1 and hasattr(n.case.args[1], "shape") else None
    if mask is not None and mask.ndim >= 2:
        try:
            diagonal = diagonal | np.broadcast_to(np.eye(mask.shape[-2], mask.shape[-1], dtype=bool), mask.shape)
        except ValueError:
            pass
    try:
        return bool(np.any(wrong & ~np.broadcast_to(diagonal, wrong.shape)))
    except ValueError:
        return True


def _got_and_expected(n: ledger.Noted, item: int | None = None) -> tuple[np.ndarray, np.ndarray] | None:
    """A note's result and expected answer as arrays; of two pairs, their ``item`` (0: the
    output, -1: the weights). None where the expected answer is missing or either is still a
    pair."""
    got, want = _arrays(n.result), n.expected
    if item is not None and isinstance(got, tuple) and isinstance(want, tuple) and len(got) == len(want):
        got, want = got[item], want[item]
    if want is None or isinstance(got, tuple) or isinstance(want, tuple):
        return None
    return np.asarray(got), np.asarray(want)


def _arrays(result: Any) -> Any:
    """A student's result (a Returned) as its array, or the tuple of its items' arrays."""
    if getattr(result, "array", None) is not None:
        return result.array
    items = getattr(result, "items", None)
    if items:
        return tuple(np.asarray(i.array if i.array is not None else np.nan) for i in items)
    return np.asarray(np.nan)


def _same_sizes(mistaken: Any, got: Any, measure: Callable[[Any], Any] = np.size) -> bool:
    """Whether a mistake's answer has as many values as a student's: each array of a pair,
    or the first one where the mistake gives only that (the output, as :func:`_shows` reads
    it). Sizes, not shapes: a known mistake is a family, and a reshape of its answer (a merge
    without the swap, to whatever shape) is one of it. ``measure=np.shape``: the same shapes."""
    if isinstance(got, tuple) and not isinstance(mistaken, tuple):
        got = got[0] if got else None
    if isinstance(mistaken, tuple) != isinstance(got, tuple):
        return False
    pairs = list(zip(mistaken, got)) if isinstance(mistaken, tuple) else [(mistaken, got)]
    return len(pairs) == (len(mistaken) if isinstance(mistaken, tuple) else 1) and \
        (not isinstance(got, tuple) or len(got) == len(mistaken)) and all(measure(a) == measure(b) for a, b in pairs)


def _same_flat(mistaken: Any, got: Any) -> bool:
    """Whether a mistake's answer (an array) holds the student's values in the same order,
    whatever the shapes: what any reshape of that answer gives."""
    if isinstance(mistaken, tuple):
        return False
    a, b = np.asarray(mistaken), np.asarray(got)
    if a.size != b.size or a.dtype.kind not in "biuf" or b.dtype.kind not in "biuf":
        return False
    with np.errstate(all="ignore"):
        return bool(np.allclose(a.ravel().astype(np.float64), b.ravel().astype(np.float64), rtol=1e-5, atol=1e-6,
                                equal_nan=True))


def _shows(mistaken: Any, expected: Any) -> bool:
    """Whether a mistake's answer differs from the expected one (the mistake would show)."""
    pairs = [(mistaken, expected)]
    if isinstance(expected, tuple):
        pairs = list(zip(mistaken, expected)) if isinstance(mistaken, tuple) else [(mistaken, expected[0])]
    for a, b in pairs:
        b = np.asarray(b)
        if b.dtype.kind not in "biuf":
            return False
        if not same_answer(np.asarray(a), b, str(b.dtype) if b.dtype.kind == "f" else "float64", 1.0):
            return True
    return False


_READ_BACK = {"mixture-transformed": "Read back from your outputs, the weights that mixed the values are {how}, where w"
                                          " are the weights given."}
"""What a catalogue key's relation read from the evidence, said after the catalogue's text."""


def _candidates(r: CheckResult, func: str, source: str, shared: list[tuple[str, patterns.Holds]]) -> list[Found]:
    e: Evidence = r.evidence
    out: list[Found] = []

    def add(key: str, tier: int, params: dict[str, Any] | None = None) -> None:
        if any(f.key == key for f in out):
            return
        text = DIAGNOSES.get(key) if key in DIAGNOSES else generic_text(key, {"func": func, **(params or {})})
        if key in _READ_BACK and params and params.get("how"):
            text = f"{text} {_READ_BACK[key].format(how=params['how'])}"
        if text:
            out.append(Found(key, text, tier, dict(params or {})))

    if r.hint and r.hint in KEY_OF:  # the catalogue's match, made by the check itself
        key = KEY_OF[r.hint]
        if key in EVIDENCE_ONLY:
            out.append(Found(key, r.hint, EXCEPTION))
        else:
            add(key, CATALOGUE)
    raised = e.raised if isinstance(e.raised, dict) else None
    if e.prop in ("raised", "raised-on-valid", "shape") and source:
        line = _line_of(raised) if raised else 0
        misused = raised is not None and exceptions.bad_call(str(raised.get("message", "")))
        for key in raise_diagnoses(source, func, line) if (raised or e.prop == "shape") and not misused else []:
            add(key, CATALOGUE)
    for seen in (e, e.detail.get("weights")):  # a pair's weights, when they are wrong too
        if isinstance(seen, Evidence) and seen.prop in ("values", "shape") and seen.got is not None \
                and seen.expected is not None:
            rtol = tolerance(str(getattr(seen.expected, "dtype", "float64")), 1.0)[0]
            found = relations.value_relations(seen.got, seen.expected, func, e.args, e.kwargs, rtol,
                                              weights=seen.output == 1) if seen.prop == "values" else []
            found += relations.hides_visible(seen.got, seen.expected, rtol) if seen.prop == "values" else []
            found += relations.shows_hidden(seen.got, seen.expected) if seen.prop == "values" else []
            found += relations.mixture_summed_elsewhere(seen.got, func, e.args) if seen is e else []
            found += relations.mapped_over_one_input(seen.got, seen.expected, func, e.args) if seen is e else []
            found += relations.values_rolled(seen.got, seen.expected, func, e.args, rtol) \
                if seen is e and seen.prop == "values" else []
            found += relations.clipped_to_values_range(seen.got, seen.expected, func, e.args) \
                if seen is e and seen.prop == "values" and e.output != 1 else []  # (the output, not the weights)
            found += relations.scores_summed_over_keys(seen.got, func, e.args) if seen is e else []
            found += relations.split_sizes_swapped(seen.got, func, e.args) if seen is e else []  # says more than
            found += relations.split_stride(seen.got, func, e.args) if seen is e else []
            found += relations.keys_pooled(seen.got, func, e.args) if seen is e else []
            found += relations.heads_alike(seen.got, seen.expected, func) if seen.prop == "values" else []
            found += relations.one_head_share(seen.got, seen.expected, func, e.args, e.kwargs, rtol) \
                if seen is e and seen.prop == "values" and e.output == 0 else []
            found += relations.axis_relations(seen.got, seen.expected, rtol)  # a permutation of the axes does
            found += relations.mask_upper(seen.got, seen.expected, func)
            found += relations.plain_reshape(seen.got, func, e.args) if seen is e else []
            found += relations.input_first_only(seen.got, seen.expected, func, e.args, rtol) \
                if seen is e and seen.prop == "shape" else []  # (a cut kept 1 long leaves the result short)
            rounds = next((p for k, p in found if k == "scores-rounded" and p.get("uniform")), None)
            if rounds is not None:  # one weight per row: a rounding only where the code rounds (scores // t)
                rounding = bool(_ROUNDS.search(_code_of(source, func)))
                found = [(k, p) for k, p in found if k != ("logit-ratio:0" if rounding else "scores-rounded")]
            if not found and not out and seen is e and seen.prop == "values":
                found = relations.mask_rows(seen.got, seen.expected)  # a mask wrong both ways that nothing names
            for key, params in found:
                add(key, RELATION, params)
            if seen is not e and seen.detail.get("hint") in KEY_OF:  # the catalogue's match on the weights
                add(KEY_OF[seen.detail["hint"]], CATALOGUE)
    mixed = e.detail.get("right weights")
    if func == "attention" and e.prop == "values" and e.output == 0 and isinstance(mixed, np.ndarray) \
            and isinstance(e.got, np.ndarray) and len(e.args) > 2 and isinstance(e.args[2], np.ndarray):
        # right weights, a wrong output: the mixture of the weights with v is what is wrong
        rtol = tolerance(str(getattr(e.expected, "dtype", "float64")), 1.0)[0]
        for key, params in relations.value_relations(e.got, e.expected, "weighted_mixture", (mixed, e.args[2]), {},
                                                     rtol):
            if key in _MIXTURE_RELATIONS:
                add(key, RELATION, params)
    if e.prop == "values" and e.output == 1 and e.got is not None:  # weights beside a right output
        for key, params in relations.weights_as_output(e.got, e.expected, e.detail.get("output")):
            add(key, RELATION, params)
    if e.prop in ("values", "shape", "raised", "raised-on-valid", "dtype") and e.args:
        mine = Case(func, tuple(e.args), dict(e.kwargs))
        for key, holds in shared:
            if key in _VALUE_PATTERNS and e.prop not in ("values", "shape"):
                continue
            told = holds(mine)
            if told or (told is None and key in patterns.SQUARE_FITS):
                add(key, PATTERN, holds.params)
    if raised and e.prop in ("raised", "raised-on-valid") and not raised_on_purpose(raised, source):
        if exceptions.MASK_SIZE.search(str(raised.get("message", ""))) and _broadcast_mask(func, e.args):
            add("fails-with-broadcast-mask", EXCEPTION)  # np.place(out, ~allowed, ...) with the mask as it came
        if exceptions.BOOL_NEEDED.search(str(raised.get("message", ""))) \
                and patterns.number_mask(func)(Case(func, tuple(e.args), dict(e.kwargs))):
            add("fails-with-01-masks", EXCEPTION)  # torch.where or masked_fill given the 0/1 mask as it came
        for key, params in exceptions.find(raised, source, func):
            add(key, EXCEPTION, params)
    if e.prop == "shape" and _lost_last_axis(e.got, e.expected) and source:
        for key, params in exceptions.unkept_reductions(source, func):
            add(key, EXCEPTION, params)
    if e.prop == "shape" and e.output == 1 and e.got is not None and e.expected is not None and not out \
            and not _one_axis_dropped(e.got, e.expected):  # one axis fewer: a reduction, which others read
        # beside a right output, and nothing says what the second item is: it is not the weights
        add("weights-item-shape", RELATION, {"got": tuple(np.shape(e.got)), "expected": tuple(np.shape(e.expected))})
    for key, params in property_findings(e, r.track, source):
        add(key, PROPERTY, params)
    return out


def _broadcast_mask(func: str, args: Sequence[Any]) -> bool:
    """Whether the case's mask is given in a shape that has to broadcast to the scores'."""
    try:
        if func == "mask_scores":
            scores, mask = np.shape(args[0]), np.shape(args[1])
        elif func == "attention" and len(args) > 3 and args[3] is not None:
            scores, mask = tuple(np.shape(args[0])[:-1]) + (np.shape(args[1])[-2],), np.shape(args[3])
        else:
            return False
    except IndexError:
        return False
    return tuple(mask) != tuple(scores)


def _one_axis_dropped(got: Any, want: Any) -> bool:
    """Whether got's shape is want's with one axis left out, as a reduction over it leaves it
    ((2, 5, 5) from (2, 3, 5, 5): a mean over the heads), not merely one axis fewer ((d_v, D),
    a block of w_o, against (H, T, T))."""
    got, want = tuple(np.shape(got)), tuple(np.shape(want))
    return any(want[:i] + want[i + 1:] == got for i in range(len(want)))


def _lost_last_axis(got: Any, want: Any) -> bool:
    """The shape a reduction over the last axis without keepdims gives when broadcast back
    against the array ((T, S) with (T,): (T, T) where S = 1)."""
    try:
        return tuple(np.shape(got)) == np.broadcast_shapes(np.shape(want), np.shape(want)[:-1]) \
            and np.shape(got) != np.shape(want)
    except ValueError:
        return False


def _line_of(raised: dict[str, Any]) -> int:
    try:
        return int(str(raised.get("where", "")).rsplit(":", 1)[-1])
    except ValueError:
        return 0


def _knock_on(functions: dict[tuple[str, str], _Function], sources: dict[str, str]) -> None:
    """A function that fails because another failing function of the submission does takes
    that function's cause, and says so. A function most of whose failing checks point at
    the same other function (it raised inside it, or calls it) fails because of it; a
    chain (mhsa calls attention, which fails because of weighted_mixture) ends at its root."""
    direct: dict[int, tuple[_Function, str]] = {}
    for (track, func), fn in functions.items():
        for r in fn.failing:
            root, how = _root_of(r, func, track, functions, sources.get(track, ""))
            if root is not None and root is not fn:
                direct[id(r)] = (root, how)
    because: dict[str, tuple[_Function, str]] = {}  # function -> the function it fails because of
    for fn in functions.values():
        pointed = [direct[id(r)] for r in fn.failing if id(r) in direct]
        if pointed and 2 * len(pointed) >= len(fn.failing):
            names = [p[0].func for p in pointed]
            top = max(set(names), key=names.count)
            because[f"{fn.track}/{fn.func}"] = next(p for p in pointed if p[0].func == top)

    def resolved(fn: _Function, seen: frozenset[str]) -> _Function:
        step = because.get(f"{fn.track}/{fn.func}")
        if step is None or fn.func in seen:
            return fn
        return resolved(step[0], seen | {fn.func})

    for fn in functions.values():
        step = because.get(f"{fn.track}/{fn.func}")
        if step is None:
            continue
        first, how = step
        root = resolved(first, frozenset({fn.func}))
        said = (f"{fn.func} fails because your {first.func} {how}; fix exercise {EXERCISE_OF[root.func].number}"
                " first.")
        for r in fn.failing:
            if id(r) not in direct and r.diagnosis in _OWN_FACTS:
                continue  # a fact of its own (a dtype, an argument changed) stays
            r.root = root.func
            if root.chosen is not None:
                r.diagnosis, r.hint = root.chosen.key, f"{said} {root.func}: {root.chosen.text}"
            else:  # the root's own failures are shown in full; this one points at them
                r.diagnosis, r.hint = f"knock-on:{root.func}", said
        if root.chosen is None:  # the root's own checks, with no cause of their own, lead the same cause
            for r in root.failing:
                if not r.diagnosis:
                    r.diagnosis = f"knock-on:{root.func}"
                    r.hint = (f"{root.func} fails its own checks (the first is shown) and makes the functions that"
                              f" call it fail too: fix exercise {EXERCISE_OF[root.func].number} first.")


def _loop_never_ran(fn: _Function) -> None:
    """A loop over the features (or keys) that skips one, seen on the cases with several: on
    a case with one feature (d_k = 1, or S = 1) it adds nothing at all, and its sum is still
    the number it started from (0), a Python number where an array belongs. Those checks,
    on such cases only, count for the loop."""
    skipped = next((f for r in fn.failing for f in fn.found[id(r)]
                    if f.key in ("feature-left-out", "key-left-out") and f.tier == RELATION), None)
    if skipped is None:
        return
    for r in fn.failing:
        e = r.evidence
        if e.prop != "type" or e.detail.get("got") != "scalar":
            continue
        arrays = [a for a in (e.args or ())[:2] if isinstance(a, np.ndarray)]
        ones = len(arrays) == 2 and arrays[0].shape[-1] == 1  # d_k = 1 (q's last axis), or S = 1 (the weights')
        if ones and skipped not in fn.found[id(r)]:
            fn.found[id(r)].append(skipped)


_NO_ARRAY = ("a Python number", "a list", "a tuple")
"""Results of another type that are not a kind of array: where a function returns one only on
some inputs, the checks that compared arrays saw its other results."""

_ERROR_CASES = ("error-not-raised", "error-not-valueerror")
"""Causes of an error case missed: they explain a caller's missed error cases, never its values."""


def _crashed_inside(functions: dict[tuple[str, str], _Function]) -> None:
    """A check left with a plain crash that happened inside another of the student's contract
    functions, one this run does not see fail (its own checks were not run: ``--exercise``)
    is that inner function's failure on what this one passes it: said as such, not as a
    crash of this function at a line of another. Only a ValueError is a rejection of the
    input; any other exception there (an assert, a RuntimeError of vmap) stays a crash, said
    at the inner function's own line."""
    for (track, func), fn in functions.items():
        for r in fn.failing:
            raised = r.evidence.raised if isinstance(r.evidence.raised, dict) else None
            if r.diagnosis != "crash" or raised is None or "ValueError" not in (raised.get("bases") or []) or r.root:
                continue  # (a crash a failing function's output led to is that function's: ``_knock_on`` said so)
            inner = inner_function(raised, func, track)
            if inner and (track, inner) not in functions:
                params = {"func": func, "inner": inner, "where": raised.get("where", "?"),
                          "message": f"{raised.get('type', 'an error')}: {str(raised.get('message', ''))[:200]}"}
                r.diagnosis, r.hint = "bad-inner-call", generic_text("bad-inner-call", params)


def _inner_right(results: Sequence[CheckResult], functions: dict[tuple[str, str], _Function]) -> None:
    """A call that an inner contract function rejects, where that function passes every one
    of its own checks of this run (and has some): the inner one accepts what it should, so
    the caller passes it what it should not. The "either ... or" of ``bad-inner-call`` is
    decided."""
    for r in results:
        if r.status != "failed" or r.diagnosis != "bad-inner-call" or not isinstance(r.evidence.raised, dict):
            continue
        func = _function_of(r)
        inner = inner_function(r.evidence.raised, func, r.track)
        own = [o for o in results if o.track == r.track and _checked_function(o) == inner]
        if not inner or (r.track, inner) in functions or not own or any(o.status != "passed" for o in own):
            continue
        message = str(r.evidence.raised.get("message", ""))[:200]
        r.diagnosis = "bad-inner-call:caller"
        r.hint = generic_text(r.diagnosis, {"func": func, "inner": inner, "message": message,
                                            "where": r.evidence.raised.get("where", "?")})


_FIXED_SCALES = ("scale-none", "ratio:fixed-scale", "logit-ratio:fixed-scale")
"""Causes that say the scores are divided by one number whatever d_k is (1: none at all)."""


def _scale_kept(functions: dict[tuple[str, str], _Function], sources: dict[str, str]) -> None:
    """One scale whatever d_k is, in a function that keeps what it computed between calls and
    reads it back (itself, or one of the module's functions it calls: ``_SCALE`` set on the
    first call): the scale of the first call, kept for every later one. Said as that, since
    which number it is depends only on which call came first."""
    for (track, func), fn in functions.items():
        kept = _keeps_state(sources.get(track, ""), func) if fn.chosen is not None and fn.chosen.key in _FIXED_SCALES \
            else None
        if fn.chosen is None or kept is None:
            continue
        params = {"func": func, **kept}
        found = Found("stale-result:kept-scale", generic_text("stale-result:kept-scale", params), fn.chosen.tier, params)
        for r in fn.failing:
            if r.diagnosis == fn.chosen.key:
                r.diagnosis, r.hint = found.key, found.text
        fn.chosen = found


def _keeps_state(source: str, func: str) -> dict[str, str] | None:
    """Where ``func`` keeps what it computed between calls and reads it back (itself, or the
    first of the module's functions it calls that does): ``holder`` and ``names`` for the
    texts; None when it keeps nothing (or there is no source)."""
    for name in rules.reached_from(source, [func]) if source else []:
        names = state_read_back(source, name)
        if names:
            return {"holder": "it" if name == func else f"your {name} (which it calls)", "names": ", ".join(names)}
    return None


def _state_kept(functions: dict[tuple[str, str], _Function], sources: dict[str, str]) -> None:
    """Wrong values that no cause explains, in a function that keeps state between calls
    and reads it back (itself, or one of the module's functions it calls: a cache of
    softmax weights keyed by the scores' memory address): what the evidence shows is a
    result that can come from an earlier call; said as such, never over a cause found but a
    constant ratio that no size gives (a temperature kept from an earlier call)."""
    for (track, func), fn in functions.items():
        bare = [r for r in fn.failing if r.evidence.prop == "values" and (  # (or a constant no size gives: a
            not r.diagnosis or r.diagnosis.endswith("ratio:constant"))]  # temperature an earlier call left there)
        kept = _keeps_state(sources.get(track, ""), func) if bare else None
        if kept is not None:
            text = generic_text("stale-result:kept-state", {"func": func, **kept})
            for r in bare:
                r.diagnosis, r.hint = "stale-result:kept-state", text
        crashed = [r for r in fn.failing if r.evidence.prop in ("raised", "raised-on-valid", "shape")
                   and (fn.chosen is None or fn.chosen.tier == EXCEPTION and fn.chosen.key not in _OWN_LINE)]
        # (a line whose exception says what it does wrong, `if x in cache:` on a tensor, is its own cause)
        right = any(not n.failed for n in fn.notes)  # right on some calls: the same code fails only later
        kept = _keeps_state(sources.get(track, ""), func) if crashed and right else None
        if kept is not None:  # a list default extended on every call (row=[]): later calls see earlier ones
            text = generic_text("stale-result:kept-raise", {"func": func, **kept})
            for r in fn.failing:
                if r in crashed or r.diagnosis == (fn.chosen.key if fn.chosen else ""):
                    r.diagnosis, r.hint = "stale-result:kept-raise", text
            fn.chosen = Found("stale-result:kept-raise", text, EXCEPTION, dict(kept))  # (what its callers point at)


def _root_of(r: CheckResult, func: str, track: str, functions: dict[tuple[str, str], _Function],
             source: str) -> tuple[_Function | None, str]:
    e: Evidence = r.evidence
    raised = e.raised if isinstance(e.raised, dict) else None
    stack = raised.get("stack") if raised else None
    if isinstance(stack, list) and stack:
        inner = stack[-1]
        name = str(inner[0]) if isinstance(inner, (list, tuple)) and inner else ""
        if name != func and (track, name) in functions:
            return functions[(track, name)], f"raises at {raised.get('where', '?')}"  # type: ignore[union-attr]
    if e.prop == "not-raised" and source:  # an error case missed because the function it is left to misses it too
        for name in calls_in(source, func):
            other = functions.get((track, name))
            if other is not None and name != func and other.chosen is not None \
                    and any(o.evidence.prop == "not-raised" for o in other.failing):
                return other, "does not raise either"
    if e.prop in ("values", "shape", "raised", "raised-on-valid", "dtype", "type", "gradient") and source:
        for name in calls_in(source, func):
            other = functions.get((track, name))
            own = functions[(track, func)].chosen
            # a right inner function that rejects what this one passes it (weights of the wrong shape) rejects the
            # output of a failing one: wrong shapes of its own that nothing explains are where the call went wrong
            bad_call = e.prop in ("raised", "raised-on-valid") and own is not None and own.key == "bad-inner-call"
            kinds = ("values",) if e.prop == "values" else ("shape",) if bad_call else ()
            if other is not None and name != func and other.chosen is None and (own is None or own.key not in DOMINANT) \
                    and any(o.evidence.prop in kinds for o in other.failing):
                return other, "fails"  # wrong values of its own that nothing explains: this one's follow from them
            if other is not None and name != func and other.chosen is not None \
                    and (other.chosen.key not in _ERROR_CASES or e.prop in ("not-raised", "error-type")):
                # (an inner function that misses an error case explains only this one's missed error cases)
                mine = functions[(track, func)].chosen
                inherited = mine is not None and mine.key == "not-deterministic" and other.chosen.key.startswith(
                    ("stale-result", "not-deterministic"))  # results that vary because the inner function keeps state
                if mine is None or mine.key not in DOMINANT or inherited:  # a known mistake seen through a broken
                    return other, "fails"                                   # inner function is a coincidence
    return None, ""
