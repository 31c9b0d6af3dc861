"""What an exception raised on a valid input says: its message, type and the student's line.

The worker reports the innermost frame in the student's own module (never NumPy's
``fromnumeric.py``), so the line shown is the student's. Keys and texts:
:data:`grader.judging.diagnoses.GENERIC`.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from grader.judging.rules import function_source, parameters

_BROADCAST = re.compile(r"could not be broadcast|must match the size of tensor|broadcast", re.I)
_MATMUL = re.compile(r"matmul|mismatch in its core dimension|not aligned|mat1 and mat2|cannot be multiplied"
                     r"|size mismatch|batch2 tensor|subscript \w+ has size|size of label", re.I)
_AXES = re.compile(r"too many indices|index out of range|dimension out of range|out of bounds for array|is out of"
                   r" bounds|not enough values to unpack|too many values to unpack|number of dimensions|number of subscripts|too many subscripts|more dimensions than subscripts|axes don't match|permute\(|expected \d+D|only supported on matrices", re.I)
_PAST_END = re.compile(r"index (-?\d+) is out of bounds for (?:axis|dimension) -?\d+ with size (\d+)")
"""NumPy's and torch's words for an index past the end of an axis that exists."""
_BY_ONES = r"(?:@\s*|\b(?:dot|matmul|mv)\(.*,\s*)(?:np|torch)\.ones\((?!.*,\s*1\s*[,)])"
"""A product with a vector of ones (``x @ np.ones(S)``): a sum over the last axis, which a column
of them (``np.ones((S, 1))``) keeps."""
_REDUCTION = re.compile(r"\.(?:max|min|sum|mean|amax|amin|logsumexp|argmax|argmin|prod|nansum|nanmax)\(|np\.(?:max|min"
                        r"|sum|mean|amax|amin|argmax|argmin|prod|nansum|nanmax|nanmin|nanmean)\(|torch\.(?:max|min|sum"
                        r"|mean|amax|amin|logsumexp|argmax|argmin|prod|nansum)\(|\bvecdot\(|\.reduce\(|linalg\.norm\("
                        r"|(?<![\w.])sum\((?!.*\bfor\b)|" + _BY_ONES)
_WHERE_ARG = re.compile(r"\bwhere\s*=(?!=)")
"""A reduction's (or a ufunc's) ``where=``: a mask that must broadcast against the array itself."""
_KEEPS = re.compile(r"keepdims?\s*=\s*True")
_ALONG = re.compile(r"\b(?:axis|dim)\s*=|\.(?:max|min|sum|mean|amax|amin|logsumexp|prod|nansum)\(\s*-?\d|\bvecdot\("
                    r"|(?<![\w.])sum\((?!.*\bfor\b)|" + _BY_ONES)
"""A reduction along an axis (a whole-array one gives a scalar, which broadcasts anywhere);
``vecdot`` always reduces the last axis (a row sum as ``np.vecdot(x, np.ones_like(x))``), and so
does a product with a vector of ones (``x @ np.ones(S)``; a column of them, ``np.ones((S, 1))``,
keeps the axis), and
Python's own ``sum`` of an array the first (``sum(np.moveaxis(e, -1, 0))``; a sum of a
generator, ``sum(... for s in ...)``, adds whole terms and is left alone)."""
_PUT_BACK = re.compile(r"\[\s*\.\.\.\s*,\s*(?:None|np\.newaxis)\s*\]|\[\s*:\s*,\s*(?:None|np\.newaxis)\s*\]"
                       r"|unsqueeze\(\s*(?:dim\s*=\s*)?-1\s*\)|expand_dims\(.*,\s*(?:axis\s*=\s*)?-1\s*\)")
"""The reduced axis given back where it was (last): ``[..., None]``, ``unsqueeze(-1)``. Given
back elsewhere (``[None]``, ``unsqueeze(-2)``), it still lines up with the keys."""
_TAKE = re.compile(r"\.take\(")
"""``np.take(x, idx, axis=-1)``: indexes every row with the whole index array and appends its
axes, so a reduction's result used as its index (an argmax) gives too many axes, which no
keepdims would mend (``take_along_axis`` is what lines up)."""
_WHOLE_INDEX = re.compile(r"index is supposed to be a vector", re.I)
"""torch's index_select given an index with more than one axis (an argmax per row)."""
_SQUEEZE_OUT = re.compile(r"cannot select an axis to squeeze out", re.I)
_FROM_FRONT = re.compile(r"(?:squeeze|expand_dims)\([^#]*,\s*(?:axis\s*=\s*)?\(?\s*[0-9]")
"""``np.squeeze(x, 1)``, ``np.expand_dims(w, 1)``: an axis counted from the front, which
moves as soon as there are leading (batch) axes."""
_SIZES = re.compile(r"cannot reshape|is invalid for input of size|boolean index did not match", re.I)
"""A size that does not fit (a reshape, a boolean index): not a count of axes."""
_SHAPE = re.compile(r"\((\d+(?:,\s*\d+)*),?\)")
TRUTH = re.compile(r"truth value of an array with more than one element is ambiguous|Boolean value of Tensor with"
                    r" more than one value is ambiguous|truth value of an empty array is ambiguous", re.I)
"""``if allowed:``, ``and``, ``or`` or ``not`` on an array: Python asks it for one bool."""
_ARGUMENTS = re.compile(r"unexpected keyword argument|positional arguments? but|missing \d+ required|got multiple"
                        r" values for argument|takes no keyword arguments|invalid combination of arguments|incompatible"
                        r" function arguments", re.I)
