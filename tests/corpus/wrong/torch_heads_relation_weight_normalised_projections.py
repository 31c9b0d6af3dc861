# track: torch
# exercise: heads
# why: multi_head_self_attention applies weight normalisation to its four projection matrices, w / w.norm(dim=0, keepdim=True), the reparametrisation of torch.nn.utils.weight_norm with its gain g left at 1 ("keeps the projections well conditioned"); every column of every projection is rescaled to unit length, so the queries, keys and values (and with them the weights and the output) are off by a factor per feature
# kind: relation
# diagnosis: mhsa-wrong-projection, scale-per-column
# miss: projections by column-normalised matrices give scores with no relation the engine names; it says only that the logits are a constant no size gives times the expected ones


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    w_q, w_k, w_v, w_o = (w / w.norm(dim=0, keepdim=True) for w in (w_q, w_k, w_v, w_o))
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
