# track: torch
# exercise: heads
# why: the student's scaled_scores detaches the keys, q @ k.detach().transpose(-2, -1), treating them like a KV cache that needs no gradient, so no gradient reaches k through attention (nor w_k through multi-head attention, and x gets only part of its gradient)
# kind: knock-on
# diagnosis: no-gradient, gradient-differs


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.detach().transpose(-2, -1)) / math.sqrt(q.shape[-1])  # (..., T, S)
