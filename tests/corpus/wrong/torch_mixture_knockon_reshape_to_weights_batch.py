# track: torch
# exercise: mixture
# why: weighted_mixture reshapes its product to the weights' leading axes, out.reshape(*weights.shape[:-1], -1) ("the output has one row per query of the weights"), so values with extra leading axes get them folded into the feature axis, and attention with extra value axes returns scrambled (..., T, E*d_v) outputs
# kind: knockon
# diagnosis: axes-folded

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    out = weights @ values
    return out.reshape(*weights.shape[:-1], -1)