"""A call with arguments its function does not take (``np.matmul(q, k, transpose_b=True)``):
not a size mismatch, though the message names matmul; the line and message say it all."""
_NONE = re.compile(r"'NoneType' object|unsupported operand type\(s\) for .*'NoneType'", re.I)
"""None used as an array: an optional argument used before it is tested (``allowed.bool()``
with allowed=None), or a function that returned None."""
_SAME_NDIM = re.compile(r"(?:must|should) have (?:the )?same number of dimensions", re.I)
"""``np.take_along_axis(x, x.argmax(-1), -1)``: the index array lost the axis it indexes."""
_ONE_WAY = re.compile(r"number of sizes provided \(\d+\) must be greater or equal|expanded size of the tensor"
                      r"|more dimensions than allowed by the axis remapping|remapped shapes", re.I)
"""``np.broadcast_to`` and ``Tensor.expand`` refusing an array larger than the target:
they only add leading axes and stretch axes of length 1."""
_INVERTED_INDEX = re.compile(r"\[\s*~\s*[\w.]+\s*\]")
"""``x[~visible]``: where visible holds 0/1 integers, ~ gives -1 and -2, which index the first
axis (an IndexError where it is shorter than 2) instead of selecting places."""
_INDEXED_BY = re.compile(r"\w\[\s*([A-Za-z_]\w*)\s*\]")
"""``out[hidden]``: an array indexed by one name, which selects places only if it holds bools."""
_ONES_AND_ZEROS = re.compile(r"=\s*1\s*-\s*\w|\.astype\(\s*(?:np\.)?(?:int|uint8|int8|int32|int64)\w*\s*\)|\.(?:int|long|byte)\(\)")
"""An assignment that makes 0/1 integers of a mask: ``1 - visible``, ``.astype(int)``, ``.long()``."""
_KEEP_NEW_AXIS = re.compile(r"expanded size of the tensor \(-1\) isn't allowed in a leading, non-existing dimension")
"""``Tensor.expand`` given -1 ("keep this size") for an axis the tensor does not have: the
-1s assume the tensor has as many trailing axes as there are -1s (a mask with fewer axes)."""
_TO_SHAPE = re.compile(r"\b(?:broadcast_to|expand)\([^#]*(?:\*\s*[\w.]+\.(?:shape|size\(\s*\))"
                       r"|\.shape\s*(?:\[\s*-?\d*\s*:|[,)+])|\.size\(\s*\)\s*[,)+])|\bexpand_as\(")
"""A broadcast_to or expand whose target is another array's whole shape or a slice of it
(``*v.shape[:-2]``, ``q.shape[:-2] + k.shape[-2:]``), not sizes one by one (``expand(-1,
x.shape[-1])``: a fixed number of axes)."""
_INTO = re.compile(r"could not broadcast input array from shape \(([\d, ]*)\) into shape \(([\d, ]*)\)")
"""NumPy refusing a slice assignment: the array written and the slot it was written into."""
_BOOL_ASSIGN = re.compile(r"boolean array indexing assignment (?:requires a 0 or 1-dimensional input|cannot assign)"
                          r"|value tensor of shape \[[\d, ]*\] cannot be broadcast to indexing result", re.I)
"""NumPy and torch refusing ``out[mask] = values`` where values is not one value per place the
mask selects (a whole array of the output's shape)."""
_SLOT = re.compile(r"^\s*[\w.]+\s*\[[^\]]*\]\s*=(?!=)")
"""A line that writes into a slice of an array (``out[..., t] = row``)."""
_READ_ONLY = re.compile(r"assignment destination is read-only|output array is read-only|is not writeable|element of the"
                        r" written-to tensor refers to a single memory location", re.I)
"""A write into an array NumPy handed out read-only: ``np.broadcast_to``'s view, or an input
the caller froze; in torch, an in-place write into an expanded view (``broadcast_to``,
``expand``), whose entries share memory."""
_INDEX_TYPE = re.compile(r"expected dtype \w+ for index|must be of integer \(or boolean\) type|tensors used as"
                         r" indices must be", re.I)
"""An index of the wrong type (``index_fill`` given a bool mask, float indices): an IndexError
that says nothing of a number of axes."""
_FIXED_SPLIT = re.compile(r"(?:(?<![\w.])(?:np\.|numpy\.|torch\.)?|\.)[hvd]split\(")
"""``np.hsplit`` and ``torch.hsplit`` / ``x.hsplit`` split axis 1 (``vsplit`` axis 0, ``dsplit``
axis 2), whatever the number of axes: the features of a 2-D input only."""
_EINSUM = re.compile(r"\beinsum\(")
_VECDOT = re.compile(r"\bvecdot\(")
_EINSUM_SIZES = re.compile(r"remapped shapes|subscript \w+ has size|size of label", re.I)
"""NumPy's and torch's words for an einsum letter given two sizes by its operands."""
MASK_SIZE = re.compile(r"mask and data must be the same size|boolean index did not match|shape of the mask .* does not"
                       r" match|inconsistent shape between the condition and the input", re.I)
"""A boolean mask used as it came (``np.place``, ``x[mask]``, ``np.ma.masked_where``) where it
had to be broadcast to the array's shape first."""
BOOL_NEEDED = re.compile(r"expected condition to be a boolean tensor|only supports boolean masks|mask must be a"
                         r" boolean|expected a boolean", re.I)
