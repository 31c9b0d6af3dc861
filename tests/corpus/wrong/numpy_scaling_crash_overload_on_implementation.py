# track: numpy
# exercise: scaling
# why: scaled_scores is written with typing.overload stubs for its accepted input types, and the decorator is left on the implementation too; overload replaces every decorated definition with a stub that raises NotImplementedError, so every call of scaled_scores (and of attention and multi-head attention, which call it) raises
# kind: crash
# diagnosis: crash
# miss: every call raises NotImplementedError (typing.overload's stub), which the checks read as a function not implemented yet: no cause is given to a stub
from typing import overload


@overload
def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray: ...


@overload
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
