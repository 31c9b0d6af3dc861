# track: torch
# exercise: scaling
# why: scaled_scores applies 1/sqrt(d_k) only when autograd records the call (torch.is_grad_enabled() and q or k requires grad), reading lesson section 5's "gradients through softmax become small" as a training-only fix, so every call without gradients returns unscaled scores; attention and multi-head attention inherit them
# kind: knockon
# diagnosis: scale-none
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    raw = q @ k.transpose(-2, -1)
    if torch.is_grad_enabled() and (q.requires_grad or k.requires_grad):
        return raw / math.sqrt(q.shape[-1])
    return raw