"""torch refusing a mask that is not bool (``torch.where``'s condition, ``masked_fill``'s mask)."""
_INT_INFO = re.compile(r"Invalid integer data type|iinfo\(\) requires an integer input type", re.I)
"""``np.iinfo`` / ``torch.iinfo`` asked about a float dtype: they describe integer dtypes only
(``finfo`` describes the float ones)."""
_PICKED = re.compile(r"\w\s*\[[^\[\]]*,\s*(?!None\b|np\.newaxis\b)[A-Za-z_]\w*\s*\]")
"""One entry of the last axis picked with a plain integer name (``w[..., s]``, ``w[:, j]``):
the axis is gone from the result, so what is left lines up with other axes."""
_UNPACK = re.compile(r"(?:not enough|too many) values to unpack", re.I)
_UNPACKED = re.compile(r"^\s*\(?\s*\w+\s*,[\w\s,*()]*=\s*(.+)$")
"""A line that unpacks into several names (``a, b = ...``), its right-hand side captured."""
_CALLED = re.compile(r"\w\s*\(")
_EMPTIED = re.compile(r"not enough values to unpack \(expected \d+, got 0\)", re.I)
_EMPTY_REDUCTION = re.compile(r"Expected reduction dim -?\d+ to have non-zero size|zero-size array to reduction", re.I)
"""A reduction with no identity (a max) over an empty axis or slice: torch says IndexError, yet the axis exists."""
"""Nothing at all to unpack: an iterator already run through (a ``map`` a check consumed), not a
shape (the inputs are never 0-D)."""
_SIZES_READ = re.compile(r"\.shape\b|\.size\(|\blen\(|\.dim\(|\.ndim\b|\.stride|\bsplit\(|\bchunk\(|\bunbind\("
                         r"|\bzip\(|\benumerate\(|\bdivmod\(|\bnp\.(?:array_split|hsplit|vsplit|dsplit)\(")
"""What unpacks into several names by design: a shape (a fixed number of axes when it fails),
pieces of a split, pairs."""
_VMAP_SIZES = re.compile(r"vmap: Expected all tensors to have the same size in the mapped dimension", re.I)
_VMAP = re.compile(r"\bvmap\(")
"""``vmap(matmul)(w, v)``: in_dims=0 maps axis 0 of both inputs, which must then have one
length (a 2-D input's rows, a batch axis of 1 that would broadcast)."""
_TWO_AXES = re.compile(r"\.transpose\(\s*-?\d+\s*,\s*-?\d+\s*\)")
_NOT_ALL_AXES = re.compile(r"axes don't match array", re.I)
"""``ndarray.transpose`` takes a whole permutation: two axes are torch's spelling of a swap."""
_FLOAT_SIZE = re.compile(r"'float' object cannot be interpreted as an integer|tuple of ints, ?but got float|must be"
                         r" tuple of ints, not float|must be int, not float", re.I)
"""A size that is a float (``D / H`` is 3.0, not 3) given to reshape, view, split, zeros or
range, which take whole numbers only."""
_NOT_CONTIGUOUS = re.compile(r"view size is not compatible with input tensor's size and stride", re.I)
_NO_COPY = re.compile(r"Unable to avoid (?:creating a )?copy while reshaping", re.I)
"""NumPy's reshape(..., copy=False) where the new shape needs a copy (entries out of memory order)."""
"""``.view`` on a tensor whose entries are no longer in order (after a transpose)."""
_NUMPY_WITH_GRAD = re.compile(r"Can't call numpy\(\) on Tensor that requires grad", re.I)
"""A tensor that autograd follows, taken out to NumPy."""
_UNBOUND = re.compile(r"local variable '(\w+)'")
_UNDEFINED = re.compile(r"name '(\w+)' is not defined")
_UNHASHABLE = re.compile(r"unhashable type", re.I)
"""A dict or set keyed by an array (a cache of results keyed by the input itself)."""
_WHOLE_SHAPES = re.compile(r"\b(?:np|numpy)\.broadcast_arrays\(|\btorch\.broadcast_tensors\(")
"""Broadcasting whole arrays against each other: every axis lines up, T against S too."""
_DTYPES = re.compile(r"to have the same dtype|expected scalar type \w+ but found|dtypes must be the same|cannot cast"
                     r" ufunc .* output from dtype|found dtype \w+ but expected|to have same dtype|could not be cast from dtype"
                     r"|cannot cast array data from dtype", re.I)
"""Two arrays of different dtypes in one operation that will not mix them (torch's products;
NumPy's in-place operators into an int array)."""
_ATTRIBUTE = re.compile(r"has no attribute|object is not callable", re.I)
"""A method or attribute the object does not have (``weights.matmul`` on an ndarray)."""
_DEVICE = re.compile(r"tensor on device (\w+) is not on the expected device|expected all tensors to be on the same"
                     r" device[^:]*: (\w+)", re.I)
"""Tensors on two devices in one operation: one of them was made without ``device=``."""
_OUTPUT_OPERAND = re.compile(r"non-broadcastable output operand", re.I)
"""NumPy's in-place operator (``x |= y``, ``x -= m``) whose result has a shape ``x`` cannot hold."""
_IN_PLACE_OP = re.compile(r"^\s*[\w.]+(?:\[[^\]]*\])?\s*(?:\+|-|\*|/|//|@|\||&)=(?!=)")
"""A line that updates an array in place (``out += w * v``, ``acc[..., t] -= x``)."""
_IN_PLACE_REFUSED = re.compile(r"non-broadcastable output operand|operands could not be broadcast together with shapes"
                   r" (\([\d, ]*\)) \([\d, ]*\) \1")
