# track: torch
# exercise: scaling
# why: scaled_scores adds a rank guard, raising ValueError unless q and k have 2 to 4 axes ("(T, d), (B, T, d) or (B, H, T, d)"), so valid inputs with two or more batch axes in front of the heads (5-D and beyond) are rejected although any number of leading axes is allowed
# kind: error
# diagnosis: error-on-valid, fixed-ndim
def scaled_scores(q, k):
    if not (2 <= q.dim() <= 4 and 2 <= k.dim() <= 4):
        raise ValueError(
            f"q and k must be (T, d), (B, T, d) or (B, H, T, d); got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
