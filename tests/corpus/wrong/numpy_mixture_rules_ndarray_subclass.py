# track: numpy
# exercise: mixture
# why: weighted_mixture returns its product viewed as the student's ndarray subclass Mixture ((weights @ values).view(Mixture)) that keeps the weights it was made from "for the explore page's plots"; the numbers are right, but the result is not the plain np.ndarray the contract asks for
# kind: rules
# diagnosis: wrong-array-type


class Mixture(np.ndarray):
    """A mixture that remembers the weights that made it."""

    mixed_with = None


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = (weights @ values).view(Mixture)
    out.mixed_with = weights
    return out
