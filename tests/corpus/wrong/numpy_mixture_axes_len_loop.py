# track: numpy
# exercise: mixture
# why: weighted_mixture adds the keys up in a loop, for s in range(len(values)), reading len() as the number of value rows; len counts the FIRST axis, which is S only for 2-D values, so batched values run the loop over the batch size instead: keys are left out when B < S and the index runs past S when B > S
# kind: axes
# diagnosis: key-left-out,index-past-end,fixed-leading-axes
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = 0
    for s in range(len(values)):  # one value row per key
        out = out + weights[..., :, s, None] * values[..., s, None, :]
    return out
