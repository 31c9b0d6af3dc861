# track: numpy
# exercise: mixture
# why: weighted_mixture rejects low-rank inputs with "if weights.ndim < 2 and values.ndim < 2", an and where or was meant, so it only raises when both inputs are 1-D; 1-D weights with 2-D values (or 2-D weights with 1-D values) pass, and matmul's vector rule mixes them into a 1-D result instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def weighted_mixture(weights: np.ndarray, values: np.ndarray) -> np.ndarray:
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 and values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2 if values.ndim > 1 else -1]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have another number of rows; shapes {weights.shape} and {values.shape}")
    return weights @ values
