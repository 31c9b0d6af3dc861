# track: numpy
# exercise: heads
# why: multi_head_self_attention is ported from picoGPT's mha, which always adds its own causal mask (1 - np.tri(T)) * -1e10 to the scores of every head; the kit's self-attention is causal only when the caller passes a causal mask, so unmasked calls hide every later key and masked calls hide them on top of the caller's mask
# kind: public
# diagnosis: fails-without-mask, hides-visible


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    causal_mask = (1 - np.tri(x.shape[-2], dtype=x.dtype)) * -1e10  # picoGPT: hide the future keys
    q = split_heads(x @ w_q, n_heads)  # (..., H, T, d_k)
    k = split_heads(x @ w_k, n_heads)  # (..., H, T, d_k)
    v = split_heads(x @ w_v, n_heads)  # (..., H, T, d_v)
    scores = scaled_scores(q, k) + causal_mask  # (..., H, T, T)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    heads = weighted_mixture(weights, v)  # (..., H, T, d_v)
    return merge_heads(heads) @ w_o, weights
