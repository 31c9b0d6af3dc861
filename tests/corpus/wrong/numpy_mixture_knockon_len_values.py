# track: numpy
# exercise: mixture
# why: weighted_mixture checks the keys with weights.shape[-1] != len(values), "one value row per key", but len() counts the first axis, which is S only for 2-D values; every valid call with batched values (B != S) raises ValueError, so attention on batched inputs and multi-head attention on its (..., H, S, d_v) heads raise too
# kind: knockon
# diagnosis: fixed-leading-axes,error-on-valid
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != len(values):
        raise ValueError(f"weights have S={weights.shape[-1]} columns but there are {len(values)} value rows")
    return weights @ values
