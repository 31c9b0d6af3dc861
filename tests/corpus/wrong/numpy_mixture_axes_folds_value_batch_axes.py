# track: numpy
# exercise: mixture
# why: weighted_mixture folds the values' leading axes into one batch axis, values.reshape(-1, S, d_v) ("a batch of value matrices"), but leaves the weights as they are; right for exactly one batch axis on both, but unbatched inputs come back with an extra leading axis of 1, (1, T, d_v), and with two or more batch axes (B, H, ...) the folded B*H axis is lined up against the weights' H axis (a ValueError, or a wrong mixture when the sizes happen to broadcast)
# kind: axes
# diagnosis: axes-folded, extra-axis, fixed-leading-axes
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    S, d_v = values.shape[-2:]
    if weights.shape[-1] != S:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={S}")
    values = values.reshape(-1, S, d_v)  # (batch, S, d_v)
    return np.matmul(weights, values)
