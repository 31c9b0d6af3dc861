# track: torch
# exercise: mixture
# why: weighted_mixture broadcasts weights.unsqueeze(-1) * values.unsqueeze(0) and sums dim -2, giving the values their query axis at the front instead of at -3: right for 2-D values, but batched values line their batch axis up with T, so batched mixtures (and attention's outputs) fail
# kind: knockon
# diagnosis: fails-with-leading-axes, crash
import math

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # (..., T, S, 1) * (1, S, d_v) -> (..., T, S, d_v)
    return (weights.unsqueeze(-1) * values.unsqueeze(0)).sum(dim=-2)
