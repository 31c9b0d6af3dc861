# track: torch
# exercise: mixture
# why: mixes with weights.mT @ values, contracting over the queries T: matmul fails whenever T != S
# kind: axes
# diagnosis: matmul-mismatch, mixture-wrong-axis, crash


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return weights.mT @ values
