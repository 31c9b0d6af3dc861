# track: torch
# exercise: mixture
# why: weighted_mixture multiplies under torch.autograd.graph.saved_tensors_hooks that keep the tensors saved for backward in float16 ("halves the activation memory") and cast them back on unpacking; the output is exact, but the gradients to weights and values are computed from half-precision copies
# kind: rules
# diagnosis: gradient-differs
import torch


def _pack(t: torch.Tensor):
    return t.dtype, t.to(torch.float16)


def _unpack(packed):
    dtype, t = packed
    return t.to(dtype)


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    with torch.autograd.graph.saved_tensors_hooks(_pack, _unpack):
        return weights @ values
