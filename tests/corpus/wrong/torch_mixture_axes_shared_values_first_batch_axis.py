# track: torch
# exercise: mixture
# why: weighted_mixture gives 2-D values shared by batched weights a batch axis of their own, values.expand(weights.shape[0], -1, -1), "so the product is a batch of matrices"; that is right for (B, T, S) weights, but for weights with two or more leading axes (B, H, T, S) the expanded (B, S, d_v) values line up their B against the weights' H, so valid calls raise a size mismatch or mix with the wrong broadcast
# kind: axes
# diagnosis: fails-with-leading-axes
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    if values.dim() == 2 and weights.dim() > 2:
        values = values.expand(weights.shape[0], -1, -1)
    return weights @ values
