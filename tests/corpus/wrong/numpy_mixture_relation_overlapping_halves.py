# track: numpy
# exercise: mixture
# why: weighted_mixture multiplies the keys in two blocks to keep the temporaries small, slicing the first block as [:half + 1] and the second as [half:], so key S // 2 falls in both blocks and its weight times its value row is added twice to every output row
# kind: relation
# diagnosis: key-counted-twice


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each; got {weights.shape} and {values.shape}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    half = weights.shape[-1] // 2
    # two smaller products instead of one big one
    first = weights[..., :, : half + 1] @ values[..., : half + 1, :]
    second = weights[..., :, half:] @ values[..., half:, :]
    return first + second
