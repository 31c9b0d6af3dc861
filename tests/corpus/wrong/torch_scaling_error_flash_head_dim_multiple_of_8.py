# track: torch
# exercise: scaling
# why: scaled_scores adds FlashAttention's kernel rule that the head width be a multiple of 8 and raises ValueError otherwise, so valid queries and keys with d_k = 1, 2, 3, 5... are rejected although the contract accepts any width
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-1] % 8:
        raise ValueError(f"head width d_k={q.shape[-1]} must be a multiple of 8")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
