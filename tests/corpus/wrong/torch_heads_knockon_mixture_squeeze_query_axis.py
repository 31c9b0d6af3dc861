# track: torch
# exercise: heads
# why: the student's weighted_mixture returns (weights @ values).squeeze(-2) "to drop the singleton axis of a single query", so attention with one query (T = 1), or multi-head attention on a one-position x, returns an output that has lost its T axis
# kind: knock-on
# diagnosis: missing-axis


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values).squeeze(-2)
