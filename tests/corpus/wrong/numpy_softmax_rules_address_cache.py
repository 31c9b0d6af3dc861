# track: numpy
# exercise: softmax
# why: stable_softmax memoises its weights in a module dict keyed by the address of the scores' data, scores.__array_interface__["data"][0], with the shape, dtype and temperature ("the explore page recomputes the same map on every redraw"); an array refilled in place with other scores (or a new array that reuses freed memory) gets the weights of the scores that were there before
# kind: rules
# diagnosis: stale-result


_WEIGHTS = {}


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    key = (scores.__array_interface__["data"][0], scores.shape, scores.dtype.str, temp)
    if key in _WEIGHTS:
        return _WEIGHTS[key]
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    weights = exps / exps.sum(axis=-1, keepdims=True)
    _WEIGHTS[key] = weights
    return weights
