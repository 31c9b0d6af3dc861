# track: torch
# exercise: mixture
# why: weighted_mixture adds the keys up in a loop, out = out + weights[..., :, s, None] * values[..., s, None, :], but its return statement is indented into the loop body, so it returns after the first pass and every output is only key 0's weight times its value row
# kind: relation
# diagnosis: key-left-out


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weighted_mixture needs 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = 0
    for s in range(weights.shape[-1]):
        out = out + weights[..., :, s, None] * values[..., s, None, :]
        return out
