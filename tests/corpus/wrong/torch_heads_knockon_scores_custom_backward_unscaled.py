# track: torch
# exercise: heads
# why: the student's scaled_scores is a hand-written torch.autograd.Function ("to save memory") whose backward returns grad @ k and grad^T @ q without the 1/sqrt(d_k) factor of the forward, so attention and multi-head attention have the right values but gradients sqrt(d_k) times too large for q, k (and x, w_q, w_k)
# kind: knock-on
# diagnosis: gradient-differs


class _ScaledScores(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k):
        ctx.save_for_backward(q, k)
        return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])

    @staticmethod
    def backward(ctx, grad):
        q, k = ctx.saved_tensors
        return grad @ k, grad.transpose(-2, -1) @ q


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return _ScaledScores.apply(q, k)
