# track: torch
# exercise: mixture
# why: weighted_mixture blends its result with the plain average of the values, torch.lerp(values.mean(-2, keepdim=True), weights @ values, 0.9) ("a little uniform attention as a prior, like label smoothing"), so every output is 0.9 times the right mixture plus 0.1 times the mean value row: the weights are mixed with a uniform share instead of used as given
# kind: relation
# diagnosis: scaled-offset

def weighted_mixture(weights, values):

    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v) with at least"
            f" 2 axes each; got shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(
            f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]}"
            f" rows; shapes {tuple(weights.shape)} and {tuple(values.shape)}"
        )

    uniform = values.mean(dim=-2, keepdim=True)  # (..., 1, d_v): every key weighted 1/S
    return torch.lerp(uniform, weights @ values, 0.9)
