# track: torch
# exercise: mixture
# why: weighted_mixture checks the S axes with "if values.shape[-2] not in weights.shape", so mismatched inputs pass whenever the values' S equals any axis of the weights (T or a batch axis) and then fail inside matmul with RuntimeError instead of ValueError
# kind: error-case
# diagnosis: error-not-raised,error-not-valueerror

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if values.shape[-2] not in weights.shape:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
