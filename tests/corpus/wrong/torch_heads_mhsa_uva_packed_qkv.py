# track: torch
# exercise: heads
# why: follows the UvA deep-learning tutorial's packed projection, qkv reshaped to (..., T, H, 2*d_k + d_v) and split per head into q, k, v; that layout assumes the packed weight interleaves [q_h, k_h, v_h] per head, but x @ cat([w_q, w_k, w_v]) lays out [Q | K | V], so each head's q, k and v take the wrong columns
# kind: public-code
# diagnosis: mhsa-wrong-projection
# miss: the packed split takes the wrong columns for q, k and v; no relation reads a column layout, so no cause leads


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if n_heads < 1 or w_q.shape[-1] % n_heads or w_v.shape[-1] % n_heads:
        raise ValueError(f"n_heads={n_heads} must be >= 1 and divide the projection widths")
    d_k = w_q.shape[-1] // n_heads
    d_v = w_v.shape[-1] // n_heads
    qkv = x @ torch.cat([w_q, w_k, w_v], dim=-1)
    *lead, t, _ = qkv.shape
    qkv = qkv.reshape(*lead, t, n_heads, 2 * d_k + d_v).transpose(-3, -2)
    q, k, v = qkv.split([d_k, d_k, d_v], dim=-1)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
