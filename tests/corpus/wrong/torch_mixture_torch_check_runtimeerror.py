# track: torch
# exercise: mixture
# why: validates the shapes with torch._check(cond, lambda: msg), PyTorch's internal checker, which raises RuntimeError, so bad shapes give RuntimeError instead of the promised ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    torch._check(
        weights.dim() >= 2 and values.dim() >= 2,
        lambda: "weights (..., T, S) and values (..., S, d_v) need at least 2 axes each",
    )
    torch._check(
        weights.shape[-1] == values.shape[-2],
        lambda: f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows",
    )
    return weights @ values  # (..., T, d_v)
