# track: torch
# exercise: mixture
# why: weighted_mixture ports the context vector of the TensorFlow NMT tutorial's BahdanauAttention, context_vector = reduce_sum(attention_weights * values, axis=1), as (weights.unsqueeze(-1) * values.unsqueeze(-3)).sum(dim=1); dim 1 is the key axis only for unbatched weights, so with a batch or head axis the sum runs over the queries
# kind: public
# diagnosis: mixture-wrong-axis, fixed-leading-axes
import torch


def weighted_mixture(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(f"need at least 2 axes each; got {tuple(weights.shape)} and {tuple(values.shape)}")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: {tuple(weights.shape)} and {tuple(values.shape)}")
    # context_vector = attention_weights * values
    # context_vector = tf.reduce_sum(context_vector, axis=1)
    context = weights.unsqueeze(-1) * values.unsqueeze(-3)  # (..., T, S, d_v)
    return context.sum(dim=1)
