# track: torch
# exercise: heads
# why: multi_head_self_attention starts with the Annotated Transformer's "assert d_model % h == 0" on the projected width (assert w_q.shape[-1] % n_heads == 0), so an n_heads that does not divide the width raises AssertionError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    assert w_q.shape[-1] % n_heads == 0, "the width must be divisible by the number of heads"
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
