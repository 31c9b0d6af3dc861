# track: torch
# exercise: mixture
# why: weighted_mixture makes the weights non-negative by shifting each row down by its minimum, weights - weights.amin(-1, keepdim=True) ("a weight cannot be negative"), so every output row loses min_t * (sum of the value rows) and even non-negative weights change
# kind: relation
# diagnosis: mixture-transformed
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    shifted = weights - weights.amin(dim=-1, keepdim=True)
    return shifted @ values
