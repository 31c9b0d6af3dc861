# track: torch
# exercise: mixture
# why: weighted_mixture multiplies in double "for an accurate sum" through the legacy type API, weights.type(torch.DoubleTensor) @ values.type(torch.DoubleTensor), and returns that, so float32 inputs come back as a float64 mixture; attention returns float64 outputs for float32 inputs, and multi-head attention then multiplies those with the float32 w_o and raises a dtype mismatch
# kind: knockon
# diagnosis: dtype-changed
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights.type(torch.DoubleTensor) @ values.type(torch.DoubleTensor)
