# track: numpy
# exercise: mixture
# why: ports d2l's DotProductAttention output line torch.bmm(attention_weights, values) to NumPy as np.einsum("bij,bjk->bik", weights, values), keeping bmm's one batch axis; 2-D weights and values (and 4-D multi-head ones) do not have the three axes the subscripts name, so every such valid call raises ValueError from einsum
# kind: public
# diagnosis: fixed-ndim, crash, error-on-valid
import numpy as np


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weighted_mixture needs weights (..., T, S) and values (..., S, d_v)")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {weights.shape} and {values.shape}")
    return np.einsum("bij,bjk->bik", weights, values)
