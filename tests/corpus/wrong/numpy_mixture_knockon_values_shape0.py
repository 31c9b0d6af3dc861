# track: numpy
# exercise: mixture
# why: weighted_mixture compares weights.shape[-1] with values.shape[0], which is S only for 2-D values, so batched values raise ValueError; the student's attention (itself correct) inherits it
# kind: knock-on
# diagnosis: error-on-valid,fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[0]:
        raise ValueError(f"weights have {weights.shape[-1]} columns but values have {values.shape[0]} rows")
    return weights @ values


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
