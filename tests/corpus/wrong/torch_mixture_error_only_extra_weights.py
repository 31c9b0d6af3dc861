# track: torch
# exercise: mixture
# why: weighted_mixture only rejects weights with MORE columns than there are value rows (weights.shape[-1] > values.shape[-2], "a weight without a value to mix"); weights with fewer columns than value rows reach matmul, which raises RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] > values.shape[-2]:
        raise ValueError(f"{weights.shape[-1]} weights per query but only {values.shape[-2]} values")
    return weights @ values
