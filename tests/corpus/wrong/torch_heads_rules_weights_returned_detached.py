# track: torch
# exercise: heads
# why: multi_head_self_attention returns weights.detach() ("the map is returned for plotting only"); the output keeps its graph, but no gradient reaches x, w_q or w_k through the returned weights
# kind: rules
# diagnosis: no-gradient
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights.detach()
