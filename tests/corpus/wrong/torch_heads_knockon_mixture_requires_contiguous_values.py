# track: torch
# exercise: heads
# kind: knockon
# why: weighted_mixture raises ValueError unless the values are contiguous ("call .contiguous() first: the product reads the value rows in memory order"); the heads that split_heads returns are transposed views, so multi-head attention, which hands them to attention and on to weighted_mixture, rejects every valid call, while weighted_mixture and attention on ordinary tensors are right
# diagnosis: bad-inner-call, error-on-valid

def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    """Exercise 1: mix the value vectors with the given weights.

    Args:
        weights: ``(..., T, S)``, one weight per query and source key. Used as given:
            not checked or renormalised, so any real numbers are mixed.
        values: ``(..., S, d_v)``, one value vector per source key.

    Returns:
        ``(..., T, d_v)``: row ``t`` is ``sum_s weights[..., t, s] * values[..., s, :]``.

    Raises:
        ValueError: when either input has fewer than 2 axes, or their S axes differ.
    """
    ### BEGIN SOLUTION
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if not values.is_contiguous():
        raise ValueError("values must be contiguous; call .contiguous() first")
    return weights @ values
