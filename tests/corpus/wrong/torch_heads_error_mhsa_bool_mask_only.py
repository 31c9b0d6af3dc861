# track: torch
# exercise: heads
# why: multi_head_self_attention checks the mask itself with "if allowed is not None and allowed.dtype != torch.bool: raise ValueError", rejecting the 0/1 integer masks the contract accepts
# kind: error-case
# diagnosis: error-on-valid,fails-with-01-masks


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    if allowed is not None and allowed.dtype != torch.bool:
        raise ValueError(f"allowed must be a bool mask; got {allowed.dtype}")
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
