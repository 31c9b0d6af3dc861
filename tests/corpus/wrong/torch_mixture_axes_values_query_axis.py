# track: torch
# exercise: mixture
# why: weighted_mixture gives the values a query axis first, values.unsqueeze(-3) ("every query gets its copy of the values, as in the lesson's broadcasting picture"), and then multiplies weights @ that; the new axis lines up with the weights' batch axes, so 2-D inputs return (1, T, d_v) and batched inputs pair every batch of weights with every batch of values, (B, B, T, d_v)
# kind: axes
# diagnosis: extra-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return weights @ values.unsqueeze(-3)
