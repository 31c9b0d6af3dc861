# track: torch
# exercise: mixture
# why: mixes with torch.einsum("...ts,...sd->...dt"), a slip in the output subscripts that returns (..., d_v, T) instead of (..., T, d_v)
# kind: axes
# diagnosis: transposed,permuted


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return torch.einsum("...ts,...sd->...dt", weights, values)
