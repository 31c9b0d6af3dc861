# track: torch
# exercise: mixture
# why: weighted_mixture multiplies by values.data ("the values are just numbers to mix, no need to track them"); .data is outside autograd, so the result is right but no gradient reaches the values
# kind: rules
# diagnosis: no-gradient

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights @ values.data
