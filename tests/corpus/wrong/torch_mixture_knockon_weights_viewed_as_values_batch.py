# track: torch
# exercise: mixture
# why: weighted_mixture lines the weights up with the values by weights.reshape(*values.shape[:-2], T, S) ("one weight table per value set"), taking the leading axes from the values alone; when the weights carry more leading axes than the values (several heads or batches sharing 2-D values) the reshape raises, or folds those axes into the wrong place, so attention with shared values fails too
# kind: knockon
# diagnosis: crash, fails-with-leading-axes, fixed-ndim
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    t, s = weights.shape[-2], weights.shape[-1]
    weights = weights.reshape(*values.shape[:-2], t, s)
    return weights @ values
