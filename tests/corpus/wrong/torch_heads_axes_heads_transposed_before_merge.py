# track: torch
# exercise: heads
# why: multi_head_self_attention swaps H and T of attention's output before merging, merge_heads(heads.transpose(-3, -2)), as if attention returned (..., T, H, d_v); merge_heads swaps them again, so the heads are merged back with T and H in the wrong roles: the output rows mix positions and heads (wrong shape unless T == H)
# kind: axes
# diagnosis: permuted,axes-folded,swapped-before-merge

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads.transpose(-3, -2)) @ w_o, weights
