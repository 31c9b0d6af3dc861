# track: torch
# exercise: mixture
# why: weighted_mixture lifts 2-D weights to a batch of one with weights[None] for a batched product and takes the batch away again with out[0] whenever the weights came 2-D; when 2-D weights meet values with leading axes (valid: the values' axes reach the output), out[0] throws away every batch element but the first
# kind: axes
# diagnosis: axis-reduced


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    unbatched = weights.dim() == 2
    if unbatched:
        weights = weights[None]  # a batch of one, like the values
    out = weights @ values
    return out[0] if unbatched else out
