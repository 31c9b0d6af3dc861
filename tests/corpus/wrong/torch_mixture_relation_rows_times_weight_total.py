# track: torch
# exercise: mixture
# why: weighted_mixture multiplies each output row by its weights' row total, (weights @ values) * weights.sum(-1, keepdim=True) ("a query that pays more attention in total should carry more"), so softmax weights (rows summing to 1) are unaffected but any other weights give every output row a factor of its own
# kind: relation
# diagnosis: scale-per-row, weights-rescaled


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes or more; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return (weights @ values) * weights.sum(dim=-1, keepdim=True)
