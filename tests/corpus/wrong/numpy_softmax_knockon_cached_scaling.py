# track: numpy
# exercise: softmax
# why: stable_softmax gets scores / temperature from a helper _scaled decorated with functools.lru_cache "to reuse the division for repeated calls", but lru_cache hashes its arguments and an ndarray is unhashable, so every valid call raises TypeError
# kind: knockon
# diagnosis: crash


import functools


@functools.lru_cache(maxsize=128)
def _scaled(scores, temperature):
    """scores / temperature, remembered between calls."""
    return scores / temperature


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = _scaled(np.asarray(scores), temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
