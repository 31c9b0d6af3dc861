# track: numpy
# exercise: heads
# why: attention lines the values up with np.broadcast_to(v, weights.shape[:-2] + v.shape[-2:]) before mixing ("so v has the weights' batch axes"), which raises ValueError whenever v has leading axes that q and k lack (valid: they reach only the output)
# kind: axes-shapes
# diagnosis: fails-with-leading-axes,weights-broadcast-v,crash

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    v = np.broadcast_to(v, weights.shape[:-2] + v.shape[-2:])
    return weighted_mixture(weights, v), weights
