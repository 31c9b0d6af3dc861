# track: numpy
# exercise: heads
# why: attention follows the NumPy "attention from scratch" tutorial line scores = Q @ K.transpose() / K.shape[1] ** 0.5, written for 2-D matrices: K.transpose() reverses every axis, so any batch or head axis breaks it
# kind: public-code
# diagnosis: transpose-all-axes, fixed-leading-axes


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    # scoring the queries against the keys, then scaling
    scores = q @ k.transpose()
    scores = scores / k.shape[1] ** 0.5
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
