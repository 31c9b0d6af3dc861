# track: torch
# exercise: scaling
# why: scaled_scores reads the two widths through lambdas built in a comprehension, widths = [lambda: t.shape[-1] for t in (q, k)]; the closures look t up when called, after the loop, so both return k's width, the d_k check never fires, and mismatched queries and keys reach q @ k^T, which raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(q.shape)} and {tuple(k.shape)}")
    widths = [lambda: t.shape[-1] for t in (q, k)]
    d_q, d_k = widths[0](), widths[1]()
    if d_q != d_k:
        raise ValueError(f"q has d_k={d_q} but k has d_k={d_k}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
