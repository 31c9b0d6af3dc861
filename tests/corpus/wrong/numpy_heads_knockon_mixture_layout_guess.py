# track: numpy
# exercise: heads
# why: the student's weighted_mixture guesses the weights' layout, transposing them when weights.shape[-2] == values.shape[-2] ("they came as (S, T)"); whenever T == S that test is true for correctly laid out weights, so self-attention (multi-head attention, square attention) mixes over the queries instead of the keys
# kind: knock-on
# diagnosis: mixture-wrong-axis,fails-when-square


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-2] == values.shape[-2]:
        weights = np.swapaxes(weights, -2, -1)  # the weights came key-major, (S, T)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights @ values
