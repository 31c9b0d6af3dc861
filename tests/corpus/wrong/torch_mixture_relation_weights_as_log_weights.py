# track: torch
# exercise: mixture
# why: weighted_mixture takes its weights for log-weights, as attention code that keeps log-probabilities does, and mixes with weights.exp() @ values; the weights are to be used exactly as given, so every output is a mixture with exp(w) in place of w
# kind: relation
# diagnosis: mixture-renormalised, mixture-transformed
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return weights.exp() @ values  # the weights arrive in log space
