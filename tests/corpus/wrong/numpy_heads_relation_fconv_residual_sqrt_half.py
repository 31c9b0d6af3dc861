# track: numpy
# exercise: heads
# why: multi_head_self_attention ends as fairseq's convolutional seq2seq (ConvS2S) ends its attention step, (x + attended) * math.sqrt(0.5), adding the input back and scaling "to keep the variance of the sum", so every output is the expected one plus x, times 1/sqrt(2)
# kind: relation
# diagnosis: added-input, scaled-offset
import math

import numpy as np


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    attended = merge_heads(heads) @ w_o
    return (x + attended) * math.sqrt(0.5), weights
