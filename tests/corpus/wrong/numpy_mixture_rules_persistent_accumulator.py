# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys' contributions into a module-level accumulator kept per output shape and dtype ("allocate once, reuse in the attention loop") and forgets to zero it between calls, so every call after the first of a shape returns its own mixture plus everything earlier calls of that shape added (and the caller's earlier outputs, which are that same array, change too)
# kind: rules
# diagnosis: stale-result:shape, stale-result:accumulated


_ACCUMULATORS = {}


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    shape = lead + (weights.shape[-2], values.shape[-1])
    dtype = np.result_type(weights, values)
    key = (shape, dtype.str)
    if key not in _ACCUMULATORS:
        _ACCUMULATORS[key] = np.zeros(shape, dtype=dtype)
    acc = _ACCUMULATORS[key]
    for s in range(weights.shape[-1]):
        acc += weights[..., :, s, None] * values[..., s, None, :]
    return acc
