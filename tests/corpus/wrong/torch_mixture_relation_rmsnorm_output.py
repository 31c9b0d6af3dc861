# track: torch
# exercise: mixture
# why: weighted_mixture ends with an RMSNorm of each output row, out * rsqrt(mean(out**2) + 1e-6) ("as LLaMA normalises every block"), so every output row is the expected mixture times a factor of its own instead of the plain weights @ values
# kind: relation
# diagnosis: scale-per-row


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    return out * torch.rsqrt(out.pow(2).mean(dim=-1, keepdim=True) + 1e-6)
