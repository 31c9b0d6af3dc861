# track: numpy
# exercise: softmax
# why: stable_softmax uses the identity w_i = 1 / sum_j exp(x_j - x_i) ("no max needed, it cannot overflow"), but a hidden key gives -inf - (-inf) = NaN in its own difference, so every masked key's weight is NaN (with overflow warnings on large scores); masked attention and multi-head attention return NaN
# kind: knockon
# diagnosis: values-nan
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    diffs = scaled[..., None, :] - scaled[..., :, None]
    return 1.0 / np.exp(diffs).sum(axis=-1)
