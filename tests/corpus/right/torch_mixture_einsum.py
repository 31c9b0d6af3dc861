# track: torch
# exercise: mixture
# why: torch.einsum over broadcast leading axes, with its own shape checks


def weighted_mixture(weights, values):
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v); got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return torch.einsum("...ts,...sd->...td", weights, values)
