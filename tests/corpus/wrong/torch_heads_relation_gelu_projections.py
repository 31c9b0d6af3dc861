# track: torch
# exercise: heads
# why: multi_head_self_attention passes each projection through F.gelu, q = gelu(x @ w_q) and likewise for k and v, "as every layer of a transformer has its nonlinearity" (that one belongs to the feed-forward block); the kit's projections are linear, so every query, key and value, and with them the weights and the output, are wrong
# kind: relation
# diagnosis: mhsa-wrong-projection, mhsa-nonlinear-projection
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    act = torch.nn.functional.gelu
    q = split_heads(act(x @ w_q), n_heads)  # (..., H, T, d_k)
    k = split_heads(act(x @ w_k), n_heads)  # (..., H, T, d_k)
    v = split_heads(act(x @ w_v), n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
