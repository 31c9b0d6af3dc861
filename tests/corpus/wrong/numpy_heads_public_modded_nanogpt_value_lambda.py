# track: numpy
# exercise: heads
# why: multi_head_self_attention ports the value step of modded-nanogpt's CausalSelfAttention, v = lambdas[0] * v (+ lambdas[1] * ve where a layer has value embeddings), with the learnable lambdas at their initial value 0.5 and no value embedding; every value is halved, so the weights are right but the output is the expected one times 0.5
# kind: public
# diagnosis: ratio:constant, ratio
import numpy as np

LAMBDAS = (0.5, 0.5)  # the speedrun's initial mixing weights for v and the value embedding


def multi_head_self_attention(x, w_q, w_k, w_v, w_o, n_heads, allowed=None):
    x = np.asarray(x)
    q = split_heads(x @ w_q, n_heads)
    k = split_heads(x @ w_k, n_heads)
    v = split_heads(x @ w_v, n_heads)
    ve = None  # this kit has no value embeddings
    if ve is not None:
        v = LAMBDAS[0] * v + LAMBDAS[1] * ve
    else:
        v = LAMBDAS[0] * v
    heads, weights = attention(q, k, v, allowed)
    return merge_heads(heads) @ w_o, weights
