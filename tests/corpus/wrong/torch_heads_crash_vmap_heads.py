# track: torch
# exercise: heads
# why: multi_head_self_attention runs the kit's attention once per head by mapping it over the heads axis with torch.func.vmap(..., in_dims=-3, out_dims=-3) "instead of a Python loop"; attention and the softmax branch on their inputs' values (if ...any(): raise ValueError), data-dependent control flow that vmap cannot trace, so every valid call raises RuntimeError
# kind: crash
# diagnosis: crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    per_head = torch.func.vmap(lambda qh, kh, vh: attention(qh, kh, vh, allowed), in_dims=-3, out_dims=-3)
    heads, weights = per_head(q, k, v)
    return merge_heads(heads) @ w_o, weights