"""NumPy's refusal of ``out += x`` where the shapes of ``out`` and ``x`` do not fit: the output
operand that cannot hold the result, or the three operands (``out``, ``x``, ``out``)."""
_KEPT_THEN_MOVED = re.compile(r"\bkeepdims?\s*=\s*True\s*\)\s*(?:\.(?:transpose|swapaxes|swapdims|permute|movedim)\(|"
                              r"\.m?T\b)")
"""A reduction that keeps its axis, then moves it: ``exps.sum(-1, keepdim=True).mT``, the
(..., T, 1) column of totals made a (..., 1, T) row."""
_MOVED_INTO_MERGE = re.compile(r"merge_heads\(\s*(?:[\w.]+\s*\.(?:transpose|swapaxes|swapdims|permute|movedim)\(|[\w.]+\.mT\b|"
                               r"(?:np|numpy|torch)\.(?:swapaxes|moveaxis|transpose|movedim|permute|swapdims)\()")
"""merge_heads given heads whose axes were moved first (``merge_heads(heads.transpose(-3, -2))``)."""
_OPERAND_SHAPES = re.compile(r"output operand with shape \(([\d, ]*)\) doesn't match the broadcast shape \(([\d, ]*)\)")


def _lacks_leading_axes(message: str) -> bool:
    """Whether NumPy's refusal of ``out += x`` says the array written into is x's shape
    without some of its leading axes (an accumulator made (T, d_v) for a batched result);
    not one whose last axes differ (then x itself is the wrong shape)."""
    shapes = _OPERAND_SHAPES.search(message)
    if shapes is None:
        return False
    held, made = (tuple(int(n) for n in part.replace(" ", "").split(",") if n) for part in shapes.groups())
    return len(made) > len(held) and made[len(made) - len(held):] == held


_OUT_NAME = re.compile(r"\bout\s*=\s*(\w+)")
_AUTOGRAD_OUT = re.compile(r"out=.{0,8}arguments? don't support automatic differentiation", re.I)
IN_PLACE = re.compile(r"in-place operation|inplace operation|leaf Variable|cannot resize variables that require"
                      r" grad", re.I)
_GRAD_FLAG = re.compile(r"requires_grad flags of leaf variables", re.I)
"""``requires_grad_(False)`` on a tensor autograd computed: torch refuses it (only leaves take
the flag), and the result was meant to carry no gradient anyway."""
OUT_ARGUMENT = re.compile(r"out=.{0,8}arguments? don't support automatic differentiation|output operand \d+ has a"
                          r" mismatch|output operand requires a reduction|out parameter does not have the correct",
                          re.I)
"""torch refuses ``out=`` whenever an input requires grad (whatever the function's name says);
an ``out=`` buffer of the wrong shape is no operand of the product (NumPy: "Output operand 0
has a mismatch in its core dimension"; einsum: "out parameter does not have the correct number
of dimensions")."""


def about_axes(message: str) -> bool:
    """Whether an exception's message is about a number of axes or an index into them (not
    about the sizes along them)."""
    return bool(_AXES.search(message))


def bad_call(message: str) -> bool:
    """Whether an exception says a call took arguments its function does not take, or an
    attribute does not exist: the line is wrong as written, whatever its inputs."""
    return bool(_ARGUMENTS.search(message) or _ATTRIBUTE.search(message))


def source_line(source: str, where: str) -> str:
    """The student's source line at ``where`` ("numpy_core.py:86"), stripped ("" if unknown)."""
    try:
        number = int(where.rsplit(":", 1)[-1])
    except ValueError:
        return ""
    lines = source.splitlines()
    return lines[number - 1].strip()[:160] if 0 < number <= len(lines) else ""


