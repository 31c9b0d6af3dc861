# track: torch
# exercise: mixture
# why: weighted_mixture runs its rank checks as map(_check_rank, names, tensors) "to check both in one line", but map is lazy and its result is never iterated, so the rank checks never run: 1-D weights are mixed by matmul into a (d_v,) vector and 1-D values fail the S check with IndexError instead of ValueError
# kind: error
# diagnosis: error-not-raised, error-not-valueerror
import torch


def _check_rank(name, x):
    if x.dim() < 2:
        raise ValueError(f"weighted_mixture needs {name} with at least 2 axes, got shape {tuple(x.shape)}")


def weighted_mixture(weights, values):
    map(_check_rank, ("weights", "values"), (weights, values))
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return weights @ values
