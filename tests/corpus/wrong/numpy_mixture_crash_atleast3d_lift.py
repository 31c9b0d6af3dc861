# track: numpy
# exercise: mixture
# why: weighted_mixture lifts both inputs with np.atleast_3d "so 2-D and batched inputs look alike", but atleast_3d appends the new axis at the END, (S, d_v) -> (S, d_v, 1), so unbatched calls (and 2-D weights with batched values) fail inside matmul with a size or broadcast mismatch (ValueError from matmul, not from a check)
# kind: crash
# diagnosis: matmul-mismatch
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    w3 = np.atleast_3d(weights)  # (B, T, S) for every input
    v3 = np.atleast_3d(values)
    out = w3 @ v3
    return out if weights.ndim >= 3 or values.ndim >= 3 else out[0]
