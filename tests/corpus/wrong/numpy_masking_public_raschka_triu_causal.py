# track: numpy
# exercise: masking
# why: causal_mask ports the mask of Raschka's "Build a Large Language Model (From Scratch)", torch.triu(torch.ones(t, t), diagonal=1).bool(), as np.triu(np.ones((t, t)), k=1).astype(bool); that mask marks the FUTURE keys to hide (used with masked_fill_), so under the kit's True-means-visible rule it is the exact opposite
# kind: public
# diagnosis: mask-inverted, causal-upper, causal-no-diagonal
import numpy as np


def causal_mask(t):
    # True above the diagonal: the future tokens
    return np.triu(np.ones((t, t)), k=1).astype(bool)
