# track: numpy
# exercise: heads
# why: multi_head_self_attention prepares its splitter with functools.partial(split_heads, n_heads), believing partial fills in the second parameter; partial binds positional arguments from the left, so every call becomes split_heads(n_heads, projection), split_heads rejects the integer as x, and every valid call raises ValueError
# kind: crash
# diagnosis: bad-inner-call
import functools


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    split = functools.partial(split_heads, n_heads)
    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
