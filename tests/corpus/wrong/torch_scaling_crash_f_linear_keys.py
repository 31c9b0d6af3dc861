# track: torch
# exercise: scaling
# why: scaled_scores computes q k^T as F.linear(q, k) ("linear(x, W) is x W^T, exactly q k^T"), but F.linear takes a 1-D or 2-D weight, so it is right for 2-D keys and raises RuntimeError for keys with any batch or head axis
# kind: crash
# diagnosis: crash, fails-with-leading-axes

import torch.nn.functional as F


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return F.linear(q, k) / math.sqrt(q.shape[-1])
