# track: torch
# exercise: scaling
# why: scaled_scores pre-scales the queries on "a separate tensor" made with q.detach() and divides it in place, q_scaled = q.detach().div_(math.sqrt(d_k)); detach() shares the caller's storage, so the caller's q is divided by sqrt(d_k) in place on every call, and the scores are cut from the graph, so no gradient reaches q
# kind: rules
# diagnosis: input-changed, no-gradient
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_scaled = q.detach().div_(math.sqrt(q.shape[-1]))
    return q_scaled @ k.transpose(-2, -1)
