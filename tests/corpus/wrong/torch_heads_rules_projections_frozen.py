# track: torch
# exercise: heads
# why: multi_head_self_attention freezes the four projection matrices first, w.requires_grad_(False) for w in (w_q, w_k, w_v, w_o) ("the projections are fixed weights, not inputs"); that switches autograd off on the caller's own tensors, so their flags change and no gradient reaches w_q, w_k, w_v or w_o
# kind: rules
# diagnosis: input-flag-changed,no-gradient

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    for w in (w_q, w_k, w_v, w_o):
        if w.is_leaf:
            w.requires_grad_(False)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
