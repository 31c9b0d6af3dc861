# track: numpy
# exercise: heads
# why: multi_head_self_attention projects with np.einsum("td,dh->th", x, w), subscripts written for one (T, D) sequence, so any x with a batch axis makes einsum raise instead of projecting every sequence
# kind: axes-shapes
# diagnosis: fixed-leading-axes


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(np.einsum("td,dh->th", x, w_q), n_heads)
    k = split_heads(np.einsum("td,dh->th", x, w_k), n_heads)
    v = split_heads(np.einsum("td,dh->th", x, w_v), n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
