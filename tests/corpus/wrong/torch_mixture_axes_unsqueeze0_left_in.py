# track: torch
# exercise: mixture
# why: weighted_mixture still gives both inputs a leading batch axis with unsqueeze(0), left over from a torch.bmm version, and never squeezes it away after switching to @, so every mixture comes back with an extra leading axis of length 1, (1, ..., T, d_v)
# kind: axes
# diagnosis: extra-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.unsqueeze(0) @ values.unsqueeze(0)
