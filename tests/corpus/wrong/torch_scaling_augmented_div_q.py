# track: torch
# exercise: scaling
# why: writes q /= math.sqrt(d_k) thinking it rebinds the name, but on a tensor it divides the caller's q in place (and fails on leaf tensors that require grad)
# kind: inputs-errors
# diagnosis: input-changed


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q /= math.sqrt(q.shape[-1])
    return q @ k.transpose(-2, -1)
