# track: torch
# exercise: heads
# why: multi_head_self_attention projects the merged heads with merged @ w_o.detach() ("w_o is only read here, no need to track it"), so no gradient reaches w_o
# kind: rules-types
# diagnosis: no-gradient


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o.detach(), weights
