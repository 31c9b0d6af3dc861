# track: numpy
# exercise: mixture
# why: weighted_mixture also accepts values "given feature-major, (..., d_v, S)" and transposes them whenever their last axis has the keys' length, if values.shape[-1] == weights.shape[-1]; for ordinary (..., S, d_v) values whose width happens to equal S that test is true, so the values are transposed and every output mixes the value features as if they were keys (inputs with d_v != S are right)
# kind: axes
# diagnosis: fails-when-square, fails-when-dv-eq-s
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if values.shape[-1] == weights.shape[-1]:
        values = np.swapaxes(values, -1, -2)  # (..., d_v, S) -> (..., S, d_v)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
