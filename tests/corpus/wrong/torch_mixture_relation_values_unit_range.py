# track: torch
# exercise: mixture
# why: weighted_mixture divides the values by their largest absolute entry before mixing, values / values.abs().amax(), "so the products stay in a safe range", carrying the softmax's overflow guard over to the mixture, and never multiplies that factor back, so every output is the expected one divided by max|values|
# kind: relation
# diagnosis: ratio


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    safe_values = values / values.abs().amax()  # keep the products in range
    return weights @ safe_values
