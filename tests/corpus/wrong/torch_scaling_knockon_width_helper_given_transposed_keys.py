# track: torch
# exercise: scaling
# why: scaled_scores takes d_k from its helper _common_width(q, k), which checks q.shape[-1] == k.shape[-1], but passes it the already transposed keys; the helper then compares d_k with S, so every valid input with S != d_k raises ValueError (and a real width mismatch can slip through to the matmul)
# kind: knockon
# diagnosis: error-on-valid


def _common_width(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q.shape[-1]


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    k_t = k.transpose(-2, -1)  # (..., d_k, S)
    d_k = _common_width(q, k_t)
    return (q @ k_t) / math.sqrt(d_k)
