# track: torch
# exercise: mixture
# why: weighted_mixture returns torch.nn.Buffer(weights @ values) "so a module that stores the mixture does not train it"; a Buffer is built as a new leaf from the product's data, so the result is cut from the autograd graph and no gradient reaches the weights or the values (the numbers are right)
# kind: rules
# diagnosis: no-gradient


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.nn.Buffer(weights @ values)
