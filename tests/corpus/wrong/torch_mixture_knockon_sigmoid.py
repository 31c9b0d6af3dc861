# track: torch
# exercise: mixture
# why: weighted_mixture squashes the weights with weights.sigmoid() before mixing, "so that every weight lies in (0, 1) as a share should"; the weights are final and must be used exactly as given, so every output is built from sigmoid(w), and attention and multi-head attention, correct themselves, mix their softmax weights through the sigmoid too (0 becomes 0.5: hidden keys are mixed in)
# kind: knockon
# diagnosis: mixture-transformed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights.sigmoid() @ values
