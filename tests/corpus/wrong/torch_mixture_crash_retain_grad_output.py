# track: torch
# exercise: mixture
# why: weighted_mixture calls out.retain_grad() on its product "so the gradient of the mixed output can be inspected after backward"; retain_grad raises RuntimeError on a tensor that does not require grad, so every valid call with plain weights and values (no requires_grad) raises
# kind: crash
# diagnosis: crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes; got {tuple(weights.shape)}, {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    out = weights @ values
    out.retain_grad()
    return out
