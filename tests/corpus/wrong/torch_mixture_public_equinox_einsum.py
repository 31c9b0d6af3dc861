# track: torch
# exercise: mixture
# why: ports the output line of Equinox's dot_product_attention, einsum("sS,Sd->sd", weights, value), written for one unbatched sequence (Equinox batches with vmap), so weights or values with any batch or head axis raise RuntimeError from torch.einsum
# kind: public
# diagnosis: fixed-ndim, einsum-letters, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return torch.einsum("sS,Sd->sd", weights, values)
