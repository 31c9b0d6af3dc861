# track: numpy
# exercise: masking
# why: copies nanoGPT's torch.tril(torch.ones(t, t)) buffer into the NumPy track (with dtype=torch.bool), so causal_mask returns a torch.Tensor instead of an np.ndarray
# kind: array-type
# diagnosis: wrong-array-type

import torch


def causal_mask(t):
    return torch.tril(torch.ones(t, t, dtype=torch.bool))
