# track: numpy
# exercise: softmax
# why: stable_softmax zeroes every exponential whose shifted score lies more than 5 below its row's maximum, np.where(shifted < -5, 0.0, np.exp(shifted)) ("exp(-5) is under 1%, negligible"), before normalising, so keys with small but real weights get exactly 0 and the rest are renormalised over fewer keys, in stable_softmax and in the weights and outputs of attention and multi-head attention
# kind: knockon
# diagnosis: sparse-weights, hides-visible


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    shifted = scaled - row_max
    exps = np.where(shifted < -5, 0.0, np.exp(shifted))
    return exps / exps.sum(axis=-1, keepdims=True)
