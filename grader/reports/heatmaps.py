"""Heatmaps of yours, expected and their difference, as inline SVG, for the HTML report.

A failing public value check's arrays become one figure: a panel each for yours and the
expected array in one colour scale, and one for their difference; a batched array is cut
into 2-D slices, of which at most :data:`MAX_SLICES` (those with the largest errors) are
embedded, with buttons to step through them; a slice larger than :data:`MAX_SIDE` is
cropped around its largest error. Every value shown is escaped text.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from grader.reports.page import escape

LIMIT = 1_000_000
"""Bytes one report may take, however large the failing input was."""
FIGURE_BUDGET = 300_000
"""Bytes the heatmaps of one check may take, so that one huge array leaves room for others."""
MAX_SLICES = 16
"""2-D slices embedded per batched array: the ones with the largest errors."""
MAX_SIDE = 40
"""Rows and columns drawn per slice; a larger slice is cropped around its largest error."""


_VALUES = ("#440154", "#3b528b", "#21918c", "#5ec962", "#fde725")  # viridis
_ERRORS = ("#ffffff", "#fcbba1", "#fb6a4a", "#cb181d", "#67000d")
_SPECIAL = {"-inf": "#d4d4d4", "inf": "#222222", "nan": "#ff00ff", "True": "#21918c", "False": "#f1f1f1"}


def _mix(stops: tuple[str, ...], t: float) -> str:
    t = min(max(t, 0.0), 1.0) * (len(stops) - 1)
    i = min(int(t), len(stops) - 2)
    a, b = stops[i], stops[i + 1]
    rgb = [round(int(a[k:k + 2], 16) * (1 - t + i) + int(b[k:k + 2], 16) * (t - i)) for k in (1, 3, 5)]
    return "#" + "".join(f"{c:02x}" for c in rgb)


def _dark(color: str) -> bool:
    r, g, b = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b < 140


def _value_text(v: Any, digits: int = 6) -> str:
    if isinstance(v, (bool, np.bool_)):
        return str(bool(v))
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return f"{v:.{digits}g}"


def _short(v: Any) -> str:
    return {"True": "T", "False": "F", "inf": "∞", "-inf": "−∞", "nan": "NaN"}.get(_value_text(v), _value_text(v, 3))


def _errors(yours: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """|yours - expected| entry by entry (float64): 0 where both agree exactly (equal
    infinities, both NaN), inf where only one is NaN or the infinities differ."""
    y, e = yours.astype(np.float64), expected.astype(np.float64)
    with np.errstate(all="ignore"):
        err = np.abs(y - e)
    err = np.where((y == e) | (np.isnan(y) & np.isnan(e)), 0.0, err)
    return np.where(np.isnan(err), np.inf, err)


class _Panel:
    """One array drawn slice by slice: its name, its values and how to colour a value."""

    def __init__(self, name: str, data: np.ndarray, color: Callable[[Any], str]) -> None:
        self.name, self.data, self.color = name, data, color


def _as_slices(a: np.ndarray) -> np.ndarray:
    """(L, R, C): the array's 2-D slices; a vector is one row, a scalar one cell."""
    if a.ndim == 0:
        return a.reshape(1, 1, 1)
    if a.ndim == 1:
        return a.reshape(1, 1, a.shape[0])
    return a.reshape(math.prod(a.shape[:-2]), *a.shape[-2:])


def _index(shape: tuple[int, ...], slice_: int, row: int, col: int) -> tuple[int, ...]:
    if len(shape) < 2:
        return (col,)[: len(shape)]
    lead = tuple(int(i) for i in np.unravel_index(slice_, shape[:-2])) if len(shape) > 2 else ()
    return (*lead, row, col)


def _slice_label(shape: tuple[int, ...], slice_: int) -> str:
    if len(shape) <= 2:
        return "the whole array"
    lead = ", ".join(str(int(i)) for i in np.unravel_index(slice_, shape[:-2]))
    return f"slice [{lead}, :, :]"


def _value_colors(*arrays: np.ndarray) -> tuple[Callable[[Any], str], str]:
    """One colour scale for yours and expected (bool arrays: two colours), and its legend."""
    if all(a.dtype == bool for a in arrays):
        legend = (f'<span class="swatch" style="background:{_SPECIAL["True"]}"></span> True'
                  f' <span class="swatch" style="background:{_SPECIAL["False"]}"></span> False')
        return (lambda v: _SPECIAL[str(bool(v))]), legend
    values = np.concatenate([a.astype(np.float64).ravel() for a in arrays])
    finite = values[np.isfinite(values)]
    lo, hi = (float(finite.min()), float(finite.max())) if finite.size else (0.0, 1.0)
    span = hi - lo

    def color(v: Any) -> str:
        text = _value_text(v)
        if text in _SPECIAL:
            return _SPECIAL[text]
        return _mix(_VALUES, (float(v) - lo) / span if span > 0 else 0.5)

    legend = (f'<span class="swatch" style="background:{_VALUES[0]}"></span> {_value_text(lo, 4)} to'
              f' <span class="swatch" style="background:{_VALUES[-1]}"></span> {_value_text(hi, 4)}')
    for special in ("-inf", "inf", "nan"):
        if special in {_value_text(v) for v in values[~np.isfinite(values)][:1000]}:
            legend += f', <span class="swatch" style="background:{_SPECIAL[special]}"></span> {special}'
    return color, legend


