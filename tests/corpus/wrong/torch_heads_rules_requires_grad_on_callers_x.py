# track: torch
# exercise: heads
# why: multi_head_self_attention switches autograd on for its input with x.requires_grad_(True) whenever x is a leaf without gradients ("so the gradient check can reach x"), which changes the caller's own tensor: after the call the caller's x requires grad (the results are right)
# kind: rules
# diagnosis: input-flag-changed

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if x.is_leaf and not x.requires_grad:
        x.requires_grad_(True)  # gradients must reach x
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    heads, weights = attention(q, k, v, allowed)  # (..., H, T, d_v), (..., H, T, T)
    return merge_heads(heads) @ w_o, weights  # (..., T, D)
