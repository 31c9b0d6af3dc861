# track: torch
# exercise: mixture
# why: weighted_mixture computes the mixture in the column-vector form of the textbook, values.mT @ weights.mT (one column per query), and returns that (..., d_v, T) product without transposing it back to (..., T, d_v)
# kind: axes
# diagnosis: transposed
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return values.mT @ weights.mT
