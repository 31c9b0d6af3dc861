# track: torch
# exercise: scaling
# why: scaled_scores reads d_k as "the number of entries per key", k.numel() // k.shape[-2], which is d_k only for 2-D keys: with batch or head axes it counts those too (B * H * d_k), so batched scores are divided by the square root of that product
# kind: relation
# diagnosis: fails-with-leading-axes

def scaled_scores(q, k):

    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(
            f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes;"
            f" got {tuple(q.shape)} and {tuple(k.shape)}"
        )
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]};"
            f" shapes {tuple(q.shape)} and {tuple(k.shape)}"
        )

    d_k = k.numel() // k.shape[-2]  # entries per key
    return (q @ k.transpose(-2, -1)) / math.sqrt(d_k)
