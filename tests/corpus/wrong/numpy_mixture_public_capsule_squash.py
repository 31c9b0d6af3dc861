# track: numpy
# exercise: mixture
# why: weighted_mixture ports the routing step of Sabour et al.'s capsule networks (CapsNet), s = sum_i c_i u_i followed by squash(s) = |s|^2 / (1 + |s|^2) * s / |s| over the feature axis, so every output row is the expected mixture scaled by a factor of its own, |s| / (1 + |s|^2)
# kind: public
# diagnosis: scale-per-row


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    s = weights @ values
    sq_norm = (s * s).sum(axis=-1, keepdims=True)
    return sq_norm / (1 + sq_norm) * s / np.sqrt(sq_norm)
