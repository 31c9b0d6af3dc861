# track: numpy
# exercise: mixture
# why: weighted_mixture hands np.einsum its operands as one list, np.einsum('...ts,...sd->...td', [weights, values]), the list form torch.einsum accepts; NumPy reads the list as a single array of two arrays of different shapes, so every valid call raises ValueError (inhomogeneous shape)
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.einsum("...ts,...sd->...td", [weights, values])
