# track: numpy
# exercise: heads
# why: multi_head_self_attention gives the mask its head axis before calling attention, allowed[..., None, :, :], without testing for None first; with the default allowed=None that subscripts None, so every valid unmasked call raises TypeError
# kind: crash
# diagnosis: none-argument
def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed[..., None, :, :])
    return merge_heads(heads) @ w_o, weights
