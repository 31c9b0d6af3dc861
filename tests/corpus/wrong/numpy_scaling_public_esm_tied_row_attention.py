# track: numpy
# exercise: scaling
# why: scaled_scores ports the tied row attention of ESM's MSA Transformer (RowSelfAttention: q scaled by head_dim ** -0.5 / sqrt(num_rows), then einsum("rinhd,rjnhd->hnij"), one map summed over the rows of the alignment) with the first axis as the rows: batched queries and keys get one shared score map, the sum of every batch element's q k^T over sqrt(d_k * R), copied to each element; 2-D inputs are right
# kind: public
# diagnosis: fails-with-leading-axes
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    if q.ndim == 2 and k.ndim == 2:
        return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
    # tied row attention: the leading axis holds the rows of the alignment
    q3 = q if q.ndim > 2 else q[None]
    k3 = k if k.ndim > 2 else k[None]
    num_rows = max(q3.shape[0], k3.shape[0])
    scaling = d_k ** -0.5 / math.sqrt(num_rows)
    tied = np.einsum("r...id,r...jd->...ij", q3 * scaling, k3)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    return np.broadcast_to(tied, lead + tied.shape[-2:]).copy()
