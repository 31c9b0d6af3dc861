# track: torch
# exercise: mixture
# why: "pins" the product to the weights' dtype and device with .to(weights.dtype, weights.device), but Tensor.to accepts (device, dtype) in that order, not (dtype, device), so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes, got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} vs {tuple(values.shape)}")
    out = weights @ values
    return out.to(weights.dtype, weights.device)
