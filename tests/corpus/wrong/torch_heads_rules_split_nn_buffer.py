# track: torch
# exercise: heads
# why: split_heads returns its heads wrapped as torch.nn.Buffer(...) "so a module can register them without training them"; a Buffer is a new leaf made from the reshaped data, so the heads are cut from the autograd graph and no gradient reaches x (or w_q, w_k, w_v through multi_head_self_attention)
# kind: rules
# diagnosis: no-gradient, gradient-differs
import torch


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    *lead, t, width = x.shape
    heads = x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2)
    return torch.nn.Buffer(heads)
