# track: torch
# exercise: mixture
# why: weighted_mixture ports the KV-cache eviction of H2O (Zhang et al. 2023, heavy-hitter oracle): it sums each key's weights over the queries, keeps the half of the keys with the largest totals and mixes only their value rows, so the keys with the smallest accumulated weight are left out of every output
# kind: public
# diagnosis: key-left-out, weights-top-k
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
        )
    S = weights.shape[-1]
    budget = max(1, S // 2)  # heavy_ratio = 0.5
    acc = weights.sum(dim=-2, keepdim=True)  # (..., 1, S) accumulated attention per key
    keep_idx = acc.topk(budget, dim=-1).indices
    keep = torch.zeros_like(acc, dtype=torch.bool).scatter(-1, keep_idx, True)
    return weights.masked_fill(~keep, 0) @ values
