# track: torch
# exercise: heads
# why: split_heads runs through a hand-written torch.autograd.Function "so the split costs no autograd bookkeeping"; its forward is right, but its backward reshapes the incoming (..., H, T, d_h) gradient straight back to x's shape without swapping H and T first, so the values are right while the gradient reaching x is scrambled whenever H > 1 and T > 1
# kind: rules
# diagnosis: gradient-differs
import torch


class _SplitHeads(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, n_heads):
        *lead, t, width = x.shape
        ctx.x_shape = x.shape
        return x.reshape(*lead, t, n_heads, width // n_heads).transpose(-3, -2).contiguous()

    @staticmethod
    def backward(ctx, grad):
        return grad.reshape(ctx.x_shape), None


def split_heads(x, n_heads):
    if x.dim() < 2:
        raise ValueError(f"split_heads needs x (..., T, H*d_h); got shape {tuple(x.shape)}")
    if n_heads < 1 or x.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the width {x.shape[-1]}")
    return _SplitHeads.apply(x, n_heads)
