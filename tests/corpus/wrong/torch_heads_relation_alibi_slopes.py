# track: torch
# exercise: heads
# why: multi_head_self_attention adds ALiBi's per-head linear distance penalty, -m_h * |i - j| with the geometric slopes m_h = 2 ** (-8 (h + 1) / H) ("so each head prefers nearby tokens"), to every head's scores before the softmax; the kit's attention has no positional bias, so every head's weights and the output are off
# kind: relation
# diagnosis: distance-scores
# miss: a per-head penalty growing with |i - j| is no relation the engine reads through the softmax; the small differences on the cases it fails read as half precision
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    t = x.shape[-2]
    pos = torch.arange(t, device=x.device)
    dist = (pos[:, None] - pos[None, :]).abs().to(x.dtype)  # (T, T)
    slopes = torch.tensor([2 ** (-8 * (h + 1) / n_heads) for h in range(n_heads)], dtype=x.dtype, device=x.device)
    scores = scaled_scores(q, k) - slopes[:, None, None] * dist  # (..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weighted_mixture(weights, v)) @ w_o, weights
