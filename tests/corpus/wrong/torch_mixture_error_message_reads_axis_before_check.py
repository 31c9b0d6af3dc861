# track: torch
# exercise: mixture
# why: weighted_mixture builds its error message up front, f"T={weights.shape[-2]}, S={weights.shape[-1]}, ...", before the rank check, so a 1-D weights tensor raises IndexError from the message itself instead of the ValueError the check would raise
# kind: error
# diagnosis: error-not-valueerror
import torch


def weighted_mixture(weights, values):
    problem = (
        f"weights (T={weights.shape[-2]}, S={weights.shape[-1]}) and values"
        f" (S={values.shape[-2]}, d_v={values.shape[-1]}) do not fit"
    )
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("need at least 2 axes: " + problem)
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(problem)
    return weights @ values
