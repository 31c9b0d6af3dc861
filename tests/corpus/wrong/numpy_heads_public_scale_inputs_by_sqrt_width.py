# track: numpy
# exercise: heads
# why: multi_head_self_attention multiplies its input by sqrt(D) first (x * math.sqrt(x.shape[-1]), the embedding scale of Attention Is All You Need 3.4 moved inside the block), so queries, keys and values are all sqrt(D) too large: the scores are D times the expected ones and the output sqrt(D) times
# kind: public
# diagnosis: ratio

def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    x = x * math.sqrt(x.shape[-1])
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
