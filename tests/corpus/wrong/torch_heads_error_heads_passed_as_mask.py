# track: torch
# exercise: heads
# why: multi_head_self_attention calls attention(q, k, v, n_heads) "so attention knows how many heads there are", but attention's fourth parameter is the mask: the caller's allowed= is never used, and n_heads reaches mask_scores as a mask, which rejects any head count other than 0 or 1 with ValueError
# kind: error
# diagnosis: bad-inner-call, unused-argument


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, n_heads)
    return merge_heads(heads) @ w_o, weights
