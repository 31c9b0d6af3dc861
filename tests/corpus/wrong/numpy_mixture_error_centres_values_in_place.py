# track: numpy
# exercise: mixture
# why: weighted_mixture centres the caller's values in place for numerical safety (values -= mean over the keys), mixes, and restores them with values += mean before adding the weighted mean back; the output is right, but the caller's values array is written to twice and comes back changed in its last bits (and a read-only or integer values array makes the call fail)
# kind: error
# diagnosis: input-changed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    mean = values.mean(axis=-2, keepdims=True)  # (..., 1, d_v)
    values -= mean  # centred values keep the products small
    out = weights @ values
    values += mean  # put the caller's values back
    return out + weights.sum(axis=-1, keepdims=True) * mean
