# track: torch
# exercise: heads
# why: split_heads unflattens the features with x.unflatten(-1, (n_heads, -1)) and brings the heads forward with .movedim(-2, 1), "the head axis goes to position 1 as in (B, H, T, d_h)"; that is right only for inputs with exactly one batch axis: an unbatched (T, H*d_h) input keeps its heads after T, and with two batch axes the heads land between them
# kind: axes
# diagnosis: fixed-leading-axes


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.unflatten(-1, (n_heads, -1)).movedim(-2, 1)
