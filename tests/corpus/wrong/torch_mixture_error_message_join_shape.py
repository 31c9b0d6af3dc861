# track: torch
# exercise: mixture
# why: weighted_mixture builds its error messages with "x".join(weights.shape) to print shapes as 3x5; str.join takes strings only and a torch.Size holds ints, so building the message raises TypeError and inputs with fewer than 2 axes or different S axes get TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights are " + "x".join(weights.shape) + " and values " + "x".join(values.shape) + ": need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights are " + "x".join(weights.shape) + " but values " + "x".join(values.shape) + ": S differs")
    return weights @ values
