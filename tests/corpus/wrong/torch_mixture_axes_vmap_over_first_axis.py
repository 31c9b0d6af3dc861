# track: torch
# exercise: mixture
# why: weighted_mixture maps the product over "the batch" with torch.func.vmap(torch.matmul)(weights, values), whose default in_dims=0 peels the first axis off both inputs: right for one batch axis of equal size, but 2-D inputs are split into their T rows and S value rows (a row of weights times a value row), and broadcast or extra leading axes are not handled
# kind: axes
# diagnosis: fails-unless-ndim, fixed-leading-axes, fixed-ndim, mapped-over-first-axis
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.func.vmap(torch.matmul)(weights, values)
