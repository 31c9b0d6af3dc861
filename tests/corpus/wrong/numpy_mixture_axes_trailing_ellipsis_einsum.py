# track: numpy
# exercise: mixture
# why: weighted_mixture writes its contraction as np.einsum("ij...,jk...->ik...", weights, values), the trailing-ellipsis idiom for arrays whose batch axes come last; the kit's batch axes come first, so with any leading axis the letters i, j, k bind to the first two axes (batch and T, or batch and S) instead of the last two, and batched mixtures raise or contract the wrong axes (2-D inputs are right)
# kind: axes
# diagnosis: fails-unless-ndim, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return np.einsum("ij...,jk...->ik...", weights, values)
