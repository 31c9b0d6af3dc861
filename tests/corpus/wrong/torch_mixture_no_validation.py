# track: torch
# exercise: mixture
# why: no shape checks: mismatched S axes raise matmul's RuntimeError and 1-axis inputs give a vector
# diagnosis: error-not-valueerror, error-not-raised


def weighted_mixture(weights, values):
    return torch.matmul(weights, values)
