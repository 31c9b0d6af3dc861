# track: torch
# exercise: mixture
# why: weighted_mixture sums the weighted values over the keys with .sum(-2, keepdim=True), the keepdim carried over from the softmax's row sums, so it returns (..., T, 1, d_v) instead of (..., T, d_v), and attention and multi-head attention return outputs with that extra axis
# kind: knockon
# diagnosis: extra-axis

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(-2, keepdim=True)
