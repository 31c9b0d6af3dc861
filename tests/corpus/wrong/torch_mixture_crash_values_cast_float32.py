# track: torch
# exercise: mixture
# why: weighted_mixture casts only the values to float32, torch.matmul(weights, values.to(torch.float32)) "so the product runs in single precision", so float64 weights meet float32 values and every float64 call raises RuntimeError (a dtype clash in matmul)
# kind: crash
# diagnosis: dtype-mixed, crash
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.matmul(weights, values.to(torch.float32))
