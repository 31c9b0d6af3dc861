# track: torch
# exercise: mixture
# why: weighted_mixture runs its shape checks in a try block and returns the product from its finally block ("always hand back a result"); a return in finally discards the exception being raised, so 1-D weights or values are mixed instead of rejected, and an S mismatch surfaces as the RuntimeError of @ instead of ValueError
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import torch


def weighted_mixture(weights, values):
    try:
        if weights.dim() < 2 or values.dim() < 2:
            raise ValueError(
                f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {tuple(weights.shape)}, {tuple(values.shape)}"
            )
        if weights.shape[-1] != values.shape[-2]:
            raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    finally:
        return weights @ values
