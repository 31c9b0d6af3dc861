# track: torch
# exercise: scaling
# why: scaled_scores returns "normalised scores", q k^T / sqrt(d_k) less each row's torch.logsumexp (log-probabilities), so every score is off by its own row's log-sum-exp; a softmax of them is unchanged, the scores are not
# kind: relation
# diagnosis: offset

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return scores - torch.logsumexp(scores, dim=-1, keepdim=True)
