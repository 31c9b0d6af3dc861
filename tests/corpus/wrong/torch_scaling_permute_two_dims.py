# track: torch
# exercise: scaling
# why: transposes the keys with k.permute(-1, -2), thinking it swaps the last two axes; permute needs every axis listed, so it only works for 2-D keys and raises for any batch or head axis
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fixed-ndim, transpose-all-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.permute(-1, -2)) / math.sqrt(q.shape[-1])
