# track: torch
# exercise: mixture
# why: weighted_mixture converts the values with values.to(torch.get_default_dtype()) "in case they arrive as integers", but the default dtype is float32 whatever the inputs are, so float64 weights meet float32 values and every float64 call raises RuntimeError in the matrix product (float32 calls are right)
# kind: crash
# diagnosis: dtype-mixed

def weighted_mixture(weights, values):

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

    values = values.to(torch.get_default_dtype())  # integer values would not multiply with float weights
    return weights @ values  # (..., T, d_v)
