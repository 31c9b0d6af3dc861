# track: torch
# exercise: mixture
# why: weighted_mixture type-checks its inputs with isinstance(weights, torch.FloatTensor) and isinstance(values, torch.FloatTensor), the legacy tensor types of old tutorials, and raises ValueError("weights and values must be float tensors") otherwise; torch.FloatTensor is only float32 on the CPU, so every valid float64 call is rejected
# kind: error
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    if not (isinstance(weights, torch.FloatTensor) and isinstance(values, torch.FloatTensor)):
        raise ValueError("weights and values must be float tensors")
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values
