# track: torch
# exercise: mixture
# why: weighted_mixture compares weights.shape[-1] with values.shape[-2] before its rank check, so a 1-D values tensor raises IndexError from the shape lookup instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def weighted_mixture(weights, values):
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    return weights @ values
