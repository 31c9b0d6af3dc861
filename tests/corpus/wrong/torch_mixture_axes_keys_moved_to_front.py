# track: torch
# exercise: mixture
# why: weighted_mixture moves the key axis to the front of both inputs (weights.movedim(-1, 0), values.movedim(-2, 0)) to add up one outer product per key, w[..., :, None] * v[..., None, :], summed over dim 0; with the keys in front the remaining axes no longer line up from the right when weights and values have different leading axes, so a value matrix shared by batched weights is paired with the wrong axes and such valid calls raise or mix wrongly
# kind: axes
# diagnosis: fails-with-leading-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    w = weights.movedim(-1, 0)  # (S, ..., T)
    v = values.movedim(-2, 0)  # (S, ..., d_v)
    return (w.unsqueeze(-1) * v.unsqueeze(-2)).sum(dim=0)
