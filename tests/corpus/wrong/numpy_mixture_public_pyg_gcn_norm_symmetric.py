# track: numpy
# exercise: mixture
# why: weighted_mixture treats the weights as a graph's edge weights and ports PyTorch Geometric's gcn_norm (GCNConv's symmetric normalisation D^-1/2 A D^-1/2, without the self-loops since T may differ from S), dividing each weight by the square roots of its query's row total and its key's column total before mixing; every weight is rescaled by a factor per query and per key instead of used as given (and negative totals give NaN)
# kind: public
# diagnosis: normalised-both-axes, mixture-renormalised
import numpy as np


def _gcn_norm(adj):
    # PyG gcn_norm: edge_weight = deg_inv_sqrt[row] * edge_weight * deg_inv_sqrt[col]
    deg_row = adj.sum(axis=-1, keepdims=True)  # (..., T, 1)
    deg_col = adj.sum(axis=-2, keepdims=True)  # (..., 1, S)
    inv_row = deg_row ** -0.5
    inv_col = deg_col ** -0.5
    inv_row[np.isinf(inv_row)] = 0
    inv_col[np.isinf(inv_col)] = 0
    return inv_row * adj * inv_col


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weighted_mixture needs weights (..., T, S) and values (..., S, d_v); got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} columns but values have S={values.shape[-2]} rows")
    return _gcn_norm(weights) @ values
