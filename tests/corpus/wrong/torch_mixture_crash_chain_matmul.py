# track: torch
# exercise: mixture
# why: mixes with torch.chain_matmul(weights, values) ("a chain of matrix products, here of length two"), a deprecated routine that only takes 2-D matrices, so weights or values with any batch or head axis raise RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes, crash

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    return torch.chain_matmul(weights, values)
