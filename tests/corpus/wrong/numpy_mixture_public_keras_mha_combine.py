# track: numpy
# exercise: mixture
# why: weighted_mixture ports the combine step of Keras' MultiHeadAttention, einsum(self._combine_equation, attention_scores, value) with the equation "acbe,aecd->abcd" it builds for (batch, T, heads, d) projections; the letters name exactly four axes with the values' heads at axis 2, so 2-D and 3-D inputs raise and the kit's (B, H, S, d_v) values only fit when H == S
# kind: public
# diagnosis: einsum-letters, fixed-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"need at least 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    # keras MultiHeadAttention._combine_equation for rank-3 inputs
    return np.einsum("acbe,aecd->abcd", weights, values)
