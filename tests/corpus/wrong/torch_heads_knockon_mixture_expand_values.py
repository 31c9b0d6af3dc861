# track: torch
# exercise: heads
# why: attention and multi_head_self_attention are right, but the student's weighted_mixture lines the values up with values.expand_as(weights) ("give the values the weights' batch axes") before the product; expand_as takes the weights' whole shape, (..., T, S), so every call with d_v != S or T != S raises RuntimeError inside attention
# kind: knockon
# diagnosis: one-way-broadcast


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    values = values.expand_as(weights)
    return weights @ values
