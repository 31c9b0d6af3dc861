# track: numpy
# exercise: heads
# why: adapts d2l's masked_softmax(X, valid_lens): attention turns the mask into a count of visible keys per query and then shows the FIRST that many keys (arange(S) < valid_len), which is right for causal and padding masks but wrong for any mask whose visible keys are not a prefix of the row
# kind: public-code
# diagnosis: fails-with-mask
# miss: the count of visible keys is right for masks whose visible keys are a prefix of each row (causal, padding) and wrong for others; no pattern tells those masks apart, so no cause leads


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = np.asarray(allowed)
        try:
            visible = np.broadcast_to(allowed.astype(bool), scores.shape)
        except ValueError as err:
            raise ValueError(f"allowed {allowed.shape} does not fit scores {scores.shape}") from err
        valid_lens = visible.sum(axis=-1, keepdims=True)  # (..., T, 1), as in d2l
        scores = mask_scores(scores, np.arange(scores.shape[-1]) < valid_lens)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
