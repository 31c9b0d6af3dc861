"""Small pieces of the grader on their own: the wire, the rules scan, the tolerances."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

from grader.calls.returned import Returned
from grader.errors import CheckFailure
from grader.isolation.worker import wire
from grader.isolation.worker.calls import Session, watched
from grader.judging.compare import expect_array
from grader.judging.rules import forbidden_for, scan_source

DRAWS = """
import random
import numpy as np
np.random.seed = lambda seed=None: None  # a module that breaks the seeding of its own name for it

def draws(x):
    return np.random.rand(3) + random.random() + x
"""


TORCH_DRAWS = """
import torch

def draws(x):
    return torch.nn.functional.dropout(torch.ones(16), 0.5) + x
"""


def _draws(session: Session, module: str = "numpy_core", source: str = DRAWS) -> list[np.ndarray]:
    session.op_import({"module": module, "path": f"{module}.py", "source": source, "functions": ["draws"]})
    out = []
    for _ in range(2):
        answer, arrays = session.op_call({"module": module, "func": "draws", "args": [{"value": 1.0}],
                                          "kwargs": {}}, [])
        assert answer["ok"], answer
        out.append(arrays[0])
    return out


def test_random_draws_are_seeded_per_call_so_grades_repeat_and_two_calls_still_differ():
    import sys

    seed = np.random.seed
    try:
        first, again = _draws(Session()), _draws(Session())  # two workers: two runs of the grader
    finally:
        sys.modules.pop("numpy_core", None)
        np.random.seed = seed
    np.testing.assert_array_equal(first[0], again[0])
    np.testing.assert_array_equal(first[1], again[1])
    assert not np.array_equal(first[0], first[1])  # the determinism check's second call draws anew
    try:  # torch's generator too (dropout left in)
        first, again = _draws(Session(), "torch_core", TORCH_DRAWS), _draws(Session(), "torch_core", TORCH_DRAWS)
    finally:
        sys.modules.pop("torch_core", None)
    np.testing.assert_array_equal(first[0], again[0])
    assert not np.array_equal(first[0], first[1])


MEMO = """
import numpy as np
_SEEN = {}

def total(x):
    if id(x) not in _SEEN:
        _SEEN[id(x)] = float(np.sum(x))
    return np.asarray(_SEEN[id(x)])
"""


def test_refilled_calls_get_the_same_objects_and_other_calls_never_reuse_an_address():
    import sys

    session = Session()
    session.op_import({"module": "numpy_core", "path": "numpy_core.py", "source": MEMO, "functions": ["total"]})

    def total(values: np.ndarray, refill: bool = False) -> float:
        header = {"module": "numpy_core", "func": "total", "args": [{"array": 0, "as": "numpy"}], "kwargs": {}}
        answer, arrays = session.op_call({**header, "refill": refill} if refill else header, [values])
        assert answer["ok"], answer
        return float(arrays[0])

    try:
        # plain calls: each gets new arrays, and no new array takes a freed one's address
        assert [total(np.full(3, float(n))) for n in range(50)] == [3.0 * n for n in range(50)]
        assert total(np.ones(3), refill=True) == 3.0
        assert total(np.full(3, 2.0), refill=True) == 3.0  # the same object, refilled: the id() cache shows
        assert total(np.ones(4), refill=True) == 4.0  # another shape: new objects
    finally:
        sys.modules.pop("numpy_core", None)


TEMPORARIES = """
import numpy as np
import torch

def addresses(kind):
    out = []
    for n in range(20):  # each temporary is freed before the next is made
        t = np.arange(6.0) + n if kind == "numpy" else torch.arange(6.0) + n
        out.append(id(t) if kind == "numpy" else t.data_ptr() if kind == "data_ptr" else hash(t))
    return np.asarray(out, dtype=np.int64)
