# track: numpy
# exercise: mixture
# why: weighted_mixture lifts both inputs to the batched layout with np.array(x, ndmin=3) ("so one code path handles (B, T, S)") and never takes the added axis away, so two unbatched inputs give a (1, T, d_v) mixture instead of (T, d_v)
# kind: axes
# diagnosis: extra-axis
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    w3 = np.array(weights, ndmin=3)  # (B, T, S), B = 1 for unbatched weights
    v3 = np.array(values, ndmin=3)  # (B, S, d_v)
    return w3 @ v3
