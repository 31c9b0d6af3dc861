# track: numpy
# exercise: mixture
# why: ports TensorFlow's attention_wrapper _compute_attention, context = squeeze(matmul(expand_dims(alignments, 1), memory), [1]), written for one query per batch element (alignments (B, S)); with the kit's (T, S) weights it happens to work in 2-D, but with any batch axis the inserted axis 1 broadcasts the batch against itself and the squeeze fails or the result has the wrong shape
# kind: public
# diagnosis: fixed-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    expanded = np.expand_dims(weights, 1)
    context = np.matmul(expanded, values)
    return np.squeeze(context, 1)