"""


@pytest.mark.parametrize("kind", ["numpy", "data_ptr", "hash"])
def test_what_student_code_takes_the_address_of_stays_alive_so_no_address_repeats(kind):
    """A temporary the student's code keys a cache by (``id``, ``hash``, ``data_ptr``) is
    pinned: a later temporary never lands at its address by chance, so whether a stale
    entry is hit never depends on the heap (set 28's ``numpy_scaling_rules_cached_kt_by_id``
    scored 277 to 282 from run to run before this)."""
    import sys

    session = Session()
    session.op_import({"module": "torch_core", "path": "torch_core.py", "source": TEMPORARIES,
                       "functions": ["addresses"]})
    try:
        answer, arrays = session.op_call({"module": "torch_core", "func": "addresses",
                                          "args": [{"value": kind}], "kwargs": {}}, [])
    finally:
        sys.modules.pop("torch_core", None)
    assert answer["ok"], answer
    assert len(set(arrays[0].tolist())) == 20
    assert session.pins.kept.held == 20


def test_the_wire_round_trips_arrays_without_pickle():
    stream = io.BytesIO()
    wire.send(stream, {"op": "x"}, [np.arange(3.0), np.ones((2, 2), bool), np.array(2.5), np.arange(6).reshape(2, 3).T])
    stream.seek(0)
    header, arrays = wire.receive(stream)
    assert header["op"] == "x"
    np.testing.assert_array_equal(arrays[0], np.arange(3.0))
    assert arrays[1].dtype == bool
    assert arrays[2].shape == () and arrays[2] == 2.5  # a 0-d array stays 0-d (a squeezed (1, 1) mask, a scalar result)
    np.testing.assert_array_equal(arrays[3], np.arange(6).reshape(2, 3).T)  # a transposed view, in its own order


def test_the_wire_refuses_object_arrays_and_lies_about_sizes():
    with pytest.raises(ValueError):
        wire.send(io.BytesIO(), {}, [np.array([object()], dtype=object)])
    stream = io.BytesIO(wire._HEADER.pack(2**31, 0))
    with pytest.raises(wire.WireError, match="over the limit"):
        wire.receive(stream)
    stream = io.BytesIO(wire._HEADER.pack(10, 0) + b'{"blobs":')
    with pytest.raises(wire.WireError, match="closed"):
        wire.receive(stream)


@pytest.mark.parametrize("spec", [["object", [1]], ["float64", [-1]], ["float64", [2**20, 2**20]], ["V8", [1]],
                                  ["float64", "3"], "float64"])
def test_the_wire_refuses_arrays_that_are_not_plain_numbers(spec):
    text = json.dumps({"blobs": [spec]}).encode()
    stream = io.BytesIO(wire._HEADER.pack(len(text), 1) + text + bytes(64))
    with pytest.raises(wire.WireError):
        wire.receive(stream)


def test_the_wire_sends_other_byte_orders_as_native_numbers():
    stream = io.BytesIO()
    wire.send(stream, {}, [np.arange(3, dtype=">f8")])
    stream.seek(0)
    (array,) = wire.receive(stream)[1]
    assert array.dtype == np.float64 and array.dtype.isnative
    np.testing.assert_array_equal(array, [0.0, 1.0, 2.0])


@pytest.mark.parametrize("source,used", [
    ("import torch.nn.functional as F\ndef attention(q, k, v, allowed=None):\n    return F.scaled_dot_product_attention(q, k, v)\n", ["scaled_dot_product_attention (F.scaled_dot_product_attention or one of its backends)"]),
    ("from torch.nn.functional import scaled_dot_product_attention as s\ndef attention(q, k, v, allowed=None):\n    return s(q, k, v)\n", ["scaled_dot_product_attention (F.scaled_dot_product_attention or one of its backends)"]),
    ("import torch.nn.functional as F\ndef attention(q, k, v, allowed=None):\n    return getattr(F, 'scaled_dot_product_attention')(q, k, v)\n", ["scaled_dot_product_attention (F.scaled_dot_product_attention or one of its backends)"]),
    ("def _h(x):\n    return x.softmax(-1)\ndef stable_softmax(scores, temperature=1.0):\n    return _h(scores)\n", ["softmax (a library softmax)"]),
    ("def stable_softmax(scores, temperature=1.0):\n    '''no library softmax here'''\n    softmax = scores\n    return softmax\n", []),
    ("def attention(q, k, v, allowed=None):\n    return q.softmax(-1)\n", []),
    # a name bound to two forbidden functions names the last one; a lambda helper counts
    ("import torch.nn.functional as F\nsm = F.softmax\nsm = F.log_softmax\n"
     "def stable_softmax(scores, temperature=1.0):\n    return sm(scores)\n", ["log_softmax (a library softmax)"]),
    ("import torch\nh = lambda x: torch.softmax(x, -1)\ndef stable_softmax(scores, temperature=1.0):\n"
     "    return h(scores)\n", ["softmax (a library softmax)"]),
])
def test_the_rules_scan_follows_aliases_but_not_words(source, used):
    func = "stable_softmax" if "stable_softmax" in source else "attention"
    assert scan_source(source, func) == used


@pytest.mark.parametrize("name", ["_scaled_dot_product_attention_math", "_native_multi_head_attention",
                                  "_safe_softmax", "softmin", "gumbel_softmax", "Softmax", "log_softmax"])
def test_backends_and_variants_are_watched_and_forbidden(name):
    assert watched(name)
    assert forbidden_for("stable_softmax", name)


def test_the_library_softmax_is_allowed_outside_stable_softmax():
    assert forbidden_for("attention", "softmax") is None
    assert forbidden_for("attention", "scaled_dot_product_attention")


def _tensor(array, dtype=None):
    return Returned("ndarray", dtype=str(dtype or array.dtype), array=array)


def test_float32_outputs_must_stay_float32_with_an_explanation():
    want = np.ones((2, 2), np.float32)
    with pytest.raises(CheckFailure, match="math.sqrt"):
        expect_array(_tensor(want.astype(np.float64)), want, track="numpy", what="f")


def test_minus_inf_must_be_exact_and_nan_is_named():
    want = np.array([[0.0, -np.inf]])
    with pytest.raises(CheckFailure, match="largest error inf"):
        expect_array(_tensor(np.array([[0.0, -1e9]])), want, track="numpy", what="f",
                     hints=[("large negative", np.array([[0.0, -1e9]]))])
    with pytest.raises(CheckFailure, match="NaN"):
        expect_array(_tensor(np.array([[np.nan, -np.inf]])), want, track="numpy", what="f")
    expect_array(_tensor(np.array([[1e-15, -np.inf]])), want, track="numpy", what="f")


def test_the_wrong_container_is_a_type_failure():
    with pytest.raises(CheckFailure, match="expected a np.ndarray"):
        expect_array(Returned("other", type_name="numpy.matrix", value="matrix"), np.ones(2), track="numpy", what="f")


def test_progress_redraws_one_line_on_a_terminal_and_prints_plain_lines_elsewhere():
    from grader.running.progress import Progress

    events = [{"line": "ada: 287/287 in 1.0 s", "status": "graded"},
              {"line": "bo: not graded: no folder", "status": "not graded", "problem": True}]
    screen = io.StringIO()
    bar = Progress(2, screen, bar=True)
    for event in events:
        bar.update(event)
    bar.close()
    assert "\r" in screen.getvalue() and "2/2 graded, 1 not graded" in screen.getvalue()
    assert "ada:" not in screen.getvalue() and "bo: not graded" in screen.getvalue()
    log = io.StringIO()
    plain = Progress(2, log)  # a StringIO is no terminal
    for event in events:
        plain.update(event)
    assert log.getvalue() == "ada: 287/287 in 1.0 s\nbo: not graded: no folder\n"


@pytest.mark.parametrize("where", ["top", "hidden"])
def test_a_check_in_the_wrong_folder_for_its_hidden_flag_is_refused(tmp_path, where):
    """The release leaves out checks/hidden/: a hidden check anywhere else would ship to students."""
    from grader.running.layout import CHECKS
    from grader.running.plugin import collect_points

    checks = tmp_path / "checks"
    (checks / "hidden").mkdir(parents=True)
    (checks / "pytest.ini").write_text((CHECKS / "pytest.ini").read_text(encoding="utf-8"), encoding="utf-8")
    folder = checks if where == "top" else checks / "hidden"

    def write(name: str, hidden: bool) -> None:
        (folder / f"check_{name}.py").write_text(
            "from grader.running.marks import check, tracks\n\n\n"
            f"@tracks\n@check('mixture', 1, hidden={hidden})\ndef test_one(student, track):\n    pass\n", encoding="utf-8"
        )

    write(f"misplaced_{where}", hidden=where == "top")  # hidden at the top, or public inside hidden/
    with pytest.raises(RuntimeError, match="hidden checks live in grader/checks/hidden/"):
        collect_points(checks)
    (folder / f"check_misplaced_{where}.py").unlink()
    write(f"placed_{where}", hidden=where == "hidden")
    both = {("mixture", "numpy"): 1.0, ("mixture", "torch"): 1.0}
    assert collect_points(checks) == (({}, both) if where == "hidden" else (both, {}))
