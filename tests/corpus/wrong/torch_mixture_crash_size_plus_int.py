# track: torch
# exercise: mixture
# why: weighted_mixture reshapes the product to weights.shape[:-1] + values.shape[-1] "to be sure of the output shape", adding an int to a torch.Size, so every valid call raises TypeError
# kind: crash
# diagnosis: crash

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    out = weights @ values
    return out.reshape(weights.shape[:-1] + values.shape[-1])
