# track: torch
# exercise: heads
# why: attention assumes 4-D inputs come in Hugging Face's (batch, seq, heads, head_dim) layout and moves the heads forward with q, k, v = (t.transpose(1, 2) for t in (q, k, v)), transposing the output back afterwards; the kit's 4-D inputs are already (B, H, T, d), so 4-D attention (and batched multi-head attention) attends across the heads instead of the positions, with weights (B, T, H, H)
# kind: axes
# diagnosis: permuted, fixed-leading-axes


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    four_d = q.dim() == 4
    if four_d:  # (batch, seq, heads, head_dim) -> (batch, heads, seq, head_dim)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    out = weighted_mixture(weights, v)
    if four_d:
        out = out.transpose(1, 2)
    return out, weights
