# track: numpy
# exercise: scaling
# why: scaled_scores ports the logit scaling of xAI's Grok-1 release, attn_logits *= attn_output_multiplier with the config's constant 0.08838834764831845 (1/sqrt(128), Grok's head width), so the scores are multiplied by a fixed number instead of divided by sqrt of the actual d_k
# kind: public
# diagnosis: ratio


ATTN_OUTPUT_MULTIPLIER = 0.08838834764831845


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    attn_logits = q @ np.swapaxes(k, -2, -1)
    return attn_logits * ATTN_OUTPUT_MULTIPLIER