def _error_colors(err: np.ndarray) -> tuple[Callable[[Any], str], str]:
    finite = err[np.isfinite(err)]
    top = float(finite.max()) if finite.size and finite.max() > 0 else 1.0

    def color(v: Any) -> str:
        return _SPECIAL["inf"] if math.isinf(float(v)) else _mix(_ERRORS, float(v) / top)

    legend = (f'<span class="swatch" style="background:{_ERRORS[0]}"></span> 0 to'
              f' <span class="swatch" style="background:{_ERRORS[-1]}"></span> {_value_text(top, 3)}')
    if np.isinf(err).any():
        legend += f', <span class="swatch" style="background:{_SPECIAL["inf"]}"></span> inf (a NaN or a wrong infinity)'
    return color, legend


def _svg(panel: _Panel, kept: list[int], shown: int, rows: range, cols: range,
         marks: dict[int, tuple[int, int]]) -> str:
    """One panel: an SVG with one group per kept slice (only ``shown`` visible at first)."""
    slices = _as_slices(panel.data)
    shape = panel.data.shape
    labelled = len(cols) <= 12 and len(rows) <= 16
    cell = 42 if labelled else max(6, min(24, 560 // max(len(cols), 1)))
    left, top = 26, 16
    width, height = left + cell * len(cols) + 2, top + cell * len(rows) + 2
    out = [f'<svg class="heat" data-panel="{escape(panel.name)}" xmlns="http://www.w3.org/2000/svg"'
           f' viewBox="0 0 {width} {height}" width="{width}" height="{height}" role="img"'
           f' aria-label="{escape(panel.name)}">']
    out += [f'<text class="axis" x="{left + cell * j + cell / 2:g}" y="11">{c}</text>'
            for j, c in enumerate(cols) if len(cols) <= 20 or c % 5 == 0]
    out += [f'<text class="axis" x="{left - 4}" y="{top + cell * i + cell / 2 + 3:g}" text-anchor="end">{r}</text>'
            for i, r in enumerate(rows) if len(rows) <= 20 or r % 5 == 0]
    for position, s in enumerate(kept):
        on = ' class="slice on"' if s == shown else ' class="slice"'
        out.append(f'<g{on} data-i="{position}" data-label="{_slice_label(shape, s)}">')
        for i, r in enumerate(rows):
            for j, c in enumerate(cols):
                v = slices[s, r, c]
                fill = panel.color(v)
                where = ", ".join(map(str, _index(shape, s, r, c)))
                x, y = left + cell * j, top + cell * i
                out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}">'
                           f"<title>{escape(panel.name)}[{where}] = {_value_text(v)}</title></rect>")
                if labelled:
                    ink = "#fff" if _dark(fill) else "#000"
                    out.append(f'<text class="v" x="{x + cell / 2:g}" y="{y + cell / 2 + 3:g}" fill="{ink}">'
                               f"{_short(v)}</text>")
        if s in marks:
            r, c = marks[s]
            if r in rows and c in cols:
                x, y = left + cell * cols.index(c), top + cell * rows.index(r)
                out.append(f'<rect class="mark" x="{x + 1.5:g}" y="{y + 1.5:g}" width="{cell - 3}"'
                           f' height="{cell - 3}"/>')
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


