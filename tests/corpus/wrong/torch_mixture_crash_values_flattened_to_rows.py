# track: torch
# exercise: mixture
# why: weighted_mixture flattens the values to a table of rows, values.contiguous().view(-1, values.size(-1)) ("one row per key"), which also folds the batch axes into the rows, so batched values no longer have S rows and the product raises
# kind: crash
# diagnosis: matmul-mismatch, crash, fixed-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    rows = values.contiguous().view(-1, values.size(-1))  # (S, d_v)
    return weights @ rows
