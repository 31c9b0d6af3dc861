# track: torch
# exercise: mixture
# why: weighted_mixture copies its einsum equation from rendered notes where the three dots were typeset as the single Unicode ellipsis character, torch.einsum("…ts,…sd->…td", weights, values); "…" (U+2026) is not einsum's "...", and einsum only takes letters and "...", so every valid call raises RuntimeError (invalid subscript)
# kind: crash
# diagnosis: crash, einsum-letters
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    return torch.einsum("\u2026ts,\u2026sd->\u2026td", weights, values)
