# track: numpy
# exercise: heads
# why: multi_head_self_attention gives its output projection a bias initialised the way nn.Linear initialises one, uniform in +-1/sqrt(fan_in), drawn afresh from np.random on every call, so the same input gives a different output each time
# kind: rules
# diagnosis: not-deterministic

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    bound = 1.0 / math.sqrt(w_o.shape[0])
    b_o = np.random.uniform(-bound, bound, size=w_o.shape[-1]).astype(out.dtype)
    return out + b_o, weights
