# track: torch
# exercise: mixture
# why: weighted_mixture forms every weighted value row by broadcasting, weights.unsqueeze(-1) * values.unsqueeze(-3), a (..., T, S, d_v) tensor, and sums it over dim=-3 (the queries T) where dim=-2 (the keys S) belongs, so it returns (..., S, d_v) sums over the queries instead of (..., T, d_v) mixtures
# kind: axes
# diagnosis: mixture-wrong-axis
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(dim=-3)
