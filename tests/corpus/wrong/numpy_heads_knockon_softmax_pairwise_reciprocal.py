# track: numpy
# exercise: heads
# why: the student's stable_softmax uses the "overflow-free" pairwise form w_i = 1 / sum_j exp(x_j - x_i); for a hidden key x_i = -inf the term j = i is -inf - -inf = NaN, so every masked key gets weight NaN instead of 0 and masked attention (correct itself) returns NaN weights and NaN outputs
# kind: knock-on
# diagnosis: only-at-special,values-nan


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    diffs = scaled[..., None, :] - scaled[..., :, None]  # [..., i, j] = x_j - x_i
    return 1.0 / np.exp(diffs).sum(axis=-1)
