# track: torch
# exercise: mixture
# why: weighted_mixture returns its product as a torch.Tensor subclass of its own, (weights @ values).as_subclass(Mixture), "so the result can print a summary of itself"; the values are right, but the result is not the plain torch.Tensor the track returns
# kind: rules
# diagnosis: wrong-array-type


class Mixture(torch.Tensor):
    def summary(self):
        return f"mixture of shape {tuple(self.shape)}"


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights {tuple(weights.shape)} and values {tuple(values.shape)} need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (weights @ values).as_subclass(Mixture)
