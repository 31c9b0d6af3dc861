# track: torch
# exercise: scaling
# why: the width check only fires when the queries are wider than the keys (q.shape[-1] > k.shape[-1]); queries narrower than the keys slip through to the matmul, which raises RuntimeError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror, error-not-raised


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] > k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has only d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])  # (..., T, S)
