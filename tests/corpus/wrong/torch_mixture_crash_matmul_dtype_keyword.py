# track: torch
# exercise: mixture
# why: weighted_mixture calls torch.matmul(weights, values, dtype=weights.dtype), carrying NumPy's matmul dtype= keyword over "to keep the inputs' dtype"; torch.matmul has no dtype argument, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.matmul(weights, values, dtype=weights.dtype)
