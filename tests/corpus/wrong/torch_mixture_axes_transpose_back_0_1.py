# track: torch
# exercise: mixture
# why: weighted_mixture computes (values.mT @ weights.mT) and turns it back with .transpose(0, 1), which swaps the last two axes only for 2-D inputs: with batch axes it swaps the batch with d_v and leaves the result transposed
# kind: axes-shapes
# diagnosis: fixed-leading-axes,transposed

def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    return (values.mT @ weights.mT).transpose(0, 1)
