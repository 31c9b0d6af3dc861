# track: torch
# exercise: mixture
# why: weighted_mixture calls torch.set_grad_enabled(False) "for inference" before the product and never restores it, so its output (and everything computed afterwards in the process) carries no gradient
# kind: rules-types
# diagnosis: no-gradient

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    torch.set_grad_enabled(False)
    return weights @ values
