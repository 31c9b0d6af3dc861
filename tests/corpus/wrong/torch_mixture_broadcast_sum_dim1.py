# track: torch
# exercise: mixture
# why: mixes with (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(dim=1); dim 1 is the key axis S only in 2-D, with a batch axis it sums over the queries T instead
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes, mixture-wrong-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {tuple(weights.shape)}, values {tuple(values.shape)}")
    # (..., T, S, 1) * (..., 1, S, d_v) -> (..., T, S, d_v)
    products = weights.unsqueeze(-1) * values.unsqueeze(-3)
    return products.sum(dim=1)
