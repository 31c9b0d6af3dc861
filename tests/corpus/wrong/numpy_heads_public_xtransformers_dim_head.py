# track: numpy
# exercise: heads
# why: multi_head_self_attention follows x-transformers' Attention, where the head width is the constructor's dim_head=64 and the number of heads follows from it, so it splits the projections with split_heads(proj, proj.shape[-1] // 64) and never uses n_heads; unless the projected width is 64 * n_heads the heads come out wrong (and widths below 64 are rejected)
# kind: public
# diagnosis: fails-with-several-heads, unused-argument


DIM_HEAD = 64


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    projections = [x @ w for w in (w_q, w_k, w_v)]
    q, k, v = (split_heads(p, max(p.shape[-1] // DIM_HEAD, 0)) for p in projections)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
