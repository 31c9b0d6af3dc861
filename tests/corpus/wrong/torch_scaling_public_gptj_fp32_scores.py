# track: torch
# exercise: scaling
# why: ports the score computation of Hugging Face's GPT-J attention (_attn), which keeps "the attention weights computation in fp32 to avoid overflow issues" (query.to(torch.float32), key.to(torch.float32)) and divides by scale_attn = torch.sqrt(torch.tensor(head_dim, dtype=torch.float32)); on float64 queries and keys the scores come back as float32, in float32 precision
# kind: public
# diagnosis: dtype-changed,float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale_attn = torch.sqrt(torch.tensor(q.shape[-1], dtype=torch.float32))
    # Keep the attention weights computation in fp32 to avoid overflow issues
    query = q.to(torch.float32)
    key = k.to(torch.float32)
    attn_weights = torch.matmul(query, key.transpose(-1, -2))
    return attn_weights / scale_attn
