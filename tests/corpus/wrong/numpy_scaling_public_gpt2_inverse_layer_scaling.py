# track: numpy
# exercise: scaling
# why: scaled_scores is ported from Hugging Face's GPT2Attention together with its scale_attn_by_inverse_layer_idx option, set in the ported config, which also divides the scores by layer_idx + 1 (2 for the config's layer_idx = 1), so every score is half the expected one
# kind: public
# diagnosis: ratio, ratio:constant


SCALE_ATTN_BY_INVERSE_LAYER_IDX = True  # from the GPT-2 config the code was ported from
LAYER_IDX = 1


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    if SCALE_ATTN_BY_INVERSE_LAYER_IDX:
        scores = scores / float(LAYER_IDX + 1)
    return scores
