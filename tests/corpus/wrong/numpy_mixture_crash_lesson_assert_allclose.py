# track: numpy
# exercise: mixture
# why: weighted_mixture keeps the sanity check of the lesson's run, np.testing.assert_allclose(weights.sum(-1), 1), before mixing, but the weights are any real numbers to be used as given, so every valid call whose weight rows do not sum to 1 raises AssertionError
# kind: crash
# diagnosis: crash
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    np.testing.assert_allclose(weights.sum(-1), 1)  # as in the lesson: each row of weights sums to 1
    return weights @ values
