# track: torch
# exercise: mixture
# why: weighted_mixture treats each query as a "weighted bag" of value rows, F.embedding_bag(indices, values, per_sample_weights=weights, mode="sum") with indices = every key for every query; embedding_bag takes a 2-D embedding table and 1-D or 2-D bags only, so values or weights with any batch or head axis raise
# kind: crash
# diagnosis: crash, fixed-ndim
import torch
import torch.nn.functional as F


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    t, s = weights.shape[-2], weights.shape[-1]
    bags = torch.arange(s, device=values.device).expand(t, s)  # query t's bag holds every key
    return F.embedding_bag(bags, values, per_sample_weights=weights, mode="sum")
