# track: torch
# exercise: mixture
# why: weighted_mixture mixes one query at a time, torch.stack([weights[..., t, :] @ values for t in range(T)], dim=-2): in 2-D each (S,) row times the (S, d_v) values is right, but with a batch axis weights[..., t, :] is a (B, S) matrix, which matmul multiplies with every batch element's values, so the batches are crossed and the result is (B, B, T, d_v) instead of (B, T, d_v)
# kind: axes
# diagnosis: fails-with-leading-axes, dot-not-matmul


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} vs {values.shape[-2]}")
    rows = [weights[..., t, :] @ values for t in range(weights.shape[-2])]  # one output row per query
    return torch.stack(rows, dim=-2)