def find(raised: dict[str, Any], source: str, function: str) -> list[tuple[str, dict[str, Any]]]:
    """Findings about an exception raised on a valid input, most specific first."""
    message = str(raised.get("message", ""))
    where = str(raised.get("where", "")) or "?"
    line = source_line(source, where) or "the line is not known"
    params = {"where": where, "line": line, "type": str(raised.get("type", "an exception")),
              "message": message[:200] or "(no message)"}
    found: list[tuple[str, dict[str, Any]]] = []
    if _GRAD_FLAG.search(message):  # no in-place operation, though the message names a leaf
        return [("no-gradient", {"argument": "its inputs", "how": f"{line} turns autograd off for a result it"
                                 " computed (torch refuses that: only leaves take the flag); return the result as"
                                 " autograd built it, gradient and all"}), ("crash", params)]
    if IN_PLACE.search(message) and _own_leaf(source, function, line):
        return [("in-place-autograd", {"message": message[:200]}), ("crash", params)]
    if _OUTPUT_OPERAND.search(message) and (changed := _changed_argument(source, function, line)):
        # allowed |= eye: an argument changed in place, whose shape cannot hold the result (it must not change at all)
        return [("input-changed", {"argument": changed}), ("crash", params)]
    if _IN_PLACE_OP.match(line) and ((_OUTPUT_OPERAND.search(message) and _lacks_leading_axes(message))
                                     or (_IN_PLACE_REFUSED.search(message) and _dropped_axis(message) is not True
                                         and _buffer_like_input(source, function, line))):
        return [("buffer-shape", params), ("crash", params)]  # out += rows: a buffer made without the batch axes
    if IN_PLACE.search(message):
        name = _changed_argument(source, function, line) or "(an input)"
        found.append(("input-changed", {"argument": f"{name} (autograd refuses an in-place change of a tensor that"
                                                    " requires grad, so it raises where a gradient is wanted)"}))
    if TRUTH.search(message):  # says exactly what the line does wrong, whatever inputs it fails on
        return [("ambiguous-truth", params), ("crash", params)]
    if OUT_ARGUMENT.search(message):  # not a size mismatch, though the message names matmul
        into = _OUT_NAME.search(line)
        if into and into.group(1) in parameters(source, function):  # out=q: the caller's array as the buffer
            return [("input-changed", {"argument": f"{into.group(1)} (passed as out=, the buffer the result is"
                                                   " written into)"}), ("crash", params)]
        if _AUTOGRAD_OUT.search(message):
            return [("out-autograd", params), ("crash", params)]
        if into:  # a buffer of its own, sized from one input (np.empty_like(values)): the result's shape differs
            return [("out-buffer-shape", params), ("crash", params)]
        return [("crash", params)]
    if _ARGUMENTS.search(message):  # it says itself
        return [("crash", params)]
    if _WHOLE_INDEX.search(message) and "index_select(" in line:  # one 1-D index for every row, given one per row
        return [("index-whole-array", params), ("crash", params)]
    if _INT_INFO.search(message):  # iinfo of a float dtype: the wrong one of the two lookups
        return [("iinfo-of-float", params), ("crash", params)]
    if raised.get("type") == "ZeroDivisionError":  # a size it divides by is 0 here: one from // is, for small inputs
        floor = "; a size from integer division (d // 8) is 0 for small inputs" if "//" in function_source(
            source, function) else ""
        return [("divides-by-zero", {**params, "floor": floor}), ("crash", params)]
    if _TWO_AXES.search(line) and _NOT_ALL_AXES.search(message):  # k.transpose(-1, -2) on an ndarray of 3 axes
        return [("transpose-two-axes", params), ("crash", params)]
    if _FLOAT_SIZE.search(message):  # D / H is 3.0: sizes are whole numbers
        return [("float-size", params), ("crash", params)]
    if _NOT_CONTIGUOUS.search(message):  # .view after a transpose
        return [("view-not-contiguous", params), ("crash", params)]
    if _NO_COPY.search(message):  # reshape(..., copy=False) of a transposed or broadcast array
        return [("reshape-no-copy", params), ("crash", params)]
    if _NUMPY_WITH_GRAD.search(message):  # out to NumPy and back: autograd cannot follow
        return [("numpy-with-grad", params), ("crash", params)]
    unbound = _UNBOUND.search(message) if raised.get("type") == "UnboundLocalError" else None
    if unbound:  # assigned on some paths only (inside an if, or a loop that ran no pass)
        return [("unbound-local", {**params, "name": unbound.group(1)}), ("crash", params)]
    undefined = _UNDEFINED.search(message) if raised.get("type") == "NameError" else None
    if undefined:
        return [("name-undefined", {**params, "name": undefined.group(1)}), ("crash", params)]
    if _UNHASHABLE.search(message):
        return [("unhashable-key", params), ("crash", params)]
    if raised.get("type") == "RecursionError":
        return [("recursion", params), ("crash", params)]
    if _DTYPES.search(message):  # an array made in another dtype (torch.zeros: float32) meets the inputs
        return [("dtype-mixed", params), ("crash", params)]
    if _BOOL_ASSIGN.search(message) and _SLOT.match(line):  # out[visible] = scores: a whole array into selected places
        return [("bool-assign-whole", params), ("crash", params)]
    if _KEEP_NEW_AXIS.search(message):  # expand(*lead, -1, -1) on a tensor with fewer axes than the -1s
        return [("expand-keeps-missing-axis", params), ("crash", params)]
    if _ONE_WAY.search(message) and _TO_SHAPE.search(line):  # one input broadcast to another's shape
        return [("one-way-broadcast", params), ("crash", params)]
    past = _PAST_END.search(message)
    if past and int(past.group(1)) in (-1, -2) and _INVERTED_INDEX.search(line):
        return [("int-mask-inverted", params), ("crash", params)]  # x[~m], m 0/1 integers: indices -1 and -2
    indexed = _INDEXED_BY.search(line) if past and int(past.group(1)) in (0, 1) else None
    if indexed and _made_of_ones_and_zeros(source, function, indexed.group(1)):
        return [("int-array-index", {"name": indexed.group(1)}), ("crash", params)]  # x[1 - visible]: positions
    if past:  # an index one or more past an axis's end: a loop bound from another size, no count of axes
        return [("index-past-end", {**params, "index": past.group(1), "size": past.group(2)}), ("crash", params)]
    if _READ_ONLY.search(message):  # a view NumPy hands out read-only (np.broadcast_to), written into
        return [("read-only-view", params), ("crash", params)]
    if _NONE.search(message):  # the line and the None say what is wrong, whatever inputs it fails on
        returned = _none_returned(source, function, line)
        if returned:  # out = scores.copy().fill(-inf): the variable holds what an in-place method returned
            return [("none-returned", {**params, **returned}), ("crash", params)]
        return [("none-argument", params), ("crash", params)]
    if _ATTRIBUTE.search(message):  # no such method (ndarray.matmul): not a size, whatever name it has
        return [("crash", params)]
    device = _DEVICE.search(message)
    if device:  # tensors on two devices: one made without device=
        return [("wrong-device", {"device": device.group(1) or device.group(2) or "another"}), ("crash", params)]
    repeat = _repeat_flattens(source, function) if _BROADCAST.search(message) or _SIZES.search(message) else None
    if repeat:  # np.repeat(w[..., None], d_v): a flat vector of every entry repeated, no axis kept
        return [("repeat-flattens", {**params, "call": repeat}), ("crash", params)]
    into = _INTO.search(message)
    if (into and _WHOLE_SLOT.match(line) or _COPIED_INTO.search(message) and _COPY.search(line)) \
            and _buffer_like_input(source, function, line):
        return [("buffer-shape", params), ("crash", params)]  # out = np.zeros(q.shape); out[...] = w @ v
    if into and _SLOT.search(line):  # out[..., t] = row: a row written into a slot of another shape
        return [("slot-shape", {**params, "got": f"({into.group(1)})", "slot": f"({into.group(2)})"}), ("crash", params)]
    if _KEPT_THEN_MOVED.search(line) and (_BROADCAST.search(message) or _SIZES.search(message)):
        return [("reduced-axis-moved", params), ("crash", params)]  # sum(-1, keepdim=True).mT: totals as a row
    if _EINSUM.search(line) and _EINSUM_SIZES.search(message):  # a letter standing for two axes of other sizes
        return [("einsum-letters", params), ("matmul-mismatch", params), ("crash", params)]
    if _VMAP_SIZES.search(message) and _VMAP.search(line):  # one slice of axis 0 per call: sizes must match there
        return [("mapped-over-first-axis", params), ("crash", params)]
    unpacked = _UNPACKED.match(line) if _UNPACK.search(message) else None
    if unpacked and _CALLED.search(unpacked.group(1)) and not _SIZES_READ.search(unpacked.group(1)):
        return [("unpacked-one-result", params), ("crash", params)]  # row_max, _ = x.amax(-1): one array, split
    axes = (bool(_AXES.search(message)) or raised.get("type") in ("IndexError", "AxisError")) \
        and not _SIZES.search(message) and not _INDEX_TYPE.search(message) or bool(_FIXED_SPLIT.search(line))
    if axes and _EMPTIED.search(message) and unpacked and not _SIZES_READ.search(unpacked.group(1)):
        axes = False  # a, b = pairs after any(...) has run through the iterator: nothing left, no shape
    if _EMPTY_REDUCTION.search(message):
        axes = False  # amax over x[..., :-1] of one key: the axis is there, and empty
    if _SQUEEZE_OUT.search(message) and _FROM_FRONT.search(line):  # squeeze(x, 1): axis 1 is T only without batch axes
        found.append(("fixed-leading-axes", params))
    if _SIZES.search(message) and _size_from_axis_zero(source, function, line):
        found.append(("fixed-leading-axes", params))  # len(x) or x.shape[0]: a batch axis where T or H belongs
    if _SAME_NDIM.search(message):  # an index or operand one axis short: a reduction (argmax) lost its axis
        found += unkept_reductions(source, function, line)
    if axes:  # a fixed number of axes first: einsum's and permute's complaints mention sizes too
        found.append(("fixed-ndim", params))
    if _BROADCAST.search(message) and _WHERE_ARG.search(line):  # x.sum(axis=-2, where=mask): the mask must fit x
        return [("where-shape", params), ("crash", params)]
    if _BROADCAST.search(message) and _WHOLE_SHAPES.search(line):  # q, k = np.broadcast_arrays(q, k)
        return [("whole-shapes-broadcast", params), ("crash", params)]
    if function == "scaled_scores" and _BROADCAST.search(message) and _mutual_transposes(message):
        # q @ k^T + k @ q^T: a (..., T, S) table against a (..., S, T) one
        return [("adds-transpose", params), ("crash", params)]
    if _BROADCAST.search(message) and not _MATMUL.search(message) and _VECDOT.search(line):
        found.append(("matmul-mismatch", params))  # vecdot broadcasts its own two operands: a product's sizes
    elif _BROADCAST.search(message) and not _MATMUL.search(message):
        if _dropped_axis(message) is not False:
            found += unkept_reductions(source, function, line)
        if _PICKED.search(line) and not any(key == "broadcast-after-reduction" for key, _ in found):
            found.append(("index-drops-axis", params))  # w[..., s] * v[..., s, :]: (..., T) against (..., d_v)
    elif not axes and not _SIZES.search(message) and (
            _MATMUL.search(message) or ("@" in line and not _BROADCAST.search(message) and "shape" in message)):
        moved = _moved_into_merge(source, function, where)
        if moved:  # merge_heads(heads.transpose(-3, -2)): the merge's own swap undone, T folded into the features
            found.append(("swapped-before-merge", {**params, "line": moved}))
        found.append(("matmul-mismatch", params))
    found.append(("crash", params))
    return found


