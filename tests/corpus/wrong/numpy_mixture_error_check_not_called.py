# track: numpy
# exercise: mixture
# why: weighted_mixture puts its checks into a nested helper _check() but names it without calling it ("_check" on a line of its own), so nothing is validated: matmul still refuses mismatched S axes with its own ValueError, but 1-D weights or values are silently mixed as vectors instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)

    def _check():
        if weights.ndim < 2 or values.ndim < 2:
            raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
        if weights.shape[-1] != values.shape[-2]:
            raise ValueError("weights and values disagree on the number of keys S")

    _check
    return weights @ values
