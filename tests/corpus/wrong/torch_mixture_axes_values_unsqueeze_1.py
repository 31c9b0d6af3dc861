# track: torch
# exercise: mixture
# why: weighted_mixture gives values with fewer axes than the weights a heads axis with values.unsqueeze(1) ("values shared by the heads: (B, S, d_v) -> (B, 1, S, d_v)"), inserting it after the first axis instead of letting broadcasting add missing axes on the left, so 2-D values meeting batched weights become (S, 1, d_v) and line S up with the batch
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    while values.dim() < weights.dim():
        values = values.unsqueeze(1)  # one value set shared by every head
    return weights @ values
