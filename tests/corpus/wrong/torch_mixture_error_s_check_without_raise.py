# track: torch
# exercise: mixture
# why: the S check builds the exception but forgets the raise keyword, "ValueError(f'...')" on a line of its own, so weights and values whose S axes differ reach the matmul and fail with its RuntimeError instead of ValueError
# kind: error-case
# diagnosis: error-not-valueerror


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
