# track: torch
# exercise: heads
# why: multi_head_self_attention rounds x through bfloat16 before the projections, x.to(torch.bfloat16).to(x.dtype) ("to match the precision the model is trained in"); the dtype is kept, but every projection, weight and output carries bfloat16's rounding of x (about 4e-3 relative)
# kind: relation
# diagnosis: half-precision


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = x.to(torch.bfloat16).to(x.dtype)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
