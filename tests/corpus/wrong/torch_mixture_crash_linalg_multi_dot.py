# track: torch
# exercise: mixture
# why: weighted_mixture multiplies with torch.linalg.multi_dot([weights, values]) ("the optimal-order chain product"), which only takes 2-D matrices (1-D at the ends), so weights or values with any batch or head axis raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim,fails-unless-ndim
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.linalg.multi_dot([weights, values])
