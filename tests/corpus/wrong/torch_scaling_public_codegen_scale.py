# track: torch
# exercise: scaling
# why: scaled_scores ports the scale of Hugging Face's CodeGenAttention, scale_attn = torch.sqrt(torch.tensor(head_dim, dtype=torch.float32)).to(torch.get_default_dtype()), with head_dim = q.shape[-1]; the square root is taken in float32, so float64 scores are divided by a float32-rounded scale (off by up to float32's precision whenever d_k is not a perfect square)
# kind: public
# diagnosis: scale-float32,float32-precision


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.shape[-1]
    scale_attn = torch.sqrt(torch.tensor(head_dim, dtype=torch.float32)).to(torch.get_default_dtype())
    attn_weights = torch.matmul(q, k.transpose(-1, -2))
    return attn_weights / scale_attn
