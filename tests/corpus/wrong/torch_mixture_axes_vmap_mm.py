# track: torch
# exercise: mixture
# why: batches the product with torch.vmap(torch.mm)(weights, values), the functorch idiom for one batch axis: vmap maps exactly one leading axis of both inputs and torch.mm needs 2-D matrices inside, so unbatched inputs, several batch axes and broadcast batch shapes all raise
# kind: axes-shapes
# diagnosis: fixed-leading-axes,fixed-ndim,fails-with-leading-axes
# miss: vmap's own message (a mapped dimension, mm's 2-D inputs) is read as a crash at the student's line, not as a fixed number of axes


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return torch.vmap(torch.mm)(weights, values)
