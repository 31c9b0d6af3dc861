# track: torch
# exercise: mixture
# why: the S check reads values.shape(-2), calling torch.Size like the method values.size(-2), so every valid call raises TypeError ('torch.Size' object is not callable)
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape(-2):
        raise ValueError(f"S differs: {weights.shape[-1]} weights per row, {values.shape[-2]} value rows")
    return weights @ values
