# track: numpy
# exercise: mixture
# why: weighted_mixture forms every weighted value row and takes their mean over the keys, (weights[..., :, :, None] * values[..., None, :, :]).mean(axis=-2), reading "a weighted mixture" as a weighted average; the mean divides the sum by S, so every output is 1/S of the expected mixture
# kind: relation
# diagnosis: ratio
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    weighted = weights[..., :, :, None] * values[..., None, :, :]  # (..., T, S, d_v)
    return weighted.mean(axis=-2)
