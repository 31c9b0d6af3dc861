# track: torch
# exercise: mixture
# why: weighted_mixture has no checks of its own: it wraps weights @ values in try/except RuntimeError and re-raises ValueError, so mismatched S is reported, but 1-D weights or values (fewer than 2 axes) are accepted by torch.matmul as vectors and mixed instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
import torch


def weighted_mixture(weights, values):
    try:
        return torch.matmul(weights, values)  # (..., T, d_v)
    except RuntimeError as err:
        raise ValueError(
            f"weights {tuple(weights.shape)} and values {tuple(values.shape)} do not fit"
        ) from err
