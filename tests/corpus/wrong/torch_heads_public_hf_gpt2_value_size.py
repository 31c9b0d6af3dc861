# track: torch
# exercise: heads
# why: attention ports Hugging Face's GPT2Attention._attn, attn_weights / torch.full([], value.size(-1) ** 0.5), which scales by the width of the values (d_k = d_v in GPT-2), so the kit's attention divides by sqrt(d_v) instead of sqrt(d_k)
# kind: public
# diagnosis: scale-dv,needs-dk-eq-dv

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("S differs")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    w = q @ k.transpose(-2, -1)
    w = w / torch.full([], v.size(-1) ** 0.5, dtype=w.dtype, device=w.device)
    if allowed is not None:
        w = mask_scores(w, allowed)
    weights = stable_softmax(w)
    return weighted_mixture(weights, v), weights
