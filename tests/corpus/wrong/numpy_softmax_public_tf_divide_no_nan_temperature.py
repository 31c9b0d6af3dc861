# track: numpy
# exercise: softmax
# why: adapts TensorFlow's tf.math.divide_no_nan(logits, temperature), which returns 0 where the divisor is 0, for the temperature division: negative, infinite and NaN temperatures still raise, but temperature 0 turns every score (even -inf) into 0 and returns uniform weights instead of raising ValueError
# kind: public
# diagnosis: error-not-raised


def _divide_no_nan(x, y):
    """tf.math.divide_no_nan: x / y, and 0 wherever y is 0."""
    if y == 0:
        return np.zeros_like(x)
    return x / y


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a number; got {temperature!r}") from err
    if math.isnan(temp) or math.isinf(temp) or temp < 0:
        raise ValueError(f"temperature must be finite and not negative; got {temperature!r}")
    scaled = _divide_no_nan(np.asarray(scores), temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
