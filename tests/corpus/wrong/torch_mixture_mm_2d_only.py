# track: torch
# exercise: mixture
# why: uses torch.mm, which only accepts 2-D matrices, so batched inputs fail
# named-by: self must be a matrix


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.mm(weights, values)
