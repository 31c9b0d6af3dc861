# track: torch
# exercise: mixture
# why: weighted_mixture's rank check reads 'weights.dim() < 2 and values.dim() < 2' (and where or belongs), so a 1-D weights vector with 2-D values passes unchecked and matmul quietly returns a vector instead of raising ValueError
# kind: error
# diagnosis: error-not-raised

import torch

def weighted_mixture(weights, values):
    if weights.dim() < 2 and values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    return weights @ values
