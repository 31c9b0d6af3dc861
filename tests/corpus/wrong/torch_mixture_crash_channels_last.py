# track: torch
# exercise: mixture
# why: weighted_mixture returns (weights @ values).contiguous(memory_format=torch.channels_last) "so the next layer reads it in the fast layout"; channels_last exists only for 4-D tensors, so every valid call with 2, 3 or 5 axes raises RuntimeError (4-D ones are right)
# kind: crash
# diagnosis: crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes or more; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values).contiguous(memory_format=torch.channels_last)
