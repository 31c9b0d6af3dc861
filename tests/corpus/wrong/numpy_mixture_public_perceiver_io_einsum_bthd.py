# track: numpy
# exercise: mixture
# why: weighted_mixture ports the mixing line of DeepMind's Perceiver IO attend(), np.einsum('...htT,...hTd->...thd', weights, values), which hands the result back in Perceiver's (batch, T, heads, d) layout; the kit keeps the head axis in front of T, so 3-D and 4-D inputs come back with their heads and queries swapped, and 2-D inputs (no head letter to bind) raise
# kind: public
# diagnosis: permuted, fixed-leading-axes, fixed-ndim, einsum-letters
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # Perceiver IO: summed = jnp.einsum('bhtT,bThd->bthd', normalized, v)
    return np.einsum("...htT,...hTd->...thd", weights, values)
