# track: torch
# exercise: mixture
# why: weighted_mixture states its checks with torch._check_value(cond, f"..."), the ValueError-raising check of PyTorch's internals, but hands it the message as a string; _check_value takes the message as a callable (lambda: "...") and, when a check fails, raises TypeError ("message must be a callable") instead of the ValueError, so 1-D inputs and S mismatches raise the wrong exception
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    torch._check_value(
        weights.dim() >= 2 and values.dim() >= 2,
        f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need at least 2 axes each",
    )
    torch._check_value(
        weights.shape[-1] == values.shape[-2],
        f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows",
    )
    return weights @ values
