# track: torch
# exercise: mixture
# why: weighted_mixture hands back a NumPy array, (weights @ values).numpy(), whenever neither input requires grad ("nothing to differentiate, a plain array is cheaper to pass on"), so for ordinary inputs it returns an np.ndarray instead of a torch.Tensor
# kind: rules
# diagnosis: wrong-array-type


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes each;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} keys but values have S={values.shape[-2]}")
    out = weights @ values
    if not (weights.requires_grad or values.requires_grad):
        return out.numpy()
    return out
