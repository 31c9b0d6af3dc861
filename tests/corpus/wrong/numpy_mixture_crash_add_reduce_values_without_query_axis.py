# track: numpy
# exercise: mixture
# why: weighted_mixture sums np.add.reduce(weights[..., None] * values, axis=-2), giving the weights a feature axis but the values no query axis; unbatched values line up, but batched values meet the weights' T axis with their batch axis, so batched inputs raise (or mix the wrong batches when T equals B)
# kind: crash
# diagnosis: fails-with-leading-axes

def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # every key's weight times its value row, then add the keys up
    return np.add.reduce(weights[..., None] * values, axis=-2)
