# track: torch
# exercise: mixture
# why: weighted_mixture writes the lecture's column-convention formula W^H V as weights.adjoint() @ values, so the weights' last two axes are swapped: it raises unless T == S, and then sums each output over the queries instead of the keys
# kind: axes
# diagnosis: mixture-wrong-axis, needs-square, transposed, matmul-mismatch

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return weights.adjoint() @ values
