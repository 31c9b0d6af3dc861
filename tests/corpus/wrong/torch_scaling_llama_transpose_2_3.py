# track: torch
# exercise: scaling
# why: copies Meta's LLaMA line scores = torch.matmul(xq, keys.transpose(2, 3)) / math.sqrt(head_dim), written for (batch, heads, seq, head_dim) tensors: transpose(2, 3) is the last two axes only for 4-D keys, so 2-D and 3-D keys raise and 5-D keys are scrambled
# kind: public-code
# diagnosis: fixed-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.shape[-1]
    return torch.matmul(q, k.transpose(2, 3)) / math.sqrt(head_dim)
