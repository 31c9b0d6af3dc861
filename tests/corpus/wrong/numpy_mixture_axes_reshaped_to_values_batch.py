# track: numpy
# exercise: mixture
# why: weighted_mixture reshapes the product to values.shape[:-2] + (T, d_v) "to be sure of the output shape", taking the leading axes from the values alone; when the weights bring batch axes the values lack (one value matrix shared by batched weights) the reshape raises or drops the batch axis
# kind: axes
# diagnosis: fails-with-leading-axes, error-on-valid


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need 2 axes or more; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    return out.reshape(values.shape[:-2] + (weights.shape[-2], values.shape[-1]))
