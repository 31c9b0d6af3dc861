# track: numpy
# exercise: mixture
# why: weighted_mixture calls einsum("...ts,...sd->...td", ...) as a bare name, as in the notebook where "from numpy import einsum" had been run; the module never imports that name, so every valid call raises NameError (the shape checks before it still raise ValueError)
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes or more; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # one output row per query: sum over the keys s
    return einsum("...ts,...sd->...td", weights, values)
