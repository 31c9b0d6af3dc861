# track: numpy
# exercise: heads
# why: multi_head_self_attention splits x into heads first and projects every head afterwards, split_heads(x, n_heads) @ w_q, but w_q maps the whole model width D, not D / H features, so every valid call with more than one head raises (ValueError from the size mismatch in the product, or from split_heads when H does not divide D); only H = 1 works
# kind: crash
# diagnosis: matmul-mismatch,error-on-valid

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x, n_heads) @ w_q
    k = split_heads(x, n_heads) @ w_k
    v = split_heads(x, n_heads) @ w_v
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
