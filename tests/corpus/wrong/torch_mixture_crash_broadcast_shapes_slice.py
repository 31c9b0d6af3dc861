# track: torch
# exercise: mixture
# why: weighted_mixture checks that the leading axes of weights and values broadcast with torch.broadcast_shapes(weights.shape[:-1], values.shape[:-2]), slicing one axis too few off the weights, so the weights' T axis is lined up against the values' last batch axis: 2-D inputs pass, but every valid batched call whose T is not 1 and differs from that batch size raises RuntimeError
# kind: crash
# diagnosis: crash
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    torch.broadcast_shapes(weights.shape[:-1], values.shape[:-2])  # the batch axes must fit
    return weights @ values
