# track: torch
# exercise: mixture
# kind: relation
# why: weighted_mixture scales every value vector to unit length with F.normalize(values, dim=-1) before mixing ("so long value vectors do not dominate the mixture"); the values must be used as given, so every output is a mixture of value rows each divided by its own norm, and attention and multi-head attention (built on it) return wrong outputs too
# diagnosis: mixture-renormalised
# miss: each value row is rescaled to unit length, so the output is no multiple of the expected one per row or column; ratio:constant is only what a single-key case shows

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
    values = torch.nn.functional.normalize(values, dim=-1)  # long value vectors must not dominate
    return weights @ values
