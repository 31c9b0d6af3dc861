# track: torch
# exercise: mixture
# why: weighted_mixture computes the column form of the lesson's product, values.mT @ weights.mT (one column per query), and turns it back with .T; .T reverses every axis (deprecated beyond 2-D), which is the transpose only for 2-D inputs, so a batched (B, T, d_v) mixture comes back (T, d_v, B), its batch axes reversed and moved to the end
# kind: axes
# diagnosis: axes-reversed,transpose-all-axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (values.mT @ weights.mT).T
