# track: torch
# exercise: mixture
# why: weighted_mixture forms every weighted value row and adds them over the keys with .sum(-2, dtype=torch.float32) "to accumulate in a fixed precision"; the sum's dtype= casts the result, so float64 weights and values give a float32 mixture, and attention and multi-head attention, which mix through it, return float32 outputs for float64 inputs
# kind: knockon
# diagnosis: dtype-changed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    products = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return products.sum(-2, dtype=torch.float32)
