# track: numpy
# exercise: mixture
# why: adds the contributions from the smallest weight up "for accuracy" and sorts with weights.sort(axis=-1) where np.sort was meant; the mixture is right, but the caller's weights array comes back sorted in place
# kind: rules
# diagnosis: input-changed,sorted


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need (..., T, S) and (..., S, d_v), got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape[-1]} weights per row, {values.shape[-2]} value rows")
    t, s = weights.shape[-2:]
    d_v = values.shape[-1]
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    order = np.argsort(weights, axis=-1)  # smallest weight first
    weights.sort(axis=-1)
    w = np.broadcast_to(weights, lead + (t, s))
    idx = np.broadcast_to(order, lead + (t, s))[..., None]
    v = np.broadcast_to(values[..., None, :, :], lead + (t, s, d_v))
    picked = np.take_along_axis(v, idx, axis=-2)  # value rows in the same order
    return (w[..., None] * picked).sum(axis=-2)
