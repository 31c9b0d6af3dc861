# track: torch
# exercise: mixture
# why: weighted_mixture only checks that there are enough value rows, raising ValueError when weights.shape[-1] > values.shape[-2] ("extra value rows are padding"); with fewer weight columns than value rows the S mismatch is not caught, and torch.matmul raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror, error-not-raised
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] > values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values only {values.shape[-2]} rows")
    return weights @ values
