# track: torch
# exercise: mixture
# why: expands values to the batch shape of weights before the matmul "so the shapes match", which fails (RuntimeError) whenever values has leading axes that weights lacks or that differ
# kind: pattern
# diagnosis: fails-with-leading-axes,crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    values = values.expand(*weights.shape[:-2], *values.shape[-2:])
    return weights @ values
