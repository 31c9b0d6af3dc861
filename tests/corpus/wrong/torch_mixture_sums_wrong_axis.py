# track: torch
# exercise: mixture
# why: broadcast-multiplies weights and values but sums over the query axis T instead of the key axis S
# diagnosis: mixture-wrong-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    products = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return products.sum(dim=-3)
