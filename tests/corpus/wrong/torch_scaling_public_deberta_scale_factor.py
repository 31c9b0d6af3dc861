# track: torch
# exercise: scaling
# why: copies DeBERTa's scale, math.sqrt(d_k * scale_factor) with scale_factor = 1 + len(["c2p", "p2c"]) = 3 (it also adds two relative-position terms the kit does not have), so the scores are divided by sqrt(3 d_k): a constant factor 1/sqrt(3) too small
# kind: public-code
# diagnosis: ratio:constant,ratio


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale_factor = 1 + len(["c2p", "p2c"])  # DisentangledSelfAttention
    scale = math.sqrt(q.size(-1) * scale_factor)
    return (q @ k.transpose(-1, -2)) / scale
