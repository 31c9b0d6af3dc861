# track: torch
# exercise: heads
# why: multi_head_self_attention divides the value heads by sqrt(d_v) before attention ("the same variance argument as for the scores"), so the weights are right but every head's output, and so the whole output, is 1/sqrt(d_v) times the expected one
# kind: relation
# diagnosis: ratio, scale-dv


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    v = v / math.sqrt(v.shape[-1])
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
