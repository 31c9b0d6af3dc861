# track: numpy
# exercise: heads
# why: multi_head_self_attention ports Megatron-LM's apply_query_key_layer_scaling, dividing each head's scores by norm_factor = sqrt(d_k) * layer_number (layer_number = 2 from the config it was read from), but uses the kit's plain softmax, which lacks the FusedScaleMaskSoftmax's matching multiplication by layer_number, so every head's logits are halved
# kind: public
# diagnosis: ratio
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    layer_number = 2
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    norm_factor = math.sqrt(q.shape[-1]) * layer_number
    scores = (q @ np.swapaxes(k, -2, -1)) / norm_factor
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    heads = weighted_mixture(weights, v)
    return merge_heads(heads) @ w_o, weights
