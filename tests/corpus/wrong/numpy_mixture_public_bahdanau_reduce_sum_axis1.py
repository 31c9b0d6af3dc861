# track: numpy
# exercise: mixture
# why: ports the context vector of the TensorFlow NMT tutorial's BahdanauAttention, context = reduce_sum(attention_weights * values, axis=1), as np.sum(weights[..., None] * values, axis=1); the tutorial's weights carry one query per batch element, so axis 1 is S only for 2-D inputs: batched weights broadcast their T axis against the values' batch axis and sum over the wrong axis (ValueError, or wrong values)
# kind: public
# diagnosis: fixed-leading-axes
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    context = weights[..., None] * values  # (..., T, S, d_v)
    return np.sum(context, axis=1)
