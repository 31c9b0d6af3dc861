# track: numpy
# exercise: mixture
# why: weighted_mixture guards its inputs with weights.setflags(write=False) and values.setflags(write=False) ("so nothing in here can modify them by mistake") on the arrays np.asarray handed back, which are the caller's own, so the mixture is right but every caller's weights and values come back read-only
# kind: rules
# diagnosis: input-flag-changed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    weights.setflags(write=False)  # read-only from here on
    values.setflags(write=False)
    return weights @ values
