# track: torch
# exercise: mixture
# why: weighted_mixture checks the S axes with a match statement, s = values.shape[-2] then case (*_, s): on the weights' shape, meaning "the last axis equals s"; a bare name in a pattern is a capture that binds any value, so the case matches every shape, the S check never fails, and mismatched S axes reach torch.matmul, which raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    s = values.shape[-2]
    match tuple(weights.shape):
        case (*_, s):  # the weights' last axis is the values' S
            pass
        case _:
            raise ValueError(f"weights {tuple(weights.shape)} do not fit values {tuple(values.shape)}")
    return weights @ values
