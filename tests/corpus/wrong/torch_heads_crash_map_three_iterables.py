# track: torch
# exercise: heads
# why: multi_head_self_attention projects and splits the three inputs with q, k, v = map(lambda w: split_heads(x @ w, n_heads), w_q, w_k, w_v), passing the matrices as three separate iterables where one tuple of them was meant; map then calls the one-argument lambda with a row of each matrix, three arguments, so every call raises TypeError
# kind: crash
# diagnosis: crash


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q, k, v = map(lambda w: split_heads(x @ w, n_heads), w_q, w_k, w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
