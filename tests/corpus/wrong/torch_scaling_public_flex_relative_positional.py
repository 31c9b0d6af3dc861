# track: torch
# exercise: scaling
# why: scaled_scores adds the relative_positional score_mod from the PyTorch FlexAttention documentation, score + (q_idx - kv_idx), to every scaled score; the kit's scores carry no position bias, so every score of query t and key s is off by t - s (only the diagonal is right)
# kind: public
# diagnosis: offset


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    q_idx = torch.arange(scores.shape[-2], device=scores.device)[:, None]
    kv_idx = torch.arange(scores.shape[-1], device=scores.device)[None, :]
    return scores + (q_idx - kv_idx).to(scores.dtype)
