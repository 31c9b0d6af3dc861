# track: torch
# exercise: mixture
# why: weighted_mixture computes the mixture through the transpose identity (W V)^T = V^T W^T but writes values.matmul(weights.mT).mT, forgetting to transpose the values, so the product is (S, d_v) @ (S, T): a size mismatch unless d_v == S, and wrong values when it happens to fit
# kind: crash
# diagnosis: matmul-mismatch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on S")
    return values.matmul(weights.mT).mT
