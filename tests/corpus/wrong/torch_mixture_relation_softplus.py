# track: torch
# exercise: mixture
# why: weighted_mixture passes the weights through torch.nn.functional.softplus before mixing, "a weight cannot be negative, and softplus keeps them positive without relu's kink"; the weights are final and must be mixed exactly as given, so every output is built from log(1 + exp(w)) instead of w
# kind: relation
# diagnosis: mixture-transformed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.nn.functional.softplus(weights) @ values