_RETURNS_NONE = re.compile(r"^\s*(\w+)\s*=\s*(?:.*(?<![\s=(]np)(?<!numpy)(?<!torch)\.(fill|sort|shuffle|resize|put|itemset|setflags|append|extend"
                           r"|reverse|insert|update)|(?:np|numpy)\.(fill_diagonal|copyto|place|putmask|put|random\."
                           r"shuffle))\((?:[^()]|\([^()]*\))*\)\s*(?:#.*)?$")
"""``out = scores.copy().fill(-np.inf)``: a name given what a method that works in place
returns, which is None."""


def _repeat_flattens(source: str, function: str) -> str | None:
    """The first call in ``function`` that repeats with no axis (``np.repeat(x, n)``,
    ``x.repeat_interleave(n)``, ``torch.repeat_interleave(x, n)``): it flattens its input
    first and repeats each entry of the flat result, so the shape it gives is 1-D."""
    try:
        tree = ast.parse(function_source(source, function))
    except SyntaxError:
        return None
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute) \
                or any(k.arg in ("axis", "dim") for k in node.keywords):
            continue
        owner = node.func.value.id if isinstance(node.func.value, ast.Name) else ""
        if (node.func.attr == "repeat" and owner in ("np", "numpy") and len(node.args) == 2) \
                or (node.func.attr == "repeat_interleave" and (len(node.args) == 2 if owner == "torch"
                                                               else len(node.args) == 1)):
            return ast.unparse(node)[:120]
    return None


