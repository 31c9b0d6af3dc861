# track: torch
# exercise: heads
# why: multi_head_self_attention ports the attention sinks of GPT-OSS (Hugging Face's GptOssAttention): one extra logit per head, here zero as initialised, is appended to every row of scores before the softmax and its column dropped afterwards; the sink takes a share of every row, so each row's weights are the softmax's weights times sum(exp) / (sum(exp) + exp(0)) and sum to less than 1, and the outputs shrink with them
# kind: public
# diagnosis: row-scale,epsilon


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    scores = scaled_scores(q, k)  # (..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    sinks = scores.new_zeros(n_heads)  # one learned sink logit per head, zero at initialisation
    sink_column = sinks.reshape(-1, 1, 1).expand(*scores.shape[:-1], 1)
    probs = stable_softmax(torch.cat([scores, sink_column], dim=-1))
    weights = probs[..., :-1]  # drop the sink
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
