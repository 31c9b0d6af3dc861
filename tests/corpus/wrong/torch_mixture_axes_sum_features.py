# track: torch
# exercise: mixture
# why: weighted_mixture forms every weighted value, weights.unsqueeze(-1) * values.unsqueeze(-3) of shape (..., T, S, d_v), and sums it with .sum(-1), over the features d_v instead of the keys S, so it returns (..., T, S) totals instead of (..., T, d_v)
# kind: axes
# diagnosis: mixture-wrong-axis

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(-1)
