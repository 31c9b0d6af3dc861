# track: torch
# exercise: mixture
# why: guards against NaN weights with weights.nan_to_num_(0.0), the in-place variant, so it writes into the caller's weights tensor (and raises RuntimeError on a weights leaf that requires grad)
# kind: inputs-errors
# diagnosis: input-changed


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    weights = weights.nan_to_num_(0.0)
    return weights @ values
