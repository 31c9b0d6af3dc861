# track: numpy
# exercise: heads
# why: ports the Annotated Transformer's scores.masked_fill(mask == 0, -1e9) into attention, so a query with no visible key gets uniform weights instead of raising ValueError
# kind: error-case
# diagnosis: error-not-raised,mask-large-negative


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = np.where(np.asarray(allowed) == 0, -1e9, scores).astype(scores.dtype, copy=False)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
