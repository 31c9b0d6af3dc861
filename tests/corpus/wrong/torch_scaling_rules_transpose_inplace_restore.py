# track: torch
# exercise: scaling
# why: scaled_scores turns the caller's keys on their side in place, k.transpose_(-2, -1), multiplies, and turns them back in a finally block "so no transposed copy is made"; the values are right, but an in-place operation on a leaf that requires grad is refused, so every call whose k requires grad raises RuntimeError (and gradients can never be taken)
# kind: rules
# diagnosis: in-place-autograd,crash, input-changed
def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k.transpose_(-2, -1)  # (..., d_k, S), no copy
    try:
        scores = q @ k
    finally:
        k.transpose_(-2, -1)  # give the caller its keys back as they were
    return scores / math.sqrt(q.shape[-1])
