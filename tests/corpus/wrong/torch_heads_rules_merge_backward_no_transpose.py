# track: torch
# exercise: heads
# why: merge_heads runs through a hand-written torch.autograd.Function "to save the reshape's memory"; its forward is right, but its backward reshapes the incoming (..., T, H*d_h) gradient straight to (..., H, T, d_h) without swapping T and H back, so the values are right while every gradient that flows back through merge_heads (to v, w_v, x in multi-head attention) lands on the wrong positions and heads
# kind: rules
# diagnosis: gradient-differs


class _MergeHeads(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.in_shape = x.shape
        *lead, h, t, d_h = x.shape
        return x.transpose(-3, -2).reshape(*lead, t, h * d_h)

    @staticmethod
    def backward(ctx, grad):
        return grad.reshape(ctx.in_shape)


def merge_heads(x):
    if x.dim() < 3:
        raise ValueError(f"merge_heads needs x (..., H, T, d_h) with 3 or more axes; got {tuple(x.shape)}")
    return _MergeHeads.apply(x)
