# track: torch
# exercise: scaling
# why: the d_k check indexes the method instead of calling it, q.size[-1] != k.size[-1] (mixing up .size() and .shape[]), so every call raises TypeError ("'builtin_function_or_method' object is not subscriptable")
# kind: crash
# diagnosis: crash


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.size[-1] != k.size[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])  # (..., T, S)
