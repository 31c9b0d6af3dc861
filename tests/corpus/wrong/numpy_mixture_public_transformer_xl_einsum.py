# track: numpy
# exercise: mixture
# why: weighted_mixture ports Transformer-XL's mixing line, np.einsum("ijbn,jbnd->ibnd", attn_prob, w_head_v), written for its sequence-first layout (T, S, batch, heads) and (S, batch, heads, d); the kit's (..., T, S) weights and (..., S, d_v) values have other axes, so 2-D and 3-D inputs make einsum raise and 4-D ones pair the wrong axes
# kind: public
# diagnosis: einsum-letters, crash, fixed-ndim
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need 2 axes each; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    # attn_vec = torch.einsum('ijbn,jbnd->ibnd', (attn_prob, w_head_v))
    return np.einsum("ijbn,jbnd->ibnd", weights, values)
