# track: torch
# exercise: masking
# why: causal_mask builds a nested Python list of bools with a comprehension instead of a tensor
# kind: array-type
# diagnosis: wrong-array-type


def causal_mask(t, device=None):
    return [[j <= i for j in range(t)] for i in range(t)]
