# track: torch
# exercise: heads
# why: masks like the "simple" causal masking of Raschka's self-attention tutorial: softmax first, then weights * mask and renormalise by the row sums; the visible weights come out right, but a query with no visible key divides 0 by 0 (NaN) instead of raising ValueError, and the mask is never checked
# kind: public-code
# diagnosis: mask-after-softmax, error-not-raised


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    attn_scores = scaled_scores(q, k)  # (..., T, S)
    attn_weights = stable_softmax(attn_scores)
    if allowed is not None:
        mask_simple = torch.as_tensor(allowed, device=attn_weights.device).to(attn_weights.dtype)
        masked_simple = attn_weights * mask_simple
        row_sums = masked_simple.sum(dim=-1, keepdim=True)
        attn_weights = masked_simple / row_sums
    return weighted_mixture(attn_weights, v), attn_weights
