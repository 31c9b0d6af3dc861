# track: torch
# exercise: heads
# why: multi_head_self_attention raises ValueError unless the model width D = x.shape[-1] divides by n_heads ("d_model must split into heads"), but the heads split the projections' width H*d_k, not D (w_q maps D to H*d_k), so valid inputs with D not a multiple of H are rejected
# kind: error
# diagnosis: error-on-valid
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if x.shape[-1] % n_heads:
        raise ValueError(f"the model width {x.shape[-1]} does not split into {n_heads} heads")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
