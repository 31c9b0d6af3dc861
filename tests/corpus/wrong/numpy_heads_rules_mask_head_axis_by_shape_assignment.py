# track: numpy
# exercise: heads
# why: multi_head_self_attention gives the mask its heads axis by assigning allowed.shape = allowed.shape[:-2] + (1,) + allowed.shape[-2:] on the array np.asarray handed back (the caller's own mask), so the values are right but the caller's mask comes back with an extra axis
# kind: rules
# diagnosis: input-changed, fails-with-head-mask, bad-inner-call

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    if allowed is not None:
        allowed = np.asarray(allowed)
        if allowed.ndim >= 2:
            allowed.shape = allowed.shape[:-2] + (1,) + allowed.shape[-2:]
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
