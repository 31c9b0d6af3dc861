# track: torch
# exercise: heads
# why: the student's weighted_mixture raises ValueError when the weights have more rows than columns (T > S, "more queries than keys makes no sense"), so attention (correct itself) rejects valid cross-attention with more queries than keys
# kind: knock-on
# diagnosis: error-on-valid


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got shapes"
            f" {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows"
        )
    if weights.shape[-2] > weights.shape[-1]:
        raise ValueError(f"{weights.shape[-2]} queries but only {weights.shape[-1]} keys")
    return weights @ values  # (..., T, d_v)
