# track: torch
# exercise: heads
# why: multi_head_self_attention carries the lesson's variance argument over to the output projection and divides merged @ w_o by sqrt(H*d_v), the width the projection sums over ("keep the output at unit variance"), so every output is the expected one divided by sqrt(H*d_v) (the weights are right)
# kind: relation
# diagnosis: ratio
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    merged = merge_heads(heads)
    return (merged @ w_o) / math.sqrt(merged.shape[-1]), weights
