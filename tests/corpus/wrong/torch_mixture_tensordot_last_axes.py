# track: torch
# exercise: mixture
# why: contracts S with torch.tensordot(weights, values, dims=([-1], [-2])), which pairs every batch of weights with every batch of values: right in 2-D, but (B, T, S) and (B, S, d_v) give (B, T, B, d_v)
# kind: axes-shapes
# diagnosis: dot-not-matmul, fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return torch.tensordot(weights, values, dims=([-1], [-2]))