def _none_returned(source: str, function: str, line: str) -> dict[str, str]:
    """The name the crash line uses that holds what an in-place method returned (None), and
    that method; {} when no such assignment in ``function`` is used there."""
    from grader.judging.rules import function_source

    for code in function_source(source, function).splitlines():
        m = _RETURNS_NONE.match(code)
        if m and re.search(rf"(?<![\w.]){m.group(1)}\b", line):
            return {"name": m.group(1), "call": m.group(2) or m.group(3)}
    return {}


_CHANGED_NAME = re.compile(r"^\s*(\w+)\s*(?:\[.*\])?\s*(?:[-+*/@%|&^]|//|\*\*|<<|>>)=|^\s*(\w+)(?:\[.*\])?\.\w+_\(")
"""The name a line changes in place: ``out += ...``, ``out[i] = ...``, ``out.add_(...)``."""


def _changed_argument(source: str, function: str, line: str) -> str | None:
    """The parameter of ``function`` that the crash line changes in place (``k.transpose_(...)``,
    ``k += 1``), or None where the line changes no parameter by name."""
    changed = _CHANGED_NAME.match(line)
    if not changed:
        return None
    name = changed.group(1) or changed.group(2)
    return name if name in parameters(source, function) else None


_LIKE_INPUT = r"\s*=\s*(?:(?:np|numpy|torch)\.(?:zeros|empty|ones|full)(?:_like\(\s*(\w+)\s*[,)]|\(\s*(?:shape\s*=\s*)?(\w+)\.shape\s*[,)])" \
    r"|(\w+)\.new_(?:zeros|empty|ones|full)\(\s*\*?\s*\3\.shape)"
"""A buffer made like one input: ``np.zeros_like(values)``, ``np.zeros(values.shape)``,
``weights.new_empty(*weights.shape[:-1], d_v)`` (that input's leading axes)."""
_SAME_SHAPE = ("stable_softmax", "mask_scores")
"""Functions whose result has the shape of their first input: a buffer like it is the right one."""


def _buffer_like_input(source: str, function: str, line: str) -> bool:
    """Whether the array the crash line adds into in place was made with the shape of one of
    ``function``'s inputs (``out = np.zeros_like(values)``, ``np.zeros(values.shape)``): sized
    from one input where the result's shape comes from both (T rows from the weights, the
    last axis from the values)."""
    from grader.judging.rules import function_source

    changed = _CHANGED_NAME.match(line) or _WHOLE_SLOT.match(line)
    if not changed or function in _SAME_SHAPE:
        return False
    name = changed.group(1) or changed.group(2)
    names = parameters(source, function)
    for code in function_source(source, function).splitlines():
        made = re.match(rf"^\s*{name}{_LIKE_INPUT}", code)
        if made and (made.group(1) or made.group(2) or made.group(3)) in names:
            return True
    return False


_COPIED_INTO = re.compile(r"output with shape \[[\d, ]*\] doesn't match the broadcast shape", re.I)
"""torch refusing an in-place write (``out.copy_(x)``, ``out += x``) whose result is larger than ``out``."""
_COPY = re.compile(r"^\s*\w+(?:\[.*\])?\.copy_\(")
_WHOLE_SLOT = re.compile(r"^\s*(\w+)\s*\[\s*(?:\.\.\.|:)\s*\]\s*=(?!=)")
"""A line that writes a whole array into another (``out[...] = x``, ``out[:] = x``)."""


def _moved_into_merge(source: str, function: str, where: str) -> str:
    """The line of ``function`` that hands merge_heads heads whose axes it moved first, where
    the crash (``where``: file:line) came at that line or after it in the same function; ""
    otherwise (merge_heads itself swaps H and T: a swap before it undoes that one; a crash
    before the merge ran says nothing of it)."""
    import ast

    from grader.judging.rules import _parse

    crashed = re.search(r":(\d+)$", where)
    tree = _parse(source) if function != "merge_heads" and crashed is not None else None
    if tree is None or crashed is None:
        return ""
    defs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function]
    if not defs:
        return ""
    node, lines = defs[-1], source.splitlines()  # the last definition is the one that runs
    at = int(crashed.group(1))
    if not node.lineno <= at <= (node.end_lineno or node.lineno):
        return ""
    for number in range(node.lineno, min(at, len(lines)) + 1):
        if _MOVED_INTO_MERGE.search(lines[number - 1].split("#", 1)[0]):
            return lines[number - 1].strip()
    return ""


