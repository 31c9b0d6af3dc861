# track: torch
# exercise: scaling
# why: scaled_scores ports Gemma 2's attention-logit soft-capping (attn_logit_softcapping = 50.0 in its config), returning 50 * tanh(scores / 50) after the division by sqrt(d_k), so every score is squashed toward +-50 (a little for small scores, more for large ones) instead of being q k^T / sqrt(d_k) as is
# kind: public
# diagnosis: clipped
def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    # Gemma 2: logits = tanh(logits / softcap) * softcap, keeps attention logits bounded
    softcap = 50.0
    scores = torch.tanh(scores / softcap) * softcap
    return scores
