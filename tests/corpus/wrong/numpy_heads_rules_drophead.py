# track: numpy
# exercise: heads
# why: multi_head_self_attention keeps a DropHead regulariser from a paper it read, zeroing each head's output at random with probability 0.1 and rescaling the survivors by 1/0.9, so the same input gives different outputs from call to call
# kind: rules-types
# diagnosis: not-deterministic
# random: dropout draws anew on every call, so which checks fail first (and what they show) varies: the lead is not asserted


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    keep = (np.random.random(heads.shape[:-2] + (1, 1)) >= 0.1).astype(heads.dtype)
    heads = heads * keep / heads.dtype.type(0.9)
    return merge_heads(heads) @ w_o, weights
