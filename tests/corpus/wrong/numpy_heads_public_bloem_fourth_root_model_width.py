# track: numpy
# exercise: heads
# why: multi_head_self_attention follows Peter Bloem's "Transformers from scratch", dividing queries and keys each by e ** (1/4) with e the model width x.shape[-1], and then calls attention, which scales by sqrt(d_k) again, so the scores are divided by sqrt(D) * sqrt(d_k)
# kind: public-code
# diagnosis: ratio,scale-model-width

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    e = x.shape[-1]
    q = split_heads(x @ w_q, n_heads) / (e ** (1 / 4))
    k = split_heads(x @ w_k, n_heads) / (e ** (1 / 4))
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
