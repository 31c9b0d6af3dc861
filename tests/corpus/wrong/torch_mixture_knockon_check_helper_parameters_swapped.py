# track: torch
# exercise: mixture
# why: weighted_mixture calls its helper as _keys_match(weights, values), but the helper is defined as _keys_match(values, weights), so inside it compares the values' last axis (d_v) with the weights' T axis: valid inputs with d_v != T raise ValueError, and mismatched S slips through to matmul's RuntimeError whenever d_v == T
# kind: knockon
# diagnosis: error-on-valid


def _keys_match(values, weights):
    return weights.shape[-1] == values.shape[-2]


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need 2 axes or more; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if not _keys_match(weights, values):
        raise ValueError(f"weights and values disagree on S: {tuple(weights.shape)} and {tuple(values.shape)}")
    return weights @ values
