# track: torch
# exercise: scaling
# why: scaled_scores collects every problem it finds in a list and reports them together with Python 3.11's raise ExceptionGroup("bad inputs", problems); the ValueErrors are wrapped in the group, and ExceptionGroup is not a ValueError, so a caller's except ValueError (and pytest.raises(ValueError)) never sees them: mismatched widths or 1-D inputs raise the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    problems = []
    if q.dim() < 2:
        problems.append(ValueError(f"q must be (..., T, d_k); got {tuple(q.shape)}"))
    if k.dim() < 2:
        problems.append(ValueError(f"k must be (..., S, d_k); got {tuple(k.shape)}"))
    if q.shape[-1:] != k.shape[-1:]:
        problems.append(ValueError(f"q and k differ in d_k: {tuple(q.shape)} and {tuple(k.shape)}"))
    if problems:
        raise ExceptionGroup("scaled_scores got bad inputs", problems)
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
