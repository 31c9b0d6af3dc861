# track: torch
# exercise: heads
# why: multi_head_self_attention is written inline after Gemma 2, which scales the queries by query_pre_attn_scalar ** -0.5 with query_pre_attn_scalar = hidden_size / num_heads, i.e. sqrt(D / H) from the model width x.shape[-1], instead of sqrt(d_k) of the projected heads; the weights are wrong whenever H * d_k != D
# kind: public-code
# diagnosis: ratio


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    query_pre_attn_scalar = x.shape[-1] / n_heads
    q = split_heads(x @ w_q, n_heads) * query_pre_attn_scalar ** -0.5
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = q @ k.transpose(-2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return merge_heads(weights @ v) @ w_o, weights
