# track: torch
# exercise: scaling
# why: scaled_scores checks the widths with torch.testing.assert_close(q.shape[-1], k.shape[-1], msg=...), the comparison helper of the student's own tests; it raises AssertionError, not ValueError, so mismatched d_k give the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    torch.testing.assert_close(q.shape[-1], k.shape[-1], msg=f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