def _window(size: int, around: int, side: int) -> range:
    if size <= side:
        return range(size)
    start = min(max(around - side // 2, 0), size - side)
    return range(start, start + side)


def _stepper(panels: list[_Panel], err: np.ndarray | None, *, max_slices: int, side: int) -> str:
    """Panels of one shape side by side, sharing the slice shown and buttons to step through them."""
    shape = panels[0].data.shape
    count = _as_slices(panels[0].data).shape[0]
    notes = []
    if err is not None:
        per_slice = _as_slices(err).reshape(count, -1).max(axis=1) if err.size else np.zeros(count)
        worst = int(np.argmax(per_slice))
        order = sorted(range(count), key=lambda s: (-per_slice[s], s))
    else:
        worst, order = 0, list(range(count))
    kept = sorted(order[:max_slices])
    if count > len(kept):
        which = "those with the largest errors" if err is not None else "the first ones"
        notes.append(f"{len(kept)} of its {count} slices are embedded ({which}), to keep the report small.")
    slices = _as_slices(panels[0].data)
    marks: dict[int, tuple[int, int]] = {}
    if err is not None:
        e = _as_slices(err)
        for s in kept:
            if e[s].size and e[s].max() > 0:
                r, c = np.unravel_index(int(np.argmax(e[s])), e[s].shape)
                marks[s] = (int(r), int(c))
    centre = marks.get(worst, (0, 0))
    rows = _window(slices.shape[1], centre[0], side)
    cols = _window(slices.shape[2], centre[1], side)
    if len(rows) < slices.shape[1] or len(cols) < slices.shape[2]:
        notes.append(f"Each slice is {slices.shape[1]} x {slices.shape[2]}; rows {rows.start}-{rows.stop - 1} and"
                     f" columns {cols.start}-{cols.stop - 1} are drawn (around the largest error).")
    parts = []
    for panel in panels:
        parts.append(f'<div class="panel"><div class="panel-name">{escape(panel.name)}</div>'
                     f"{_svg(panel, kept, worst, rows, cols, marks)}</div>")
    first = kept.index(worst)
    where = f"{_slice_label(shape, worst)} ({first + 1} of {len(kept)}"
    where += ", the largest error)" if err is not None else ")"
    controls = ""
    if len(kept) > 1:
        controls = ('<div class="stepper"><button type="button" data-step="-1">&#9664; previous</button>'
                    f' <span class="where">{where}</span>'
                    ' <button type="button" data-step="1">next &#9654;</button>'
                    + (' <button type="button" data-step="0">largest error</button>' if err is not None else "")
                    + "</div>")
    elif len(shape) > 2:
        controls = f'<div class="stepper"><span class="where">{where}</span></div>'
    note = "".join(f'<p class="note">{escape(n)}</p>' for n in notes)
    return (f'<div class="arrays" data-count="{len(kept)}" data-first="{first}">{controls}'
            f'<div class="panels">{"".join(parts)}</div>{note}</div>')


def figure(arrays: dict[str, Any], budget: int) -> str:
    """Yours / expected / difference heatmaps of a failing check's arrays, at most ``budget``
    bytes: fewer slices, then smaller crops, then a note instead of a figure."""
    yours, expected = np.asarray(arrays["yours"]), np.asarray(arrays["expected"])
    if yours.size == 0 or expected.size == 0:
        return f'<p class="note">Nothing to draw: yours has shape {yours.shape}, expected {expected.shape}.</p>'
    panels = (yours, expected, yours) if yours.shape == expected.shape else (yours, expected)
    budget = min(budget, FIGURE_BUDGET)
    for side in (MAX_SIDE, 24, 12):
        cells = sum(min(_as_slices(a).shape[1], side) * min(_as_slices(a).shape[2], side) for a in panels)
        per_slice = cells * (200 if side <= 12 else 130)  # bytes, about: a cell, its title, its label
        slices = min(MAX_SLICES, (budget - 4000) // per_slice)
        if slices >= 1:
            drawn = _figure(yours, expected, max_slices=slices, side=side)
            if len(drawn.encode()) <= budget:
                return drawn
    return ('<p class="note">The arrays are too large to draw within the report\'s size limit'
            f" ({LIMIT // 1000} kB); the reason above names the largest error.</p>")


def _figure(yours: np.ndarray, expected: np.ndarray, *, max_slices: int, side: int) -> str:
    color, legend = _value_colors(yours, expected)
    if yours.shape != expected.shape:
        body = "".join(_stepper([_Panel(name, a, color)], None, max_slices=max_slices, side=side)
                       for name, a in (("yours", yours), ("expected", expected)))
        caption = (f"Shapes differ: yours {yours.shape}, expected {expected.shape}; no difference to draw."
                   f" Colours: {legend}")
        return f'<figure class="heatmaps">{body}<figcaption>{caption}</figcaption></figure>'
    err = _errors(yours, expected)
    ecolor, elegend = _error_colors(err)
    panels = [_Panel("yours", yours, color), _Panel("expected", expected, color),
              _Panel("|yours - expected|", err, ecolor)]
    at = tuple(int(i) for i in np.unravel_index(int(np.argmax(err)), err.shape)) if err.size else ()
    largest = f"Largest error {_value_text(err[at], 3)} at index {at}, outlined." if err.size else ""
    body = _stepper(panels, err, max_slices=max_slices, side=side)
    return (f'<figure class="heatmaps">{body}<figcaption>{largest} Yours and expected: {legend}.'
            f" Difference: {elegend}. Hover over a cell for its value.</figcaption></figure>")
