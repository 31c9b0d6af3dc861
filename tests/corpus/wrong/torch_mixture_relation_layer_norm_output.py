# track: torch
# exercise: mixture
# why: weighted_mixture ends with F.layer_norm(out, out.shape[-1:]) "as a transformer normalises after attention", so every output row is centred and rescaled to unit variance (each row shifted and scaled by its own constants) instead of being the plain mixture weights @ values
# kind: relation
# diagnosis: scaled-offset, row-scale, standardised


def weighted_mixture(weights, values):
    import torch.nn.functional as F

    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    return F.layer_norm(out, out.shape[-1:])
