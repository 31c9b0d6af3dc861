# track: torch
# exercise: scaling
# why: scaled_scores folds log2(e) into the scale the way FlashAttention prepares its scores for exp2 (softmax_scale * log2e), returning q k^T / sqrt(d_k) * 1.4427; the kit's softmax uses exp, so the scores are 1.4427 times too large
# kind: relation
# diagnosis: ratio
def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.log2(math.e) / math.sqrt(q.shape[-1])  # softmax_scale * log2(e)
    return (q @ k.transpose(-2, -1)) * scale
