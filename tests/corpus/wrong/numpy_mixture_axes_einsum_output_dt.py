# track: numpy
# exercise: mixture
# why: weighted_mixture writes np.einsum("...ts,...sd->...dt", weights, values), the output letters in the column-vector order of the textbook (one column per query), so the mixture comes back (..., d_v, T), the expected output with its last two axes swapped
# kind: axes
# diagnosis: transposed
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return np.einsum("...ts,...sd->...dt", weights, values)