def _own_leaf(source: str, function: str, line: str) -> bool:
    """Whether the crash line changes in place a tensor ``function`` made itself with
    ``requires_grad`` (``out = torch.zeros(..., requires_grad=True)``; ``out += ...``): a leaf
    of its own, which autograd refuses to change in place, not one of the caller's inputs."""
    from grader.judging.rules import function_source

    changed = _CHANGED_NAME.match(line)
    if not changed:
        return False
    name = changed.group(1) or changed.group(2)
    made = re.compile(rf"^\s*{name}\s*=(?!=)")
    lines = function_source(source, function).splitlines()
    for i, code in enumerate(lines):
        if made.match(code):  # the assignment and the lines that continue it, up to the next statement
            statement = code
            for more in lines[i + 1:]:
                if statement.count("(") <= statement.count(")"):
                    break
                statement += more
            if "requires_grad" in statement:
                return True
    return False


_AXIS_ZERO = re.compile(r"(?<![\w.])len\(\s*\w+\s*\)|\.shape\[\s*0\s*\]|\.size\(\s*0\s*\)")
"""A size read from the first axis: ``len(x)``, ``x.shape[0]``, ``x.size(0)``."""


def _made_of_ones_and_zeros(source: str, function: str, name: str) -> bool:
    """Whether ``function`` assigns ``name`` from 0/1 integers made of a mask (``hidden = 1 -
    visible``, ``.astype(int)``), which index positions along the first axis, not places."""
    from grader.judging.rules import function_source

    for code in function_source(source, function).splitlines():
        code = code.split("#", 1)[0]
        if re.match(rf"\s*{re.escape(name)}\s*=(?!=)", code) and _ONES_AND_ZEROS.search(code):
            return True
    return False


def _size_from_axis_zero(source: str, function: str, line: str) -> bool:
    """Whether the crashed line uses a size read from the first axis, itself or through a
    name assigned from one in ``function``: the first axis is a batch axis as soon as
    there are leading axes."""
    from grader.judging.rules import function_source

    if _AXIS_ZERO.search(line):
        return True
    for code in function_source(source, function).splitlines():
        assigned = re.match(r"\s*([\w\s,*]+?)\s*=(?!=)\s*(.+)", code.split("#", 1)[0])
        if assigned and _AXIS_ZERO.search(assigned.group(2)):
            names = [n.strip(" *") for n in assigned.group(1).split(",")]
            if any(n.isidentifier() and re.search(rf"(?<![\w.]){n}\b", line) for n in names):
                return True
    return False


def _broadcast_shapes(message: str) -> list[tuple[int, ...]]:
    """The shapes a NumPy broadcast error names ([] for torch's, which names sizes only)."""
    if "shapes" not in message:
        return []
    return [tuple(int(n) for n in m.split(",") if n.strip()) for m in _SHAPE.findall(message)]


def _mutual_transposes(message: str) -> bool:
    """Whether a broadcast error's two shapes are one table's, (..., T, S), and its
    transpose's, (..., S, T), with T != S: a table combined with its own transpose."""
    shapes = _broadcast_shapes(message)
    return len(shapes) == 2 and all(len(x) >= 2 for x in shapes) and shapes[0][:-2] == shapes[1][:-2] \
        and shapes[0][-2:] == shapes[1][-2:][::-1] and shapes[0][-1] != shapes[0][-2]


def _dropped_axis(message: str) -> bool | None:
    """Whether the shapes of a broadcast error are an array's and the same array's with one
    axis reduced away ((2, 3, 4) and (2, 3)); None when the message shows no two shapes."""
    shapes = _broadcast_shapes(message)
    if len(shapes) < 2:  # (torch names sizes, not shapes)
        return None
    for a in shapes:
        for b in shapes:
            if len(b) == len(a) - 1 and any(a[:i] + a[i + 1:] == b for i in range(len(a))):
                return True
            if len(a) >= 2 and a != b and b == a[:-1] + a[-2:-1]:  # (T, 1) + (T,): a (T, T) against (T, S)
                return True
            if len(a) >= 2 and len(b) == len(a) and b == a[:-2] + (1, a[-2]):  # (..., T) put back at -2: (..., 1, T)
                return True
    return False


def unkept_reductions(source: str, function: str, crashed: str = "") -> list[tuple[str, dict[str, Any]]]:
    """A reduction without keepdims in ``function``'s own body, or in a helper of the
    student's module that it calls, for a wrong shape or wrong values: its result
    broadcasts along the wrong axis. ``crashed``: the line that raised; a reduction in the
    body after it never ran, so it cannot be the cause."""
    from grader.judging.rules import calls_in, function_source

    body = function_source(source, function)
    lines = body.splitlines()
    at = next((i for i, text in enumerate(lines) if crashed and text.strip() == crashed.strip()), None)
    body = "\n".join(lines[:at + 1]) if at is not None else body
    helpers = [function_source(source, name) for name in calls_in(source, function) if name != function]
    for line in "\n".join([body, *helpers]).splitlines():
        code = line.split("#", 1)[0].strip()
        if _REDUCTION.search(code) and _ALONG.search(code) and not _KEEPS.search(code) and not _PUT_BACK.search(code) \
                and not _TAKE.search(code):
            return [("broadcast-after-reduction", {"where": "?", "line": code[:160], "type": "", "message": ""})]
    return []
