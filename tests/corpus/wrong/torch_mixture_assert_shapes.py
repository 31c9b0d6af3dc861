# track: torch
# exercise: mixture
# why: validates with assert statements, so bad shapes raise AssertionError instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    assert weights.dim() >= 2 and values.dim() >= 2, "weights and values need at least 2 axes"
    assert weights.shape[-1] == values.shape[-2], (
        f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
    )
    return weights @ values
