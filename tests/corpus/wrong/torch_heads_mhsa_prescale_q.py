# track: torch
# exercise: heads
# why: multi_head_self_attention divides Q by sqrt(d_k) before calling attention, which scales again (divided by d_k overall)
# kind: relation
# diagnosis: scale-dk, ratio:1/sqrt(d_k)


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    q = q / math.sqrt(q.shape[-1])
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
