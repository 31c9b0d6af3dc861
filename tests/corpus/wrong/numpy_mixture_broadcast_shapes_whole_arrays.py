# track: numpy
# exercise: mixture
# why: checks that "the batch axes broadcast" with np.broadcast_shapes(weights.shape, values.shape) on the whole shapes instead of on the leading axes only, so valid inputs whose (T, S) and (S, d_v) do not happen to broadcast against each other are rejected with ValueError
# kind: inputs-errors
# diagnosis: error-on-valid


def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    try:
        np.broadcast_shapes(weights.shape, values.shape)
    except ValueError as err:
        raise ValueError(
            f"the batch axes of weights {weights.shape} and values {values.shape} do not broadcast"
        ) from err
    return weights @ values
