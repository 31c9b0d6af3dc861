# track: torch
# exercise: heads
# why: multi_head_self_attention applies the output projection as nn.Linear stores its weight, merged @ w_o.mT, taking w_o for an (out, in) matrix; w_o is (H*d_v, D), so every call with D != H*d_v raises a size mismatch, and with D == H*d_v the output is projected by the transpose
# kind: crash
# diagnosis: matmul-mismatch,mhsa-wrong-projection

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o.mT, weights
