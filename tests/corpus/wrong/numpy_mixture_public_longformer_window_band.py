# track: numpy
# exercise: mixture
# why: weighted_mixture ports Longformer's _sliding_chunks_matmul_attn_probs_value (Hugging Face LongformerSelfAttention), which multiplies only the band of weights within one_sided_attn_window_size = attention_window // 2 = 2 of the diagonal (attention_window = 4 in the student's demo config) with the values, so every weight of a key more than 2 positions from its query is dropped from the mixture
# kind: public
# diagnosis: weights-by-distance
import numpy as np

ATTENTION_WINDOW = 4  # the demo config's attention_window


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights and values need at least 2 axes; got {weights.shape} and {values.shape}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    w = ATTENTION_WINDOW // 2  # one-sided window
    t = np.arange(weights.shape[-2])[:, None]
    s = np.arange(weights.shape[-1])[None, :]
    band = np.abs(t - s) <= w  # (T, S): the sliding chunks Longformer multiplies
    return np.where(band, weights, 0).astype(weights.dtype, copy=False) @ values
