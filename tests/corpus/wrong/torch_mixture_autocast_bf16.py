# track: torch
# exercise: mixture
# why: wraps the product in torch.autocast("cpu") out of mixed-precision habit, so the matmul runs in bfloat16 and returns bfloat16 for float32 and float64 inputs
# kind: relation
# diagnosis: dtype-changed,fails-in-float32,half-precision


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    with torch.autocast(device_type=weights.device.type):
        return weights @ values
