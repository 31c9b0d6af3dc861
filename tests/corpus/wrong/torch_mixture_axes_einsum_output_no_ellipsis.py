# track: torch
# exercise: mixture
# why: weighted_mixture writes torch.einsum("...ts,...sd->td", weights, values), leaving the ellipsis out of the output subscripts; torch.einsum then sums over every leading axis, so batched or multi-head mixtures collapse into one (T, d_v) table, the sum of the per-batch outputs (unbatched calls are right)
# kind: axes
# diagnosis: axis-reduced, fails-with-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.einsum("...ts,...sd->td", weights, values)
