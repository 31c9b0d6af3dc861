# track: numpy
# exercise: heads
# why: multi_head_self_attention keeps MiniCPM's scaled residual branch, returning the projected output times scale_depth / sqrt(num_hidden_layers) with the config's 1.4 and 40 ("muP scaling of each block's output"), so every output is the expected one times 0.2214 while the weights are right
# kind: relation
# diagnosis: ratio
# miss: the output times 1.4 / sqrt(40) (MiniCPM's scale_depth over its layer count), a factor no size of the inputs names: said as the ratio the evidence shows
import math

import numpy as np

SCALE_DEPTH = 1.4
NUM_HIDDEN_LAYERS = 40


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    heads, weights = attention(q, k, v, allowed)
    out = merge_heads(heads) @ w_o
    return out * (SCALE_DEPTH / math.sqrt(NUM_HIDDEN_LAYERS)), weights
