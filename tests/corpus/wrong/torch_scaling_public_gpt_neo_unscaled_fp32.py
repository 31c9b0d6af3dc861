# track: torch
# exercise: scaling
# why: ports Hugging Face's GPTNeoSelfAttention._attn, which upcasts query and key to float32 ("to avoid overflow issues") and never divides by sqrt(d_k) (GPT-Neo does not scale its attention logits), so the kit's scores are unscaled (and float64 inputs lose precision)
# kind: public
# diagnosis: scale-none, float32-precision

def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    query = q.to(torch.float32)
    key = k.to(torch.float32)
    attn_weights = torch.matmul(query, key.transpose(-1, -2))
    return attn_weights.to(q.dtype)
