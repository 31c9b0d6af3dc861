# track: torch
# exercise: scaling
# why: ports d2l's DotProductAttention score line as it stands, torch.bmm(queries, keys.transpose(1, 2)) / math.sqrt(d), written for (batch, n, d) tensors: bmm takes 3-D tensors only with equal batches, so unbatched, multi-head or broadcast q and k raise
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash
import math

import torch


def scaled_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d = q.shape[-1]
    # Swap the last two dimensions of keys with keys.transpose(1, 2)
    return torch.bmm(q, k.transpose(1, 2)) / math.sqrt(d)
