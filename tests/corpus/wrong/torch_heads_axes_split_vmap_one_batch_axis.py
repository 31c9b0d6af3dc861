# track: torch
# exercise: heads
# why: split_heads writes the split for one (T, H*d_h) sequence, unflatten then transpose(0, 1), and maps it over the batch with torch.vmap; vmap maps exactly one leading axis, so only 3-D input is right: an unbatched (T, D) input is mapped over T (each row split alone, heads last) and a 4-D input has its second batch axis swapped with T
# kind: axes
# diagnosis: fails-unless-ndim, fixed-leading-axes, permuted
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")

    def one_sequence(seq):  # (T, H*d_h) -> (H, T, d_h)
        return seq.unflatten(-1, (n_heads, -1)).transpose(0, 1)

    return torch.vmap(one_sequence)(x)
