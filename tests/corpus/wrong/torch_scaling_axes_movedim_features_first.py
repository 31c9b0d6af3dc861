# track: torch
# exercise: scaling
# why: scaled_scores stands the keys up with k.movedim(-1, 0), moving the feature axis to the front, which is the (d_k, S) transpose only for 2-D keys; with a batch or head axis the keys become (d_k, B, S) and the product pairs the wrong axes (RuntimeError, or wrong scores when the sizes happen to line up)
# kind: axes
# diagnosis: fixed-leading-axes,transpose-all-axes

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    return (q @ k.movedim(-1, 0)) / math.sqrt(q.shape[-1])
