# track: numpy
# exercise: heads
# why: multi_head_self_attention multiplies every head's output by an output gate sigmoid(x @ w_g + b_g) left at its initialisation (w_g = 0, b_g = log(0.25 / 0.75), "the gate starts a quarter open", after the gated attention of Bondarenko et al. 2023), so the merged heads, and the output, are 0.25 times the expected ones (the weights are right)
# kind: relation
# diagnosis: ratio, ratio:constant
import math

import numpy as np

GATE_OPEN_AT_INIT = 0.25


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    gate_bias = math.log(GATE_OPEN_AT_INIT / (1 - GATE_OPEN_AT_INIT))
    gate = 1.0 / (1.0 + math.exp(-gate_bias))  # sigmoid(0 * x + b_g), one gate per head
    heads = heads * np.asarray(gate, dtype=heads.dtype)
    return merge_heads(heads) @ w_o, weights
