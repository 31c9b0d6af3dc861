# track: torch
# exercise: mixture
# why: weighted_mixture turns the weights into "a distribution over the keys" with torch.softmax(weights, dim=-1) before mixing, reading the exercise as softmax(scores) @ V; the weights are to be used exactly as given (they already are the softmax's output in attention), so every output is mixed with re-normalised, flattened weights
# kind: relation
# diagnosis: mixture-renormalised
def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    probs = torch.softmax(weights, dim=-1)  # each row a distribution over the keys
    return probs @ values
