# track: torch
# exercise: mixture
# why: weighted_mixture computes weights @ values inside "with torch.no_grad():" ("a weighted sum has no parameters, nothing to differentiate"), so the values are right but the result is cut from the graph: no gradient reaches the weights or the values, and attention built on it passes no gradient to q, k or v through its output
# kind: rules
# diagnosis: no-gradient

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

    with torch.no_grad():  # a weighted sum has no parameters of its own
        out = weights @ values
    return out
