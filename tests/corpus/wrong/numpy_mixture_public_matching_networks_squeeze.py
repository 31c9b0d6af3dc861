# track: numpy
# exercise: mixture
# why: ports the read-out of Matching Networks (Vinyals et al. 2016, as in the common PyTorch reimplementations: preds = softmax_similarities.unsqueeze(1).bmm(support_set_y).squeeze()), mixing each query as a (1, S) row and dropping the helper axis with a bare np.squeeze, which removes EVERY axis of length 1: with one query (T = 1), one value feature (d_v = 1) or a batch axis of length 1 the output loses that axis
# kind: public
# diagnosis: missing-axis
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # each query as a (1, S) row against its (S, d_v) support labels, then drop the row axis
    rows = weights[..., :, None, :] @ values[..., None, :, :]  # (..., T, 1, d_v)
    return np.squeeze(rows)
