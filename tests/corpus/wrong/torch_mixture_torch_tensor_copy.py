# track: torch
# exercise: mixture
# why: wraps the result in torch.tensor(...), which copies it out of the autograd graph
# named-by: does not require grad: it was detached


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.tensor((weights @ values).tolist(), dtype=weights.dtype, device=weights.device)
