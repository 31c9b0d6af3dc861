# track: torch
# exercise: heads
# why: split_heads unflattens with x.unflatten(-2, (n_heads, -1)), the positions axis where the features axis (-1) belongs, so it cuts the T positions into H groups (raising when H does not divide T) and keeps every feature in each
# kind: axes
# diagnosis: split-reshape
# miss: the split cuts T into heads and raises where H does not divide T; only one check shows the reshaped values (split-reshape), and the raises follow the ndims (fails-with-leading-axes)
def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError("n_heads must be >= 1 and divide the width")
    return x.unflatten(-2, (n_heads, -1))
