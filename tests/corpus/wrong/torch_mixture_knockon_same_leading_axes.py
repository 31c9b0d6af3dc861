# track: torch
# exercise: mixture
# why: weighted_mixture demands that weights and values have identical leading axes (weights.shape[:-2] != values.shape[:-2] raises ValueError, "one value set per weight set"), so valid broadcasting inputs such as 2-D values shared by batched weights are rejected, here and in attention and multi-head attention wherever v's leading axes differ from the weights'
# kind: knockon
# diagnosis: error-on-valid
def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    if weights.shape[:-2] != values.shape[:-2]:
        raise ValueError("weights and values need the same batch axes")
    return weights @ values
