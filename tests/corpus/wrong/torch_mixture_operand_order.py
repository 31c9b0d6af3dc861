# track: torch
# exercise: mixture
# why: multiplies in the wrong order, values @ weights, which is a size mismatch (RuntimeError) unless d_v happens to equal T
# kind: crash
# diagnosis: matmul-mismatch, crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return values @ weights
