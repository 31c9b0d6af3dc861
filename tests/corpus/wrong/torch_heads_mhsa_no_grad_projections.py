# track: torch
# exercise: heads
# why: multi_head_self_attention computes the Q, K, V projections under torch.no_grad() "since they are just linear maps", so no gradient reaches x, w_q, w_k or w_v
# kind: autograd
# diagnosis: no-gradient


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    with torch.no_grad():
        q = split_heads(x @ w_q, n_heads)
        k = split_heads(x @ w_k, n_heads)
        v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
