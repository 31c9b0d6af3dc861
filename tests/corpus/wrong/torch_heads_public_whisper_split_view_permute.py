# track: torch
# exercise: heads
# why: split_heads ports Whisper's head split, x.view(*x.shape[:2], n_head, -1).permute(0, 2, 1, 3), written for (batch, T, width) input: unbatched (T, width) input is viewed as if its width were T, and inputs with more leading axes fail
# kind: public
# diagnosis: fixed-ndim, fixed-leading-axes, crash
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError("split_heads needs x (..., T, H*d_h)")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return x.reshape(*x.shape[:2], n_heads, -1).permute(0, 2, 1, 3)
