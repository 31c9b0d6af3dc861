# track: torch
# exercise: heads
# why: multi_head_self_attention checks that w_o "takes the concatenated heads back" by comparing its rows with the columns of w_q (w_o.shape[0] != w_q.shape[1] raises ValueError), but the heads it merges come from w_v, so every valid call with a value width d_v different from d_k is rejected
# kind: error
# diagnosis: error-on-valid


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if w_o.shape[0] != w_q.shape[1]:
        raise ValueError(f"w_o {tuple(w_o.shape)} must take the concatenated heads (H*d_k = {w_q.shape[1]}) back")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
