# track: torch
# exercise: scaling
# why: scaled_scores ports the attention logits of nGPT (Loshchilov et al. 2024), which multiply q k^T by sqrt(d_k) because nGPT normalises its queries and keys to unit length first; the port keeps the factor without the normalisation, so every score is multiplied by sqrt(d_k) instead of divided, d_k times too large
# kind: public
# diagnosis: scale-multiplied


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    softmax_scale = math.sqrt(q.shape[-1])
    return (q @ k.transpose(-2, -1)) * softmax_scale
