# track: torch
# exercise: heads
# why: multi_head_self_attention catches the ValueError of split_heads or attention and re-raises it as RuntimeError(f"head {n_heads} attention failed: ...") "to add context", so bad inputs (an n_heads that does not divide the width, a query with no visible key) raise RuntimeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    try:
        q = split_heads(x @ w_q, n_heads)
        k = split_heads(x @ w_k, n_heads)
        v = split_heads(x @ w_v, n_heads)
        heads, weights = attention(q, k, v, allowed)
    except ValueError as err:
        raise RuntimeError(f"multi-head attention with {n_heads} heads failed: {err}") from err
    return merge_heads(heads) @ w_o, weights
