# track: torch
# exercise: mixture
# why: weighted_mixture returns torch.autograd.Variable(weights @ values), the wrapper of pre-0.4 PyTorch tutorials ("so autograd tracks the result"); Variable() of a tensor now builds a detached leaf, so the values are right but no gradient reaches weights or values
# kind: rules
# diagnosis: no-gradient

from torch.autograd import Variable


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes or more")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return Variable(weights @ values)
