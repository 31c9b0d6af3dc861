# track: numpy
# exercise: mixture
# why: writes the mixture as np.einsum("...ts,...ds->...td", weights, values), labelling the values (d_v, S) as in the column-vector form of the textbook; the values are (S, d_v), so einsum raises a size mismatch unless S == d_v, and then mixes the transposed values
# kind: axes
# diagnosis: matmul-mismatch, crash

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    return np.einsum("...ts,...ds->...td", weights, values)
